/**
 * Case forms of one name that an editor puts right (issue 24): an acronym or a name with a fixed
 * inner capital written otherwise ("covid" beside COVID-19 ×40, "Rnase L" beside RNase L), and a
 * proper adjective or eponym in lower case ("bayesian" beside "Bayesian", "student's t-test"
 * beside "Student's t-test"). Precision first: the odd form is never a dictionary word ("who" and
 * WHO, "aids" and AIDS are different words), never a person's name, never italic (gene symbols),
 * never joined to a digit ("Brca1" and "BRCA1" are a mouse and a human gene), and lines set in
 * capitals say nothing about case.
 */
import type { ResultItem } from '../../contract/checks.ts';
import type { Manuscript } from '../../docx/model.ts';
import { finding } from '../framework/index.ts';
import { hunspellFor, isPersonName } from '../language/dictionaries.ts';
import { blockWords } from '../language/checkable.ts';
import type { ProseBlock } from '../language/prose.ts';
import { abbreviationLike, firstUseNote, wouldBeFirstUse } from './first-use.ts';
import {
  capitalised,
  inside,
  isCodeLike,
  quotedSpans,
  sentenceStarts,
  tokenAround,
  type WordToken,
} from '../language/text.ts';

const ID = 'consistency';

type Shape = 'upper' | 'mixed' | 'capital' | 'lower';

interface CaseOccurrence {
  block: number;
  start: number;
  end: number;
  text: string;
  /** A heading or a line in title case. */
  heading: boolean;
  atStart: boolean;
  /** "-19" after "COVID": the form's usual continuation. */
  suffix: string;
  /** The next word ("t" after "Student's"). */
  next: string;
}

function shapeOf(word: string): Shape | null {
  if (/^\p{Lu}+$/u.test(word)) return word.length >= 2 ? 'upper' : null;
  if (/^\p{Ll}+(?:['’]\p{Ll}+)?$/u.test(word)) return 'lower';
  if (/^\p{Lu}\p{Ll}+(?:['’]\p{Ll}+)?$/u.test(word)) return 'capital';
  if (/\p{Ll}/u.test(word) && /.\p{Lu}/u.test(word)) return 'mixed';
  return null;
}

/** A line set in capitals ("RESULTS AND DISCUSSION") or a title-cased line says nothing about case. */
function capitalsLine(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 8 && letters.replace(/\P{Lu}/gu, '').length >= letters.length * 0.6;
}

function titleCased(list: WordToken[]): boolean {
  const long = list.filter((w) => w.text.length >= 4);
  return long.length > 1 && long.filter((w) => capitalised(w.text)).length * 2 >= long.length;
}

/** A URL, an address or a model name ("osf.io/uagvf", "gpt-3.5-turbo"); "COVID-19" is a word. */
function codeLike(token: string): boolean {
  const bare = token.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');
  return isCodeLike(token) && !/^\p{L}+(?:['’]s)?(?:-\d+)?$/u.test(bare);
}

const LOWER = 1;
const UPPER = 2;
const MIXED = 4;
const CAPITAL_MID = 8;
const CAPITAL_START = 16;
const MIXED_TWO = 32;

/** The shape of a word from string comparisons alone (the first pass meets every word). */
function quickShape(text: string, lower: string): number {
  if (text === lower) return LOWER;
  if (text === text.toUpperCase()) return UPPER;
  return text.slice(1) === lower.slice(1) ? 0 : MIXED;
}

/** Capitalised after a sentence's end (or at the paragraph's start): says nothing about case. */
function afterSentenceEnd(text: string, start: number): boolean {
  let i = start - 1;
  while (i >= 0 && /[\s"“‘'([]/u.test(text[i]!)) i -= 1;
  return i < 0 || /[.!?:;•]/u.test(text[i]!);
}

/**
 * Words worth a closer look, found in one cheap pass: an acronym or inner-capital form beside
 * another form, or a word capitalised mid-sentence that is also written in lower case and is a
 * possessive or unknown to the dictionary in lower case. Most words are neither.
 */
function candidates(blocks: ProseBlock[]): Set<string> {
  const masks = new Map<string, number>();
  // The first inner-capital form of each word, to tell two of them apart ("LNCaP", "LNCap").
  const firstMixed = new Map<string, string>();
  for (const prose of blocks) {
    const text = prose.block.text;
    for (const w of blockWords(prose.block)) {
      if (w.text.length < 3) continue;
      const lower = w.text.toLowerCase();
      let shape = quickShape(w.text, lower);
      if (shape === 0) shape = afterSentenceEnd(text, w.start) ? CAPITAL_START : CAPITAL_MID;
      if (shape === MIXED) {
        const seen = firstMixed.get(lower);
        if (seen === undefined) firstMixed.set(lower, w.text);
        else if (seen !== w.text) shape |= MIXED_TWO;
      }
      if (shape !== 0) masks.set(lower, (masks.get(lower) ?? 0) | shape);
    }
  }
  const out = new Set<string>();
  for (const [lower, mask] of masks) {
    // An acronym or inner-capital form beside any other form of the same letters, or two
    // inner-capital forms.
    const fixed =
      ((mask & (UPPER | MIXED)) !== 0 && (mask & ~UPPER & ~MIXED & ~MIXED_TWO) !== 0) || (mask & MIXED_TWO) !== 0;
    const both = (mask & UPPER) !== 0 && (mask & MIXED) !== 0;
    // A word capitalised mid-sentence and also written in lower case.
    const proper = (mask & LOWER) !== 0 && (mask & CAPITAL_MID) !== 0;
    if (!fixed && !both && !proper) continue;
    const possessive = /['’]s$/u.test(lower);
    if (!known(lower.replace(/['’]s$/u, '')) || (proper && possessive)) out.add(lower);
  }
  return out;
}

function gather(blocks: ProseBlock[]): Map<string, CaseOccurrence[]> {
  const byWord = new Map<string, CaseOccurrence[]>();
  const wanted = candidates(blocks);
  if (wanted.size === 0) return byWord;
  for (const prose of blocks) {
    const block = prose.block;
    const text = block.text;
    const list = blockWords(block);
    if (!list.some((w) => wanted.has(w.text.toLowerCase())) || capitalsLine(text)) continue;
    const heading = prose.isHeading || prose.region === 'title' || titleCased(list);
    const starts = new Set(sentenceStarts(text));
    const quoted = quotedSpans(text);
    const italic = block.runs.filter((run) => run.format.italic);
    const fields = block.runs.filter((run) => run.inField);
    for (let i = 0; i < list.length; i += 1) {
      const w = list[i]!;
      const key = w.text.toLowerCase();
      if (!wanted.has(key) || w.text.replace(/['’]s$/u, '').length < 3) continue;
      // Joined to a digit or inside a code, a URL or an address: not a word of prose.
      if (/^[\p{L}\d]/u.test(text[w.end] ?? '') || /^[\d_/@.]/u.test(text[w.start - 1] ?? '')) continue;
      if (codeLike(tokenAround(text, w.start, w.end))) continue;
      if (inside(quoted, w.start, w.end) || italic.some((r) => r.start < w.end && w.start < r.end)) continue;
      if (fields.some((run) => run.start < w.end && w.start < run.end)) continue;
      const list2 = byWord.get(key) ?? [];
      list2.push({
        block: block.index,
        start: w.start,
        end: w.end,
        text: w.text,
        heading,
        atStart: starts.has(w.start),
        suffix: /^-\d+\b/u.exec(text.slice(w.end, w.end + 6))?.[0] ?? '',
        next: list[i + 1] && list[i + 1]!.start - w.end <= 2 ? list[i + 1]!.text : '',
      });
      byWord.set(key, list2);
    }
  }
  return byWord;
}

function known(word: string): boolean {
  return hunspellFor('US').correct(word) || hunspellFor('UK').correct(word);
}

function countBy(list: CaseOccurrence[]): Map<string, CaseOccurrence[]> {
  const out = new Map<string, CaseOccurrence[]>();
  for (const o of list) {
    const same = out.get(o.text);
    if (same) same.push(o);
    else out.set(o.text, [o]);
  }
  return out;
}

/** An acronym or a fixed inner capital written otherwise: "covid" beside COVID-19, "Rnase" beside RNase. */
function fixedCase(manuscript: Manuscript, blocks: ProseBlock[], lower: string, list: CaseOccurrence[]): ResultItem[] {
  const forms = [...countBy(list).entries()].sort((a, b) => b[1].length - a[1].length);
  const top = forms.find(([text]) => {
    const shape = shapeOf(text);
    return shape === 'upper' || shape === 'mixed';
  });
  if (!top || top[1].length < 2) return [];
  const [written, uses] = top;
  // Twice is enough only for a name with a fixed inner capital ("LNCaP" ×2 beside "LNCap"), whose
  // odd form is another inner-capital garble of it, written once: an acronym ("PH" beside "pH") or
  // a plain word is never judged on two uses.
  const twiceEnough = shapeOf(written) === 'mixed';
  // A dictionary word or a name in another case is another word: "who" and WHO.
  if (known(lower.replace(/['’]s$/u, '')) || isPersonName(lower)) return [];
  const suffixes = new Set(uses.map((o) => o.suffix));
  const suffix = suffixes.size === 1 ? [...suffixes][0]! : '';
  const items: ResultItem[] = [];
  for (const [text, odd] of forms) {
    if (text === written || odd.length > 2 || uses.length < 2 * odd.length) continue;
    if (uses.length < 3 && !(twiceEnough && odd.length === 1 && shapeOf(text) === 'mixed')) continue;
    for (const o of odd) {
      const correction = written + (o.suffix === '' ? suffix : '');
      const item = finding(ID, manuscript, o.block, o.start, o.end, {
        correction,
        suggestions: [correction],
        reasoning: `Capitalisation: "${written}" is written so ${uses.length} times in this document, "${text}" ${odd.length === 1 ? 'once' : 'twice'}; use one form.`,
        key: 'fixed-case',
      });
      const first = abbreviationLike(written) && wouldBeFirstUse(blocks, o, uses);
      items.push(first ? firstUseNote(item, correction) : item);
    }
  }
  return items;
}

/**
 * A proper adjective or an eponym in lower case where the document capitalises it mid-sentence:
 * "bayesian" (the dictionary knows only "Bayesian"), "student's t-test" beside "Student's t-test"
 * (an eponym's possessive followed by the same word).
 */
function properAdjective(manuscript: Manuscript, lower: string, list: CaseOccurrence[]): ResultItem[] {
  const capital = list.filter((o) => shapeOf(o.text) === 'capital' && !o.atStart && !o.heading);
  const lowerUses = list.filter((o) => shapeOf(o.text) === 'lower' && !o.heading);
  if (capital.length === 0 || lowerUses.length === 0) return [];
  const word = lower.replace(/['’]s$/u, '');
  const proper = `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
  const dictionary = !known(word) && known(proper);
  // An eponym's possessive is the same term only before the same word: "student's t-test", not "the student's grades".
  const odd = dictionary
    ? lowerUses
    : /['’]s$/u.test(lower)
      ? lowerUses.filter((o) => capital.some((c) => c.next !== '' && c.next === o.next))
      : [];
  if (odd.length === 0 || odd.length > 2) return [];
  if (dictionary ? capital.length < odd.length : capital.length < 2 || capital.length <= odd.length) return [];
  const items: ResultItem[] = [];
  for (const o of odd) {
    const correction = `${o.text.charAt(0).toUpperCase()}${o.text.slice(1)}`;
    items.push(
      finding(ID, manuscript, o.block, o.start, o.end, {
        correction,
        suggestions: [correction],
        reasoning: `Capitalisation: "${correction}" is capitalised ${capital.length === 1 ? 'once' : `${capital.length} times`} mid-sentence in this document${dictionary ? ' (a name: the dictionary knows it only capitalised)' : ''}, "${o.text}" here; use one form.`,
        key: 'proper-adjective',
      }),
    );
  }
  return items;
}

export function caseForms(manuscript: Manuscript, blocks: ProseBlock[]): ResultItem[] {
  const items: ResultItem[] = [];
  for (const [lower, list] of gather(blocks)) {
    if (new Set(list.map((o) => o.text)).size < 2) continue;
    items.push(...fixedCase(manuscript, blocks, lower, list), ...properAdjective(manuscript, lower, list));
  }
  return items;
}
