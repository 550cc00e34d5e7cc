/**
 * A range in the summary that sums up a table column: "Cronbach's alpha = 0.82 – 0.97" in the
 * abstract for a table whose column headed "Cronbach's alpha" holds 0.82 … 0.97. Tied when the
 * column's header stands just before the range and one bound is the column's extreme (its
 * smallest value for the lower bound, its largest for the upper); then the other bound must be
 * the other extreme. Reported only when that bound is none of the column's values (a range over
 * some of the rows, the subscales without the total, gives values of the column). The finding names the column, the row of the extreme and its value.
 */
import type { Manuscript } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { finding } from '../framework/index.ts';
import { agree } from './estimates.ts';
import { NUM, parseNumber } from './numbers.ts';

const ID = 'number-agreement';

interface Column {
  header: string;
  values: { text: string; value: number; row: string }[];
}

/** Columns whose every body cell is one number, keyed by their header text. */
function numericColumns(manuscript: Manuscript): Column[] {
  const cells = new Map<string, Map<number, Map<number, string>>>();
  for (const b of manuscript.blocks) {
    if (!b.table) continue;
    const key = `${b.part}|${b.table.table}`;
    const rows = cells.get(key) ?? new Map<number, Map<number, string>>();
    cells.set(key, rows);
    const row = rows.get(b.table.row) ?? new Map<number, string>();
    rows.set(b.table.row, row);
    row.set(b.table.cell, `${row.get(b.table.cell) ?? ''} ${b.text}`.trim());
  }
  const columns: Column[] = [];
  for (const rows of cells.values()) {
    const header = rows.get(0);
    if (!header || rows.size < 4) continue;
    for (const [c, title] of header) {
      if (c === 0 || !/[A-Za-z]{2,}/.test(title)) continue;
      const values: Column['values'] = [];
      let numeric = true;
      for (const [r, row] of rows) {
        if (r === 0) continue;
        const text = row.get(c) ?? '';
        const n = new RegExp(`^(?:${NUM})$`).test(text) ? parseNumber(text) : null;
        if (!n) {
          numeric = false;
          break;
        }
        values.push({ text, value: n.value, row: row.get(0) ?? `row ${r + 1}` });
      }
      if (numeric && values.length >= 3) columns.push({ header: title, values });
    }
  }
  return columns;
}

const headerPattern = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/['’]/g, "['’]");

export function summaryRangeFindings(manuscript: Manuscript, summary: number[]): ResultItem[] {
  const columns = numericColumns(manuscript);
  if (columns.length === 0) return [];
  const items: ResultItem[] = [];
  for (const index of summary) {
    const text = manuscript.blocks[index]!.text;
    for (const column of columns) {
      const range = new RegExp(
        String.raw`\b${headerPattern(column.header)}\s*(?:[=:]|ranged? from|ranging from|of|was|were|between)?\s*(${NUM})\s*(?:–|—|-|to|and)\s*(${NUM})`,
        'gi',
      );
      for (const m of text.matchAll(range)) {
        const [low, high] = [parseNumber(m[1]!), parseNumber(m[2]!)];
        if (!low || !high || low.value >= high.value) continue;
        const sorted = [...column.values].sort((a, b) => a.value - b.value);
        const min = sorted[0]!;
        const max = sorted.at(-1)!;
        const inColumn = (t: string) => column.values.some((v) => agree(v.text, t));
        const lowIsMin = agree(min.text, m[1]!);
        const highIsMax = agree(max.text, m[2]!);
        if (lowIsMin === highIsMax) continue;
        const [bound, stated, extreme] = lowIsMin ? (['upper', m[2]!, max] as const) : (['lower', m[1]!, min] as const);
        if (inColumn(stated)) continue;
        items.push(
          finding(ID, manuscript, index, m.index, m.index + m[0].length, {
            status: 'failed',
            key: 'summary-range',
            reasoning: `The summary gives ${m[0].slice(m[0].indexOf(m[1]!)).trim()} for "${column.header}"; the table column headed "${column.header}" runs from ${min.text} to ${max.text}: its ${bound === 'lower' ? 'smallest' : 'largest'} value is ${extreme.text} ("${extreme.row}"), not ${stated}, which is none of its values. Correct whichever is wrong.`,
          }),
        );
      }
    }
  }
  return items;
}
