/**
 * Bland–Altman limits of agreement beside their mean difference: the limits are the mean
 * difference ± 1.96 SD, so the mean difference is their midpoint ("-5.6" for "-37.9 to 26.7"). A
 * table with a column headed "Mean difference" (or "Bias") and one headed "Limits of agreement"
 * is compared row by row, within the rounding of the numbers; only where the table bears the
 * reading out (at least three rows agree and at most a third as many do not).
 */
import type { Manuscript } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { formatNumber, NUM, parseNumber, roundingTolerance, type Stated } from './numbers.ts';
import { type GridCell, tableGrids, tableName } from './table-grid.ts';
import { onCell } from './table-read.ts';

const MEAN = /^\s*(?:mean\s+difference|bias|mean\s+bias)\b/i;
const LIMITS = /\blimits\s+of\s+agreement\b|^\s*LoA\b/i;
const INTERVAL = new RegExp(String.raw`^\(?\s*(${NUM})\s*(?:to|,|;|–|—|\s-\s)\s*(${NUM})\s*\)?$`);

interface Compared {
  row: GridCell[];
  cell: GridCell;
  mean: Stated;
  lower: Stated;
  upper: Stated;
  agrees: boolean;
}

export function agreementLimitFindings(manuscript: Manuscript): ResultItem[] {
  const items: ResultItem[] = [];
  for (const grid of tableGrids(manuscript)) {
    const header = grid.rows.find((row) => row.some((c) => MEAN.test(c.text)) && row.some((c) => LIMITS.test(c.text)));
    if (!header) continue;
    const m = header.findIndex((c) => MEAN.test(c.text));
    const l = header.findIndex((c) => LIMITS.test(c.text));
    const compared: Compared[] = [];
    for (const row of grid.rows) {
      if (row === header || row.length !== header.length) continue;
      const mean = parseNumber(row[m]?.text.trim() ?? '');
      const interval = INTERVAL.exec(row[l]?.text.replace(/\s+/g, ' ').trim() ?? '');
      const lower = interval ? parseNumber(interval[1]!) : null;
      const upper = interval ? parseNumber(interval[2]!) : null;
      if (!mean || !lower || !upper || lower.value > upper.value) continue;
      const tolerance =
        roundingTolerance(mean.decimals) + roundingTolerance(Math.min(lower.decimals, upper.decimals)) + 1e-9;
      const agrees = Math.abs(mean.value - (lower.value + upper.value) / 2) <= tolerance;
      compared.push({ row, cell: row[m]!, mean, lower, upper, agrees });
    }
    const agree = compared.filter((c) => c.agrees).length;
    const differ = compared.filter((c) => !c.agrees);
    if (agree < 3 || differ.length * 3 > agree) continue;
    const name = tableName(manuscript, grid);
    for (const c of differ) {
      const mid = formatNumber((c.lower.value + c.upper.value) / 2, Math.max(c.lower.decimals, c.upper.decimals) + 1);
      items.push(
        onCell(
          manuscript,
          c.cell,
          'agreement-limits',
          `${name}, row "${c.row[0]?.text ?? ''}": the limits of agreement ${c.lower.text} to ${c.upper.text} are centred on ${mid}, but the mean difference is ${c.mean.text} (in ${agree} other rows the mean difference is the midpoint of its limits). Correct the mean difference or the limits.`,
        ),
      );
    }
  }
  return items;
}
