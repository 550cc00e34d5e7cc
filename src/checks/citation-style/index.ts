/**
 * citation-style (type4): in-text citations against the format's citation style, and mixed
 * styles in one manuscript. A bracket swap ("[3]" ↔ "(3)") comes with its correction; a change to
 * or from superscript or author–year is formatting or rewording the writer does in Word.
 */
import { CITATION_STYLE_OPTIONS } from '../../contract/format-config.ts';
import type { Citation, CitationStyle } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { finding, noFormat, noFormatRow, notUnderstood, plural, readOption, row, type4 } from '../framework/index.ts';
import type { CheckDefinition, CheckInput } from '../types.ts';

const ID = 'citation-style';
type StyleOption = Exclude<(typeof CITATION_STYLE_OPTIONS)[number], 'Not requested'>;
const UNDERSTOOD = CITATION_STYLE_OPTIONS.filter((o): o is StyleOption => o !== 'Not requested');

const STYLE_OF_OPTION: Record<StyleOption, CitationStyle> = {
  'Numeric, square brackets': 'numeric-square',
  'Numeric, round brackets': 'numeric-round',
  'Numeric, superscript': 'superscript',
  'Author–year': 'author-year',
};

const STYLE_NAME: Record<CitationStyle, string> = {
  'numeric-square': 'numbers in square brackets',
  'numeric-round': 'numbers in round brackets',
  superscript: 'superscript numbers',
  'author-year': 'author–year',
};

/** "[3, 5]" ↔ "(3, 5)": the same citation in the other brackets. */
function swapBrackets(raw: string, to: CitationStyle): string | null {
  if (to === 'numeric-round') return raw.replace(/\[/g, '(').replace(/\]/g, ')');
  if (to === 'numeric-square') return raw.replace(/\(/g, '[').replace(/\)/g, ']');
  return null;
}

function styleCounts(citations: Citation[]): Map<CitationStyle, number> {
  const counts = new Map<CitationStyle, number>();
  for (const c of citations) counts.set(c.style, (counts.get(c.style) ?? 0) + 1);
  return counts;
}

function describeCounts(counts: Map<CitationStyle, number>): string {
  return [...counts.entries()].map(([style, n]) => `${n} in ${STYLE_NAME[style]}`).join(', ');
}

export const citationStyle: CheckDefinition = {
  id: ID,
  version: 1,
  category: 'references-citations',
  name: 'Citation style',
  icon: 'quote',
  description: "Checks in-text citations against the journal's citation style and flags mixed styles.",
  resultType: 'type4',
  parameters: [],
  formatFields: ['citation_style'],
  run(input: CheckInput) {
    const { manuscript, format } = input;
    if (noFormat(input)) return type4([noFormatRow(ID, 'the citation style')]);
    const citations = manuscript.structure.citations;
    const option = readOption(format, 'citation_style', UNDERSTOOD);
    if (option.kind === 'unknown') return type4([notUnderstood(ID, 'citation_style', option.value, UNDERSTOOD)]);
    const counts = styleCounts(citations);
    const uncertain = manuscript.structure.citationsUncertain;
    if (uncertain) {
      return type4([
        row(
          ID,
          'Citations',
          'warning',
          `${uncertain}, so the citation style was not judged: check the citations by hand.`,
        ),
      ]);
    }
    if (citations.length === 0) {
      return type4([
        row(ID, 'Citations', 'warning', 'No in-text citations were found, so the citation style could not be checked.'),
      ]);
    }
    if (option.kind === 'not-requested') {
      if (counts.size > 1) {
        return type4([
          row(
            ID,
            'Mixed citation styles',
            'warning',
            `The journal sets no citation style, but the manuscript mixes styles: ${describeCounts(counts)}. Use one style throughout.`,
          ),
        ]);
      }
      return type4([
        row(
          ID,
          'Citations',
          'pass',
          `The journal sets no citation style. All ${plural(citations.length, 'citation')} use ${describeCounts(counts).replace(/^\d+ in /, '')}.`,
        ),
      ]);
    }
    const expected = STYLE_OF_OPTION[option.value];
    const items: ResultItem[] = [];
    for (const citation of citations) {
      if (citation.style === expected) continue;
      const correction = swapBrackets(citation.raw, expected);
      const how = correction ? `write it as ${correction}` : `rewrite it as ${STYLE_NAME[expected]}`;
      items.push(
        finding(ID, manuscript, citation.block, citation.start, citation.end, {
          status: 'failed',
          reasoning: `Written in ${STYLE_NAME[citation.style]}; the journal uses ${STYLE_NAME[expected]}: ${how}.`,
          ...(correction ? { correction } : {}),
        }),
      );
    }
    if (items.length === 0) {
      items.push(
        row(
          ID,
          'Citations',
          'pass',
          `All ${plural(citations.length, 'citation')} use ${STYLE_NAME[expected]}, as the journal asks.`,
        ),
      );
    } else if (counts.size > 1) {
      items.unshift(
        row(ID, 'Mixed citation styles', 'failed', `The manuscript mixes citation styles: ${describeCounts(counts)}.`),
      );
    }
    return type4(items);
  },
};
