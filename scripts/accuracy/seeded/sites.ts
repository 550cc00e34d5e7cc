/**
 * Where each kind of error can be planted in a real manuscript, read from the manuscript model:
 * every candidate place, with the edit that plants the error there. The generator then draws from
 * these with a seeded random order (generate.ts).
 */
import type { Manuscript } from '../../../src/docx/model.ts';
import { type Plant, type Place, type Region, type SeedKind, SEED_KINDS, regionOf } from './kinds.ts';
import { commonMisspellings, isNonWord, keyboardSlips, REAL_WORD_CONFUSIONS, ukUsPairs, withCase } from './words.ts';

export type Variety = 'UK' | 'US';

interface Site {
  block: number;
  start: number;
  end: number;
  text: string;
}

function plant(m: Manuscript, kind: SeedKind, site: Site, text: string, what: string, alsoAt: Place[] = []): Plant {
  return {
    kind,
    check: SEED_KINDS[kind],
    region: regionOf(m, site.block),
    what,
    edit: { block: site.block, start: site.start, end: site.end, expected: site.text, text },
    alsoAt,
  };
}

/** Every match of `re` (global) in every block's text. */
function matches(m: Manuscript, re: RegExp, blocks?: readonly number[]): { block: number; match: RegExpExecArray }[] {
  const out: { block: number; match: RegExpExecArray }[] = [];
  for (const index of blocks ?? m.blocks.map((b) => b.index)) {
    const text = m.blocks[index]?.text ?? '';
    re.lastIndex = 0;
    for (let match = re.exec(text); match; match = re.exec(text)) out.push({ block: index, match });
  }
  return out;
}

function site(block: number, match: RegExpExecArray, group = 0): Site {
  const text = match[group] as string;
  const offset = group === 0 ? 0 : match[0].indexOf(text);
  return { block, start: match.index + offset, end: match.index + offset + text.length, text };
}

const WORD = /(?<![\p{L}\p{N}'’-])\p{L}+(?![\p{L}\p{N}'’-])/gu;
/** Words that read as a writer's own prose (not names, not codes), where text regions are prose. */
const PROSE_REGIONS: readonly Region[] = ['body', 'abstract', 'table', 'caption', 'footnote'];

export function typoSites(m: Manuscript): Plant[] {
  const out: Plant[] = [];
  const misspelt = commonMisspellings();
  for (const { block, match } of matches(m, WORD)) {
    const word = match[0];
    if (word.length < 6 || !/^[a-z]+$/.test(word) || isNonWord(word)) continue;
    const options = [...(misspelt.get(word) ?? []), ...keyboardSlips(word)];
    // A fixed pick per word (the generator's random order chooses among words).
    const typo = options.find((o, i) => i % 3 === word.length % 3 && isNonWord(o)) ?? options.find(isNonWord);
    if (!typo) continue;
    out.push(plant(m, 'typo', site(block, match), typo, `${word} → ${typo}`));
  }
  return out;
}

export function realWordSites(m: Manuscript): Plant[] {
  const out: Plant[] = [];
  const pairs = new Map(REAL_WORD_CONFUSIONS.map(([a, b]) => [a, b]));
  for (const { block, match } of matches(m, WORD)) {
    const word = match[0];
    const to = pairs.get(word.toLowerCase());
    if (!to || !PROSE_REGIONS.includes(regionOf(m, block))) continue;
    out.push(plant(m, 'real-word', site(block, match), withCase(word, to), `${word} → ${withCase(word, to)}`));
  }
  return out;
}

/** A word of the format's variety written in the other one. */
export function ukUsSites(m: Manuscript, variety: Variety): Plant[] {
  const out: Plant[] = [];
  const { toUs, toUk } = ukUsPairs();
  const flip = variety === 'UK' ? toUs : toUk;
  for (const { block, match } of matches(m, WORD)) {
    const word = match[0];
    const to = flip.get(word.toLowerCase());
    if (!to || !PROSE_REGIONS.includes(regionOf(m, block))) continue;
    out.push(plant(m, 'uk-us', site(block, match), withCase(word, to), `${word} → ${withCase(word, to)}`));
  }
  return out;
}

const QUANTITY = /(?<![\d.,·])\d+(?:[.·]\d+)?\s?%|(?<![\d.,·])\d+[.·]\d{1,3}(?![\d.·])/g;

/** A number of the abstract that also stands in the results or a table, changed in the abstract. */
export function abstractNumberSites(m: Manuscript): Plant[] {
  const abstract = m.structure.abstract?.blocks ?? [];
  if (abstract.length === 0) return [];
  const elsewhere = m.blocks
    .map((b) => b.index)
    .filter((i) => !abstract.includes(i) && ['body', 'table'].includes(regionOf(m, i)));
  const there = matches(m, QUANTITY, elsewhere);
  const out: Plant[] = [];
  for (const { block, match } of matches(m, QUANTITY, abstract)) {
    const value = match[0];
    if (value.replace(/\D/g, '').length < 2) continue;
    const same = there.filter((t) => t.match[0] === value);
    if (same.length === 0 || same.length > 3) continue;
    const changed = value.replace(/(\d)(?=\D*$)/, (d) => String((Number(d) + 3) % 10));
    const alsoAt = same.map((t) => ({ block: t.block, start: t.match.index, end: t.match.index + value.length }));
    out.push(plant(m, 'abstract-number', site(block, match), changed, `abstract ${value} → ${changed}`, alsoAt));
  }
  return out;
}

const N_OF_N = /\b(\d+)\s*(?:\/|of|out of)\s*(\d+)(?:\s+[a-z-]+){0,3}\s*[(,;]\s*(\d+(?:[.·]\d+)?)\s?%/g;

/** "13/16 (81%)", "13 of 16 patients (81%)" → 93 %: the percentage no longer matches its n/N. */
export function percentSites(m: Manuscript): Plant[] {
  const out: Plant[] = [];
  for (const { block, match } of matches(m, N_OF_N)) {
    const n = Number(match[1]);
    const total = Number(match[2]);
    const written = match[3] as string;
    const percent = Number(written.replace('·', '.'));
    if (total === 0 || n > total || Math.abs((100 * n) / total - percent) > 0.6) continue;
    const decimals = written.split(/[.·]/)[1]?.length ?? 0;
    const wrong = (percent > 80 ? percent - 12 : percent + 12)
      .toFixed(decimals)
      .replace('.', written.includes('·') ? '·' : '.');
    const at = match.index + match[0].lastIndexOf(written);
    const s = { block, start: at, end: at + written.length, text: written };
    out.push(plant(m, 'percent-n', s, wrong, `${match[0]}: ${written}% → ${wrong}%`));
  }
  return out;
}

/** The cells of each table: text by row and cell, and the block of each cell's first paragraph. */
function tables(m: Manuscript): Map<number, Map<number, Map<number, number[]>>> {
  const out = new Map<number, Map<number, Map<number, number[]>>>();
  for (const b of m.blocks) {
    if (!b.table) continue;
    const rows = out.get(b.table.table) ?? new Map<number, Map<number, number[]>>();
    const cells = rows.get(b.table.row) ?? new Map<number, number[]>();
    cells.set(b.table.cell, [...(cells.get(b.table.cell) ?? []), b.index]);
    rows.set(b.table.row, cells);
    out.set(b.table.table, rows);
  }
  return out;
}

/** A "Total" row's cell that is the sum of the cells above it, off by one. */
export function tableTotalSites(m: Manuscript): Plant[] {
  const out: Plant[] = [];
  const textOf = (blocks: number[] | undefined): string =>
    (blocks ?? [])
      .map((i) => m.blocks[i]?.text ?? '')
      .join(' ')
      .trim();
  for (const rows of tables(m).values()) {
    const order = [...rows.keys()].sort((a, b) => a - b);
    for (const r of order) {
      const cells = rows.get(r) as Map<number, number[]>;
      if (!/^\s*(grand\s+)?total\b/i.test(textOf(cells.get(0)))) continue;
      for (const [c, blocks] of cells) {
        const written = textOf(blocks);
        const total = /^(\d{1,6})(?:\s*\(.*\))?$/.exec(written.replace(/,/g, ''));
        if (c === 0 || !total || blocks.length !== 1) continue;
        const above = order.filter((x) => x < r).map((x) => textOf(rows.get(x)?.get(c)).replace(/,/g, ''));
        const values = above.map((t) => /^(\d{1,6})(?:\s*\(.*\))?$/.exec(t)?.[1]).filter((v) => v !== undefined);
        if (values.length < 2 || values.reduce((s, v) => s + Number(v), 0) !== Number(total[1])) continue;
        const block = blocks[0] as number;
        const text = m.blocks[block]?.text ?? '';
        const digits = /\d[\d,]*/.exec(text);
        if (!digits) continue;
        const wrong = String(Number(total[1]) + 1);
        const s = { block, start: digits.index, end: digits.index + digits[0].length, text: digits[0] };
        // The row's other cells: a row total that no longer adds up is the same error.
        const alsoAt = [...cells]
          .filter(([other]) => other !== c)
          .flatMap(([, bs]) => bs.map((b) => ({ block: b, start: 0, end: m.blocks[b]?.text.length ?? 0 })));
        out.push(plant(m, 'table-total', s, wrong, `table total ${digits[0]} → ${wrong}`, alsoAt));
      }
    }
  }
  return out;
}

/** A numbered citation changed to a number beyond the reference list. */
export function citationSites(m: Manuscript): Plant[] {
  const { citations, references } = m.structure;
  const count = Math.max(references.length, ...references.map((r) => r.number ?? 0));
  if (count === 0) return [];
  const cited = new Set<number>();
  const out: Plant[] = [];
  for (const c of citations) {
    const n = c.numbers[0];
    const repeat = n !== undefined && c.numbers.length === 1 && cited.has(n);
    for (const x of c.numbers) cited.add(x);
    if (c.style === 'author-year' || c.malformed || !/^\D*\d+\D*$/.test(c.raw)) continue;
    // Only a repeated citation of a reference cited before: no reference becomes uncited and the
    // order of first citation does not change (the remainder stays as it was).
    if (!repeat || n === undefined) continue;
    const digits = /\d+/.exec(c.raw) as RegExpExecArray;
    const beyond = String(count + 1 + (n % 5));
    const s = {
      block: c.block,
      start: c.start + digits.index,
      end: c.start + digits.index + digits[0].length,
      text: digits[0],
    };
    out.push(
      plant(
        m,
        'citation-beyond-list',
        s,
        beyond,
        `citation ${c.raw} → ${c.raw.replace(digits[0], beyond)} (${count} references)`,
      ),
    );
  }
  return out;
}

/** Reference k's text replaced by reference k−1's: the same work listed twice. */
export function duplicateSites(m: Manuscript): Plant[] {
  const refs = m.structure.references;
  const out: Plant[] = [];
  for (let k = 1; k < refs.length; k++) {
    const prev = refs[k - 1];
    const ref = refs[k];
    if (!prev || !ref || prev.text.length < 40 || prev.text === ref.text) continue;
    const s = { block: ref.block, start: ref.textStart, end: ref.textStart + ref.text.length, text: ref.text };
    const alsoAt = [{ block: prev.block, start: prev.textStart, end: prev.textStart + prev.text.length }];
    out.push(plant(m, 'duplicate-reference', s, prev.text, `reference ${k + 1} made a copy of reference ${k}`, alsoAt));
  }
  return out;
}

const YEAR = /(?<![\d\p{L}])(?:19|20)\d{2}[a-z]?(?![\d\p{L}])/gu;

/** A reference whose only year is deleted. */
export function referenceYearSites(m: Manuscript): Plant[] {
  const out: Plant[] = [];
  for (const ref of m.structure.references) {
    const years = [...ref.text.matchAll(YEAR)];
    if (years.length !== 1 || ref.text.length < 40) continue;
    const y = years[0] as RegExpExecArray;
    const start = ref.textStart + y.index;
    const s = { block: ref.block, start, end: start + y[0].length, text: y[0] };
    const plantAt = plant(m, 'reference-no-year', s, '', `year ${y[0]} deleted from a reference`);
    // The finding may point at the whole entry.
    plantAt.alsoAt = [{ block: ref.block, start: ref.textStart, end: start }];
    out.push(plantAt);
  }
  return out;
}

const DEFINITION = /\s\(([A-Z][A-Za-z]{0,2}[A-Z]{1,5}s?)\)/g;

/** "intensive care unit (ICU)" → "intensive care unit": ICU then used without its definition. */
export function abbreviationSites(m: Manuscript): Plant[] {
  const out: Plant[] = [];
  const regions = [m.structure.abstract?.blocks ?? [], m.structure.mainText.blocks];
  for (const blocks of regions) {
    for (const { block, match } of matches(m, DEFINITION, blocks)) {
      const abbr = match[1] as string;
      const use = new RegExp(`(?<![\\p{L}\\p{N}])${abbr}(?![\\p{L}\\p{N}])`, 'gu');
      const laterBlocks = blocks.filter((b) => b > block);
      const uses = matches(m, use, laterBlocks);
      const before = (m.blocks[block]?.text ?? '').slice(0, match.index);
      const earlier = m.blocks.filter((b) => b.index < block).map((b) => b.index);
      // Used only after its definition (anywhere in the file), and defined once: an abbreviation
      // used before, or defined again later, is another error or none.
      if (
        uses.length === 0 ||
        use.test(before) ||
        matches(m, use, earlier).length > 0 ||
        matches(m, new RegExp(`\\(${abbr}\\)`, 'g'), blocks).length > 1
      )
        continue;
      // Later uses, plurals included ("LLMs"), are where a check says the abbreviation is undefined.
      const usePlural = new RegExp(`(?<![\\p{L}\\p{N}])${abbr}s?(?![\\p{L}\\p{N}])`, 'gu');
      const alsoAt = matches(m, usePlural, laterBlocks).map((u) => ({
        block: u.block,
        start: u.match.index,
        end: u.match.index + abbr.length,
      }));
      // Later uses in the definition's own paragraph count too ("… Environmental Burden of Disease.
      // In EBD studies …"); the deletion moves them back by its length, so they are given in the
      // seeded file's coordinates.
      const after = (m.blocks[block]?.text ?? '').slice(match.index + match[0].length);
      for (const u of after.matchAll(usePlural))
        alsoAt.push({ block, start: match.index + u.index, end: match.index + u.index + abbr.length });
      // The long form's last word, where a check would say "define it here".
      const lastWord = /\S+$/.exec(before);
      if (lastWord) alsoAt.push({ block, start: lastWord.index, end: match.index });
      out.push(plant(m, 'abbreviation-undefined', site(block, match), '', `definition (${abbr}) deleted`, alsoAt));
    }
  }
  return out;
}

const P_VALUE = /(?<![\p{L}])([Pp])(\s*[<>=≤≥]\s*)(?:0?[.·]\d+)/gu;

/** A P value whose "P" changes case. */
export function pValueSites(m: Manuscript): Plant[] {
  const out: Plant[] = [];
  for (const { block, match } of matches(m, P_VALUE)) {
    if (!['body', 'abstract', 'table', 'caption', 'footnote'].includes(regionOf(m, block))) continue;
    const p = match[1] as string;
    const flipped = p === 'P' ? 'p' : 'P';
    const s = { block, start: match.index, end: match.index + 1, text: p };
    out.push(plant(m, 'p-value-style', s, flipped, `${match[0]} → ${flipped}${match[0].slice(1)}`));
  }
  return out;
}

// An underscore, like a letter, makes an identifier: "NC_235570" is an accession number.
const BIG_NUMBER = /(?<![\p{L}\d_.,·/-])(\d{1,3}(?:,\d{3})+|\d{1,3}(?:\u2009\d{3})+|\d{5,7})(?![\d.,·/-]?\d)/gu;

/**
 * A number of five digits or more written against the journal's thousands separator `journal`
 * ("," or a thin space): a grouped number loses its separator ("12,345" → "12345"), an ungrouped
 * one is grouped with the separator the journal does not use ("12345" → "12,345" under a
 * thin-space journal, "12 345" under a comma journal), so every plant is an error in that journal.
 */
export function thousandsSites(m: Manuscript, journal: ',' | '\u2009'): Plant[] {
  const out: Plant[] = [];
  for (const { block, match } of matches(m, BIG_NUMBER)) {
    if (!['body', 'abstract', 'table'].includes(regionOf(m, block))) continue;
    const written = match[0];
    const digits = written.replace(/\D/g, '');
    // Not a quantity: a code with a leading zero, or a run of citation numbers ("98,102,104,105,109").
    if (digits.length < 5 || digits.startsWith('0') || digits.length > 9) continue;
    // Nor an identifier or a citation: a DOI or URL ("10.1016/0035-9203(94)90412-X"), a protocol or
    // case number ("IRB (protocol #826629)"), the engine's citations ("their patients (51,110)").
    const text = m.blocks[block]?.text ?? '';
    const end = match.index + written.length;
    const token = /\S*$/u.exec(text.slice(0, match.index))![0] + /^\S*/u.exec(text.slice(end))![0];
    // Nor a code truncated for a search ("item codes beginning with 21040*", a table cell "21040*").
    if (
      /\b10\.\d{4,}\/|https?:|www\.|doi:/iu.test(token) ||
      /(?:#|\bno\.?|protocol|number)\s*$/iu.test(text.slice(0, match.index)) ||
      text[end] === '*'
    )
      continue;
    if (m.structure.citations.some((c) => c.block === block && c.start < end && match.index < c.end)) continue;
    const other = journal === ',' ? '\u2009' : ',';
    const flipped = /\D/.test(written) ? digits : digits.replace(/\B(?=(\d{3})+$)/g, other);
    out.push(plant(m, 'thousands-style', site(block, match), flipped, `${written} → ${flipped}`));
  }
  return out;
}
