/**
 * A zero typed for the letter o in a two-letter word between words ("heated 0f 72°C" → "of",
 * "0n day 3" → "on"): the keys sit side by side and the slip is invisible in many fonts.
 */
import type { ResultItem } from '../../contract/checks.ts';
import type { Block, Manuscript } from '../../docx/model.ts';
import { finding } from '../framework/index.ts';

// A lower-case word before (or the sentence start), a space and more text after.
const ZERO_FOR_O = /(?<=(?:^|\p{Ll}[,;]?\s))0([fnr])(?=\s+[\p{L}\d(])/gu;

export function digitForLetter(manuscript: Manuscript, block: Block): ResultItem[] {
  const items: ResultItem[] = [];
  for (const m of block.text.matchAll(ZERO_FOR_O)) {
    const correction = `o${m[1]}`;
    items.push(
      finding('spelling', manuscript, block.index, m.index, m.index + 2, {
        correction,
        suggestions: [correction],
        reasoning: `"${m[0]}" starts with the digit zero where the letter o belongs: "${correction}".`,
      }),
    );
  }
  return items;
}
