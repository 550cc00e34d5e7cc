/**
 * Packages the writer must not damage: macro-enabled files keep their macro part and content
 * type, hostile parts (DOCTYPE / external entities, sizes that lie) are refused rather than
 * rewritten, and paragraphs nested in text boxes are edited in place beside their anchor.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../src/docx/index.ts';
import { applyTrackedChanges, WriterError } from '../../src/docx/write/index.ts';
import { readParagraphTexts } from '../../src/docx/write/inspect.ts';
import { corpusAvailable, corpusDir, needsCorpus } from '../support/corpus.ts';
import { buildDocx } from '../docx/support/build-docx.ts';
import {
  expectIdentities,
  expectedTexts,
  expectOnlyTouchedChanged,
  partXml,
  readBlocks,
  touchedParagraphs,
  unzipEntries,
} from './support.ts';

const options = { author: 'Package Check', date: new Date('2026-05-06T07:08:09Z') };
const hostile = (name: string) => new Uint8Array(readFileSync(path.join(corpusDir, 'hostile', name)));

describe.skipIf(!corpusAvailable)(needsCorpus('hostile and unusual packages'), () => {
  it('keeps the macro part and its content type when writing into a .docm', async () => {
    const bytes = hostile('macro_poi_SimpleMacro.docm');
    const first = readParagraphTexts(bytes, ['word/document.xml']).find((p) => p.accepted.length > 3);
    expect(first).toBeDefined();
    const edits = [
      {
        kind: 'replace' as const,
        block: { part: 'word/document.xml', paragraphIndex: first!.paragraphIndex },
        start: 0,
        end: 2,
        text: 'Xy',
      },
    ];
    const result = await applyTrackedChanges(bytes, edits, options);
    expect(result.applied).toEqual([0]);
    await expectOnlyTouchedChanged(bytes, result.bytes, touchedParagraphs(edits, result.applied));
    const entries = await unzipEntries(result.bytes);
    expect(entries.has('word/vbaProject.bin')).toBe(true);
    expect(new TextDecoder().decode(entries.get('[Content_Types].xml'))).toContain('macroEnabled');
  });

  it('refuses to edit a part with a DOCTYPE (external entities) and leaves the file as it was', async () => {
    const bytes = hostile('xxe_external_entity.docx');
    const result = await applyTrackedChanges(
      bytes,
      [{ kind: 'replace', block: { part: 'word/document.xml', paragraphIndex: 0 }, start: 0, end: 0, text: 'x' }],
      options,
    );
    expect(result.applied).toEqual([]);
    expect(result.refused[0]?.reason).toMatch(/DOCTYPE/);
    expect(result.bytes).toBe(bytes);
  });

  it('refuses a part whose declared size lies (checksum mismatch) instead of writing a damaged file', async () => {
    const bytes = hostile('lying_sizes.docx');
    const result = await applyTrackedChanges(
      bytes,
      [{ kind: 'replace', block: { part: 'word/document.xml', paragraphIndex: 0 }, start: 0, end: 0, text: 'x' }],
      options,
    );
    expect(result.applied).toEqual([]);
    expect(result.refused[0]?.reason).toMatch(/damaged/);
  });

  it('throws a clear error for something that is not a zip package', async () => {
    await expect(applyTrackedChanges(hostile('pdf_named_as.docx'), [], options)).rejects.toThrow(WriterError);
    await expect(applyTrackedChanges(hostile('truncated.docx'), [], options)).rejects.toThrow(/could not be opened/);
  });
});

describe('damage the reader lets through', () => {
  const edit = (paragraphIndex: number, text: string) => ({
    kind: 'replace' as const,
    block: { part: 'word/document.xml', paragraphIndex },
    start: 0,
    end: 0,
    text,
  });

  it('writes the corrections when a part no reader reads is damaged, and copies that part as it was', async () => {
    const JSZip = (await import('jszip')).default;
    const zip = await JSZip.loadAsync(await buildDocx({ body: '<w:p><w:r><w:t>Only paragraph</w:t></w:r></w:p>' }));
    zip.file('customXml/item9.xml', '<?xml version="1.0"?><x:item xmlns:x="urn:x" x:id="7">payload</x:item>', {
      compression: 'STORE',
    });
    const stored = await zip.generateAsync({ type: 'uint8array' });
    // Change one stored byte of that part: its CRC-32 no longer matches.
    const at = Buffer.from(stored).indexOf('payload');
    const bytes = new Uint8Array(stored);
    bytes[at] = 'P'.charCodeAt(0);
    expect((await readBlocks(bytes)).get('word/document.xml#0')?.text).toBe('Only paragraph');

    const result = await applyTrackedChanges(bytes, [edit(0, 'Still ')], options);
    expect(result.refused).toEqual([]);
    expect((await readBlocks(result.bytes)).get('word/document.xml#0')?.text).toBe('Still Only paragraph');
    const after = await unzipEntries(result.bytes);
    expect(new TextDecoder().decode(after.get('customXml/item9.xml'))).toContain('Payload');
  });

  it('refuses only the paragraph whose bytes are not valid UTF-8 and writes the others', async () => {
    const JSZip = (await import('jszip')).default;
    const zip = await JSZip.loadAsync(
      await buildDocx({ body: '<w:p><w:r><w:t>First</w:t></w:r></w:p><w:p><w:r><w:t>Sec@ond</w:t></w:r></w:p>' }),
    );
    const xml = Buffer.from(
      await (zip.file('word/document.xml') as { async(t: 'uint8array'): Promise<Uint8Array> }).async('uint8array'),
    );
    xml[xml.indexOf('Sec@ond') + 3] = 0xff; // a byte that is never UTF-8
    zip.file('word/document.xml', new Uint8Array(xml));
    const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    const before = await readBlocks(bytes);
    expect(before.get('word/document.xml#1')?.text).toBe('Sec\uFFFDond'); // the reader reads it leniently

    const edits = [edit(0, 'The '), edit(1, 'The ')];
    const result = await applyTrackedChanges(bytes, edits, options);
    expect(result.applied).toEqual([0]);
    expect(result.refused).toEqual([{ index: 1, reason: 'Paragraph 1 of word/document.xml is not valid UTF-8 text.' }]);
    const after = await readBlocks(result.bytes);
    expect(after.get('word/document.xml#0')?.text).toBe('The First');
    await expectOnlyTouchedChanged(bytes, result.bytes, touchedParagraphs(edits, result.applied));
    const part = (await unzipEntries(result.bytes)).get('word/document.xml') as Uint8Array;
    expect(Buffer.from(part).includes(Buffer.from([0x53, 0x65, 0x63, 0xff]))).toBe(true); // the damaged byte is kept
  });
});

describe('part names', () => {
  it('writes into the part the reader read when the relationship names it in another case', async () => {
    const JSZip = (await import('jszip')).default;
    const zip = await JSZip.loadAsync(await buildDocx({ body: '<w:p><w:r><w:t>Case study</w:t></w:r></w:p>' }));
    const rels = await (zip.file('_rels/.rels') as { async(t: 'string'): Promise<string> }).async('string');
    zip.file('_rels/.rels', rels.replace('Target="word/document.xml"', 'Target="WORD/Document.xml"'));
    const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    const manuscript = await readManuscript(bytes);
    const block = manuscript.blocks[0];
    expect(block?.part).toBe('WORD/Document.xml'); // OPC part names compare case-insensitively
    const edits = [
      {
        kind: 'replace' as const,
        block: { part: 'WORD/Document.xml', paragraphIndex: 0 },
        start: 0,
        end: 4,
        text: 'A case',
      },
    ];
    const result = await applyTrackedChanges(bytes, edits, options);
    expect(result.refused).toEqual([]);
    expect((await readManuscript(result.bytes)).blocks[0]?.text).toBe('A case study');
    // Written under the entry's own name, not as a second entry.
    expect([...(await unzipEntries(result.bytes)).keys()]).toEqual([...(await unzipEntries(bytes)).keys()]);
  });
});

describe('text boxes', () => {
  const W =
    'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:v="urn:schemas-microsoft-com:vml"';
  const box = (text: string) => `<w:txbxContent><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:txbxContent>`;
  const anchor =
    `<w:p><w:r><w:t xml:space="preserve">Anchor text </w:t></w:r><w:r><mc:AlternateContent ${W}>` +
    `<mc:Choice Requires="wps"><w:drawing><wps:txbx>${box('Box words')}</wps:txbx></w:drawing></mc:Choice>` +
    `<mc:Fallback><w:pict><v:textbox>${box('Box words')}</v:textbox></w:pict></mc:Fallback>` +
    `</mc:AlternateContent></w:r><w:r><w:t>after</w:t></w:r></w:p><w:p><w:r><w:t>Next paragraph</w:t></w:r></w:p>`;

  it('finds text boxes after characters outside the basic range and line ends written as CR LF', async () => {
    // The reader's byte offsets become character offsets in the anchor's text: an emoji is 4
    // bytes and 2 characters, "é" 2 bytes and 1, a CR LF 2 of each.
    const anchorWithWide =
      `<w:p><w:r><w:t xml:space="preserve">Café 😀 anchor </w:t></w:r>\r\n<w:r><w:pict><v:shape ${W}><v:textbox>` +
      `${box('First box')}\r\n${box('Second 😀 box')}</v:textbox></v:shape></w:pict></w:r><w:r><w:t>end</w:t></w:r></w:p>`;
    const input = await buildDocx({ body: anchorWithWide });
    const before = await readBlocks(input);
    expect([...before.values()].map((b) => b.text)).toEqual(['Café 😀 anchor end', 'First box', 'Second 😀 box']);
    const edits = [0, 1, 2].map((paragraphIndex) => ({
      kind: 'replace' as const,
      block: { part: 'word/document.xml', paragraphIndex },
      start: 0,
      end: 0,
      text: `${paragraphIndex}: `,
    }));
    const result = await applyTrackedChanges(input, edits, options);
    expect(result.applied).toEqual([0, 1, 2]);
    const after = await readBlocks(result.bytes);
    expect([...after.values()].map((b) => b.text)).toEqual([
      '0: Café 😀 anchor end',
      '1: First box',
      '2: Second 😀 box',
    ]);
    expectIdentities(before, after, expectedTexts(before, edits, result.applied));
  });

  it('edits the anchor paragraph and its text box in one call, counting paragraphs as the reader does', async () => {
    const input = await buildDocx({ body: anchor });
    const before = await readBlocks(input);
    expect([...before.entries()].map(([k, b]) => [k, b.text])).toEqual([
      ['word/document.xml#0', 'Anchor text after'],
      ['word/document.xml#1', 'Box words'],
      ['word/document.xml#2', 'Next paragraph'],
    ]);
    const edits = [
      {
        kind: 'replace' as const,
        block: { part: 'word/document.xml', paragraphIndex: 0 },
        start: 0,
        end: 6,
        text: 'Anchored',
      },
      {
        kind: 'replace' as const,
        block: { part: 'word/document.xml', paragraphIndex: 1 },
        start: 4,
        end: 9,
        text: 'text',
      },
      {
        kind: 'replace' as const,
        block: { part: 'word/document.xml', paragraphIndex: 2 },
        start: 0,
        end: 4,
        text: 'Last',
      },
    ];
    const result = await applyTrackedChanges(input, edits, options);
    expect(result.applied).toEqual([0, 1, 2]);
    const after = await readBlocks(result.bytes);
    expectIdentities(before, after, expectedTexts(before, edits, result.applied));
    expect(after.get('word/document.xml#1')?.text).toBe('Box text');
    await expectOnlyTouchedChanged(input, result.bytes, touchedParagraphs(edits, result.applied));
  });
});

describe('text boxes: both copies', () => {
  const W =
    'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:v="urn:schemas-microsoft-com:vml"';
  const box = (text: string) => `<w:txbxContent><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:txbxContent>`;
  const boxed = (choice: string, fallback: string) =>
    `<w:p><w:r><w:t xml:space="preserve">Anchor </w:t></w:r><w:r><mc:AlternateContent ${W}>` +
    `<mc:Choice Requires="wps"><w:drawing><wps:txbx>${box(choice)}</wps:txbx></w:drawing></mc:Choice>` +
    `<mc:Fallback><w:pict><v:textbox>${box(fallback)}</v:textbox></w:pict></mc:Fallback>` +
    '</mc:AlternateContent></w:r></w:p>';
  const fallbackOf = (xml: string) => xml.slice(xml.indexOf('<mc:Fallback>'), xml.indexOf('</mc:Fallback>'));
  const edit = {
    kind: 'replace' as const,
    block: { part: 'word/document.xml', paragraphIndex: 1 },
    start: 4,
    end: 9,
    text: 'text',
  };

  it('corrects the modern copy and its fallback (VML) alike, each revision with its own id', async () => {
    const input = await buildDocx({ body: boxed('Box words', 'Box words') });
    const result = await applyTrackedChanges(input, [edit], options);
    expect(result.applied).toEqual([0]);
    expect((await readBlocks(result.bytes)).get('word/document.xml#1')?.text).toBe('Box text');
    const xml = await partXml(result.bytes);
    // Word 2007 and other readers of the fallback see the same tracked change.
    expect(fallbackOf(xml)).toMatch(
      /<w:del [^>]*w:author="Package Check"[^>]*><w:r><w:delText[^>]*>words<\/w:delText>/,
    );
    expect(fallbackOf(xml)).toMatch(/<w:ins [^>]*w:author="Package Check"[^>]*><w:r><w:t>text<\/w:t>/);
    const ids = [...xml.matchAll(/<w:(?:ins|del) w:id="(\d+)"/g)].map((m) => m[1]);
    expect(ids.length).toBe(4);
    expect(new Set(ids).size).toBe(4);
  });

  it('leaves a fallback that reads differently alone', async () => {
    const input = await buildDocx({ body: boxed('Box words', 'Older box words') });
    const result = await applyTrackedChanges(input, [edit], options);
    expect(result.applied).toEqual([0]);
    expect(fallbackOf(await partXml(result.bytes))).not.toMatch(/<w:(?:ins|del) /);
  });
});

describe('namespaces', () => {
  it('refuses, with a reason, paragraphs written with WordprocessingML as the default namespace', async () => {
    const input = await buildDocx({ body: '' });
    const JSZip = (await import('jszip')).default;
    const zip = await JSZip.loadAsync(input);
    zip.file(
      'word/document.xml',
      '<?xml version="1.0" encoding="UTF-8"?><document xmlns="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><body><p><r><t>Plain</t></r></p></body></document>',
    );
    const bytes = await zip.generateAsync({ type: 'uint8array' });
    const result = await applyTrackedChanges(
      bytes,
      [{ kind: 'replace', block: { part: 'word/document.xml', paragraphIndex: 0 }, start: 0, end: 1, text: 'p' }],
      options,
    );
    expect(result.applied).toEqual([]);
    expect(result.refused[0]?.reason).toMatch(/default namespace/);
  });
});
