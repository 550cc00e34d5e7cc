/**
 * A long form copied into a proposed definition is written in the journal's variety of English:
 * "xenotropic murine leukemia virus-related virus" becomes "… leukaemia …" under a UK format, as
 * spelling-variant would ask next. Words in capitals (names: "Cancer Center") keep their spelling,
 * except a first word capitalised only because it opens the long form.
 */
import type { FormatConfig } from '../../contract/format-config.ts';
import { readOption } from '../framework/index.ts';
import { matchCase } from '../language/text.ts';
import { variantOf, type SpellingTarget } from '../language/variants.ts';

const LANGUAGES = ['English (UK)', 'English (US)'] as const;

export function inJournalSpelling(long: string, format: FormatConfig): string {
  const language = readOption(format, 'language', LANGUAGES);
  if (language.kind !== 'value') return long;
  const target: SpellingTarget = { variety: language.value === 'English (US)' ? 'US' : 'UK', suffix: 'either' };
  let first = true;
  return long.replace(/\p{L}+/gu, (word, at: number) => {
    const opening = first && at === 0;
    first = false;
    if (/^\p{Lu}/u.test(word) && !(opening && /^\p{Lu}\p{Ll}+$/u.test(word))) return word;
    const match = variantOf(word.toLowerCase(), target);
    return match ? matchCase(word, match.correction) : word;
  });
}
