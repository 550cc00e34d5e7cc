/**
 * A P value the text gives beside an interval that a table row states as written: "−0·76 points
 * (p = 0.41, 95% CI −1·77 to 0·25)" against the row "… | −0·76 | 0·514 | −1·77 to 0·25 | 0·140"
 * under a "p-Value" header. The interval (both bounds as written) ties the text to exactly one row
 * of all the tables, and another number of that row must stand in the text's sentence (the
 * estimate). Bounds ("p < 0.001") on either side are not compared.
 */
import type { Manuscript } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { finding } from '../framework/index.ts';
import { NUM, parseNumber, roundingTolerance } from './numbers.ts';
import { type GridCell, tableGrids, tableName } from './table-grid.ts';

const ID = 'number-agreement';
const P_HEADER = /^\s*p(?:[- ]?values?)?\s*$/i;
const IN_BRACKETS = new RegExp(
  String.raw`\(\s*(?:p\s*=\s*(${NUM})\s*[,;]\s*95\s?%\s*CI\s*(${NUM})\s*(?:to|–|—)\s*(${NUM})|95\s?%\s*CI\s*(${NUM})\s*(?:to|–|—)\s*(${NUM})\s*[,;]\s*p\s*=\s*(${NUM}))\s*\)`,
  'gi',
);

const norm = (text: string) => text.replace(/·/g, '.').replace(/[−–—]/g, '-').replace(/\s+/g, ' ').trim();

interface Row {
  table: string;
  row: GridCell[];
  p: string;
}

function rowsWithP(manuscript: Manuscript): Row[] {
  const out: Row[] = [];
  for (const grid of tableGrids(manuscript)) {
    for (const [h, header] of grid.rows.entries()) {
      const k = header.findIndex((c) => P_HEADER.test(c.text));
      if (k < 1) continue;
      for (const row of grid.rows.slice(h + 1)) {
        if (row.length !== header.length) continue;
        out.push({ table: tableName(manuscript, grid), row, p: row[k]!.text.trim() });
      }
    }
  }
  return out;
}

export function intervalPFindings(manuscript: Manuscript, text: readonly number[]): ResultItem[] {
  const rows = rowsWithP(manuscript);
  if (rows.length === 0) return [];
  const items: ResultItem[] = [];
  for (const block of text) {
    const paragraph = manuscript.blocks[block]!.text;
    for (const m of paragraph.matchAll(IN_BRACKETS)) {
      const pText = m[1] ?? m[6]!;
      const interval = `${norm(m[2] ?? m[4]!)} to ${norm(m[3] ?? m[5]!)}`;
      const tied = rows.filter((r) => r.row.some((c) => norm(c.text) === interval));
      if (tied.length !== 1) continue;
      const { table, row, p } = tied[0]!;
      const stated = parseNumber(pText);
      const given = parseNumber(p);
      if (!stated || !given) continue;
      // The sentence also writes another number of the row (its estimate).
      const sentenceStart = Math.max(0, paragraph.lastIndexOf('. ', m.index) + 1);
      const sentence = norm(paragraph.slice(sentenceStart, m.index));
      const others = row.filter((c) => /\d/.test(c.text) && norm(c.text) !== interval && c.text.trim() !== p);
      if (
        !others.some((c) =>
          new RegExp(String.raw`(?<![\d.])${norm(c.text).replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}(?![\d])`).test(
            sentence,
          ),
        )
      )
        continue;
      if (Math.abs(given.value - stated.value) <= roundingTolerance(stated.decimals) + 1e-9) continue;
      const start = m.index + m[0].indexOf(pText);
      items.push(
        finding(ID, manuscript, block, start, start + pText.length, {
          status: 'failed',
          key: 'interval-p',
          reasoning: `The text gives p = ${pText} for the interval ${m[2] ?? m[4]} to ${m[3] ?? m[5]}; ${table} gives that interval in the row "${row.find((c) => c.text.trim())?.text ?? ''}" with P = ${p}. Correct whichever is wrong.`,
        }),
      );
    }
  }
  return items;
}
