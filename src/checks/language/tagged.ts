/**
 * Which paragraphs are in another language, by Word's record and by the text. Word keeps the
 * language of the text (`Block.lang`, model.ts: present only when not English); a paragraph
 * tagged sv-SE, de-DE or fr-FR is left alone by the English checks unless its text plainly reads
 * English. A tag is evidence only where the document's own text bears it out: Word also stamps
 * the author's locale on text typed in English (a Greek thesis whose defaults say el-GR, product
 * names in a table tagged fr-FR), so a tag counts only when more of the paragraphs carrying it
 * read as another language than read as English (foreign.ts judges each by its function words).
 * Even then a tag skips a paragraph only where its own words are not English: a table cell
 * "Operation Theater" or "1.25 (0.98–1.61)" under a trusted tag is read as English (issue 24: a
 * thesis whose table cells all carried another language's tag had every table skipped), while
 * "Sammanfattning" or "Signifikant skillnad observerades." is not. Where no tag says otherwise,
 * the text decides.
 */
import type { Block, Manuscript } from '../../docx/model.ts';
import { hunspellFor } from './dictionaries.ts';
import { paragraphIsForeign, readsEnglish, readsForeign } from './foreign.ts';

const cache = new WeakMap<Manuscript, Set<string>>();

/** Tags the document's own text bears out: more of their paragraphs read as another language than as English. */
function trustedTags(manuscript: Manuscript): Set<string> {
  const cached = cache.get(manuscript);
  if (cached) return cached;
  const votes = new Map<string, { english: number; other: number }>();
  for (const block of manuscript.blocks) {
    if (!block.lang) continue;
    const vote = votes.get(block.lang) ?? { english: 0, other: 0 };
    if (readsEnglish(block.text)) vote.english += 1;
    else if (readsForeign(block.text)) vote.other += 1;
    votes.set(block.lang, vote);
  }
  const trusted = new Set([...votes].filter(([, vote]) => vote.other > vote.english).map(([tag]) => tag));
  cache.set(manuscript, trusted);
  return trusted;
}

/**
 * True when fewer than half of the text's words (two letters or more) are English dictionary
 * words: "Sammanfattning", Greek text. A text with no words ("1.25 (0.98–1.61)") has nothing
 * that reads as another language.
 */
export function wordsAreForeign(text: string): boolean {
  let known = 0;
  let total = 0;
  for (const m of text.matchAll(/\p{L}{2,}/gu)) {
    total += 1;
    const word = m[0];
    const lower = word.toLowerCase();
    if ((['US', 'UK'] as const).some((v) => hunspellFor(v).correct(word) || hunspellFor(v).correct(lower))) known += 1;
  }
  return total > 0 && known * 2 < total;
}

/** True when the English checks should leave the paragraph alone: it is in another language. */
export function isOtherLanguage(manuscript: Manuscript, block: Block): boolean {
  if (block.lang && trustedTags(manuscript).has(block.lang))
    return !readsEnglish(block.text) && (readsForeign(block.text) || wordsAreForeign(block.text));
  return paragraphIsForeign(block.text);
}
