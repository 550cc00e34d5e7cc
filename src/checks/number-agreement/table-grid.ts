/**
 * Word tables as grids of cells, and the counts their cells state: "120", "1,473", "45 (37.5%)",
 * "45 (37·5)". A cell is one `w:tc` (all its paragraphs), read without its superscript footnote marks. The model keeps no column spans, so a
 * table whose rows hold different numbers of cells is read row by row only where the rows compared
 * have the same number of cells.
 */
import type { Manuscript } from '../../docx/model.ts';
import { parseNumber, type Stated } from './numbers.ts';

export interface GridCell {
  /** Block indexes of the cell's paragraphs, in order. */
  blocks: number[];
  text: string;
}

export interface Grid {
  /** The table's first block: where it sits in the document. */
  first: number;
  rows: GridCell[][];
}

/** A paragraph's text without its superscript runs: footnote markers ("N = 83¹", "12ᵃ") are not digits of the number. */
function withoutSuperscript(block: Manuscript['blocks'][number]): string {
  let text = '';
  let at = 0;
  for (const run of block.runs) {
    if (!run.format.superscript) continue;
    text += block.text.slice(at, run.start);
    at = run.end;
  }
  return text + block.text.slice(at);
}

/** Every table of the document (body, notes), its rows and cells in document order. */
export function tableGrids(manuscript: Manuscript): Grid[] {
  const grids = new Map<string, Map<number, Map<number, GridCell>>>();
  const firsts = new Map<string, number>();
  for (const block of manuscript.blocks) {
    const at = block.table;
    if (!at) continue;
    const key = `${block.part}|${at.table}`;
    let rows = grids.get(key);
    if (!rows) {
      rows = new Map();
      grids.set(key, rows);
      firsts.set(key, block.index);
    }
    let row = rows.get(at.row);
    if (!row) {
      row = new Map();
      rows.set(at.row, row);
    }
    const cell = row.get(at.cell);
    const text = withoutSuperscript(block).trim();
    if (cell) {
      cell.blocks.push(block.index);
      cell.text = `${cell.text} ${text}`.trim();
    } else row.set(at.cell, { blocks: [block.index], text });
  }
  return [...grids.entries()].map(([key, rows]) => ({
    first: firsts.get(key) ?? 0,
    rows: [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, row]) => [...row.values()]),
  }));
}

/** What a cell states: a count, a count with its percentage, nothing, or something else. */
export type CellValue = { kind: 'count'; n: Stated; percent?: Stated } | { kind: 'blank' } | { kind: 'other' };

const INTEGER = String.raw`\d{1,3}(?:,\d{3})+|\d+`;
const COUNT = new RegExp(`^(${INTEGER})$`);
/** "45 (37.5%)", "45 (37·5 %)", "45 [37.5%]": the percent sign is required (else it may be a mean and SD). */
const COUNT_PERCENT = new RegExp(String.raw`^(${INTEGER})\s*[([]\s*(\d+(?:[.·]\d+)?)\s?%\s*[)\]]$`);
/** Cells that state nothing: empty, a dash, "NA". */
const BLANK = /^(?:|[–—-]|n\/?a|NA|N\/A|\.\.|…)$/i;

export function cellValue(text: string): CellValue {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (BLANK.test(clean)) return { kind: 'blank' };
  const plain = COUNT.exec(clean);
  if (plain) {
    const n = parseNumber(plain[1]!);
    return n ? { kind: 'count', n } : { kind: 'other' };
  }
  const withPercent = COUNT_PERCENT.exec(clean);
  if (withPercent) {
    const n = parseNumber(withPercent[1]!);
    const percent = parseNumber(withPercent[2]!);
    return n && percent ? { kind: 'count', n, percent } : { kind: 'other' };
  }
  return { kind: 'other' };
}

/**
 * The name a writer knows the table by: the label of the table caption just before it ("Table 2"),
 * or of the caption just after it, else "the table" with its first cell.
 */
export function tableName(manuscript: Manuscript, grid: Grid): string {
  const captions = manuscript.structure.captions.filter((c) => c.kind === 'table' && c.label);
  const before = captions.filter((c) => c.block < grid.first && grid.first - c.block <= 3).at(-1);
  if (before?.label) return before.label;
  const last = grid.rows.at(-1)?.at(-1)?.blocks.at(-1) ?? grid.first;
  const after = captions.find((c) => c.block > last && c.block - last <= 2);
  if (after?.label) return after.label;
  const firstText = grid.rows[0]?.find((cell) => cell.text)?.text.slice(0, 40);
  // A caption typed into the table's first row: "Table 1".
  const inside = firstText && /^(?:Table|Tab\.)\s*S?\d+[A-Za-z]?\b/.exec(firstText);
  if (inside) return inside[0];
  return firstText ? `the table beginning "${firstText}"` : 'a table';
}
