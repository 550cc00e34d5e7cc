/**
 * A rate the text gives for a row of a table that counts the tested and the positive: "the
 * highest rates of infection were among M. natalensis (22%)" against a table row "M. natalensis |
 * 3,113 tested | 713 positive" under "Lassa mammarenavirus" (713 of 3,113 is 22.9 %, which rounds
 * to 23 %). The name ties the rate to the row ("Crocidura olivieri" is "C. olivieri"); when the
 * table groups its rows (a heading row: a pathogen), the row is sought in the group the paragraph
 * last named before the rate ("Leptospiraceae" for "Leptospira sp."), or, when it names none, the
 * name must stand in one row only. Compared
 * only where the text bears the reading out: at least three of its rates round from their rows,
 * and no fewer than disagree.
 */
import type { Manuscript } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { finding } from '../framework/index.ts';
import { formatNumber, parseNumber, roundingTolerance, type Stated } from './numbers.ts';
import { tableGrids, tableName } from './table-grid.ts';

const ID = 'number-agreement';
const TESTED = /^\s*(?:tested|examined|screened)\b/i;
const POSITIVE = /^\s*(?:positive|infected)\b/i;
/** "M. natalensis (22%)", "Crocidura olivieri (10%)": a binomial name and its rate. */
const MENTION = /\b([A-Z][a-z]*\.?\s[a-z]{3,})\s\((\d{1,2}(?:[.·]\d+)?)\s?%\)/g;

interface Row {
  table: string;
  group: string;
  name: string;
  tested: Stated;
  positive: Stated;
}

/** "Crocidura olivieri" and "C. olivieri" are one name. */
function sameName(a: string, b: string): boolean {
  const [ga = '', sa = ''] = a.split(/\s+/);
  const [gb = '', sb = ''] = b.split(/\s+/);
  if (sa !== sb) return false;
  const genusA = ga.replace(/\.$/, '');
  const genusB = gb.replace(/\.$/, '');
  return genusA === genusB || (genusA[0] === genusB[0] && (ga.endsWith('.') || gb.endsWith('.')));
}

/**
 * Where a paragraph names a group heading: "Leptospira sp." by "Leptospiraceae", "Borrelia sp." by
 * "Borreliaceae" (the genus's first seven letters, six at least), "Lassa mammarenavirus" in full.
 */
function groupPlaces(text: string, group: string): number[] {
  const bare = group.replace(/\s+spp?\.?$/i, '').trim();
  const first = bare.split(/\s+/)[0]!.replace(/\.$/, '');
  const stem = first.length >= 6 ? first.slice(0, 7) : bare.includes(' ') ? bare : '';
  if (!stem) return [];
  const pattern = new RegExp(String.raw`\b${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'gi');
  return [...text.matchAll(pattern)].map((m) => m.index);
}

/** The group the paragraph last named before a place in it, if any. */
function groupBefore(text: string, groups: readonly string[], at: number): string | null {
  let best: { group: string; place: number } | null = null;
  for (const group of groups)
    for (const place of groupPlaces(text, group))
      if (place < at && (!best || place > best.place)) best = { group, place };
  return best?.group ?? null;
}

function tableRows(manuscript: Manuscript): Row[] {
  const rows: Row[] = [];
  for (const grid of tableGrids(manuscript)) {
    const header = grid.rows.find(
      (row) => row.some((c) => TESTED.test(c.text)) && row.some((c) => POSITIVE.test(c.text)),
    );
    if (!header) continue;
    const t = header.findIndex((c) => TESTED.test(c.text));
    const p = header.findIndex((c) => POSITIVE.test(c.text));
    const name = tableName(manuscript, grid);
    let group = '';
    for (const row of grid.rows) {
      if (row === header || row.length !== header.length) continue;
      const texts = row.map((c) => c.text.trim());
      if (texts[0] && texts.slice(1).every((x) => !x)) {
        group = texts[0];
        continue;
      }
      const label = texts.slice(0, Math.min(t, p)).find((x) => /^[A-Z][a-z]*\.?\s[a-z]{3,}$/.test(x));
      const tested = parseNumber(texts[t] ?? '');
      const positive = parseNumber(texts[p] ?? '');
      if (label && tested && positive && tested.value > 0 && positive.value <= tested.value)
        rows.push({ table: name, group, name: label, tested, positive });
    }
  }
  return rows;
}

interface Mention {
  block: number;
  start: number;
  end: number;
  rate: Stated;
  row: Row;
  agrees: boolean;
}

export function tablePositivityFindings(manuscript: Manuscript, text: readonly number[]): ResultItem[] {
  const rows = tableRows(manuscript);
  if (rows.length === 0) return [];
  const groups = [...new Set(rows.map((r) => r.group).filter(Boolean))];
  const mentions: Mention[] = [];
  for (const block of text) {
    const paragraph = manuscript.blocks[block]!.text;
    if (!paragraph.includes('%)')) continue;
    for (const m of paragraph.matchAll(MENTION)) {
      const rate = parseNumber(m[2]!);
      if (!rate) continue;
      let candidates = rows.filter((r) => sameName(r.name, m[1]!));
      const group = groupBefore(paragraph, groups, m.index);
      if (group !== null) candidates = candidates.filter((r) => r.group === group);
      if (candidates.length !== 1) continue;
      const row = candidates[0]!;
      const exact = (100 * row.positive.value) / row.tested.value;
      mentions.push({
        block,
        start: m.index,
        end: m.index + m[0].length,
        rate,
        row,
        agrees: Math.abs(exact - rate.value) <= roundingTolerance(rate.decimals) + 1e-9,
      });
    }
  }
  const agree = mentions.filter((m) => m.agrees).length;
  const differ = mentions.filter((m) => !m.agrees);
  if (agree < 3 || differ.length > agree) return [];
  return differ.map((m) => {
    const exact = (100 * m.row.positive.value) / m.row.tested.value;
    const group = m.row.group ? ` under "${m.row.group}"` : '';
    return finding(ID, manuscript, m.block, m.start, m.end, {
      status: 'failed',
      key: 'table-positivity',
      reasoning: `The text gives ${m.rate.text}% for ${m.row.name}; ${m.row.table} counts ${m.row.positive.text} positive of ${m.row.tested.text} tested${group}: ${formatNumber(exact, Math.max(1, m.rate.decimals))}%, which rounds to ${formatNumber(exact, m.rate.decimals)}% (${agree} other rates of the text round from their rows). Correct the rate or the table.`,
    });
  });
}
