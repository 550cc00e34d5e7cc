/**
 * A P value in the results text against the P value a table gives for the same row. A table
 * column headed "P" / "P value" gives one P value per row; the row is named by its first cell
 * ("Age, years"). A sentence that states one P value ("p = 0.03"), names the content words of
 * exactly one such row of all the tables (its summary words — mean, SD, number, years — aside)
 * and the table (by its name, "Table 1", or a group its columns compare, "placebo"), and is not
 * about another analysis (adjusted,
 * multivariable, regression, model, subgroup, interaction) is tied to that row: a P value written
 * nowhere in the row is a disagreement. Bounds ("P < 0.05") are not compared.
 */
import type { Manuscript } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { finding } from '../framework/index.ts';
import { sentences } from './certainty.ts';
import { agree } from './estimates.ts';
import { tableGrids, tableName } from './table-grid.ts';

const ID = 'number-agreement';
const P_HEADER = /^\s*(?:p|p[- ]?values?|p for trend|sig\.?)\s*[a-z†‡*#§¶\d]?\s*$/i;
const P_CELL = /^\s*([<>=≤≥]?)\s*(\d*[.·]\d+)\s*[a-z†‡*]?\s*$/i;
const P_TEXT = /\b[Pp](?:[- ]?values?)?\s?([=<>≤≥])\s?(\d*[.·]\d+)(?![\d.])/g;
const OTHER_ANALYSIS =
  /\b(?:adjust\w*|multivariable|multivariate|regression|model\w*|subgroup|interaction|sensitivity|stratif\w*|trend)\b/i;
/** Words that describe how a row is summarised, not what it is ("Age, mean (SD)", "Women, number (%)"). */
const STOP = new Set(
  'and the of with for in or to at by no yes n mean median number range iqr sd se years year months days weeks percent all total group groups patients participants'.split(
    ' ',
  ),
);

interface TableP {
  table: string;
  /** Words of the compared columns' headers ("Rituximab group", "Placebo group"). */
  groups: string[];
  row: string;
  words: string[];
  values: string[];
  block: number;
}

const normalP = (v: string) => v.replace('·', '.').replace(/^\./, '0.');
const stem = (w: string) => w.replace(/(?:es|s)$/, '');

function rowWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z-]{2,}/g) ?? []).filter((w) => !STOP.has(w)).map(stem);
}

function tablePValues(manuscript: Manuscript): TableP[] {
  const rows: TableP[] = [];
  for (const grid of tableGrids(manuscript)) {
    const header = grid.rows.slice(0, 2).find((row) => row.some((cell) => P_HEADER.test(cell.text)));
    if (!header) continue;
    const column = header.findIndex((cell) => P_HEADER.test(cell.text));
    const name = tableName(manuscript, grid);
    const groups = header.flatMap((cell, j) => (j === 0 || j === column ? [] : rowWords(cell.text)));
    for (const row of grid.rows) {
      if (row === header || row.length !== header.length) continue;
      const p = P_CELL.exec(row[column]?.text ?? '');
      const words = rowWords(row[0]?.text ?? '');
      if (!p || p[1] || words.length === 0) continue;
      rows.push({
        table: name,
        groups,
        row: row[0]!.text,
        words,
        values: [normalP(p[2]!)],
        block: row[column]!.blocks[0]!,
      });
    }
  }
  return rows;
}

export function textTablePFindings(manuscript: Manuscript, text: readonly number[]): ResultItem[] {
  const inTables = tablePValues(manuscript);
  if (inTables.length === 0) return [];
  const items: ResultItem[] = [];
  for (const index of text) {
    const block = manuscript.blocks[index]!;
    for (const sentence of sentences(block.text)) {
      const ps = [...sentence.text.matchAll(P_TEXT)];
      if (ps.length !== 1 || ps[0]![1] !== '=' || OTHER_ANALYSIS.test(sentence.text)) continue;
      const words = new Set(rowWords(sentence.text));
      // The row's words, and the table by its name ("Table 1") or a group it compares ("placebo").
      const rows = inTables.filter(
        (r) =>
          r.words.every((w) => words.has(w)) && (sentence.text.includes(r.table) || r.groups.some((w) => words.has(w))),
      );
      if (rows.length !== 1) continue;
      const row = rows[0]!;
      const value = normalP(ps[0]![2]!);
      if (row.values.some((v) => agree(v, value))) continue;
      const start = sentence.start + ps[0]!.index;
      const end = start + ps[0]![0].length;
      items.push(
        finding(ID, manuscript, index, start, end, {
          status: 'failed',
          key: 'text-table-p',
          reasoning: `The text gives ${ps[0]![0]} for "${row.row}"; ${row.table} gives P = ${row.values[0]} in that row. Correct whichever is wrong.`,
        }),
      );
    }
  }
  return items;
}
