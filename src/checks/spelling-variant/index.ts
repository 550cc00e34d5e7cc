/**
 * spelling-variant: words spelled in the other variety of English than the journal prints
 * (tumor → tumour in a UK journal, haemoglobin → hemoglobin in a US one), with the
 * British -ise/-ize choice as a parameter (both are British; Oxford spelling uses -ize). Proper nouns ("Cancer Center"), quotations, reference lists, italic
 * text (species, titles) and code-like tokens are left alone; drug names are not in the table.
 */
import type { CheckDefinition, CheckInput } from '../types.ts';
import type { ResultItem, CheckResult } from '../../contract/checks.ts';
import { LANGUAGE_OPTIONS } from '../../contract/format-config.ts';
import {
  byDocumentOrder,
  citedTitleCells,
  finding,
  noFormat,
  noFormatRow,
  notUnderstood,
  readOption,
  type1,
} from '../framework/index.ts';
import { proseBlocks } from '../language/prose.ts';
import { variantOf, type SpellingTarget, type UkSuffix } from '../language/variants.ts';
import { blockWords, isCheckable } from '../language/checkable.ts';
import { matchCase, type WordToken } from '../language/text.ts';
import { beyondTable } from './beyond-table.ts';
import { usClosedPrefix } from './closed-prefix.ts';
import { officialNames } from './official-names.ts';

const ID = 'spelling-variant';
const LANGUAGES = ['English (UK)', 'English (US)'] as const;

export const SUFFIX_PARAM = 'uk_ize_spelling';
const SUFFIXES: readonly UkSuffix[] = ['either', 'ise', 'ize'];

/**
 * A funder's programme keeps its official name in a funding statement ("the European Union's
 * Horizon Europe research and innovation programme under Grant Agreement No …").
 */
function inFundedProgrammeName(text: string, start: number, word: string): boolean {
  if (!/^programmes?$/iu.test(word)) return false;
  const sentence = text.slice(Math.max(0, text.lastIndexOf('.', start) + 1), start);
  return /\b(?:fund(?:ed|ing)|grants?|Horizon|Framework|award(?:ed)?)\b/iu.test(
    sentence + text.slice(start, start + 80),
  );
}

const ISE: SpellingTarget = { variety: 'UK', suffix: 'ise' };
const IZE: SpellingTarget = { variety: 'UK', suffix: 'ize' };

/** A cheap first look: could the word be judged at all (the table, or an ending or word beyond it)? */
function mayDiffer(lower: string, target: SpellingTarget): boolean {
  return (
    variantOf(lower, target) !== undefined ||
    /i[sz](?:e|es|ed|ing|er|ers|ation|ations|able)$|^(?:programs?|programmes?|amongst|whilst|towards|acknowledgements?)$/u.test(
      lower,
    ) ||
    (target.variety === 'UK' && (variantOf(lower, ISE) !== undefined || variantOf(lower, IZE) !== undefined))
  );
}

export function run(input: CheckInput): CheckResult {
  const { manuscript, format, params } = input;
  if (noFormat(input)) return type1([noFormatRow(ID, 'the UK/US spelling')]);
  const language = readOption(format, 'language', LANGUAGES);
  if (language.kind === 'not-requested') return type1([]);
  if (language.kind === 'unknown') return type1([notUnderstood(ID, 'language', language.value, LANGUAGE_OPTIONS)]);
  const suffix = SUFFIXES.find((s) => s === params[SUFFIX_PARAM]) ?? 'either';
  const target: SpellingTarget = { variety: language.value === 'English (US)' ? 'US' : 'UK', suffix };
  const wanted = target.variety === 'US' ? 'US' : suffix === 'ize' ? 'UK, Oxford -ize' : 'UK';
  const items: ResultItem[] = [];
  const citedTitles = citedTitleCells(manuscript);
  const checkable: { block: number; word: WordToken; text: string }[] = [];
  for (const prose of proseBlocks(manuscript, 'everywhere')) {
    if (citedTitles.has(prose.block.index)) continue;
    items.push(...officialNames(manuscript, prose.block));
    const list = blockWords(prose.block);
    for (let i = 0; i < list.length; i += 1) {
      const word = list[i]!;
      const closed = target.variety === 'US' ? usClosedPrefix(prose.block.text, word.start, word.end) : null;
      if (closed && isCheckable(manuscript, prose.block, i)) {
        items.push(
          finding(ID, manuscript, prose.block.index, closed.start, word.end, {
            correction: closed.correction,
            suggestions: [closed.correction],
            reasoning: `"${closed.written}" is UK spelling; the journal prints English (${wanted}): "${closed.correction}".`,
          }),
        );
        continue;
      }
      if (!mayDiffer(word.text.toLowerCase(), target) || !isCheckable(manuscript, prose.block, i)) continue;
      if (inFundedProgrammeName(prose.block.text, word.start, word.text)) continue;
      checkable.push({ block: prose.block.index, word, text: prose.block.text });
    }
  }
  const beyond = beyondTable(
    checkable.map(({ word, text }) => ({
      lower: word.text.toLowerCase(),
      before: text.slice(Math.max(0, word.start - 30), word.start),
    })),
    target,
    format.reference_style === 'AMA',
  );
  for (const [n, { block, word }] of checkable.entries()) {
    const match = variantOf(word.text.toLowerCase(), target);
    const verdict = match
      ? {
          correction: match.correction,
          writtenAs: match.writtenIn === 'non-Oxford UK' ? 'the -ise spelling' : `${match.writtenIn} spelling`,
        }
      : beyond[n];
    if (!verdict) continue;
    const correction = matchCase(word.text, verdict.correction);
    items.push(
      finding(ID, manuscript, block, word.start, word.end, {
        correction,
        suggestions: [correction],
        reasoning: `"${word.text}" is ${verdict.writtenAs}; the journal prints English (${wanted}): "${correction}".`,
      }),
    );
  }
  items.sort(byDocumentOrder);
  return type1(items);
}

export const spellingVariant: CheckDefinition = {
  id: ID,
  version: 1,
  category: 'language-style',
  name: 'UK/US spelling',
  icon: 'languages',
  description:
    "Finds words spelled in the other variety of English than the journal's language (tumor → tumour, haemoglobin → hemoglobin). Proper nouns, quotations, reference lists and drug names are left alone.",
  resultType: 'type1',
  formatFields: ['language'],
  parameters: [
    {
      name: SUFFIX_PARAM,
      label: 'British -ise / -ize',
      type: 'select',
      defaultValue: 'either',
      options: [
        { value: 'either', label: 'Either (both are British English)' },
        { value: 'ise', label: '-ise (organise, randomised)' },
        { value: 'ize', label: 'Oxford -ize (organize, randomized; analyse stays)' },
      ],
      description:
        'For English (UK): which ending of organise/organize the journal prints. -yse (analyse) is always British; -yze (analyze) is always US.',
    },
  ],
  run,
};
