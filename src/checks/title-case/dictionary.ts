/**
 * Which words are ordinary lower-case words? Hunspell dictionaries (dictionary-en, MIT/BSD)
 * list proper nouns capitalised only, so "norway" is unknown while "trial" is known. Loaded
 * once per language on first use (about half a second), then cached.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nspell from 'nspell';

type Speller = ReturnType<typeof nspell>;
const cache = new Map<string, Speller>();

function load(pkg: 'dictionary-en' | 'dictionary-en-gb'): Speller {
  let speller = cache.get(pkg);
  if (!speller) {
    const dir = path.dirname(fileURLToPath(import.meta.resolve(pkg)));
    speller = nspell({ aff: readFileSync(path.join(dir, 'index.aff')), dic: readFileSync(path.join(dir, 'index.dic')) });
    cache.set(pkg, speller);
  }
  return speller;
}

/** True when the dictionary knows the word in lower case (so it is not a proper noun). */
export function isCommonWord(word: string, british: boolean): boolean {
  return load(british ? 'dictionary-en-gb' : 'dictionary-en').correct(word.toLowerCase());
}
