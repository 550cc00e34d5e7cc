/**
 * The rule every UK/US pair must pass before it ships (build-pairs.ts applies it, a test
 * re-applies it to uk-us-pairs.json):
 * - a root pair: the US form is a word in a US dictionary and the UK form in a UK one (Hunspell
 *   or that variety's scientific list; for the US form also the large US list, cspell's en_US from
 *   SCOWL's larger sizes, when UK Hunspell does not accept it: "celiac", "titers", "summarizer");
 * - a derived pair: its root passes, and its US form is a known US word (its UK form follows by
 *   the same regular change, as the medical UK forms are often in no dictionary at all);
 * - a form is only corrected where the other variety's Hunspell dictionary does not accept it,
 *   so "program" (software) is never turned into "programme". The scientific lists mix
 *   varieties, so they never decide direction.
 */
import { hunspellFor, inLargeEnglish, scientificTermFor, type Variety } from '../dictionaries.ts';
import { candidates, type Candidate, type PairKind } from './candidates.ts';

export interface VariantPair {
  us: string;
  uk: string;
  kind: PairKind;
  /** The US form may be corrected to the UK form in a UK document. */
  toUk: boolean;
  /** The UK form may be corrected to the US form in a US document. */
  toUs: boolean;
}

export function knownIn(variety: Variety, word: string): boolean {
  return (
    hunspellFor(variety).correct(word) ||
    scientificTermFor(variety, word) ||
    (variety === 'US' && inLargeEnglish(word) && !hunspellFor('UK').correct(word))
  );
}

function directions(us: string, uk: string, direction: Candidate['direction']): { toUk: boolean; toUs: boolean } {
  return {
    toUk: direction === 'both' && !hunspellFor('UK').correct(us),
    toUs: !hunspellFor('US').correct(uk),
  };
}

export function validatePair(candidate: Candidate): VariantPair | null {
  const { us, uk, kind, direction, root } = candidate;
  if (root) {
    const parent = validatePair({ us: root.us, uk: root.uk, kind, direction });
    if (!parent || !knownIn('US', us)) return null;
    const own = directions(us, uk, direction);
    // A derived form inherits its root's directions; it also loses one where the other
    // variety's dictionary accepts it, unless that is a medical ae/oe form the UK dictionary
    // lists as a variant ("hypoglycemia"), which UK journals still print as "hypoglycaemia".
    const toUk = parent.toUk && (own.toUk || kind === 'other');
    const toUs = parent.toUs && own.toUs;
    return toUk || toUs ? { us, uk, kind, toUk, toUs } : null;
  }
  if (!knownIn('US', us) || !knownIn('UK', uk)) return null;
  const own = directions(us, uk, direction);
  return own.toUk || own.toUs ? { us, uk, kind, ...own } : null;
}

/** Every candidate through the rule, deduplicated and sorted: what uk-us-pairs.json must hold. */
export function buildPairs(): { kept: VariantPair[]; dropped: string[] } {
  const kept: VariantPair[] = [];
  const dropped: string[] = [];
  const seen = new Set<string>();
  for (const candidate of candidates()) {
    const key = `${candidate.us}|${candidate.uk}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const pair = validatePair(candidate);
    if (pair) kept.push(pair);
    else dropped.push(`${candidate.us}/${candidate.uk}`);
  }
  kept.sort((a, b) => (a.us < b.us ? -1 : a.us > b.us ? 1 : 0));
  return { kept, dropped };
}
