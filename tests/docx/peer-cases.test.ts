/**
 * Cases where the reader's accepted text disagreed with Word's (and pandoc's, and
 * Open-Xml-PowerTools' accepted copies) on other projects' test files (issue 25): each rebuilt
 * here on a file of our own, read by the reader and by the tracked-changes writer's view, which
 * must agree character for character (model.ts text rules).
 */
import { strToU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../src/docx/index.ts';
import { applyTrackedChangesSync } from '../../src/docx/write/index.ts';
import { buildDocx, paragraph } from './support/build-docx.ts';
import { paragraphsBothWays } from '../writer/support.ts';

const run = (inner: string, props = ''): string => `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}${inner}</w:r>`;
const t = (text: string): string => `<w:t xml:space="preserve">${text}</w:t>`;

function bothViews(bytes: Uint8Array): string[] {
  const { reader, writer } = paragraphsBothWays(bytes);
  expect(writer.map((p) => p.accepted)).toEqual(reader.map((p) => p.accepted));
  expect(writer.map((p) => p.original)).toEqual(reader.map((p) => p.original));
  return reader.map((p) => p.accepted);
}

describe('w:sym characters (pandoc test/docx/unicode.docx: "€10.∨∨(")', () => {
  it('maps the Symbol font to Unicode, with or without the F000 offset', () => {
    const body =
      `<w:p>${run(t('p'))}${run('<w:sym w:font="Symbol" w:char="F0A3"/>')}${run(t('0·05, mean'))}` +
      `${run('<w:sym w:font="Symbol" w:char="F0B1"/>')}${run(t('SD, '))}${run('<w:sym w:font="Symbol" w:char="00DA"/>')}` +
      `${run('<w:sym w:font="Symbol" w:char="F06D"/>')}${run(t('g'))}</w:p>`;
    expect(bothViews(buildDocx({ body }))).toEqual(['p≤0·05, mean±SD, ∨μg']);
  });

  it('maps text typed in the Symbol font (its private-use codes), leaving other characters as typed', () => {
    const symbol = '<w:rFonts w:ascii="Symbol" w:hAnsi="Symbol"/>';
    const body = `<w:p>${run(t('Costs €10.'))}${run(t('\uF061\uF028x\uF0B3'), symbol)}${run(t('\uF061'))}</w:p>`;
    expect(bothViews(buildDocx({ body }))).toEqual(['Costs €10.α(x≥\uF061']);
  });

  it('gives picture fonts nothing and a plain code point in another font its character', () => {
    const body = `<w:p>${run(t('Done '))}${run('<w:sym w:font="Wingdings" w:char="F0FC"/>')}${run(
      '<w:sym w:font="Webdings" w:char="0021"/>',
    )}${run('<w:sym w:font="Arial" w:char="03B2"/>')}${run('<w:sym w:font="Arial" w:char="FFFFFFF"/>')}</w:p>`;
    expect(bothViews(buildDocx({ body }))).toEqual(['Done β']);
  });
});

describe('hidden runs (Open-Xml-PowerTools HC019-Hidden-Run.docx)', () => {
  it('leaves a run hidden by w:vanish out of both views, and reads one whose vanish is switched off', async () => {
    const body =
      `<w:p>${run(t('Shown '))}${run(t('hidden note '), '<w:vanish/>')}${run(t('text'))}` +
      `${run(t(' again'), '<w:vanish w:val="0"/>')}</w:p>` +
      `<w:p><w:pPr><w:rPr><w:vanish/></w:rPr></w:pPr>${run(t('A hidden paragraph mark hides no text'))}</w:p>`;
    expect(bothViews(buildDocx({ body }))).toEqual(['Shown text again', 'A hidden paragraph mark hides no text']);
  });

  it('writes a correction after hidden text where the reader placed it, keeping the hidden text', async () => {
    const body = `<w:p>${run(t('Shown '))}${run(t('secret '), '<w:vanish/>')}${run(t('text.'))}</w:p>`;
    const bytes = buildDocx({ body });
    const m = await readManuscript(bytes);
    expect(m.blocks[0]?.text).toBe('Shown text.');
    const start = 'Shown '.length;
    const result = applyTrackedChangesSync(
      bytes,
      [
        {
          kind: 'replace',
          block: { part: 'word/document.xml', paragraphIndex: 0 },
          start,
          end: start + 4,
          text: 'words',
          expected: 'text',
        },
      ],
      { author: 'Peer cases', date: new Date('2026-11-28T08:00:00Z') },
    );
    expect(result.refused).toEqual([]);
    const after = await readManuscript(result.bytes);
    expect(after.blocks[0]?.text).toBe('Shown words.');
    expect(after.blocks[0]?.originalText).toBe('Shown text.');
    expect(new TextDecoder().decode(unzipSync(result.bytes)['word/document.xml'])).toContain('secret ');
  });
});

describe('footnotes nothing refers to (python-docx and pandoc test files)', () => {
  it('reads only the notes the text refers to, custom marks included', async () => {
    const note = (id: string, text: string): string =>
      `<w:footnote w:id="${id}"><w:p>${run('<w:footnoteRef/>')}${run(t(text))}</w:p></w:footnote>`;
    const bytes = buildDocx({
      body:
        `<w:p>${run(t('Text'))}${run('<w:footnoteReference w:id="1"/>')}` +
        `${run('<w:footnoteReference w:customMarkFollows="1" w:id="3"/>')}${run(t('*'))}</w:p>` +
        `<w:p>${run(t('Deleted reference'))}<w:del w:id="9" w:author="A" w:date="2026-01-01T00:00:00Z">${run(
          '<w:footnoteReference w:id="4"/>',
        )}</w:del></w:p>`,
      footnotes:
        '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>' +
        note('1', 'Referenced.') +
        note('2', 'Nothing refers to me.') +
        note('3', 'Custom mark.') +
        note('4', 'Only a deleted reference.'),
    });
    const m = await readManuscript(bytes);
    expect(m.blocks.filter((b) => b.kind === 'footnote').map((b) => b.text)).toEqual(['Referenced.', 'Custom mark.']);
    expect(m.previewText).not.toContain('Nothing refers to me');
  });
});

describe('binary parts (a Word 2011 for Mac file with printer settings)', () => {
  it('reads a package whose binary printer settings hold "<!" bytes', async () => {
    const binary = new Uint8Array(512);
    for (let i = 0; i < binary.length; i++) binary[i] = (i * 37) % 256;
    binary.set(strToU8('<!DOCTYPE'), 100);
    const bytes = buildDocx({
      body: paragraph('A manuscript saved by Word 2011 for Mac.'),
      extraParts: { 'word/printerSettings/printerSettings1.bin': binary },
      override: (parts) => {
        const types = new TextDecoder().decode(parts['[Content_Types].xml']);
        parts['[Content_Types].xml'] = strToU8(
          types.replace(
            '<Default Extension="xml"',
            '<Default Extension="bin" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.printerSettings"/><Default Extension="xml"',
          ),
        );
        return parts;
      },
    });
    const m = await readManuscript(bytes);
    expect(m.blocks[0]?.text).toBe('A manuscript saved by Word 2011 for Mac.');
  });

  it('still refuses a DOCTYPE in a part whose content type is XML', async () => {
    const bytes = buildDocx({
      body: paragraph('Text'),
      extraParts: { 'customXml/item1.xml': '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "e">]><x>&e;</x>' },
    });
    await expect(readManuscript(bytes)).rejects.toMatchObject({ reason: 'doctype' });
  });
});

describe('warnings as data (issue 25): only content the reader really skips', () => {
  it('passes over drawing extensions, content-control settings and field data, and still names unknown content', async () => {
    const picture =
      '<w:r><w:drawing><wp:inline><a:graphic><a:graphicData><a:blip><a:extLst><a:ext>' +
      '<a14:useLocalDpi xmlns:a14="http://schemas.microsoft.com/office/drawing/2010/main" val="0"/>' +
      '</a:ext></a:extLst></a:blip></a:graphicData></a:graphic>' +
      '<wp14:sizeRelH xmlns:wp14="http://schemas.microsoft.com/office/word/2010/wordprocessingDrawing" relativeFrom="page"/>' +
      '</wp:inline></w:drawing></w:r>';
    const control =
      '<w:sdt><w:sdtPr><w:alias w:val="Title"/><w:tag w:val="t"/><w:id w:val="1"/><w:citation/></w:sdtPr>' +
      `<w:sdtContent><w:p>${run(t('In a control.'))}</w:p></w:sdtContent></w:sdt>`;
    const field =
      `<w:p>${run('<w:fldChar w:fldCharType="begin"><w:fldData xml:space="preserve">AAEC</w:fldData></w:fldChar>')}` +
      `${run('<w:instrText> ADDIN EN.CITE </w:instrText>')}${run('<w:fldChar w:fldCharType="separate"/>')}` +
      `${run(t('[1]'))}${run('<w:fldChar w:fldCharType="end"/>')}</w:p>`;
    const clean = await readManuscript(
      buildDocx({ body: `<w:p>${picture}${run(t('Figure.'))}</w:p>${control}${field}` }),
    );
    expect(clean.blocks.map((b) => b.text)).toEqual(['Figure.', 'In a control.', '[1]']);
    expect(clean.warnings).toEqual([]);

    const unknown = await readManuscript(buildDocx({ body: `<w:p>${run(t('Text'))}<w:madeUp/></w:p>` }));
    expect(unknown.warnings).toEqual([
      {
        code: 'unknown-content',
        count: 1,
        message: 'Some content of a kind the checker does not read was not checked (w:madeUp).',
      },
    ]);
  });
});
