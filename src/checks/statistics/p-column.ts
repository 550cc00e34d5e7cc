/**
 * P values in a table column headed "P value" ("p-value", "P", "P-valueᵃ"): the cells hold bare
 * values ("<.0001", "0.000", "0.03") with no "P" before them, yet they are P values and take the
 * journal's style — AMA's "<.001", never "0.000". Each cell is read as "P = value" (or "P < value"
 * when it carries its sign) and rewritten as pValueEdits would rewrite it; a cell whose only change
 * would be its decimal mark is left to numbers-units, which owns decimal marks.
 */
import type { Block, Manuscript } from '../../docx/model.ts';
import type { DecimalMark, PStyle, PValueEdit } from '../framework/p-values/index.ts';

// "P value", "p-value²", "P-valueᵃ", "P", "P*" (a lone letter with a unit is not one: "Pa").
const P_HEADING = /^\s*[Pp](?:[- ]?values?[\p{Ll}*†‡§\d]?|\s*[*†‡§\d]?)\s*$/u;
const CELL_VALUE = /^(\s*)([<>≤≥]?)(\s*)(0*[.·]\d+)\s*$/u;

type PValueEditsOf = (text: string, style: PStyle, starts: readonly number[], mark: DecimalMark | null) => PValueEdit[];

function columnKey(block: Block): string {
  return `${tableKey(block)}#${block.table?.cell}`;
}

function tableKey(block: Block): string {
  return `${block.part}#${block.table?.table}`;
}

/** The row of each table column's "P value" heading, and the tables that have one. */
function pColumns(manuscript: Manuscript): { columns: Map<string, number>; tables: Set<string> } {
  const columns = new Map<string, number>();
  const tables = new Set<string>();
  const headings: Block[] = [];
  for (const block of manuscript.blocks) {
    if (!block.table || !P_HEADING.test(block.text) || block.text.trim() === '') continue;
    const key = columnKey(block);
    if (!columns.has(key)) columns.set(key, block.table.row);
    tables.add(tableKey(block));
    headings.push(block);
  }
  for (const table of tables) realignSpannedHeadings(manuscript, table, headings, columns);
  return { columns, tables };
}

// A bound at or below .001 ("<.0001", "<0.001"): only a P value is written so in a table with a
// P-value heading.
const SMALL_BOUND = /^\s*[<≤]\s*(0?[.·]\d+)\s*$/u;

function isSmallBound(text: string): boolean {
  const m = SMALL_BOUND.exec(text);
  return m !== null && Number(m[1]!.replace('·', '.')) <= 0.001;
}

/**
 * The reader numbers a row's cells, not the table's grid columns, so a heading that spans two
 * columns ("95% CI" over lower and upper) moves every heading after it: "p value" stands at cell 4
 * of its row and its values at cell 5 of theirs (ms-ckd-mortality-korea; ms-vap-lrti-microbiome's
 * "p-value" at cell 2 over cell 4). Below the first heading row, a column is read as holding P
 * values when one of its cells is a bound at or below .001 and every cell with a digit is a bare
 * value below 1 or such a bound. When the table has exactly as many such columns as P headings in
 * that row, each at or right of its heading's cell, those columns are the P-value columns and the
 * heading's own cell index is not (it holds another quantity: an interval's bound, say). Any other
 * count leaves the headings' cell indexes as they are.
 */
function realignSpannedHeadings(
  manuscript: Manuscript,
  table: string,
  headings: readonly Block[],
  columns: Map<string, number>,
): void {
  const inTable = headings.filter((h) => tableKey(h) === table);
  const headingRow = Math.min(...inTable.map((h) => h.table!.row));
  const headingCells = inTable.filter((h) => h.table!.row === headingRow).map((h) => h.table!.cell);
  const cells = new Map<number, Block[]>();
  for (const block of manuscript.blocks) {
    if (!block.table || tableKey(block) !== table || block.table.row <= headingRow) continue;
    cells.set(block.table.cell, [...(cells.get(block.table.cell) ?? []), block]);
  }
  const valueColumns = [...cells.entries()]
    .filter(([, column]) => {
      const numeric = column.filter((b) => /\d/u.test(b.text));
      return numeric.some((b) => isSmallBound(b.text)) && numeric.every((b) => CELL_VALUE.test(b.text));
    })
    .map(([cell]) => cell)
    .sort((a, b) => a - b);
  if (valueColumns.length !== headingCells.length) return;
  if (valueColumns.some((cell, k) => cell < headingCells[k]!)) return;
  if (valueColumns.every((cell, k) => cell === headingCells[k])) return;
  for (const cell of headingCells) columns.delete(`${table}#${cell}`);
  for (const cell of valueColumns) columns.set(`${table}#${cell}`, headingRow);
}

// A bound with no leading zero or with many decimals ("<.0001", "< 0.0001") in a table with a
// P-value column is a P value, even where merged cells put it under another column index.
const P_BOUND = /^\s*[<>≤≥]\s*(?:\.\d+|0[.·]000\d*)\s*$/u;

/** Edits of the P-value cells, by block index. */
export function pColumnEdits(
  manuscript: Manuscript,
  style: PStyle,
  decimalMark: DecimalMark | null,
  pValueEdits: PValueEditsOf,
): Map<number, PValueEdit> {
  const out = new Map<number, PValueEdit>();
  const { columns, tables } = pColumns(manuscript);
  if (columns.size === 0) return out;
  for (const block of manuscript.blocks) {
    if (!block.table) continue;
    const headingRow = columns.get(columnKey(block));
    const underHeading = headingRow !== undefined && block.table.row > headingRow;
    if (!underHeading && !(tables.has(tableKey(block)) && P_BOUND.test(block.text))) continue;
    const m = CELL_VALUE.exec(block.text);
    if (!m) continue;
    const [, lead, sign, gap, value] = m as unknown as [string, string, string, string, string];
    const read = (mark: DecimalMark | null) =>
      pValueEdits(sign ? `p ${sign} ${value}` : `p = ${value}`, style, [], mark)[0];
    // Only the decimal mark would change: numbers-units' correction.
    if (!read(null)) continue;
    const edit = read(decimalMark);
    if (!edit) continue;
    let correction = edit.correction.replace(/^[Pp]\s*/u, '');
    if (!sign && correction.startsWith('=')) correction = correction.replace(/^=\s*/u, '');
    else if (gap === '') correction = correction.replace(/^([<>≤≥=])\s+/u, '$1');
    const start = lead.length;
    const end = start + sign.length + gap.length + value.length;
    if (correction === block.text.slice(start, end)) continue;
    out.set(block.index, { start, end, correction, ...(edit.reason ? { reason: edit.reason } : {}) });
  }
  return out;
}
