/**
 * UK/US spelling lookups over the curated pair table (pairs/uk-us-pairs.json, built and
 * validated by pairs/build-pairs.ts). Loaded once per process on first use.
 */
import { readFileSync } from 'node:fs';
import type { Variety } from './dictionaries.ts';
import type { VariantPair } from './pairs/validate.ts';

/** British -ise/-ize: both are British English; a journal may ask for one. */
export type UkSuffix = 'either' | 'ise' | 'ize';

export interface SpellingTarget {
  variety: Variety;
  /** For UK: 'ize' is Oxford spelling (organize, randomized, but analyse); 'either' judges neither. */
  suffix: UkSuffix;
}

export interface VariantMatch {
  correction: string;
  pair: VariantPair;
  /** The variety the written form belongs to. */
  writtenIn: Variety | 'non-Oxford UK';
}

let pairs: VariantPair[] | undefined;

export function variantPairs(): VariantPair[] {
  pairs ??= JSON.parse(readFileSync(new URL('./pairs/uk-us-pairs.json', import.meta.url), 'utf8')) as VariantPair[];
  return pairs;
}

type Table = Map<string, VariantMatch>;
const tables = new Map<string, Table>();

function buildTable(target: SpellingTarget): Table {
  const table: Table = new Map();
  for (const pair of variantPairs()) {
    if (target.variety === 'US') {
      if (pair.toUs) table.set(pair.uk, { correction: pair.us, pair, writtenIn: 'UK' });
    } else if (pair.kind === 'ize' && target.suffix !== 'ise') {
      if (target.suffix === 'ize') table.set(pair.uk, { correction: pair.us, pair, writtenIn: 'non-Oxford UK' });
    } else if (pair.toUk) {
      table.set(pair.us, { correction: pair.uk, pair, writtenIn: 'US' });
    }
  }
  return table;
}

/** The target variety's form of a lower-case word written in the other variety, if any. */
export function variantOf(lowerWord: string, target: SpellingTarget): VariantMatch | undefined {
  const key = `${target.variety}:${target.suffix}`;
  let table = tables.get(key);
  if (!table) {
    table = buildTable(target);
    tables.set(key, table);
  }
  return table.get(lowerWord);
}
