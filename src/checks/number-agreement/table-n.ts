/**
 * Percentages against the N a column states ("Drug (n = 120)", "N = 83", or an "n" row), judged only
 * in a group of categories that is a partition of those N: the group's counts add up to exactly N.
 * Then each category's percentage is its count over N — or over N less the group's "Missing" /
 * "Unknown" row, the other denominator writers use. A group whose counts add up to less than N
 * (missing data left out), to more (categories that overlap, a subtotal such as "Overall"), and
 * rows outside groups are left alone: their denominator cannot be known from the table.
 */
import type { Manuscript } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { formatNumber, parseNumber, type Stated } from './numbers.ts';
import { tableGrids } from './table-grid.ts';
import { columnName, isCount, percentAgrees, percentFinding, readTable, rowName, type Table } from './table-read.ts';

const STATED_N = /(?:^|[\s(,[;])[nN]\s*=\s*(\d{1,3}(?:,\d{3})+|\d+)/;
const N_ROW = /^(?:n|no\.?|number(?: of (?:patients|participants|subjects))?|participants|patients)$/i;
const MISSING =
  /^(?:missing|unknown|not (?:known|reported|stated|recorded)|no (?:data|answer|response)|don't know|data missing)\b/i;

/** N of each column, stated in a header cell ("n = 120") or an "n" row; and the row that states it. */
function columnNs(table: Table): { ns: Map<number, Stated>; row: number } | null {
  const { rows } = table.grid;
  const width = rows[table.firstData]!.length;
  for (let r = table.firstData - 1; r >= 0; r -= 1) {
    if (rows[r]!.length !== width) continue;
    const ns = new Map<number, Stated>();
    for (const [j, cell] of rows[r]!.entries()) {
      const stated = j > 0 ? STATED_N.exec(cell.text) : null;
      const n = stated ? parseNumber(stated[1]!) : null;
      if (n) ns.set(j, n);
    }
    if (ns.size > 0) return { ns, row: r };
  }
  const r = table.firstData;
  if (rows[r]!.length !== width || !N_ROW.test(rows[r]![0]!.text)) return null;
  const ns = new Map<number, Stated>();
  for (const [j, v] of table.values[r]!.entries()) if (isCount(v)) ns.set(j, v.n);
  return ns.size > 0 ? { ns, row: r } : null;
}

/**
 * Runs of category rows: the rows under a heading row (a label and no count: "Sex", "Race |  |  | 0.94"),
 * or, where the first column names the variable and the second the category ("Infection before
 * onset | Defined | 8"), a row naming both and the rows below with an empty first cell. Where a
 * run ends is not marked (single yes/no rows may follow the categories without a heading): the
 * partition is the shortest start of the run that adds up to N.
 */
function runs(table: Table, from: number, width: number): number[][] {
  const found: number[][] = [];
  const { rows } = table.grid;
  let current: number[] | null = null;
  const close = () => {
    if (current && current.length >= 2) found.push(current);
    current = null;
  };
  for (let r = from; r < rows.length; r += 1) {
    const row = rows[r]!;
    if (row.length !== width) {
      close();
      continue;
    }
    const named = row[0]!.text !== '';
    const category = width > 2 && table.values[r]![1]!.kind === 'other' && row[1]!.text !== '';
    if (named && !table.values[r]!.some(isCount)) {
      close();
      current = [];
    } else if (named && category) {
      close();
      current = [r];
    } else if (current) current.push(r);
  }
  close();
  return found;
}

/** The rows of `run` that make a partition of N in column j: the shortest start adding up to N. */
function partition(table: Table, run: number[], j: number, n: number): number[] | null {
  const rows: number[] = [];
  let sum = 0;
  for (const r of run) {
    const v = table.values[r]![j]!;
    if (v.kind === 'blank') continue; // "–": none in this column
    if (!isCount(v)) return null;
    rows.push(r);
    sum += v.n.value;
    if (sum === n) return rows.length >= 2 ? rows : null;
    if (sum > n) return null;
  }
  return null;
}

export function statedNFindings(manuscript: Manuscript): ResultItem[] {
  const items: ResultItem[] = [];
  for (const grid of tableGrids(manuscript)) {
    const read = readTable(manuscript, grid);
    const stated = read ? columnNs(read) : null;
    if (!read || !stated) continue;
    // Column names come from the row that states the Ns ("Drug (n = 120)"), else the header above.
    const table: Table = stated.row < read.firstData ? { ...read, header: grid.rows[stated.row]! } : read;
    if (!table.header) continue;
    const width = table.header!.length;
    const { ns } = stated;
    const flagged = new Set<string>();
    for (const run of runs(table, stated.row + 1, width)) {
      for (const [j, total] of ns) {
        const group = partition(table, run, j, total.value);
        if (!group) continue;
        const missing = group
          .filter((r) => MISSING.test(rowName(table, r).split(' – ').at(-1) ?? ''))
          .reduce((acc, r) => {
            const v = table.values[r]![j];
            return acc + (isCount(v) ? v.n.value : 0);
          }, 0);
        for (const r of group) {
          const v = table.values[r]![j];
          if (!isCount(v) || !v.percent) continue;
          if (percentAgrees(v.n.value, total.value, v.percent)) continue;
          if (missing > 0 && percentAgrees(v.n.value, total.value - missing, v.percent)) continue;
          const where = `row "${rowName(table, r)}", ${columnName(table, j, width)}`;
          const item = percentFinding(manuscript, table, grid.rows[r]![j]!, where, v.n, total, v.percent);
          if (missing > 0) {
            const withData = formatNumber((100 * v.n.value) / (total.value - missing), Math.max(v.percent.decimals, 1));
            item.reasoning = item.reasoning!.replace(
              ' (tolerance',
              `, nor of the ${total.value - missing} with data (${withData}%) (tolerance`,
            );
          }
          items.push(item);
          flagged.add(`${r}|${j}`);
        }
      }
    }
    items.push(...belowItsShare(manuscript, table, stated.row + 1, ns, flagged));
  }
  return items;
}

/**
 * Any count cell "13 (43%)" in a column that states its N ("n = 16"), outside the groups above:
 * its denominator may be smaller than N (missing data), which only raises the percentage, so a
 * percentage clearly below n/N cannot be a share of that column ("13 of 16 is 81.3%, not 43%").
 * Rows whose percentages add up to 100 across the columns are row percentages and left alone.
 */
function belowItsShare(
  manuscript: Manuscript,
  table: Table,
  from: number,
  ns: Map<number, Stated>,
  flagged: ReadonlySet<string>,
): ResultItem[] {
  const items: ResultItem[] = [];
  const width = table.header!.length;
  for (let r = from; r < table.grid.rows.length; r += 1) {
    const row = table.grid.rows[r]!;
    if (row.length !== width) continue;
    const shares = [...ns.keys()].map((j) => table.values[r]![j]).filter((v) => isCount(v) && v.percent);
    const rowSum = shares.reduce((acc, v) => acc + (isCount(v) ? (v.percent?.value ?? 0) : 0), 0);
    if (shares.length >= 2 && Math.abs(rowSum - 100) <= shares.length) continue;
    for (const [j, total] of ns) {
      const v = table.values[r]![j];
      if (!isCount(v) || !v.percent || flagged.has(`${r}|${j}`) || v.n.value > total.value) continue;
      if (percentAgrees(v.n.value, total.value, v.percent)) continue;
      if ((100 * v.n.value) / total.value <= v.percent.value) continue; // a smaller denominator (missing data)
      const where = `row "${rowName(table, r)}", ${columnName(table, j, width)}`;
      items.push(percentFinding(manuscript, table, row[j]!, where, v.n, total, v.percent));
    }
  }
  return items;
}
