/**
 * The seeded-error generator: plants known errors at known places in a real corpus .docx (plain
 * edits of its `w:t` text, plain-edit.ts), chosen in a seeded random order so every run plants
 * the same errors. A place is only used when the check that should find the error made no finding
 * there on the original file (so a finding there is about the plant), and each plant has blocks of
 * its own (so plants do not mask one another).
 */
import type { Manuscript } from '../../../src/docx/model.ts';
import { PlainEditor } from './plain-edit.ts';
import { blocksOf, type Place, type Plant, type Region, type SeedKind } from './kinds.ts';
import {
  abbreviationSites,
  abstractNumberSites,
  citationSites,
  duplicateSites,
  percentSites,
  pValueSites,
  realWordSites,
  referenceYearSites,
  tableTotalSites,
  thousandsSites,
  typoSites,
  ukUsSites,
  type Variety,
} from './sites.ts';
import { ukUsPairs } from './words.ts';

/** A finding placed in a block: the check that made it and the stretch of the block it points at. */
export interface Located {
  check: string;
  block: number;
  start: number;
  end: number;
}

/** How many errors of a kind one document receives at most (typos: one per region). */
const PER_DOCUMENT: Record<SeedKind, number> = {
  typo: 6,
  'real-word': 2,
  'uk-us': 2,
  'abstract-number': 2,
  'percent-n': 2,
  'table-total': 2,
  'citation-beyond-list': 1,
  'duplicate-reference': 1,
  'reference-no-year': 1,
  'abbreviation-undefined': 2,
  'p-value-style': 2,
  'thousands-style': 2,
};

/** The word a word-level plant changes ("mortality → morality": mortality), lower case. */
function sourceWord(plant: Plant): string {
  return plant.edit.expected.toLowerCase();
}

/**
 * The order candidates are tried in. Word-level confusions and UK/US flips are drawn word first
 * (one occurrence per word, then the words in random order), so a frequent word such as "from"
 * does not crowd out the rarer pairs the issue names.
 */
function drawOrder(kind: SeedKind, all: Plant[], next: () => number): Plant[] {
  const order = shuffled(all, next);
  if (kind !== 'real-word' && kind !== 'uk-us') return order;
  const byWord = new Map<string, Plant>();
  for (const c of order) if (!byWord.has(sourceWord(c))) byWord.set(sourceWord(c), c);
  return shuffled([...byWord.values()], next);
}

/** mulberry32: a small seeded generator, so the same seed plants the same errors. */
function random(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: T[], next: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The variety the manuscript is written in: more UK-only than US-only spellings makes it UK. */
export function varietyOf(m: Manuscript): Variety {
  const { toUs, toUk } = ukUsPairs();
  let uk = 0;
  let us = 0;
  for (const b of m.blocks)
    for (const word of b.text.toLowerCase().match(/\p{L}+/gu) ?? []) {
      if (toUs.has(word)) uk += 1;
      else if (toUk.has(word)) us += 1;
    }
  return uk > us ? 'UK' : 'US';
}

function candidates(m: Manuscript, kind: SeedKind, variety: Variety, thousands: ',' | '\u2009'): Plant[] {
  switch (kind) {
    case 'typo':
      return typoSites(m);
    case 'real-word':
      return realWordSites(m);
    case 'uk-us':
      return ukUsSites(m, variety);
    case 'abstract-number':
      return abstractNumberSites(m);
    case 'percent-n':
      return percentSites(m);
    case 'table-total':
      return tableTotalSites(m);
    case 'citation-beyond-list':
      return citationSites(m);
    case 'duplicate-reference':
      return duplicateSites(m);
    case 'reference-no-year':
      return referenceYearSites(m);
    case 'abbreviation-undefined':
      return abbreviationSites(m);
    case 'p-value-style':
      return pValueSites(m);
    case 'thousands-style':
      return thousandsSites(m, thousands);
  }
}

export function overlaps(a: Omit<Located, 'check'>, b: Place): boolean {
  return a.block === b.block && a.start < Math.max(b.end, b.start + 1) && Math.max(a.end, a.start + 1) > b.start;
}

export interface Seeded {
  bytes: Uint8Array;
  plants: Plant[];
}

/**
 * Plants errors of every kind in `docx` (whose model is `m`). `original` holds the findings of
 * the planted kinds' checks on the original file; `thousands` is the thousands separator of the
 * journal the thousands-style plants are checked under (measure.ts `seededFormat`).
 */
export function seedDocument(
  docx: Uint8Array,
  m: Manuscript,
  variety: Variety,
  original: readonly Located[],
  seed: string,
  thousands: ',' | '\u2009',
): Seeded {
  const editor = new PlainEditor(docx);
  const used = new Set<number>();
  const plants: Plant[] = [];
  for (const kind of Object.keys(PER_DOCUMENT) as SeedKind[]) {
    const next = random(`${seed}:${kind}`);
    const regions = new Set<Region>();
    let planted = 0;
    for (const candidate of drawOrder(kind, candidates(m, kind, variety, thousands), next)) {
      if (planted >= PER_DOCUMENT[kind]) break;
      // Typos go to a region each (body, abstract, table, caption, footnote, reference).
      if (kind === 'typo' && regions.has(candidate.region)) continue;
      if (blocksOf(candidate).some((b) => used.has(b))) continue;
      const { edit } = candidate;
      const places: Place[] = [{ block: edit.block, start: edit.start, end: edit.end }, ...candidate.alsoAt];
      if (original.some((f) => f.check === candidate.check && places.some((p) => overlaps(f, p)))) continue;
      const block = m.blocks[edit.block];
      if (!block) continue;
      const refused = editor.edit({
        part: block.part,
        paragraphIndex: block.paragraphIndex,
        start: edit.start,
        end: edit.end,
        expected: edit.expected,
        text: edit.text,
      });
      if (refused) continue;
      for (const b of blocksOf(candidate)) used.add(b);
      regions.add(candidate.region);
      plants.push(candidate);
      planted += 1;
    }
  }
  return { bytes: editor.bytes(), plants };
}
