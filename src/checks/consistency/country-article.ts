/**
 * "The Netherlands" mid-sentence ("Denmark, Italy, The Netherlands, Norway"; "in The Netherlands"):
 * the article before a country's name is lower case in running text, as every medical style writes
 * it ("the Netherlands", "the United States"); only a sentence start capitalises it. Names whose
 * article is part of the official name ("The Gambia", "The Hague") are left alone, and so are the
 * title, author and affiliation lines, headings, captions, table cells and reference entries.
 */
import type { ResultItem } from '../../contract/checks.ts';
import type { Manuscript } from '../../docx/model.ts';
import { finding } from '../framework/index.ts';
import type { ProseBlock } from '../language/prose.ts';
import { sentenceStarts } from '../language/text.ts';

const COUNTRY_THE =
  /(?<=\S[ \u00a0])The(?=[ \u00a0](Netherlands|Philippines|United (?:States|Kingdom)|Czech Republic)\b)/gu;

export function countryArticles(
  manuscript: Manuscript,
  blocks: readonly ProseBlock[],
  running: (prose: ProseBlock) => boolean,
): ResultItem[] {
  const items: ResultItem[] = [];
  for (const prose of blocks) {
    if (!running(prose)) continue;
    const text = prose.block.text;
    const starts = new Set(sentenceStarts(text));
    for (const m of text.matchAll(COUNTRY_THE)) {
      // A sentence start, or a label's or a quotation's start, keeps its capital.
      if (starts.has(m.index) || /[\n:;([“"‘'•–—]\s*$/u.test(text.slice(Math.max(0, m.index - 3), m.index))) continue;
      const country = m[1]!;
      items.push(
        finding('consistency', manuscript, prose.block.index, m.index, m.index + 3, {
          correction: 'the',
          suggestions: ['the'],
          reasoning: `Capitalisation: the article before a country's name is lower case mid-sentence ("the ${country}"); only a sentence start capitalises it.`,
          key: 'capitalisation',
        }),
      );
    }
  }
  return items;
}
