/**
 * Corrections in blocks the reader joins from several paragraphs (model.ts rules, issue 25): a
 * paragraph whose mark is deleted runs on into the next one, a drop cap into the paragraph it
 * starts. The writer takes offsets in the joined text, finds the paragraph of each side, writes a
 * correction across a deleted mark into both paragraphs, and refuses one across a drop cap. The
 * files are read back by our reader, pandoc (accept and reject) and LibreOffice.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Manuscript, readManuscriptSync } from '../../src/docx/index.ts';
import { applyTrackedChangesSync, type BlockRef, type Edit } from '../../src/docx/write/index.ts';
import { buildDocx, paragraph } from '../docx/support/build-docx.ts';
import { libreOfficeContent, odtParagraphs } from '../support/libreoffice.ts';
import { pandoc } from '../support/pandoc.ts';
import { paragraphsBothWays } from './support.ts';

const run = (inner: string, props = ''): string => `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}${inner}</w:r>`;
const t = (text: string): string => `<w:t xml:space="preserve">${text}</w:t>`;
const options = { author: 'Join Check', date: new Date('2026-11-28T09:00:00Z') };

/** Paragraph 0's mark is deleted (joined with 1); paragraph 2 is a drop cap (joined with 3). */
const source = buildDocx({
  body:
    `<w:p><w:pPr><w:rPr><w:del w:id="80" w:author="Editor" w:date="2026-01-01T00:00:00Z"/></w:rPr></w:pPr>${run(t('Patients were followed '))}</w:p>` +
    paragraph('for two years.') +
    `<w:p><w:pPr><w:framePr w:dropCap="drop" w:lines="3" w:wrap="around" w:vAnchor="text" w:hAnchor="text"/></w:pPr>${run(t('Q'), '<w:sz w:val="72"/>')}</w:p>` +
    paragraph('e stopped early.') +
    paragraph('Unchanged last paragraph.'),
});

const blocks = readManuscriptSync(source).blocks;
const joined = blocks[0];
const dropCap = blocks[1];
const ref = (block: typeof joined): BlockRef => ({
  part: 'word/document.xml',
  paragraphIndex: block?.paragraphIndex ?? -1,
});

/** A replacement of `expected` (first occurrence) in the block's joined text. */
function replace(block: typeof joined, expected: string, text: string): Edit {
  const start = block?.text.indexOf(expected) ?? -1;
  expect(start, expected).toBeGreaterThanOrEqual(0);
  return { kind: 'replace', block: ref(block), start, end: start + expected.length, text, expected };
}

const texts = (m: Manuscript) => m.blocks.map((b) => b.text);
const lines = (plain: string) => plain.split('\n').filter((line) => line !== '');

describe('corrections in joined paragraphs', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'writer-joins-'));
  const files = { sides: path.join(dir, 'sides.docx'), across: path.join(dir, 'across.docx') };
  let sides: ReturnType<typeof applyTrackedChangesSync>;
  let across: ReturnType<typeof applyTrackedChangesSync>;
  const odt = new Map<string, string>();

  beforeAll(async () => {
    sides = applyTrackedChangesSync(
      source,
      [
        replace(joined, 'Patients', 'Participants'), // before the deleted mark
        replace(joined, 'two', 'three'), // after it, in the next paragraph
        replace(dropCap, 'Q', 'W'), // the drop cap letter
        replace(dropCap, 'stopped', 'ended'), // after the drop cap
        { kind: 'insert-paragraph', after: ref(joined), text: 'A new paragraph.' },
      ],
      options,
    );
    across = applyTrackedChangesSync(
      source,
      [replace(joined, 'followed for', 'observed over'), replace(dropCap, 'Qe stopped', 'We ended')],
      options,
    );
    writeFileSync(files.sides, sides.bytes);
    writeFileSync(files.across, across.bytes);
    for (const [name, content] of await libreOfficeContent(Object.values(files), dir, 150_000)) odt.set(name, content);
  }, 240_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the reader joins them, and the writer views the same joined text', () => {
    expect(blocks.map((b) => b.text)).toEqual([
      'Patients were followed for two years.',
      'Qe stopped early.',
      'Unchanged last paragraph.',
    ]);
    const { reader, writer } = paragraphsBothWays(source);
    expect(writer).toEqual(reader);
  });

  it('writes an edit on each side of a deleted mark and of a drop cap, and a new paragraph after the joined one', async () => {
    expect(sides.refused).toEqual([]);
    const after = readManuscriptSync(sides.bytes);
    expect(texts(after)).toEqual([
      'Participants were followed for three years.',
      'A new paragraph.',
      'We ended early.',
      'Unchanged last paragraph.',
    ]);
    expect(after.blocks[0]?.originalText).toBe('Patients were followed \nfor two years.');
    expect(after.blocks[2]?.originalText).toBe('Qe stopped early.');
    expect(lines(await pandoc(files.sides, 'accept', 'plain'))).toEqual(texts(after));
    expect(lines(await pandoc(files.sides, 'reject', 'plain'))).toEqual([
      'Patients were followed',
      'for two years.',
      'Qe stopped early.',
      'Unchanged last paragraph.',
    ]);
    // LibreOffice (7.x) joins the drop cap into its paragraph too, but drops the tracked changes of
    // that paragraph when it does (both texts land in its body, untracked; docs/writer.md), so its
    // text is held to ours everywhere else, and to one paragraph opening with the drop cap there.
    const office = odtParagraphs(odt.get('sides') ?? '');
    expect(office.filter((_, i) => i !== 2)).toEqual(texts(after).filter((_, i) => i !== 2));
    expect(office[2]).toMatch(/^QW?e stopped/);
  });

  it('writes an edit across a deleted mark into both paragraphs, and refuses one across a drop cap', async () => {
    expect(across.applied).toEqual([0]);
    expect(across.refused).toEqual([
      {
        index: 1,
        reason:
          'The correction runs across a drop cap (the large first letter of a paragraph) and the text after it; edit it in Word.',
      },
    ]);
    const after = readManuscriptSync(across.bytes);
    expect(texts(after)).toEqual([
      'Patients were observed over two years.',
      'Qe stopped early.',
      'Unchanged last paragraph.',
    ]);
    expect(after.blocks[0]?.originalText).toBe('Patients were followed \nfor two years.');
    expect(lines(await pandoc(files.across, 'accept', 'plain'))).toEqual(texts(after));
    expect(lines(await pandoc(files.across, 'reject', 'plain'))).toEqual([
      'Patients were followed',
      'for two years.',
      'Qe stopped early.',
      'Unchanged last paragraph.',
    ]);
    expect(odtParagraphs(odt.get('across') ?? '')).toEqual(texts(after));
  });

  it('refuses to address a paragraph that continues another by its own number', () => {
    const result = applyTrackedChangesSync(
      source,
      [{ kind: 'replace', block: { part: 'word/document.xml', paragraphIndex: 1 }, start: 0, end: 3, text: 'over' }],
      options,
    );
    expect(result.refused).toEqual([
      {
        index: 0,
        reason:
          'Paragraph 1 of word/document.xml continues paragraph 0 (its paragraph mark is deleted, or it is a drop cap); address paragraph 0.',
      },
    ]);
  });
});
