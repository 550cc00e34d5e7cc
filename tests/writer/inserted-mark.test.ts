/**
 * An inserted paragraph mark (`w:pPr/w:rPr/w:ins`, §17.13.5.16: a paragraph split with Track
 * Changes on), the twin of joins.test.ts's deleted mark (issue 25). Word keeps the two paragraphs
 * apart in the accepted view and runs them together in the original; the reader does the same
 * (`Block.insertedMark`), the preview draws the mark as inserted, and the writer keeps the mark
 * through every edit: an edit on either side leaves it, an edit across it deletes it as well
 * (inserted and deleted: in neither view). Read back by our reader, pandoc (accept, reject) and,
 * for the mark both inserted and deleted, LibreOffice.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runOn } from '../../src/checks/framework/testing.ts';
import { looseEnds } from '../../src/checks/loose-ends/index.ts';
import { readManuscriptSync } from '../../src/docx/index.ts';
import { applyTrackedChangesSync, type Edit } from '../../src/docx/write/index.ts';
import { previewBlocks } from '../../src/services/session-work/preview-blocks.ts';
import { buildDocx, paragraph } from '../docx/support/build-docx.ts';
import { pandoc } from '../support/pandoc.ts';
import { libreOfficeContent, odtParagraphs } from '../support/libreoffice.ts';
import { paragraphsBothWays } from './support.ts';

const options = { author: 'Mark Check', date: new Date('2026-11-28T09:00:00Z') };
const insertedMark = '<w:rPr><w:ins w:id="81" w:author="Editor" w:date="2026-01-01T00:00:00Z"/></w:rPr>';

/** Paragraph 0's mark is inserted: the original was one paragraph "Patients were followed for two years." */
const source = buildDocx({
  body:
    `<w:p><w:pPr>${insertedMark}</w:pPr><w:r><w:t xml:space="preserve">Patients were followed </w:t></w:r></w:p>` +
    paragraph('for two years.') +
    paragraph('Unchanged last paragraph.'),
});

const blocks = readManuscriptSync(source).blocks;
const ref = { part: 'word/document.xml', paragraphIndex: 0 };
const next = { part: 'word/document.xml', paragraphIndex: 1 };
const lines = (plain: string) => plain.split('\n').filter((line) => line !== '');

describe('an inserted paragraph mark', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'writer-inserted-mark-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, bytes: Uint8Array): string => {
    const file = path.join(dir, `${name}.docx`);
    writeFileSync(file, bytes);
    return file;
  };

  it('keeps the paragraphs apart in the accepted view and marks the mark as inserted, as pandoc reads it', async () => {
    expect(blocks.map((b) => b.text)).toEqual([
      'Patients were followed ',
      'for two years.',
      'Unchanged last paragraph.',
    ]);
    expect(blocks[0]?.insertedMark).toEqual({ author: 'Editor' });
    expect(blocks[1]?.insertedMark).toBeUndefined();
    const { reader, writer } = paragraphsBothWays(source);
    expect(writer).toEqual(reader);
    const file = write('source', source);
    expect(lines(await pandoc(file, 'accept', 'plain'))).toEqual(blocks.map((b) => b.text.trim()));
    expect(lines(await pandoc(file, 'reject', 'plain'))).toEqual([
      'Patients were followed for two years.',
      'Unchanged last paragraph.',
    ]);
  });

  it('is shown as an inserted mark in the preview with changes shown, and loose-ends reports it as a change left in', () => {
    const manuscript = readManuscriptSync(source);
    const preview = previewBlocks(manuscript);
    expect(preview[0]?.markInserted).toEqual({ author: 'Editor' });
    expect(preview[1]?.markInserted).toBeUndefined();
    const left = runOn(looseEnds, manuscript).results.find((r) => r.name === 'Tracked changes');
    expect(left?.details).toBe('1 paragraph holds tracked changes not yet accepted or rejected; this is the first.');
  });

  it('stays through edits on either side of it', async () => {
    const edits: Edit[] = [
      { kind: 'replace', block: ref, start: 0, end: 8, text: 'Participants', expected: 'Patients' },
      { kind: 'replace', block: next, start: 4, end: 7, text: 'three', expected: 'two' },
    ];
    const result = applyTrackedChangesSync(source, edits, options);
    expect(result.refused).toEqual([]);
    const after = readManuscriptSync(result.bytes);
    expect(after.blocks.map((b) => b.text)).toEqual([
      'Participants were followed ',
      'for three years.',
      'Unchanged last paragraph.',
    ]);
    expect(after.blocks[0]?.insertedMark).toEqual({ author: 'Editor' });
    const file = write('sides', result.bytes);
    expect(lines(await pandoc(file, 'accept', 'plain'))).toEqual([
      'Participants were followed',
      'for three years.',
      'Unchanged last paragraph.',
    ]);
    expect(lines(await pandoc(file, 'reject', 'plain'))).toEqual([
      'Patients were followed for two years.',
      'Unchanged last paragraph.',
    ]);
  });

  it('is deleted too, never dropped, by an edit across it: accepting joins, rejecting restores the one paragraph', async () => {
    const edit: Edit = {
      kind: 'replace',
      block: ref,
      start: 'Patients were '.length,
      // "followed \nfor": across the mark (one "\n" per paragraph mark, as in the preview text).
      end: 'Patients were followed \nfor'.length,
      text: 'observed over',
      expected: 'followed \nfor',
    };
    const result = applyTrackedChangesSync(source, [edit], { ...options, allowCrossParagraph: true });
    expect(result.refused).toEqual([]);
    const after = readManuscriptSync(result.bytes);
    expect(after.blocks.map((b) => b.text)).toEqual([
      'Patients were observed over two years.',
      'Unchanged last paragraph.',
    ]);
    // The mark was inserted and is now deleted: the original view has no break there.
    expect(after.blocks[0]?.originalText).toBe('Patients were followed for two years.');
    expect(after.blocks[0]?.deletions?.map((d) => d.text)).toEqual(['followed ', 'for']);
    const { reader, writer } = paragraphsBothWays(result.bytes);
    expect(writer).toEqual(reader);
    const file = write('across', result.bytes);
    expect(lines(await pandoc(file, 'reject', 'plain'))).toEqual([
      'Patients were followed for two years.',
      'Unchanged last paragraph.',
    ]);
    // Accepting both revisions of the mark removes it (Word; LibreOffice's accepted body). pandoc
    // 2.17 reads a mark that carries w:ins and w:del as inserted only and keeps the two apart in
    // --track-changes=accept, so the accepted view is held to LibreOffice here.
    const office = await libreOfficeContent([file], dir, 150_000);
    expect(odtParagraphs(office.get('across') ?? '')).toEqual(after.blocks.map((b) => b.text));
  }, 180_000);
});
