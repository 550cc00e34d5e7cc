/**
 * Table cells that hold the titles of published work: a table of included (or excluded) studies
 * whose column is headed "Title", "Study", "Article", "Publication", "Paper" or "Reference".
 * A cited title keeps its own spelling and hyphenation, so the checks that rewrite the
 * writer's wording (UK/US spelling, consistency) leave these cells alone.
 */
import type { Manuscript } from '../../docx/model.ts';

const TITLE_HEADER =
  /^(?:(?:study|article|publication|paper|reference)s?(?:\s+title)?|titles?|(?:study|article|paper|publication)\s+(?:name|citation))$/i;

function headerWords(text: string): string {
  return text
    .replace(/[^\p{L}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Block indexes of the cells below a title-like header (the table's first row), header excluded. */
export function citedTitleCells(manuscript: Manuscript): Set<number> {
  const titleColumns = new Set<string>();
  for (const block of manuscript.blocks) {
    const at = block.table;
    if (at?.row !== 0 || !TITLE_HEADER.test(headerWords(block.text))) continue;
    titleColumns.add(`${block.part}|${at.table}|${at.cell}`);
  }
  const cells = new Set<number>();
  if (titleColumns.size === 0) return cells;
  for (const block of manuscript.blocks) {
    const at = block.table;
    if (at && at.row > 0 && titleColumns.has(`${block.part}|${at.table}|${at.cell}`)) cells.add(block.index);
  }
  return cells;
}
