/**
 * Word lists shared by the language checks, each built once per process on first use (loading
 * all of them costs about a second; most requests never need the slow ones). Every list ships
 * under a permissive licence: see docs/language.md.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import nspell from 'nspell';
import { decodeTrie, type ITrie } from 'cspell-trie-lib';

export type Variety = 'US' | 'UK';

export interface Speller {
  correct(word: string): boolean;
  suggest(word: string): string[];
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

const hunspell: Record<Variety, () => Speller> = {
  US: once(() =>
    nspell({ aff: packageFile('dictionary-en', 'index.aff'), dic: packageFile('dictionary-en', 'index.dic') }),
  ),
  UK: once(() =>
    nspell({ aff: packageFile('dictionary-en-gb', 'index.aff'), dic: packageFile('dictionary-en-gb', 'index.dic') }),
  ),
};

/** Hunspell (SCOWL) dictionary of one variety of English, via nspell. */
export function hunspellFor(variety: Variety): Speller {
  return hunspell[variety]();
}

function loadTrie(pkg: string, file: string): ITrie {
  return decodeTrie(new Uint8Array(gunzipSync(packageFile(pkg, file))));
}

const scientific: Record<Variety, () => ITrie> = {
  US: once(() => loadTrie('@cspell/dict-scientific-terms-us', 'dict/custom_scientific_US.trie.gz')),
  UK: once(() => loadTrie('@cspell/dict-scientific-terms-gb', 'dict/scientific-terms-gb.trie.gz')),
};

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

const names = once(() => {
  const text = packageFile('@cspell/dict-people-names', 'dict/people-names.txt').toString('utf8');
  const set = new Set<string>();
  for (const line of text.split('\n')) {
    const word = line.trim();
    if (word && !word.startsWith('#')) set.add(word.toLowerCase());
  }
  return set;
});

/** First names and surnames (cspell's people-names list). */
export function isPersonName(word: string): boolean {
  return names().has(word.toLowerCase());
}

interface MisspellingsFile {
  dictionaryDefinitions: { name: string; flagWords?: string[]; suggestWords?: string[] }[];
}

function loadMisspellings(files: string[]): Map<string, string[]> {
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
const misspellings: Record<Variety, () => Map<string, string[]>> = {
  US: once(() => loadMisspellings(['dict/dict-en.json', 'dict/dict-en-us.json'])),
  UK: once(() => loadMisspellings(['dict/dict-en.json', 'dict/dict-en-gb.json'])),
};

/** Known corrections of a common misspelling (cspell's en-common-misspellings, CC BY-SA 4.0). */
export function commonMisspelling(variety: Variety, word: string): string[] | undefined {
  return misspellings[variety]().get(word.toLowerCase());
}
