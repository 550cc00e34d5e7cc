/**
 * UK/US forms the curated pair table cannot hold (issue 24), each decided against the format:
 *
 * - -ise/-ize mixed in a UK manuscript whose journal accepts either: the document's own clear
 *   majority decides ("randomized" beside "randomised" ×10 → "randomised"), also for pairs the
 *   table lacks where the dictionaries confirm both forms ("customized" → "customised");
 * - "program(s)" in a UK manuscript that otherwise writes "programme(s)" (the pair is kept out
 *   of the table because "program" is right for software, so software contexts are left alone);
 * - the endings of words no list holds: "somatisation", "deproteinisation" in a US journal
 *   (→ -ization where US English does not know the -is- form), and "randomization" in a UK -ise
 *   journal where British English knows the -is- form;
 * - "amongst" and "whilst", which US English does not use (→ "among", "while"), and under AMA
 *   style "towards", "acknowledgement(s)" (→ "toward", "acknowledgment(s)").
 */
import { hunspellFor, inLargeEnglish, scientificTermFor } from '../language/dictionaries.ts';
import type { SpellingTarget } from '../language/variants.ts';
import { variantOf } from '../language/variants.ts';

export interface Written {
  /** Lower-case word as written. */
  lower: string;
  /** Text just before the word (for the software sense of "program"). */
  before: string;
}

export interface Verdict {
  correction: string;
  /** Completes "… is ___": what the written form is. */
  writtenAs: string;
}

const SUFFIX_PART = /^(.{3,}?)i([sz])(e|es|ed|ing|er|ers|ation|ations|able)$/u;

function usKnows(word: string): boolean {
  return hunspellFor('US').correct(word) || inLargeEnglish(word) || scientificTermFor('US', word);
}

/** -isation (or -ised, -ising…) to -ization in a US journal, where US English lacks the -is- form. */
function usEnding(lower: string): string | null {
  const m = SUFFIX_PART.exec(lower);
  if (m?.[2] !== 's' || hunspellFor('US').correct(lower) || inLargeEnglish(lower)) return null;
  const ize = `${m[1]}iz${m[3]}`;
  // -isation never is US English; the shorter endings only where US English knows the -iz- form.
  return m[3]!.startsWith('ation') || usKnows(ize) ? ize : null;
}

/** -ization to -isation for a UK -ise journal, where British English knows the -is- form. */
function ukIseEnding(lower: string): string | null {
  const m = SUFFIX_PART.exec(lower);
  if (m?.[2] !== 'z') return null;
  const ise = `${m[1]}is${m[3]}`;
  return hunspellFor('UK').correct(ise) && !hunspellFor('UK').correct(lower) ? ise : null;
}

/**
 * An -ise/-ize pair the table lacks ("customised"/"customized"): British English knows the -is-
 * form and US English the -iz- form. The other ending of `lower` when it is one of such a pair
 * written with the ending `suffix` does not want, else undefined.
 */
function otherEnding(lower: string, suffix: SpellingTarget['suffix']): { correction: string } | undefined {
  const m = SUFFIX_PART.exec(lower);
  if (!m) return undefined;
  const ise = `${m[1]}is${m[3]}`;
  const ize = `${m[1]}iz${m[3]}`;
  if (!hunspellFor('UK').correct(ise) || !hunspellFor('US').correct(ize) || hunspellFor('US').correct(ise))
    return undefined;
  if (suffix === 'ise' && m[2] === 'z') return { correction: ise };
  if (suffix === 'ize' && m[2] === 's') return { correction: ize };
  return undefined;
}

const US_AVOIDS: Record<string, Verdict> = {
  amongst: { correction: 'among', writtenAs: 'British usage' },
  whilst: { correction: 'while', writtenAs: 'British usage' },
};

/**
 * Forms US English accepts but the AMA Manual of Style does not print ("toward",
 * "acknowledgment"): judged only where the format follows AMA style (its reference style is AMA),
 * as other US journals (eLife) print "towards".
 */
const AMA_AVOIDS: Record<string, Verdict> = {
  towards: { correction: 'toward', writtenAs: 'British usage, not AMA style' },
  acknowledgement: { correction: 'acknowledgment', writtenAs: 'UK spelling, not AMA style' },
  acknowledgements: { correction: 'acknowledgments', writtenAs: 'UK spelling, not AMA style' },
};

const SOFTWARE =
  /\b(?:computer|software|R|Stata|SAS|SPSS|statistical|analysis|analytic|Python|the\s+following|this\s+(?:computer|software))\s+$/iu;

/**
 * The verdicts for a document's words beyond the table, in order of `words`; null where the
 * word is fine.
 */
export function beyondTable(words: readonly Written[], target: SpellingTarget, amaStyle = false): (Verdict | null)[] {
  if (target.variety === 'US') {
    return words.map(({ lower }) => {
      const avoided = US_AVOIDS[lower] ?? (amaStyle ? AMA_AVOIDS[lower] : undefined);
      if (avoided) return avoided;
      if (variantOf(lower, target)) return null;
      const ize = usEnding(lower);
      return ize ? { correction: ize, writtenAs: 'UK spelling' } : null;
    });
  }
  const ise: SpellingTarget = { variety: 'UK', suffix: 'ise' };
  const ize: SpellingTarget = { variety: 'UK', suffix: 'ize' };
  // The document's own choice where the journal accepts either ending.
  let written = { ise: 0, ize: 0, programme: 0, program: 0 };
  const ending = (lower: string, suffix: SpellingTarget): { correction: string } | undefined => {
    const match = variantOf(lower, suffix);
    return match?.pair.kind === 'ize' ? match : otherEnding(lower, suffix.suffix);
  };
  for (const { lower, before } of words) {
    if (ending(lower, ise)) written = { ...written, ize: written.ize + 1 };
    else if (ending(lower, ize)) written = { ...written, ise: written.ise + 1 };
    if (/^programmes?$/u.test(lower)) written = { ...written, programme: written.programme + 1 };
    else if (/^programs?$/u.test(lower) && !SOFTWARE.test(before))
      written = { ...written, program: written.program + 1 };
  }
  // A clear majority: three or more, and half as many again as the other ending ("categorised",
  // "standardised", "normalised" beside "categorized", "standardized" → -ise; 4 against 3 decides nothing).
  const majority = (a: number, b: number) => a >= 3 && 2 * a >= 3 * b;
  return words.map(({ lower, before }) => {
    if (/^programs?$/u.test(lower) && majority(written.programme, written.program) && !SOFTWARE.test(before))
      return {
        correction: lower.replace('program', 'programme'),
        writtenAs: 'US spelling; the manuscript writes "programme"',
      };
    if (target.suffix === 'either') {
      const toIse = ending(lower, ise);
      if (toIse && majority(written.ise, written.ize))
        return {
          correction: toIse.correction,
          writtenAs: `the -ize spelling; the manuscript writes -ise ${written.ise} times`,
        };
      const toIze = ending(lower, ize);
      if (toIze && majority(written.ize, written.ise))
        return {
          correction: toIze.correction,
          writtenAs: `the -ise spelling; the manuscript writes -ize ${written.ize} times`,
        };
      return null;
    }
    if (target.suffix === 'ise' && !variantOf(lower, target)) {
      const form = ukIseEnding(lower);
      return form ? { correction: form, writtenAs: 'the -ize spelling' } : null;
    }
    return null;
  });
}
