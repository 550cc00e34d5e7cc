/**
 * A table column headed "Change from baseline" beside the value it changes: in each row after a
 * "Baseline" row, the change must be that row's value less the baseline's ("62·6%" at baseline,
 * "60·7%" at 3 months: a change of −1·9, not "−0·9%"). Compared only where the table bears the
 * reading out — at least three change cells of the table agree with it and at most a third as
 * many do not (a relative change, "−3% of the baseline value", agrees nowhere and is left alone).
 */
import type { Manuscript } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { formatNumber, parseNumber, roundingTolerance, type Stated } from './numbers.ts';
import { type GridCell, tableGrids, tableName } from './table-grid.ts';
import { onCell } from './table-read.ts';

const CHANGE_HEADER = /^\s*(?:mean\s+)?change\s+(?:from|since|vs\.?|versus|relative to)\s+baseline\b/i;
const BASELINE_ROW = /^\s*baseline\b/i;
const BLANK = /^(?:|[–—-]|n\/?a|NA|N\/A)$/i;

/** A cell that states one number, with or without its percent sign: "62·6%", "−0·9%", "22.5". */
function cellNumber(text: string): { stated: Stated; percent: boolean } | null {
  const m = /^([−-]?\d+(?:[.·]\d+)?)\s?(%?)$/.exec(text.replace(/\s+/g, ' ').trim());
  const stated = m ? parseNumber(m[1]!) : null;
  return stated ? { stated, percent: m![2] === '%' } : null;
}

interface Compared {
  row: GridCell[];
  group: string;
  column: string;
  cell: GridCell;
  value: Stated;
  baseline: Stated;
  change: Stated;
  agrees: boolean;
}

function compareColumn(rows: GridCell[][], j: number, column: string): Compared[] {
  const out: Compared[] = [];
  let baseline: Stated | null = null;
  let group = '';
  for (const row of rows) {
    const first = row[0]?.text ?? '';
    const rest = row.slice(1).every((c) => !c.text.trim());
    if (rest && first) {
      group = first;
      baseline = null;
      continue;
    }
    const value = cellNumber(row[j - 1]?.text ?? '');
    if (BASELINE_ROW.test(first)) {
      // The baseline row states no change of its own (blank or zero).
      const own = row[j]?.text.trim() ?? '';
      baseline = value && (BLANK.test(own) || cellNumber(own)?.stated.value === 0) ? value.stated : null;
      continue;
    }
    const change = cellNumber(row[j]?.text ?? '');
    if (!baseline || !value || !change) continue;
    const expected = value.stated.value - baseline.value;
    const tolerance =
      roundingTolerance(change.stated.decimals) +
      roundingTolerance(value.stated.decimals) +
      roundingTolerance(baseline.decimals) +
      1e-9;
    out.push({
      row,
      group,
      column,
      cell: row[j]!,
      value: value.stated,
      baseline,
      change: change.stated,
      agrees: Math.abs(change.stated.value - expected) <= tolerance,
    });
  }
  return out;
}

export function tableChangeFindings(manuscript: Manuscript): ResultItem[] {
  const items: ResultItem[] = [];
  for (const grid of tableGrids(manuscript)) {
    const compared: Compared[] = [];
    for (const header of grid.rows.slice(0, 3)) {
      for (const [j, cell] of header.entries()) {
        if (j === 0 || !CHANGE_HEADER.test(cell.text)) continue;
        const rows = grid.rows.filter((row) => row.length === header.length);
        compared.push(...compareColumn(rows, j, cell.text));
      }
    }
    const agree = compared.filter((c) => c.agrees).length;
    const differ = compared.filter((c) => !c.agrees);
    if (agree < 3 || differ.length * 3 > agree) continue;
    const name = tableName(manuscript, grid);
    for (const c of differ) {
      const decimals = Math.max(c.change.decimals, c.value.decimals, c.baseline.decimals);
      const mark = /·/.test(c.cell.text) ? '·' : '.';
      const expected = formatNumber(c.value.value - c.baseline.value, decimals)
        .replace('-', '−')
        .replace('.', mark);
      const unit = /%/.test(c.cell.text) ? ' percentage points' : '';
      const where = [c.group, c.row[0]?.text].filter(Boolean).join(' – ');
      items.push(
        onCell(
          manuscript,
          c.cell,
          'table-change',
          `${name}, "${where}", column "${c.column}": ${c.value.text}${unit ? '%' : ''} against ${c.baseline.text}${unit ? '%' : ''} at baseline is a change of ${expected}${unit}, not ${c.cell.text} (${agree} other changes in this table are the value less its baseline). Correct the change or one of the values.`,
        ),
      );
    }
  }
  return items;
}
