/**
 * Word lists shared by the language checks, each loaded once per process on first use. They are
 * read in a prepared form (prepared/: sorted lines and an offset index, made by `npm run
 * build:wordlists` or by the first process that needs them) that loads in milliseconds: building
 * them from the packages (Hunspell affix expansion, decoding the scientific tries) takes seconds.
 * Every list ships under a permissive licence: see docs/language.md.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import nspell from 'nspell';
import { decodeTrie } from 'cspell-trie-lib';
import { loadPrepared, type PreparedSource } from './prepared/store.ts';
import type { SortedList } from './prepared/sorted-list.ts';

export type Variety = 'US' | 'UK';

export interface Speller {
  correct(word: string): boolean;
  suggest(word: string): string[];
  /** The exact form is in the expanded list (no casing variants, no compounds): a fast first look. */
  hasForm(word: string): boolean;
}

const require = createRequire(import.meta.url);

// Some of these packages export no package.json, so their folder is found on the module paths.
function packageFile(pkg: string, file: string): Buffer {
  for (const dir of require.resolve.paths(pkg) ?? []) {
    const candidate = path.join(dir, pkg, file);
    if (existsSync(candidate)) return readFileSync(candidate);
  }
  throw new Error(`Word list ${pkg}/${file} is not installed`);
}

function once<T>(load: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= load());
}

function versionOf(...packages: string[]): string {
  return packages
    .map(
      (pkg) =>
        `${pkg}@${(JSON.parse(packageFile(pkg, 'package.json').toString('utf8')) as { version: string }).version}`,
    )
    .join('+');
}

/** nspell's internals that `correct` reads: the expanded word forms and the compound rules. */
interface NspellInternals {
  data: Record<string, string[] | undefined>;
  compoundRules: RegExp[];
}

/**
 * A Hunspell speller over a prepared list of nspell's expanded forms (word → affix flags):
 * nspell parses only the small .aff file and looks words up in the list, so `correct` and
 * `suggest` answer exactly as nspell built from the .dic would.
 */
function preparedHunspell(pkg: string, variety: Variety): Speller {
  const aff = packageFile(pkg, 'index.aff');
  const source: PreparedSource = {
    name: `hunspell-en-${variety}`,
    version: versionOf(pkg, 'nspell'),
    entries: function* () {
      const full = nspell({ aff, dic: packageFile(pkg, 'index.dic') }) as unknown as NspellInternals;
      for (const word in full.data) {
        const codes = full.data[word] ?? [];
        yield [word, codes.length ? codes.join(' ') : null];
      }
      compoundSources = full.compoundRules.map((rule) => rule.source);
    },
    extra: () => compoundSources,
  };
  let compoundSources: string[] = [];
  const { list, extra } = loadPrepared(source);
  const speller = nspell({ aff }) as unknown as NspellInternals & Speller;
  speller.data = dataOf(list);
  speller.hasForm = (word) => list.has(word);
  speller.compoundRules = ((extra as string[] | null) ?? []).map((rule) => new RegExp(rule, 'i'));
  return speller;
}

const NO_FLAGS: string[] = [];

/** Words whose flags a speller keeps at hand; past this the cache starts again (a long-lived thread). */
const FLAG_CACHE_LIMIT = 100_000;

/**
 * nspell reads `data[word]` (flags, or undefined when unknown): each read is a lookup in the
 * prepared list, its answer cached, behind an object-shaped view. Nothing is built at load (a Map
 * of the ~120,000 forms took 75 ms and 15 MiB per variety), and the few thousand words of a
 * manuscript and their typo candidates are looked up once each.
 */
function dataOf(list: SortedList): Record<string, string[] | undefined> {
  const cache = new Map<string, string[] | null>();
  const flagsOf = (word: string): string[] | undefined => {
    let flags = cache.get(word);
    if (flags === undefined) {
      const value = list.get(word);
      flags = value === undefined ? null : value === '' ? NO_FLAGS : value.split(' ');
      if (cache.size >= FLAG_CACHE_LIMIT) cache.clear();
      cache.set(word, flags);
    }
    return flags ?? undefined;
  };
  return new Proxy(Object.create(null) as Record<string, string[] | undefined>, {
    get: (_target, key) => (typeof key === 'string' ? flagsOf(key) : undefined),
    has: (_target, key) => typeof key === 'string' && flagsOf(key) !== undefined,
  });
}

const hunspell: Record<Variety, () => Speller> = {
  US: once(() => preparedHunspell('dictionary-en', 'US')),
  UK: once(() => preparedHunspell('dictionary-en-gb', 'UK')),
};

/** Hunspell (SCOWL) dictionary of one variety of English, via nspell. */
export function hunspellFor(variety: Variety): Speller {
  return hunspell[variety]();
}

/** A cspell trie's words as a prepared list (decoding the trie itself takes seconds). */
function loadTrie(pkg: string, file: string, name: string): SortedList {
  return loadPrepared({
    name,
    version: versionOf(pkg),
    entries: function* () {
      for (const word of decodeTrie(new Uint8Array(gunzipSync(packageFile(pkg, file)))).words()) yield [word, null];
    },
  }).list;
}

const scientific: Record<Variety, () => SortedList> = {
  US: once(() => loadTrie('@cspell/dict-scientific-terms-us', 'dict/custom_scientific_US.trie.gz', 'scientific-US')),
  UK: once(() => loadTrie('@cspell/dict-scientific-terms-gb', 'dict/scientific-terms-gb.trie.gz', 'scientific-UK')),
};

const largeEnglish = once(() => loadTrie('@cspell/dict-en_us', 'en_US.trie.gz', 'english-large-US'));

/**
 * The large general English list (cspell's en_US, from SCOWL's larger sizes: "genomic",
 * "colonic", "pathogenesis", "per annum" that the Hunspell size-60 dictionary lacks). It says a
 * word exists, never which variety it is, and is not a source of suggestions. Exact case, or a
 * capitalised word whose lower-case form is listed.
 */
export function inLargeEnglish(word: string): boolean {
  const list = largeEnglish();
  return list.has(word) || (/^\p{Lu}\p{Ll}+$/u.test(word) && list.has(word.toLowerCase()));
}

/**
 * Scientific vocabulary (drugs, anatomy, organisms, chemistry) of one variety. Exact case only
 * (a capitalised word may match its lower-case entry): the lists hold capitalised taxon names
 * ("Tumor" is a genus) that must not vouch for "tumor". Note the lists mix varieties (both hold
 * "edema" and "oedema"): they say a word exists, never which variety it belongs to.
 */
export function scientificTermFor(variety: Variety, word: string): boolean {
  const trie = scientific[variety]();
  return trie.has(word) || (/^\p{Lu}\p{Ll}+$/u.test(word) && trie.has(word.toLowerCase()));
}

const names = once(
  () =>
    loadPrepared({
      name: 'people-names',
      version: versionOf('@cspell/dict-people-names'),
      entries: function* () {
        const text = packageFile('@cspell/dict-people-names', 'dict/people-names.txt').toString('utf8');
        for (const line of text.split('\n')) {
          const word = line.trim();
          if (word && !word.startsWith('#')) yield [word.toLowerCase(), null];
        }
      },
    }).list,
);

/** First names and surnames (cspell's people-names list). */
export function isPersonName(word: string): boolean {
  return names().has(word.toLowerCase());
}

interface MisspellingsFile {
  dictionaryDefinitions: { name: string; flagWords?: string[]; suggestWords?: string[] }[];
}

function loadMisspellings(files: string[], variety: Variety): SortedList {
  return loadPrepared({
    name: `misspellings-${variety}`,
    version: versionOf('@cspell/dict-en-common-misspellings'),
    entries: () => [...readMisspellings(files)].map(([wrong, rights]): [string, string] => [wrong, rights.join('\t')]),
  }).list;
}

function readMisspellings(files: string[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const file of files) {
    const json = JSON.parse(
      packageFile('@cspell/dict-en-common-misspellings', file).toString('utf8'),
    ) as MisspellingsFile;
    for (const def of json.dictionaryDefinitions) {
      for (const entry of [...(def.flagWords ?? []), ...(def.suggestWords ?? [])]) {
        const [wrong, right] = entry.split('->');
        if (!wrong || !right) continue;
        map.set(
          wrong.trim().toLowerCase(),
          right
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        );
      }
    }
  }
  return map;
}

// The variety files hold corrections that are only right in that variety.
const misspellings: Record<Variety, () => SortedList> = {
  US: once(() => loadMisspellings(['dict/dict-en.json', 'dict/dict-en-us.json'], 'US')),
  UK: once(() => loadMisspellings(['dict/dict-en.json', 'dict/dict-en-gb.json'], 'UK')),
};

/** Known corrections of a common misspelling (cspell's en-common-misspellings, CC BY-SA 4.0). */
export function commonMisspelling(variety: Variety, word: string): string[] | undefined {
  return misspellings[variety]().get(word.toLowerCase())?.split('\t');
}

/** The word lists a check may ask for ahead of its first run (both varieties of each). */
export type WordList = 'hunspell' | 'scientific' | 'names' | 'misspellings' | 'large';

const loaders: Record<WordList, () => void> = {
  hunspell: () => {
    hunspellFor('US');
    hunspellFor('UK');
  },
  scientific: () => {
    scientific.US();
    scientific.UK();
  },
  names: () => {
    names();
  },
  misspellings: () => {
    misspellings.US();
    misspellings.UK();
  },
  large: () => {
    largeEnglish();
  },
};

/**
 * Loads the named lists now (a few milliseconds each in their prepared form; a missing one is
 * built), so a check's first run answers as fast as the next: a check's `prepare` names the
 * lists it reads.
 */
export function loadWordLists(...lists: WordList[]): void {
  for (const list of lists) loaders[list]();
}

/** Loads every word list (`npm run build:wordlists` prepares them all). */
export function preloadWordLists(): void {
  loadWordLists('hunspell', 'scientific', 'names', 'misspellings', 'large');
}
