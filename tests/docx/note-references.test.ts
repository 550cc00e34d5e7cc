/**
 * Footnote and endnote reference marks (issue 18: the preview showed "N = 401" where Word shows
 * "N = 40¹"): the reader says where each mark stands and which note it opens, numbered as Word
 * numbers them, without changing any block's text. Read on real corpus files, and compared with
 * pandoc, which writes each mark as "[n]" in plain text.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readManuscript, type Manuscript } from '../../src/docx/index.ts';
import { corpusAvailable, corpusDir, needsCorpus } from '../support/corpus.ts';
import { pandoc } from '../support/pandoc.ts';
import { buildDocx } from './support/build-docx.ts';

const corpusPath = (group: string, name: string) => path.join(corpusDir, group, name);
const read = (file: string) => readManuscript(readFileSync(file));

function marks(m: Manuscript) {
  return m.blocks.flatMap((b) => (b.noteRefs ?? []).map((ref) => ({ block: b, ...ref })));
}

describe.runIf(corpusAvailable)(needsCorpus('note reference marks on the corpus'), () => {
  it('finds the nine footnote marks of a thesis, numbered 1–9, each opening its footnote', async () => {
    const m = await read(corpusPath('manuscripts', 'ms-tdcs-motor-thesis.docx'));
    const found = marks(m);
    expect(found.map((f) => f.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(found.every((f) => f.kind === 'footnote' && f.block.kind === 'paragraph')).toBe(true);
    for (const f of found) {
      const note = m.blocks.filter((b) => b.kind === 'footnote' && b.noteId === f.id);
      expect(note.length, `footnote ${f.id}`).toBeGreaterThan(0);
      expect(
        note
          .map((b) => b.text)
          .join(' ')
          .trim(),
        `footnote ${f.id}`,
      ).not.toBe('');
    }
    // Where the first mark stands: after "issue", before the comma, as Word draws it.
    const first = found[0];
    expect(first?.block.text.slice(0, first.at).endsWith('is not a completely uncontroversial issue')).toBe(true);
    expect(first?.block.text.slice(first.at).startsWith(', there is')).toBe(true);
  });

  it('puts each mark where pandoc puts it, and leaves the text as it was', async () => {
    const file = corpusPath('manuscripts', 'ms-tdcs-motor-thesis.docx');
    const [m, plain] = await Promise.all([read(file), pandoc(file, 'accept', 'plain')]);
    const flat = plain.replace(/\s+/g, ' ');
    for (const f of marks(m)) {
      const before = f.block.text.slice(Math.max(0, f.at - 8), f.at).replace(/\s+/g, ' ');
      expect(flat, `mark ${f.number}`).toContain(`${before}[${f.number}]`);
    }
    // The text checks read holds no note numbers: "issue" is followed by the comma, not by "1".
    expect(m.previewText).toContain('uncontroversial issue, there is');
  });

  it('numbers footnotes and endnotes apart, and links each to its own note', async () => {
    const m = await read(corpusPath('fixtures', 'pandoc_notes.docx'));
    const found = marks(m).map((f) => ({ kind: f.kind, number: f.number, before: f.block.text.slice(0, f.at) }));
    expect(found).toEqual([
      { kind: 'footnote', number: 1, before: expect.stringMatching(/Test footnote\.$/) },
      { kind: 'endnote', number: 1, before: expect.stringMatching(/Test endnote\.$/) },
    ]);
    const notes = m.blocks.filter((b) => b.noteId !== undefined).map((b) => [b.kind, b.noteId]);
    expect(notes).toEqual([
      ['footnote', '1'],
      ['endnote', '1'],
    ]);
  });

  it('numbers the 23 footnote marks of table cells in a second thesis in document order', async () => {
    const m = await read(corpusPath('manuscripts', 'ms-icu-mobilisation-thesis.docx'));
    const found = marks(m);
    expect(found.map((f) => f.number)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    const noteIds = new Set(m.blocks.filter((b) => b.kind === 'footnote').map((b) => b.noteId));
    for (const f of found) expect(noteIds.has(f.id), `footnote ${f.id}`).toBe(true);
  });
});

describe('note reference marks, element by element', () => {
  const body = (inner: string) =>
    `<w:p><w:r><w:t xml:space="preserve">N = 40</w:t></w:r>${inner}<w:r><w:t>.</w:t></w:r></w:p>`;
  const ref = '<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteReference w:id="2"/></w:r>';

  it('marks the place and keeps "N = 40." as the text', async () => {
    const m = await readManuscript(buildDocx({ body: body(ref) }));
    expect(m.blocks[0]?.text).toBe('N = 40.');
    expect(m.blocks[0]?.noteRefs).toEqual([{ at: 6, kind: 'footnote', id: '2', number: 1 }]);
  });

  it('leaves out a reference the writer deleted, and a custom mark whose symbol is already text', async () => {
    const deleted = `<w:del w:id="9" w:author="A">${ref}</w:del>`;
    const custom = '<w:r><w:footnoteReference w:customMarkFollows="1" w:id="3"/></w:r><w:r><w:t>*</w:t></w:r>';
    const m = await readManuscript(buildDocx({ body: body(deleted) + body(custom) }));
    expect(m.blocks.map((b) => b.noteRefs)).toEqual([undefined, undefined]);
    expect(m.blocks[1]?.text).toBe('N = 40*.');
  });
});
