/**
 * spelling-variant: words spelled in the other variety of English than the journal prints
 * (tumor → tumour in a UK journal, haemoglobin → hemoglobin in a US one), with Oxford -ize
 * spelling as an option. Proper nouns ("Cancer Center"), quotations, reference lists, italic
 * text (species, titles) and code-like tokens are left alone; drug names are not in the table.
 */
import type { CheckDefinition, CheckInput } from '../types.ts';
import type { ResultItem, CheckResult } from '../../contract/checks.ts';
import { LANGUAGE_OPTIONS } from '../../contract/format-config.ts';
import { finding, notUnderstood, readOption, type1 } from '../framework/index.ts';
import { proseBlocks } from '../language/prose.ts';
import { variantOf, type SpellingTarget } from '../language/variants.ts';
import { checkableWords } from '../language/checkable.ts';
import { matchCase } from '../language/text.ts';

const ID = 'spelling-variant';
const LANGUAGES = ['English (UK)', 'English (US)'] as const;

export const OXFORD_PARAM = 'oxford_spelling';

export function run({ manuscript, format, params }: CheckInput): CheckResult {
  const language = readOption(format, 'language', LANGUAGES);
  if (language.kind === 'not-requested') return type1([]);
  if (language.kind === 'unknown') return type1([notUnderstood(ID, 'language', language.value, LANGUAGE_OPTIONS)]);
  const target: SpellingTarget = {
    variety: language.value === 'English (US)' ? 'US' : 'UK',
    oxford: language.value === 'English (UK)' && params[OXFORD_PARAM] === true,
  };
  const wanted = target.variety === 'US' ? 'US' : target.oxford ? 'UK (Oxford -ize)' : 'UK';
  const items: ResultItem[] = [];
  for (const prose of proseBlocks(manuscript)) {
    for (const word of checkableWords(manuscript, prose)) {
      const match = variantOf(word.text.toLowerCase(), target);
      if (!match) continue;
      const correction = matchCase(word.text, match.correction);
      const written = match.writtenIn === 'non-Oxford UK' ? 'the -ise spelling' : `${match.writtenIn} spelling`;
      items.push(
        finding(ID, manuscript, prose.block.index, word.start, word.end, {
          correction,
          suggestions: [correction],
          reasoning: `"${word.text}" is ${written}; the journal prints English (${wanted}): "${correction}".`,
        }),
      );
    }
  }
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
  parameters: [
    {
      name: OXFORD_PARAM,
      label: 'Oxford spelling (-ize) for English (UK)',
      type: 'boolean',
      defaultValue: false,
      description: 'British spelling with -ize endings (organize, randomized) but -yse (analyse), as Oxford University Press and some journals print.',
    },
  ],
  run,
};
