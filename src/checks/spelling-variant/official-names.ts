/**
 * Organisations whose own name is spelt one way whatever the journal's variety: the World Health
 * Organization and the Pan American Health Organization write "Organization" (with z) in British
 * and US English alike, so "World Health Organisation" is corrected under both — a proper noun
 * the word-by-word check leaves alone.
 */
import type { ResultItem } from '../../contract/checks.ts';
import type { Block, Manuscript } from '../../docx/model.ts';
import { finding } from '../framework/index.ts';

const OFFICIAL = /\b(?:World|Pan American) Health (Organisation)\b/gu;

export function officialNames(manuscript: Manuscript, block: Block): ResultItem[] {
  const items: ResultItem[] = [];
  for (const m of block.text.matchAll(OFFICIAL)) {
    const start = m.index + m[0].length - m[1]!.length;
    items.push(
      finding('spelling-variant', manuscript, block.index, start, start + m[1]!.length, {
        correction: 'Organization',
        suggestions: ['Organization'],
        reasoning: `"${m[0]}" is the organisation's name, which it spells with z in British and US English alike: "${m[0].replace('Organisation', 'Organization')}".`,
      }),
    );
  }
  return items;
}
