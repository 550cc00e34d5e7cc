/**
 * P values written in a journal's style: the case of P, the leading zero, the spaces around the
 * comparison sign ("P < .001", "P < 0.001", "p < 0.001", "p < .001"), the decimal mark, and under
 * "P < .001" AMA's precision (precision.ts), powers of ten (scientific.ts) and e-notation
 * (e-notation.ts). Shared by the statistics check, which proposes these corrections, and
 * numbers-units, which leaves a P value it rewrites whole to statistics.
 */
import { sentenceStarts } from '../../language/text.ts';
import { eNotationEdits } from './e-notation.ts';
import { amaPrecision } from './precision.ts';
import { amaPowerEdits } from './scientific.ts';

export const STYLES = ['P < .001', 'P < 0.001', 'p < 0.001', 'p < .001'] as const;
export type PStyle = (typeof STYLES)[number];

// "P<0.05", "p = .03", "P ≤ 0·001", "(p-value < 0.05)"; the value is below 1. Malformed values
// ("P <00.05", "p = 0..03") are read too, so they can be put right.
// The comparison may be written in words ("p-value less than 0.05").
const P_VALUE =
  /(?<![\p{L}\d])([Pp])(?:[- ]?values?)?(\s*)(=\s*[<>]|[<>]=|[<>=≤≥]|(?:less|lower|smaller|greater|higher) than)(\s*)(0*)([.·]{1,2})(\d+)(?![\d.·]\d)/gu;

const SIGN_OF_WORDS: Record<string, string> = { less: '<', lower: '<', smaller: '<', greater: '>', higher: '>' };

/** "<" for "<", "less than" and "= <" ("p = <0.001" says p < 0.001); "≤" for "<=". */
function signOf(written: string): string {
  const word = SIGN_OF_WORDS[written.split(' ')[0]!];
  if (word) return word;
  if (written.startsWith('=') && written.length > 1) return written.slice(-1);
  if (written === '<=') return '≤';
  if (written === '>=') return '≥';
  return written;
}

// "a p-value < 0.05 was considered significant": after an article the words stay (the sentence
// needs its noun); elsewhere "p-value < 0.05" is written as the journal writes P values, "p < 0.05".
const KEEPS_NOUN =
  /\b(?:a|an|the|its|their|each|any|all|two-sided|one-sided|two-tailed|one-tailed|adjusted|corresponding|overall|nominal)\s+$/iu;

/** The decimal mark the format sets for numbers, when it sets one. */
export type DecimalMark = '.' | ',' | '·';

/** Any one space character (normal, thin, hair, no-break) already separates: it is kept. */
function spaced(written: string): string {
  return /^\s$/u.test(written) && written !== '\t' ? written : ' ';
}

export interface PValueEdit {
  start: number;
  end: number;
  correction: string;
  /** Why, when it is more than the journal's style. */
  reason?: string;
}

// A sentence that sets a significance threshold ("P < .0001 was considered significant",
// "alpha was set at p = 0.0125") states the authors' choice, not a result: it is not rounded.
const THRESHOLD = /\b(?:thresholds?|considered|deemed|set at|significance level|level of significance|alpha)\b|α/iu;

// "P" as a quantity, not a reported P value: a value the authors set ("we set P = 0.8"), a point
// on a curve ("the points just below and above P = 0.8"), P written as a function or an estimate
// in the same sentence ("P(C)", "P̂"), or a sentence about statistical power.
const SET_BEFORE =
  /\b(?:(?:we|to|then)\s+set|setting|(?:above|below)\s+and\s+(?:above|below)|just\s+(?:above|below))\s+$/iu;
const QUANTITY_SENTENCE = /\bpower\b|\bP\(|P\u0302|\bP_/u;

function quantityP(text: string, at: number, sentence: string): boolean {
  const lead = text.slice(Math.max(0, at - 40), at);
  return SET_BEFORE.test(lead) || QUANTITY_SENTENCE.test(sentence);
}

function sentenceAround(text: string, at: number, starts: readonly number[]): string {
  const from = Math.max(0, ...starts.filter((s) => s <= at));
  const to = starts.find((s) => s > at) ?? text.length;
  return text.slice(from, to);
}

export function pValueEdits(
  text: string,
  style: PStyle,
  starts: readonly number[] = sentenceStarts(text),
  decimalMark: DecimalMark | null = null,
): PValueEdit[] {
  const letter = style.startsWith('P') ? 'P' : 'p';
  const zero = style.includes('0.') ? '0' : '';
  // AMA (P < .001) also sets how many digits a P value has; the other styles set only its form.
  const ama = style === 'P < .001';
  const out: PValueEdit[] = [];
  for (const m of text.matchAll(P_VALUE)) {
    // "p-value < 0.05" keeps its words; only the letter, the spaces and the zero change.
    const written = m[0];
    if (quantityP(text, m.index, sentenceAround(text, m.index, starts))) continue;
    const [, , before, signWritten, after, zeros, mark, digits] = m as unknown as string[];
    const sign = signOf(signWritten!);
    const writtenHead = written.slice(
      0,
      written.length -
        (before!.length + signWritten!.length + after!.length + zeros!.length + mark!.length + digits!.length),
    );
    const head =
      writtenHead.length > 1 && !KEEPS_NOUN.test(text.slice(Math.max(0, m.index - 20), m.index))
        ? writtenHead.charAt(0)
        : writtenHead;
    // A capital P that opens a sentence stays ("P < 0.05 was considered …"); a lower-case p is
    // never raised to a capital the journal does not write ("p<0.001; significant results in
    // bold", a footnote legend, is not a sentence).
    // "p-value" is written "P value" (AMA) or "p value" (The Lancet): no hyphen in either.
    const headOut =
      (starts.includes(m.index) && head.startsWith('P') ? 'P' : letter) + head.slice(1).replace(/^-/u, ' ');
    const malformed = zeros!.length > 1 || mark!.length > 1;
    // Without its zero a value keeps a full stop: "·015" would read as a stray dot. With it, the
    // value takes the journal's decimal mark ("p<0.001" → "p < 0·001" in The Lancet), so the one
    // correction is the whole form.
    const decimal = zero === '' ? '.' : (decimalMark ?? mark!.charAt(0));
    // "p = 0.000" is not a value: it is below the last digit shown.
    if (sign === '=' && /^0+$/.test(digits!)) {
      const shown = `${'0'.repeat(digits!.length - 1)}1`;
      const capped = ama && shown.length > 3; // "p = .0000" is "P < .001" in AMA style
      const bound = `${zero}${decimal}${capped ? '001' : shown}`;
      out.push({
        start: m.index,
        end: m.index + written.length,
        correction: `${headOut}${spaced(before!)}<${spaced(after!)}${bound}`,
        reason: `A P value is never exactly zero: "${written}" means below ${zero}${decimal}${shown}.${capped ? ' AMA style writes no P value below .001.' : ''}`,
      });
      continue;
    }
    const precise = ama && !THRESHOLD.test(sentenceAround(text, m.index, starts)) ? amaPrecision(sign!, digits!) : null;
    const correction = `${headOut}${spaced(before!)}${precise?.sign ?? sign}${spaced(after!)}${zero}${decimal}${precise?.digits ?? digits}`;
    if (correction === written) continue;
    const reasons = [
      ...(malformed ? [`"${written}" is a malformed number.`] : []),
      ...(decimal !== mark!.charAt(0) && zero !== '' ? [`The journal's decimal mark is "${decimal}".`] : []),
      ...(precise ? [precise.reason] : []),
    ];
    out.push({
      start: m.index,
      end: m.index + written.length,
      correction,
      ...(reasons.length > 0 ? { reason: reasons.join(' ') } : {}),
    });
  }
  const eNotation = eNotationEdits(
    text,
    letter,
    ama,
    zero === '' ? '.' : (decimalMark ?? '.'),
    (at) => starts.includes(at) && text.charAt(at) === 'P',
  );
  out.push(...eNotation.filter((e) => !out.some((o) => o.start < e.end && e.start < o.end)));
  out.sort((a, b) => a.start - b.start);
  if (!ama) return out;
  const powers = amaPowerEdits(text).filter((e) => !THRESHOLD.test(sentenceAround(text, e.start, starts)));
  return [...out, ...powers].sort((a, b) => a.start - b.start);
}

/** The format's decimal separator option as the mark it writes. */
export const DECIMAL_MARK: Record<string, DecimalMark> = { Point: '.', Comma: ',', 'Mid-line point': '·' };
