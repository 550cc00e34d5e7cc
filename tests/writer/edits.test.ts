/**
 * The tracked-changes writer on small packages built in memory: each case says what a writer
 * would see in Word (accepted text, original text, formatting, who changed what) and is checked
 * with the engine's reader, so offsets mean the same character to both.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../src/docx/index.ts';
import { applyTrackedChanges, type Edit } from '../../src/docx/write/index.ts';
import { buildDocx } from '../docx/support/build-docx.ts';
import {
  expectIdentities,
  expectedTexts,
  expectOnlyTouchedChanged,
  partXml,
  readBlocks,
  touchedParagraphs,
} from './support.ts';

const author = 'Dr Ada Writer';
const date = new Date('2026-03-04T05:06:07.890Z');
const doc = 'word/document.xml';
const block = (paragraphIndex: number, part = doc) => ({ part, paragraphIndex });
const replace = (paragraphIndex: number, start: number, end: number, text: string, part = doc): Edit => ({
  kind: 'replace',
  block: block(paragraphIndex, part),
  start,
  end,
  text,
});

const run = (text: string, rPr = '') =>
  `<w:r>${rPr ? `<w:rPr>${rPr}</w:rPr>` : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;
const para = (...content: string[]) => `<w:p>${content.join('')}</w:p>`;

/** Applies, then checks accept/reject identities with the reader and byte identity of the rest. */
async function applyAndCheck(input: Uint8Array, edits: Edit[], as = author, options: { amendableSince?: Date } = {}) {
  const before = await readBlocks(input);
  const result = await applyTrackedChanges(input, edits, { author: as, date, ...options });
  const after = await readBlocks(result.bytes);
  expectIdentities(before, after, expectedTexts(before, edits, result.applied));
  await expectOnlyTouchedChanged(input, result.bytes, touchedParagraphs(edits, result.applied));
  return { result, xml: await partXml(result.bytes), after };
}

function revisionIds(xml: string): string[] {
  return [...xml.matchAll(/<w:(?:ins|del)\b[^>]*w:id="(\d+)"/g)].map((m) => m[1] as string);
}

describe('tracked replacements', () => {
  it('replaces a word inside one run as w:del + w:ins signed with the author and a UTC date', async () => {
    const input = await buildDocx({ body: para(run('The quick brown fox')) });
    const { result, xml, after } = await applyAndCheck(input, [replace(0, 4, 9, 'slow')]);
    expect(result.applied).toEqual([0]);
    expect(after.get('word/document.xml#0')?.text).toBe('The slow brown fox');
    expect(xml).toMatch(
      /<w:del w:id="\d+" w:author="Dr Ada Writer" w:date="2026-03-04T05:06:07Z"><w:r><w:delText xml:space="preserve">quick<\/w:delText><\/w:r><\/w:del>/,
    );
    expect(xml).toMatch(
      /<w:ins w:id="\d+" w:author="Dr Ada Writer" w:date="2026-03-04T05:06:07Z"><w:r><w:t>slow<\/w:t><\/w:r><\/w:ins>/,
    );
  });

  it('edits a pretty-printed run (whitespace between its elements) in place, in the right order', async () => {
    const pretty = `<w:p>\n  <w:r>\n    <w:rPr>\n      <w:sz w:val="20"/>\n    </w:rPr>\n    <w:t xml:space="default">WISC-III (FSIQ)</w:t>\n  </w:r>\n</w:p>`;
    const input = await buildDocx({ body: pretty });
    const { result, after } = await applyAndCheck(input, [
      replace(0, 3, 4, 'x'),
      replace(0, 5, 5, ' [added]'),
      replace(0, 11, 12, ''),
    ]);
    expect(result.refused).toEqual([]);
    expect(after.get('word/document.xml#0')?.text).toBe('WISx- [added]III (FIQ)');
  });

  it('gives the new text the formatting of the text it replaces, across runs with different formatting', async () => {
    const input = await buildDocx({
      body: para(run('Plain '), run('bold', '<w:b/>'), run(' and '), run('italic', '<w:i/>')),
    });
    const { xml } = await applyAndCheck(input, [replace(0, 7, 13, 'BIG')]); // "old an" → "BIG", starts in bold
    expect(xml).toMatch(/<w:ins [^>]*><w:r><w:rPr><w:b\/><\/w:rPr><w:t>BIG<\/w:t><\/w:r><\/w:ins>/);
    const manuscript = await readManuscript(
      (await applyTrackedChanges(input, [replace(0, 7, 13, 'BIG')], { author, date })).bytes,
    );
    const b = manuscript.blocks[0]!;
    expect(b.text).toBe('Plain bBIGd italic');
    const big = b.runs.find((r) => b.text.slice(r.start, r.end).includes('BIG'));
    expect(big?.format.bold).toBe(true);
  });

  it('gives a pure insertion the formatting of the preceding run', async () => {
    const input = await buildDocx({ body: para(run('emphasis', '<w:i/>'), run(' here')) });
    const { xml, after } = await applyAndCheck(input, [replace(0, 8, 8, ' added')]);
    expect(after.get('word/document.xml#0')?.text).toBe('emphasis added here');
    expect(xml).toMatch(
      /<w:ins [^>]*><w:r><w:rPr><w:i\/><\/w:rPr><w:t xml:space="preserve"> added<\/w:t><\/w:r><\/w:ins>/,
    );
  });

  it('deletes across a hyperlink and a smart tag, keeping both elements', async () => {
    const input = await buildDocx({
      body: para(
        run('See '),
        `<w:hyperlink r:id="rId9">${run('the site', '<w:rStyle w:val="Hyperlink"/>')}</w:hyperlink>`,
        run(' on '),
        `<w:smartTag w:uri="urn:x" w:element="date">${run('March 4')}</w:smartTag>`,
        run(' now.'),
      ),
    });
    const { xml } = await applyAndCheck(input, [replace(0, 2, 8, 'e '), replace(0, 16, 22, 'May')]);
    expect(xml).toContain('<w:hyperlink r:id="rId9">');
    expect(xml).toContain('<w:smartTag w:uri="urn:x" w:element="date">');
  });

  it('inserts at the start of a paragraph and into an empty paragraph', async () => {
    const input = await buildDocx({ body: para(run('Body')) + para() });
    const { result, after, xml } = await applyAndCheck(input, [
      replace(0, 0, 0, 'New '),
      replace(1, 0, 0, 'Filled\tin'),
    ]);
    // Both insertions applied (a writer that refused them would leave every identity true).
    expect(result.applied).toEqual([0, 1]);
    expect(result.refused).toEqual([]);
    expect(after.get('word/document.xml#0')).toEqual({ text: 'New Body', originalText: 'Body' });
    expect(after.get('word/document.xml#1')).toEqual({ text: 'Filled\tin', originalText: '' });
    // Tracked insertions, the tab written as Word's w:tab rather than a literal character.
    expect(xml).toMatch(
      /<w:ins [^>]*><w:r><w:t xml:space="preserve">New <\/w:t><\/w:r><\/w:ins><w:r><w:t xml:space="preserve">Body/,
    );
    expect(xml).toMatch(/<w:ins [^>]*><w:r><w:t>Filled<\/w:t><w:tab\/><w:t>in<\/w:t><\/w:r><\/w:ins>/);
  });

  it('applies adjacent edits and refuses overlapping ones with a reason', async () => {
    const input = await buildDocx({ body: para(run('abcdefghij')) });
    const { result, after } = await applyAndCheck(input, [
      replace(0, 2, 4, 'X'),
      replace(0, 4, 6, 'Y'),
      replace(0, 4, 4, '+'),
      replace(0, 3, 5, 'Z'),
      replace(0, 2, 2, '-'),
    ]);
    expect(result.applied).toEqual([0, 1, 2, 4]);
    expect(result.refused).toEqual([{ index: 3, reason: expect.stringMatching(/overlaps correction 1/) }]);
    expect(after.get('word/document.xml#0')?.text).toBe('ab-X+Yghij');
  });

  it('refuses ranges outside the paragraph, stale text, spans into the next paragraph and nothing-changes', async () => {
    const input = await buildDocx({ body: para(run('Short')) + para(run('Next')) });
    const result = await applyTrackedChanges(
      input,
      [
        replace(0, 3, 9, 'x'),
        { ...(replace(0, 0, 5, 'Long') as Extract<Edit, { kind: 'replace' }>), expected: 'Shirt' },
        replace(0, 6, 6, 'x'),
        replace(0, 1, 1, ''),
        replace(7, 0, 0, 'x'),
        replace(0, 0, 1, 'bad\u0001'),
        replace(0, 0, 0, 'x', 'word/missing.xml'),
      ],
      { author, date },
    );
    expect(result.applied).toEqual([]);
    expect(result.refused.map((r) => r.reason)).toEqual([
      'The correction would span more than one paragraph.',
      'The text at this place is now "Short", not "Shirt"; the document has changed.',
      'The range 6–6 is not a valid range of the paragraph.',
      'The correction changes nothing.',
      'Paragraph 7 does not exist in word/document.xml.',
      'The correction contains characters that cannot be stored in a Word document.',
      'The document has no part word/missing.xml.',
    ]);
    expect(result.bytes).toBe(input);
  });

  it('accepts a matching expected text', async () => {
    const input = await buildDocx({ body: para(run('colour')) });
    const { result } = await applyAndCheck(input, [
      { kind: 'replace', block: block(0), start: 0, end: 6, text: 'color', expected: 'colour' },
    ]);
    expect(result.applied).toEqual([0]);
  });
});

describe('fields', () => {
  const complexField =
    run('See ') +
    '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> REF _Ref1 \\h </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>' +
    run('Table 2') +
    '<w:r><w:fldChar w:fldCharType="end"/></w:r>' +
    run(' below.');

  it('refuses edits that cut through a field result or span a field', async () => {
    const input = await buildDocx({
      body:
        para(complexField) +
        para(run('Cited '), `<w:fldSimple w:instr=" PAGE ">${run('7')}</w:fldSimple>`, run(' times')),
    });
    const result = await applyTrackedChanges(
      input,
      [replace(0, 6, 9, 'ble'), replace(0, 2, 13, 'x'), replace(0, 8, 8, 'x'), replace(1, 6, 7, '8')],
      { author, date },
    );
    expect(result.applied).toEqual([]);
    for (const r of result.refused) expect(r.reason).toMatch(/cut through a field/);
  });

  it('edits right next to a field without entering it', async () => {
    const input = await buildDocx({
      body:
        para(complexField) +
        para(run('Cited '), `<w:fldSimple w:instr=" PAGE ">${run('7')}</w:fldSimple>`, run(' times')),
    });
    const { result, after } = await applyAndCheck(input, [
      replace(0, 11, 11, ' (new)'),
      replace(0, 4, 4, 'also '),
      replace(1, 7, 13, ' pages'),
    ]);
    expect(result.applied).toEqual([0, 1, 2]);
    expect(after.get('word/document.xml#0')?.text).toBe('See also Table 2 (new) below.');
    const manuscript = await readManuscript(result.bytes);
    for (const span of manuscript.blocks[0]!.runs) {
      const piece = manuscript.blocks[0]!.text.slice(span.start, span.end);
      if (piece.includes('new') || piece.includes('also')) expect(span.inField).toBe(false);
    }
  });
});

describe('existing tracked changes', () => {
  it('shrinks our own earlier insertion of this session instead of deleting it', async () => {
    const input = await buildDocx({ body: para(run('Start end')) });
    const earlier = new Date('2026-03-04T04:00:00Z');
    const first = await applyTrackedChanges(input, [replace(0, 6, 6, 'middle text ')], { author, date: earlier });
    const second = await applyAndCheck(first.bytes, [replace(0, 12, 17, '')], author, { amendableSince: earlier });
    expect(second.after.get('word/document.xml#0')?.text).toBe('Start middle end');
    expect(second.xml).not.toContain('<w:del ');
    expect(second.xml).not.toContain('text');
    expect(second.xml).toMatch(/<w:ins [^>]*><w:r><w:t xml:space="preserve">middle<\/w:t><\/w:r>/);
  });

  it('never rewrites an insertion under our own name from before this session (an uploaded tracked draft)', async () => {
    const draft = `<w:ins w:id="3" w:author="${author}" w:date="2025-01-01T00:00:00Z">${run('drafted words here')}</w:ins>`;
    const input = await buildDocx({ body: para(run('Kept '), draft, run(' tail')) });
    const session = new Date('2026-03-04T00:00:00Z');
    const { xml, after } = await applyAndCheck(input, [replace(0, 13, 18, 'text'), replace(0, 23, 23, '!')], author, {
      amendableSince: session,
    });
    expect(after.get('word/document.xml#0')?.text).toBe('Kept drafted text here! tail');
    // The draft's "words" is deleted as a tracked deletion inside the draft's insertion, dated now.
    expect(xml).toMatch(
      /<w:ins w:id="3" w:author="Dr Ada Writer" w:date="2025-01-01T00:00:00Z">.*<w:del [^>]*w:date="2026-03-04T05:06:07Z"[^>]*><w:r><w:delText xml:space="preserve">words<\/w:delText>/,
    );
    // Our new text is its own insertion with today's date, not joined to the 2025 one.
    expect(xml).toMatch(/<w:ins [^>]*w:date="2026-03-04T05:06:07Z"[^>]*><w:r><w:t>text<\/w:t><\/w:r><\/w:ins>/);
    expect(xml).not.toMatch(/<w:ins w:id="3"[^>]*>(?:(?!<\/w:ins>).)*<w:ins /);
  });

  it('a correction that gives back what our deletion of this session removed takes both revisions back', async () => {
    const input = await buildDocx({ body: para(run('The mean was 0.5 mg.')) });
    const session = new Date('2026-03-04T04:00:00Z');
    const lancet = await applyTrackedChanges(input, [replace(0, 14, 15, '·')], {
      author,
      date: new Date('2026-03-04T04:30:00Z'),
    });
    expect(await partXml(lancet.bytes)).toMatch(/<w:delText[^>]*>\.<\/w:delText>/);
    const back = await applyAndCheck(lancet.bytes, [replace(0, 14, 15, '.')], author, { amendableSince: session });
    expect(back.after.get('word/document.xml#0')).toEqual({
      text: 'The mean was 0.5 mg.',
      originalText: 'The mean was 0.5 mg.',
    });
    expect(back.xml).not.toMatch(/<w:(?:ins|del)\b/);
    expect(back.xml).toContain('0');
  });

  it('a reversal of our change from before this session is tracked, never edited in place', async () => {
    const input = await buildDocx({ body: para(run('The mean was 0.5 mg.')) });
    const old = await applyTrackedChanges(input, [replace(0, 14, 15, '·')], {
      author,
      date: new Date('2025-06-01T00:00:00Z'),
    });
    const back = await applyAndCheck(old.bytes, [replace(0, 14, 15, '.')], author, {
      amendableSince: new Date('2026-03-04T04:00:00Z'),
    });
    expect(back.after.get('word/document.xml#0')?.text).toBe('The mean was 0.5 mg.');
    expect(back.xml).toContain('w:date="2025-06-01T00:00:00Z"'); // the old revisions stay as they were
    expect(back.xml).toMatch(/<w:del [^>]*w:date="2026-03-04T05:06:07Z"/);
  });

  it('splitting a run with someone else’s tracked formatting change gives every copy its own id', async () => {
    const rPrChange =
      '<w:b/><w:rPrChange w:id="5" w:author="Other" w:date="2025-01-01T00:00:00Z"><w:rPr/></w:rPrChange>';
    const input = await buildDocx({ body: para(run('one two three', rPrChange)) });
    const { xml, after } = await applyAndCheck(input, [replace(0, 4, 7, '2')]);
    expect(after.get('word/document.xml#0')?.text).toBe('one 2 three');
    const ids = [...xml.matchAll(/\bw:id="(\d+)"/g)].map((m) => m[1]);
    expect(xml.match(/<w:rPrChange /g)?.length).toBeGreaterThanOrEqual(3);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('deletes inside someone else’s insertion as a w:del nested in their w:ins', async () => {
    const input = await buildDocx({
      body: para(
        run('Kept '),
        `<w:ins w:id="3" w:author="Other" w:date="2025-01-01T00:00:00Z">${run('their words here')}</w:ins>`,
        run(' tail'),
      ),
    });
    const { xml, after } = await applyAndCheck(input, [replace(0, 11, 16, 'text'), replace(0, 21, 21, '!')]);
    expect(after.get('word/document.xml#0')?.text).toBe('Kept their text here! tail');
    expect(xml).toMatch(
      /<w:ins w:id="3" w:author="Other"[^>]*>.*<w:del [^>]*w:author="Dr Ada Writer"[^>]*><w:r><w:delText xml:space="preserve">words<\/w:delText>/,
    );
    // Our insertion may not nest inside theirs: their w:ins is split around ours.
    expect(xml).not.toMatch(/<w:ins w:id="3"[^>]*>(?:(?!<\/w:ins>).)*<w:ins /);
  });

  it('keeps ids unique across the package (comments, bookmarks, earlier revisions)', async () => {
    const input = await buildDocx({
      body:
        para('<w:bookmarkStart w:id="40" w:name="a"/>', run('One two three'), '<w:bookmarkEnd w:id="40"/>') +
        para(run('Four')),
      comments: '<w:comment w:id="77" w:author="X"><w:p><w:r><w:t>note</w:t></w:r></w:p></w:comment>',
    });
    const { xml } = await applyAndCheck(input, [replace(0, 4, 7, '2'), replace(1, 0, 4, '4')]);
    const ids = revisionIds(xml).map(Number);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toBeGreaterThan(77);
  });
});

describe('notes and new paragraphs', () => {
  it('edits a footnote', async () => {
    const footnotes =
      '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>' +
      `<w:footnote w:id="1"><w:p>${run('Data from the registry.')}</w:p></w:footnote>`;
    const input = await buildDocx({ body: para(run('Text'), '<w:r><w:footnoteReference w:id="1"/></w:r>'), footnotes });
    const { result } = await applyAndCheck(input, [replace(0, 14, 14, 'national ', 'word/footnotes.xml')]);
    expect(result.applied).toEqual([0]);
    const m = await readManuscript(result.bytes);
    expect(m.blocks.find((b) => b.kind === 'footnote')?.text).toBe('Data from the national registry.');
  });

  it('inserts a whole paragraph as a tracked insertion with its style', async () => {
    const input = await buildDocx({
      body: `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr>${run('Funding')}</w:p>${para(run('End'))}`,
    });
    const before = await readBlocks(input);
    const result = await applyTrackedChanges(
      input,
      [{ kind: 'insert-paragraph', after: block(0), text: 'This work received no funding.', styleId: 'BodyText' }],
      { author, date },
    );
    expect(result.applied).toEqual([0]);
    const m = await readManuscript(result.bytes);
    expect(m.blocks.map((b) => b.text)).toEqual(['Funding', 'This work received no funding.', 'End']);
    expect(m.blocks.map((b) => b.originalText)).toEqual(['Funding', '', 'End']);
    expect(m.blocks[1]?.styleId).toBe('BodyText');
    expect([...before.values()].map((b) => b.originalText)).toEqual(['Funding', 'End']);
    const xml = await partXml(result.bytes);
    expect(xml).toMatch(
      /<w:p><w:pPr><w:pStyle w:val="BodyText"\/><w:rPr><w:ins [^>]*\/><\/w:rPr><\/w:pPr><w:ins [^>]*><w:r><w:t>This work received no funding.<\/w:t><\/w:r><\/w:ins><\/w:p>/,
    );
  });
});

describe('corrections across paragraphs', () => {
  const three =
    para(run('First paragraph ends here.')) + para(run('Middle one.')) + para(run('Last paragraph starts here.'));

  it('are refused unless the check asked for them', async () => {
    const input = await buildDocx({ body: three });
    const result = await applyTrackedChanges(input, [replace(0, 17, 30, 'x')], { author, date });
    expect(result.refused).toEqual([{ index: 0, reason: 'The correction would span more than one paragraph.' }]);
  });

  it('delete the paragraph marks between, so accepting joins the paragraphs (pandoc) and rejecting restores them', async () => {
    const input = await buildDocx({ body: three });
    // "ends here.\nMiddle one.\nLast " → "is joined with the "
    const result = await applyTrackedChanges(
      input,
      [
        {
          kind: 'replace',
          block: block(0),
          start: 16,
          end: 44,
          text: 'is joined with the ',
          expected: 'ends here.\nMiddle one.\nLast ',
        },
      ],
      { author, date, allowCrossParagraph: true },
    );
    expect(result.applied).toEqual([0]);
    const m = await readManuscript(result.bytes);
    // The marks are deleted revisions: the reader joins the three paragraphs into one block, as pandoc does.
    expect(m.blocks.map((b) => b.text)).toEqual(['First paragraph is joined with the paragraph starts here.']);
    expect(m.blocks.map((b) => b.originalText)).toEqual([
      'First paragraph ends here.\nMiddle one.\nLast paragraph starts here.',
    ]);
    expect(m.blocks[0]?.joined?.map((j) => j.paragraphIndex)).toEqual([1, 2]);
    const xml = await partXml(result.bytes);
    expect(xml.match(/<w:pPr><w:rPr><w:del [^>]*\/><\/w:rPr><\/w:pPr>/g)).toHaveLength(2);
    const dir = mkdtempSync(path.join(tmpdir(), 'writer-cross-'));
    try {
      const file = path.join(dir, 'cross.docx');
      writeFileSync(file, result.bytes);
      const pandoc = (mode: string) =>
        execFileSync('pandoc', [`--track-changes=${mode}`, '-t', 'plain', '--wrap=none', file], { encoding: 'utf8' });
      expect(pandoc('accept')).toBe('First paragraph is joined with the paragraph starts here.\n');
      expect(pandoc('reject')).toBe('First paragraph ends here.\n\nMiddle one.\n\nLast paragraph starts here.\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('are refused into a table or past the last paragraph', async () => {
    const input = await buildDocx({
      body: `${para(run('Before the table'))}<w:tbl><w:tr><w:tc>${para(run('Cell'))}</w:tc></w:tr></w:tbl>`,
    });
    const result = await applyTrackedChanges(input, [replace(0, 7, 18, ''), replace(1, 2, 9, '')], {
      author,
      date,
      allowCrossParagraph: true,
    });
    expect(result.applied).toEqual([]);
    for (const r of result.refused) expect(r.reason).toMatch(/runs past the end of the paragraph/);
  });
});
