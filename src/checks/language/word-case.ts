/**
 * Which words are ordinary lower-case words? Hunspell dictionaries (dictionary-en, MIT/BSD)
 * list proper nouns capitalised: "norway" is unknown while "trial" is known, and words such as
 * "Dutch"/"dutch" or "China"/"china" have a capitalised entry of their own, which wins in a
 * title. Loaded once per language on first use (about half a second), then cached.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nspell from 'nspell';

type Speller = ReturnType<typeof nspell>;
interface Dictionary {
  speller: Speller;
  /** Stems the dictionary lists capitalised ("Dutch", "Norway", "Parkinson"). */
  capitalised: Set<string>;
}
const cache = new Map<string, Dictionary>();

function load(pkg: 'dictionary-en' | 'dictionary-en-gb'): Dictionary {
  let dictionary = cache.get(pkg);
  if (!dictionary) {
    const dir = path.dirname(fileURLToPath(import.meta.resolve(pkg)));
    const dic = readFileSync(path.join(dir, 'index.dic'));
    const capitalised = new Set<string>();
    for (const line of dic.toString('utf8').split('\n')) {
      const stem = line.split('/')[0]!.trim();
      if (/^\p{Lu}\p{Ll}+$/u.test(stem)) capitalised.add(stem);
    }
    dictionary = { speller: nspell({ aff: readFileSync(path.join(dir, 'index.aff')), dic }), capitalised };
    cache.set(pkg, dictionary);
  }
  return dictionary;
}

function capitalisedForm(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/**
 * Case does not depend on the variety of English, so both dictionaries answer: the format's
 * language first, the other for the other spelling ("randomised" in a US-language format).
 */
function both(british: boolean): Dictionary[] {
  return british
    ? [load('dictionary-en-gb'), load('dictionary-en')]
    : [load('dictionary-en'), load('dictionary-en-gb')];
}

/**
 * Ordinary words the dictionaries also list capitalised as a town, a constellation or a month
 * ("Normal", Illinois; "Cancer"; "March"): in a medical title they are the ordinary word, however
 * the authors capitalise them ("received Normal saline").
 */
const ORDINARY_DESPITE_NAME = new Set([
  'normal',
  'cancer',
  'march',
  'may',
  'bath',
  'reading',
  'mobile',
  'page',
  'hall',
]);

/** True when a dictionary knows the word in lower case and none has a capitalised entry for it. */
export function isCommonWord(word: string, british: boolean): boolean {
  const dictionaries = both(british);
  if (ORDINARY_DESPITE_NAME.has(word.toLowerCase())) return true;
  if (isKnownProperNoun(word, british)) return false;
  return dictionaries.some((d) => d.speller.correct(word.toLowerCase()));
}

/** True when a dictionary lists the word capitalised (a proper noun or adjective: "Hodgkin", "Dutch"). */
export function isKnownProperNoun(word: string, british: boolean): boolean {
  return both(british).some((d) => d.capitalised.has(capitalisedForm(word)));
}

/**
 * A name written in lower case: a word no dictionary knows in lower case but one lists capitalised
 * ("senegal", "bayesian"); "china" and "march" are words in lower case too, so never one.
 */
export function isLowerCasedName(word: string, british: boolean): boolean {
  if (!/^\p{Ll}+$/u.test(word) || word.length < 3) return false;
  return isKnownProperNoun(word, british) && !both(british).some((d) => d.speller.correct(word));
}
