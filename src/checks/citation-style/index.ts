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
import { plainCitations, strayCitations } from './strays.ts';

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

/** "[3, 5]" ↔ "(3, 5)": the same citation in the other brackets; null when it is not a bracket swap. */
function swapBrackets(citation: Citation, to: CitationStyle): string | null {
  const { raw, style } = citation;
  if (style !== 'numeric-square' && style !== 'numeric-round') return null;
  if (to === 'numeric-round') return raw.replace(/\[/g, '(').replace(/\]/g, ')');
  if (to === 'numeric-square') return raw.replace(/\(/g, '[').replace(/\)/g, ']');
  return null;
}

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** The citation's numbers as written, on the line: "¹²⁻¹⁴" → "12-14", "[3, 5]" → "3, 5". */
function numbersWritten(raw: string): string {
  return raw
    .replace(/[⁰-⁹¹²³]/gu, (d) => String(SUPERSCRIPT_DIGITS.indexOf(d)))
    .replace(/⁻/gu, '–')
    .replace(/[[\]()]/g, '')
    .trim();
}

/**
 * What to write instead, when it is not a bracket swap. A superscript citation under a bracket
 * style is "[57]" on the line: the correction cannot take the superscript off (an edit keeps the
 * run's formatting), so it is said, not proposed — a proposed "[57]" would stay superscript.
 */
function rewriteAdvice(citation: Citation, to: CitationStyle): string {
  const numbers = citation.style === 'author-year' ? '' : numbersWritten(citation.raw);
  if (!numbers || !/^[\d\s,;–-]+$/u.test(numbers)) return `rewrite it as ${STYLE_NAME[to]}`;
  if (to === 'numeric-square') return `write it as [${numbers}], on the line (not superscript)`;
  if (to === 'numeric-round') return `write it as (${numbers}), on the line (not superscript)`;
  if (to === 'superscript') return `write it as a superscript ${numbers}, without brackets`;
  return `rewrite it as ${STYLE_NAME[to]}`;
}

/**
 * "(1, 14)" after a number that is not a year is a statistic — a median and its IQR, "5 (1, 14)",
 * or a mean and its range — not a round-bracket citation; "Zhang et al 2019 (102)" is a citation.
 */
function statisticInBrackets(text: string, citation: Citation): boolean {
  if (citation.style !== 'numeric-round') return false;
  const lead = text.slice(Math.max(0, citation.start - 12), citation.start);
  const number = /(?<![\d.,·])(\d+(?:[.·]\d+)?)\s*$/u.exec(lead)?.[1];
  return number !== undefined && !/^(?:1[89]|20)\d{2}$/u.test(number);
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
  version: 3,
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
    const main = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    // Citations in a second system, which the reader leaves out (strays.ts).
    const strays = new Set(strayCitations(manuscript, main));
    for (const stray of strays) counts.set(stray.style, (counts.get(stray.style) ?? 0) + 1);
    const all = [...citations, ...strays].sort((a, b) => a.block - b.block || a.start - b.start);
    for (const citation of all) {
      if (citation.style === expected) continue;
      if (statisticInBrackets(manuscript.blocks[citation.block]?.text ?? '', citation)) continue;
      const correction = swapBrackets(citation, expected);
      const how = correction ? `write it as ${correction}` : rewriteAdvice(citation, expected);
      items.push(
        finding(ID, manuscript, citation.block, citation.start, citation.end, {
          status: 'failed',
          reasoning: `Written in ${STYLE_NAME[citation.style]}${strays.has(citation) ? `, unlike the manuscript's other citations (${STYLE_NAME[main]})` : ''}; the journal uses ${STYLE_NAME[expected]}: ${how}.`,
          ...(correction ? { correction } : {}),
        }),
      );
    }
    // Superscript citations close up their commas ("3,5", AMA 3.6.1; The Lancet likewise): a space
    // after the comma ("3, 5") is said, not proposed (issue 31) — such citations are mostly a
    // citation manager's fields, which the writer cannot edit, and the range's dash is the
    // format's own.
    if (expected === 'superscript')
      for (const citation of citations) {
        if (citation.style !== 'superscript' || !/,\s/.test(citation.raw)) continue;
        items.push(
          finding(ID, manuscript, citation.block, citation.start, citation.end, {
            status: 'failed',
            key: 'spacing',
            reasoning: `Superscript citations take no space after the comma ("${citation.raw}"): close them up, in the citation manager's style if the citations are its fields.`,
          }),
        );
      }
    for (const plain of plainCitations(manuscript)) {
      // "(5)" is the journal's own style there; the square ones are reported above.
      if (plain.round && expected === 'numeric-round') continue;
      const bracket =
        expected === 'numeric-square' ? `[${plain.number}]` : expected === 'numeric-round' ? `(${plain.number})` : null;
      items.push(
        finding(ID, manuscript, plain.block, plain.start, plain.end, {
          status: 'failed',
          key: 'plain',
          reasoning: plain.round
            ? `"${plain.name} (${plain.number})" cites reference ${plain.number} in round brackets, unlike the manuscript's other citations (numbers in square brackets); the journal uses ${STYLE_NAME[expected]}: ${bracket ? `write it as ${bracket}` : `make ${plain.number} a superscript citation`}.`
            : `"${plain.name} ${plain.number}" cites reference ${plain.number} (${plain.name}) as plain text on the line; the journal uses ${STYLE_NAME[expected]}: ${bracket ? `write it as ${bracket}` : `make ${plain.number} a superscript citation`}.`,
          ...(bracket ? { correction: bracket } : {}),
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
