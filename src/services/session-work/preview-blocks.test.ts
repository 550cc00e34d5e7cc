/**
 * The preview's blocks (issue 18) on real corpus manuscripts: they tile SPEC's preview text, carry
 * headings, table cells and formatting, and the tracked changes they show (with their authors)
 * rebuild each paragraph's original view exactly (accepted text, minus insertions, plus deletions).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readManuscriptSync } from '../../docx/index.ts';
import { previewBlocks } from './preview-blocks.ts';

const corpus = resolve(import.meta.dirname, '../../../../shared/corpus/manuscripts');
const read = (name: string) => readManuscriptSync(new Uint8Array(readFileSync(join(corpus, name))));

describe('preview blocks', () => {
  it('tile the preview text, with headings, tables, captions and superscripts where the manuscript has them', () => {
    const manuscript = read('ms-contraception-scotland.docx');
    const blocks = previewBlocks(manuscript);
    expect(blocks).toHaveLength(manuscript.blocks.length);
    expect(blocks.map((b) => manuscript.previewText.slice(b.start, b.end)).join('\n')).toBe(manuscript.previewText);
    const headings = blocks.filter((b) => b.kind === 'heading');
    expect(headings.map((b) => manuscript.previewText.slice(b.start, b.end))).toContain('Introduction');
    expect(headings.every((b) => b.level !== undefined && b.level >= 1 && b.level <= 6)).toBe(true);
    const cells = blocks.filter((b) => b.kind === 'table-cell');
    expect(cells.length).toBeGreaterThan(20);
    expect(cells.every((b) => b.cell !== undefined)).toBe(true);
    expect(blocks.some((b) => b.kind === 'caption')).toBe(true);
    expect(blocks.some((b) => b.runs.some((r) => r.sup))).toBe(true);
    // Runs stay inside their block and in order.
    for (const b of blocks) {
      let at = 0;
      for (const r of b.runs) {
        expect(r.start).toBeGreaterThanOrEqual(at);
        expect(r.end).toBeLessThanOrEqual(b.end - b.start);
        at = r.end;
      }
    }
  });

  it("carry a thesis's footnote marks, numbered, and number each footnote as the mark that opens it", () => {
    const manuscript = read('ms-tdcs-motor-thesis.docx');
    const blocks = previewBlocks(manuscript);
    const marks = blocks.flatMap((b) =>
      (b.notes ?? []).map((n) => ({ ...n, text: manuscript.previewText.slice(b.start, b.end) })),
    );
    expect(marks.map((m) => m.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(marks[0]?.text.slice(0, marks[0].at)).toMatch(/uncontroversial issue$/);
    const numbered = [...new Set(blocks.filter((b) => b.kind === 'footnote' && b.note).map((b) => b.note))];
    expect(numbered).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("show a tracked manuscript's insertions and deletions so that they rebuild the original view", () => {
    const manuscript = read('ms-verbal-autopsy-llm-tracked.docx');
    const blocks = previewBlocks(manuscript);
    expect(blocks.some((b) => b.runs.some((r) => r.ins))).toBe(true);
    expect(blocks.some((b) => (b.deletions?.length ?? 0) > 0)).toBe(true);
    // Each change names its author, for the hover text.
    expect(
      blocks.flatMap((b) => b.runs.filter((r) => r.ins)).every((r) => typeof r.by === 'string' && r.by !== ''),
    ).toBe(true);
    expect(blocks.flatMap((b) => b.deletions ?? []).every((d) => typeof d.author === 'string' && d.author !== '')).toBe(
      true,
    );
    let revised = 0;
    for (const [index, b] of blocks.entries()) {
      const model = manuscript.blocks[index]!;
      if (model.originalText === model.text) {
        expect(b.deletions).toBeUndefined();
        continue;
      }
      revised++;
      const text = model.text;
      const inserted = new Array<boolean>(text.length).fill(false);
      for (const r of b.runs) if (r.ins) for (let i = r.start; i < r.end; i++) inserted[i] = true;
      let original = '';
      const deletions = [...(b.deletions ?? [])];
      for (let i = 0; i <= text.length; i++) {
        while (deletions[0] && deletions[0].at === i) original += deletions.shift()!.text;
        if (i < text.length && !inserted[i]) original += text[i];
      }
      expect(original).toBe(model.originalText);
    }
    expect(revised).toBeGreaterThan(0);
  });
});
