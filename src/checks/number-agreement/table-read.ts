/**
 * A table read for its counts: the grid, the name a writer knows it by, its header row and what
 * each cell states; and the findings' shared wording.
 */
import type { Manuscript } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { finding } from '../framework/index.ts';
import { formatNumber, roundingTolerance, type Stated } from './numbers.ts';
import { cellValue, type CellValue, type Grid, type GridCell, tableName } from './table-grid.ts';

const ID = 'number-agreement';

/** Column headers over something other than counts ("n (%)" is counts; a bare "%" column is not). */
const NOT_COUNT_COLUMN =
  /\b(?:mean|median|s\.?d\.?|iqr|range|age|years?|id|score|p[- ]?values?|ratio|rates?|percent(?:age)?|ci|or|hr|rr|duration|days?|weeks?|months?|average|min(?:imum)?|max(?:imum)?|person[- ]years?|incidence|prevalence)\b|^\W*%\W*$/i;
/** Row labels over something other than counts: a summary statistic, a rate, a score. */
export const NOT_COUNT_ROW =
  /\b(?:mean|median|s\.?d\.?|iqr|range|score|ratio|rates?|average|person[- ]years?|incidence|prevalence)\b|\bper\s+\d/i;

export interface Table {
  grid: Grid;
  name: string;
  /** The column headers: a row above the first row holding counts. */
  header: GridCell[] | null;
  firstData: number;
  values: CellValue[][];
}

export const label = (row: GridCell[]): string => row[0]?.text ?? '';

/** A row's name: its leading text cells ("Adult – Cancers" where the first column groups the second). */
export function rowName(table: Table, r: number): string {
  const row = table.grid.rows[r]!;
  const names: string[] = [];
  for (const [j, cell] of row.entries()) {
    // Up to the first count; a percentage statement ("36.6% of 1062") is a value, not a name.
    if (j > 0 && (table.values[r]![j]!.kind !== 'other' || (names.length > 0 && /%/.test(cell.text)))) break;
    if (cell.text) names.push(cell.text.length > 60 ? `${cell.text.slice(0, 57)}…` : cell.text);
  }
  return names.join(' – ');
}
export const isCount = (v: CellValue | undefined): v is Extract<CellValue, { kind: 'count' }> => v?.kind === 'count';

export function readTable(manuscript: Manuscript, grid: Grid): Table | null {
  const values = grid.rows.map((row) =>
    row.map((cell, j) => (j === 0 ? { kind: 'other' as const } : cellValue(cell.text))),
  );
  const firstData = values.findIndex((row) => row.some(isCount));
  if (firstData < 0) return null;
  // The column headers: the nearest row above the counts, as wide as they are, that names most
  // columns (not a variable heading such as "Sex |  |  | 0.1").
  const width = grid.rows[firstData]!.length;
  const header = grid.rows
    .slice(0, firstData)
    .findLast((row) => row.length === width && row.slice(1).filter((cell) => cell.text).length * 2 >= width - 1);
  return {
    grid,
    name: tableName(manuscript, grid),
    header: header ?? null,
    firstData,
    values,
  };
}

export function columnName(table: Table, j: number, width: number): string {
  const header = table.header && table.header.length === width ? table.header[j]?.text : '';
  return header ? `column "${header}"` : `column ${j + 1}`;
}

export function headerExcludes(table: Table, j: number, width: number): boolean {
  return table.header !== null && table.header.length === width && NOT_COUNT_COLUMN.test(table.header[j]?.text ?? '');
}

export function onCell(manuscript: Manuscript, cell: GridCell, key: string, reasoning: string): ResultItem {
  const block = cell.blocks[0]!;
  return finding(ID, manuscript, block, 0, manuscript.blocks[block]!.text.trimEnd().length, {
    status: 'failed',
    key,
    reasoning,
  });
}

/** Whether `percent` is n/total within one unit of its last decimal (rounding or truncation). */
export function percentAgrees(n: number, total: number, percent: Stated): boolean {
  return total > 0 && Math.abs((100 * n) / total - percent.value) <= roundingTolerance(percent.decimals) * 2 + 1e-9;
}

export function percentFinding(
  manuscript: Manuscript,
  table: Table,
  cell: GridCell,
  where: string,
  n: Stated,
  total: Stated,
  percent: Stated,
): ResultItem {
  const exact = formatNumber((100 * n.value) / total.value, Math.max(percent.decimals, 1));
  const tolerance = formatNumber(roundingTolerance(percent.decimals) * 2, percent.decimals);
  const points = tolerance === '1' ? 'percentage point' : 'percentage points';
  return onCell(
    manuscript,
    cell,
    'table-percentage',
    `${table.name}, ${where}: ${n.text} of ${total.text} is ${exact}%, not ${percent.text}% (tolerance for rounding: ±${tolerance} ${points}, one unit of the last decimal stated): correct the count, the total or the percentage.`,
  );
}
