/**
 * A run of numbers the summary repeats from the results: "GPT-5 (0.71), GPT-4 (0.61), GPT-3.5
 * (0.59), InSilicoVA (0.44) and InterVA-5 (0.44)" in the abstract against "(0.71) … GPT-4 (0.61),
 * GPT-3.5 (0.56), InSilicoVA (0.44), and InterVA-5 (0.44)" in the results. Four numbers or more in
 * a row within one sentence, in the same order, each after the same word (two of them words that
 * name something, not "r =", "to" or "p ="), all but one equal as written: the run is
 * the same list of results, and the one that differs is a disagreement. The summary's value must
 * be written nowhere in the body after the same word, and the run must hold at least three numbers that
 * are not small whole numbers (1, 2, 14 years …): those tie nothing.
 */
import type { Manuscript } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { finding, headingOf } from '../framework/index.ts';

const ID = 'number-agreement';
const MIN_RUN = 4;
const MIN_TELLING = 3;

interface Token {
  /** The number as written, decimal point normalised, with its "%" when it has one. */
  value: string;
  /** The word before it ("GPT-3.5", "InSilicoVA"), lower case; "" when none is near. */
  word: string;
  start: number;
  end: number;
}

const NUMBER = /(?<![\w.,·/−-])\d+(?:[.·]\d+)?(?:\s?%)?(?![\w.,·]\d|\w)/g;

function tokensOf(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    const word = /([A-Za-z][\w.-]*)[^A-Za-z\d]{0,6}$/.exec(before)?.[1]?.toLowerCase() ?? '';
    out.push({
      value: m[0].replace('·', '.').replace(/\s/g, ''),
      word,
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  return out;
}

/** Words that label any statistic: a run tied only by these ("r =", "to", "p =", "k =") is any list of results. */
const GENERIC = new Set(
  'ci cri iqr sd se or hr rr irr md smd rd to and vs versus was were of from between range mean median with than about approximately interval value p-value'.split(
    ' ',
  ),
);
const naming = (t: Token) => t.word.length > 2 && !GENERIC.has(t.word);
/** No sentence ends between the first and the last number of a run. */
const oneSentence = (text: string, run: Token[]) => !/[.?!;]\s/.test(text.slice(run[0]!.start, run.at(-1)!.end));

/** A number that ties something: a decimal, a percentage, or a whole number of two digits or more. */
const telling = (t: Token) => /[.%]/.test(t.value) || Number(t.value) >= 10;

function quoteBefore(text: string, t: Token): string {
  const from = Math.max(0, t.start - 60);
  return `${from > 0 ? '…' : ''}${text.slice(from, t.end)}`;
}

function place(manuscript: Manuscript, block: number, t: Token): string {
  const b = manuscript.blocks[block]!;
  const heading = headingOf(manuscript, block);
  const where = b.kind === 'table-cell' ? 'a table' : heading ? `"${heading}"` : 'the text';
  return `${where} ("${quoteBefore(b.text, t)}", characters ${b.start + t.start}–${b.start + t.end})`;
}

export function summaryListFindings(manuscript: Manuscript, summary: number[], body: number[]): ResultItem[] {
  const prose = body.filter((i) => !manuscript.blocks[i]!.table);
  const bodyTokens = prose.map((i) => ({ block: i, tokens: tokensOf(manuscript.blocks[i]!.text) }));
  // Every number of the body with the word before it: "GPT-3.5 (0.59" anywhere means the summary's value is there.
  const written = new Set<string>();
  for (const i of body) for (const t of tokensOf(manuscript.blocks[i]!.text)) written.add(`${t.word}|${t.value}`);
  const items: ResultItem[] = [];
  const reported = new Set<string>();
  for (const s of summary) {
    const mine = tokensOf(manuscript.blocks[s]!.text);
    if (mine.length < MIN_RUN) continue;
    for (let a = 0; a + MIN_RUN <= mine.length; a++) {
      const run = mine.slice(a, a + MIN_RUN);
      if (run.filter(telling).length < MIN_TELLING || run.filter(naming).length < 2) continue;
      if (!oneSentence(manuscript.blocks[s]!.text, run)) continue;
      const ties: { block: number; token: Token; differs: number }[] = [];
      for (const { block, tokens } of bodyTokens)
        for (let b = 0; b + MIN_RUN <= tokens.length; b++) {
          const other = tokens.slice(b, b + MIN_RUN);
          if (!run.every((t, k) => t.word !== '' && t.word === other[k]!.word)) continue;
          if (!oneSentence(manuscript.blocks[block]!.text, other)) continue;
          const differ = run.map((t, k) => (t.value === other[k]!.value ? -1 : k)).filter((k) => k >= 0);
          if (differ.length !== 1) continue;
          const k = differ[0]!;
          // The same kind of number: both percentages or neither, with as many decimals.
          const shape = (v: string) => `${v.endsWith('%')}|${v.split('.')[1]?.length ?? 0}`;
          if (shape(run[k]!.value) !== shape(other[k]!.value)) continue;
          ties.push({ block, token: other[k]!, differs: k });
        }
      if (ties.length === 0) continue;
      const first = ties[0]!;
      // Every tie must point at the same summary number and say the same other value.
      if (ties.some((t) => t.differs !== first.differs || t.token.value !== first.token.value)) continue;
      const mineToken = run[first.differs]!;
      if (written.has(`${mineToken.word}|${mineToken.value}`)) continue;
      const key = `${s}|${mineToken.start}`;
      if (reported.has(key)) continue;
      reported.add(key);
      const text = manuscript.blocks[s]!.text;
      items.push(
        finding(ID, manuscript, s, mineToken.start, mineToken.end, {
          status: 'failed',
          key: 'summary-list',
          reasoning: `The summary gives ${text.slice(mineToken.start, mineToken.end)} here ("${quoteBefore(text, mineToken)}"); the same list of results in ${place(manuscript, first.block, first.token)} gives ${first.token.value}, and its other numbers (${run
            .filter((_, k) => k !== first.differs)
            .map((t) => t.value)
            .join(', ')}) are the summary's. Correct whichever is wrong.`,
        }),
      );
    }
  }
  return items;
}
