/**
 * Table totals and row sums: counts of the categories of a table against the Total row below them
 * and the Total column beside them, and percentages against the total they are a share of.
 * Precision first — only structures that say what adds up to what:
 * - a row labelled "Total" sums the count rows above it (back to the header or the previous Total),
 *   unless those rows are grouped under variable headings (stacked variables do not add up) or
 *   describe means, medians, rates or scores;
 * - a column headed "Total" (or "Overall", "All patients") is the sum of the other count columns of
 *   its row, judged only when the table bears that out: at least two rows agree and the rows that
 *   disagree are at most half as many (two variables side by side, "≥ 65 | < 65 | DM | non-DM",
 *   agree nowhere and are left alone);
 * - a percentage is recomputed against the total of its row or column when the table's other
 *   percentages show that this is their denominator.
 * Rows whose cells do not line up (merged cells) are not compared.
 */
import type { Manuscript } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { type CellValue, tableGrids } from './table-grid.ts';
import {
  columnName,
  headerExcludes,
  isCount,
  label,
  NOT_COUNT_ROW,
  onCell,
  percentAgrees,
  percentFinding,
  readTable,
  rowName,
  type Table,
} from './table-read.ts';

const TOTAL_ROW = /^totals?(?:\s*(?:n|number|[(:;,].*))?$/i;
const TOTAL_COLUMN =
  /^(?:totals?|overall|all (?:patients|participants|subjects|children|women|men|cases|respondents))\b/i;
const SUBTOTAL = /\bsub-?totals?\b/i;

/** Whether the rows' percentages add up to 100 % (within the rounding of each): mutually exclusive categories. */
function sharesOut(counts: CellValue[]): boolean {
  let sum = 0;
  let slack = 0;
  for (const v of counts) {
    if (!isCount(v) || !v.percent) return false;
    sum += v.percent.value;
    slack += 10 ** -v.percent.decimals;
  }
  return Math.abs(sum - 100) <= slack;
}

/** The Total rows: each against the count rows above it, column by column. */
function totalRowFindings(manuscript: Manuscript, table: Table): ResultItem[] {
  const items: ResultItem[] = [];
  const { rows } = table.grid;
  let segmentStart = table.firstData;
  for (let r = table.firstData; r < rows.length; r += 1) {
    if (!TOTAL_ROW.test(label(rows[r]!))) continue;
    const start = segmentStart;
    segmentStart = r + 1;
    const width = rows[r]!.length;
    const segment: number[] = [];
    let clear = true;
    for (let s = start; s < r; s += 1) {
      const row = rows[s]!;
      const cells = table.values[s]!.slice(1);
      if (cells.every((v) => v.kind === 'blank')) {
        if (label(row)) clear = false; // a variable heading: stacked variables do not add up
        continue;
      }
      if (row.length !== width || NOT_COUNT_ROW.test(rowName(table, s)) || SUBTOTAL.test(rowName(table, s)))
        clear = false;
      segment.push(s);
    }
    if (!clear || segment.length < 2) continue;
    for (let j = 1; j < width; j += 1) {
      const total = table.values[r]![j];
      if (!isCount(total) || headerExcludes(table, j, width)) continue;
      const counts = segment.map((s) => table.values[s]![j]);
      if (!counts.every(isCount)) continue;
      const sum = counts.reduce((acc, v) => acc + (isCount(v) ? v.n.value : 0), 0);
      // Twice or three times the total: the rows are several variables over the same people.
      if (sum !== total.n.value && sum % total.n.value === 0 && total.n.value > 0) continue;
      // More than the total: categories that overlap (one patient with headache and nausea) unless
      // the rows' own percentages show they share the total out (they add up to 100 %).
      if (sum > total.n.value && !sharesOut(counts)) continue;
      if (sum !== total.n.value) {
        items.push(
          onCell(
            manuscript,
            rows[r]![j]!,
            'table-total-row',
            `${table.name}, ${columnName(table, j, width)}: the ${segment.length} rows above "${label(rows[r]!)}" add up to ${sum}, but the total row gives ${total.n.text}: correct a count or the total.`,
          ),
        );
        continue;
      }
      // Column percentages: the total row states 100 %, so each row's share is of this total.
      if (total.percent && Math.abs(total.percent.value - 100) < 0.5) {
        for (const s of segment) {
          const v = table.values[s]![j];
          if (isCount(v) && v.percent && !percentAgrees(v.n.value, total.n.value, v.percent))
            items.push(
              percentFinding(manuscript, table, rows[s]![j]!, `row "${rowName(table, s)}"`, v.n, total.n, v.percent),
            );
        }
      }
    }
  }
  return items;
}

interface RowSums {
  agree: number[];
  disagree: { r: number; sum: number; parts: string[] }[];
}

function rowSums(table: Table, rows: { r: number }[], columns: number[], t: number): RowSums {
  const result: RowSums = { agree: [], disagree: [] };
  for (const { r } of rows) {
    const total = table.values[r]![t];
    const parts = columns.map((j) => table.values[r]![j]);
    if (!isCount(total) || !parts.every(isCount)) continue;
    const sum = parts.reduce((acc, v) => acc + (isCount(v) ? v.n.value : 0), 0);
    if (sum === total.n.value) result.agree.push(r);
    else result.disagree.push({ r, sum, parts: parts.map((v) => (isCount(v) ? v.n.text : '')) });
  }
  return result;
}

/** The Total column: each row's other count columns against it, where the table bears the sum out. */
function totalColumnFindings(manuscript: Manuscript, table: Table): ResultItem[] {
  const { header } = table;
  if (!header) return [];
  const width = header.length;
  const totals = header.flatMap((cell, j) => (j > 0 && TOTAL_COLUMN.test(cell.text) ? [j] : []));
  if (totals.length !== 1) return [];
  const t = totals[0]!;
  const rows = table.grid.rows
    .map((row, r) => ({ row, r }))
    .filter(({ row, r }) => r >= table.firstData && row.length === width && !NOT_COUNT_ROW.test(rowName(table, r)));
  const countColumn = (j: number) =>
    j > 0 &&
    j !== t &&
    !headerExcludes(table, j, width) &&
    rows.some(({ r }) => isCount(table.values[r]![j])) &&
    rows.every(({ r }) => table.values[r]![j]!.kind !== 'other');
  const all = [...Array(width).keys()].filter(countColumn);
  // The parts of a total usually stand next to it: the count columns just before it, or just after.
  const run = (step: 1 | -1) => {
    const found: number[] = [];
    for (let j = t + step; j > 0 && j < width && countColumn(j); j += step) found.push(j);
    return found.sort((a, b) => a - b);
  };
  const candidates = [all, run(-1), run(1)].filter((columns) => columns.length >= 2);
  const sums = candidates.map((columns) => rowSums(table, rows, columns, t));
  const best = sums
    .map((result, i) => ({ ...result, columns: candidates[i]! }))
    .filter((result) => result.agree.length >= 2 && result.disagree.length * 2 <= result.agree.length)
    .sort((a, b) => b.agree.length - a.agree.length)[0];
  if (!best) return [];
  const { agree, disagree, columns } = best;
  const items: ResultItem[] = [];
  const totalHeader = header[t]!.text;
  for (const { r, sum, parts } of disagree) {
    const row = table.grid.rows[r]!;
    const total = table.values[r]![t];
    if (!isCount(total)) continue;
    items.push(
      onCell(
        manuscript,
        row[t]!,
        'table-total-column',
        `${table.name}, row "${rowName(table, r)}": ${parts.join(' + ')} = ${sum}, but the "${totalHeader}" column gives ${total.n.text}: correct a count or the total.`,
      ),
    );
  }
  items.push(...rowPercentFindings(manuscript, table, agree, columns, t));
  return items;
}

/**
 * Row percentages: in a column whose percentages are shares of the row's total (at least three agree
 * and no more than a third as many do not), a percentage that is not is a finding.
 */
function rowPercentFindings(
  manuscript: Manuscript,
  table: Table,
  rows: number[],
  columns: number[],
  t: number,
): ResultItem[] {
  const items: ResultItem[] = [];
  const width = table.header?.length ?? 0;
  for (const j of columns) {
    const agree: number[] = [];
    const disagree: number[] = [];
    for (const r of rows) {
      const v = table.values[r]![j];
      const total = table.values[r]![t];
      if (!isCount(v) || !v.percent || !isCount(total)) continue;
      (percentAgrees(v.n.value, total.n.value, v.percent) ? agree : disagree).push(r);
    }
    if (agree.length < 3 || disagree.length * 3 > agree.length) continue;
    for (const r of disagree) {
      const v = table.values[r]![j];
      const total = table.values[r]![t];
      if (!isCount(v) || !v.percent || !isCount(total)) continue;
      const where = `row "${rowName(table, r)}", ${columnName(table, j, width)}`;
      items.push(percentFinding(manuscript, table, table.grid.rows[r]![j]!, where, v.n, total.n, v.percent));
    }
  }
  return items;
}

export function tableTotalFindings(manuscript: Manuscript): ResultItem[] {
  const items: ResultItem[] = [];
  for (const grid of tableGrids(manuscript)) {
    const table = readTable(manuscript, grid);
    if (!table) continue;
    items.push(...totalRowFindings(manuscript, table), ...totalColumnFindings(manuscript, table));
  }
  return items;
}
