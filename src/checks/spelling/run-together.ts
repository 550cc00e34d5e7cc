/**
 * Two words typed without the space between them ("flowcytometer", "statedotherwise"): an
 * unknown lower-case word of twelve letters or more that splits, at one place only, into two
 * words Hunspell knows, the second of six letters or more. Closed compounds the lists lack are
 * left alone, by what their parts look like (the corpus has many, and each is a word its field
 * writes closed):
 * - a first part that builds closed compounds, a prefix in all but name ("transdiagnostic",
 *   "overreporting"), or a combining form ending in a, i or o ("thrombocytopenia",
 *   "gammaretroviruses", "psychopharmacological");
 * - a second part that is a derivational ending in its own right ("interpretability",
 *   "parentship") or an adjective or participle ("drugresistant" wants a hyphen, not a space:
 *   the correction could not be given);
 * - shorter words ("rainforests", "shapefiles", "traceplots", "screentime"): noun pairs their
 *   fields often write closed.
 */
import { hunspellFor, scientificTermFor } from '../language/dictionaries.ts';

const PREFIX_LIKE = new Set([
  'over',
  'under',
  'counter',
  'super',
  'inter',
  'intra',
  'trans',
  'hyper',
  'post',
  'down',
  'self',
  'cross',
  'back',
  'out',
  'sub',
  'non',
]);

const DERIVATIONAL = new Set(['ability', 'ship', 'hood', 'ness', 'ment', 'wise', 'like', 'less']);

// The endings of adjectives and participles ("resistant", "controlled", "based", "dependent").
const ADJECTIVE_ENDING = /(?:ant|ent|ed|ing|ive|al|ic|ous|ful|less|able|ible|ary|ory|free|like)$/u;

/** A word either variety's Hunspell knows in lower case, or a long scientific term. */
function wholeWord(w: string): boolean {
  return (
    w.length >= 3 &&
    (hunspellFor('US').correct(w) || hunspellFor('UK').correct(w) || (w.length >= 8 && scientificTermFor('US', w)))
  );
}

/** The two words `lower` runs together, when exactly one split makes two whole words of the kinds above. */
export function runTogether(lower: string): [string, string] | null {
  if (lower.length < 12) return null;
  let found: [string, string] | null = null;
  for (let at = 3; at <= lower.length - 3; at += 1) {
    const head = lower.slice(0, at);
    const tail = lower.slice(at);
    if (!wholeWord(head) || !wholeWord(tail)) continue;
    if (found) return null;
    found = [head, tail];
  }
  if (!found) return null;
  const [head, tail] = found;
  if (PREFIX_LIKE.has(head) || /[aio]$/u.test(head) || head.length < 4) return null;
  if (tail.length < 6 || DERIVATIONAL.has(tail) || ADJECTIVE_ENDING.test(tail)) return null;
  return found;
}
