/**
 * keywords (type2): the keyword line within the format's minimum and maximum, as one editable
 * suggestion. Too many: the suggestion keeps the first ones (authors list the most important
 * first) and drops repeats; too few: the suggestion is the line to complete — the check never
 * invents keywords.
 */
import type { Manuscript } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import {
  finding,
  noFormat,
  noFormatRow,
  notAManuscript,
  notUnderstood,
  plural,
  readLimit,
  row,
  type2,
} from '../framework/index.ts';
import type { CheckDefinition, CheckInput } from '../types.ts';
import { keywordItems } from '../framework/keyword-items.ts';

const ID = 'keywords';

/** The stretch of the keyword line holding the items (after the label), with the joiner used between them. */
function itemsRange(
  manuscript: Manuscript,
  block: number,
  items: string[],
): { start: number; end: number; joiner: string } | null {
  const text = manuscript.blocks[block]?.text;
  if (!text || items.length === 0) return null;
  const start = text.indexOf(items[0]!);
  if (start === -1) return null;
  let cursor = start;
  let joiner = '; ';
  let end = start;
  for (let i = 0; i < items.length; i++) {
    const at = text.indexOf(items[i]!, cursor);
    if (at === -1) return null;
    if (i === 1) joiner = text.slice(end, at);
    end = at + items[i]!.length;
    cursor = end;
  }
  return { start, end, joiner: joiner || '; ' };
}

function withoutRepeats(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const keywords: CheckDefinition = {
  id: ID,
  version: 1,
  category: 'text-improvements',
  name: 'Keywords',
  icon: 'tags',
  description: "Keeps the keyword line within the journal's minimum and maximum number of keywords.",
  resultType: 'type2',
  parameters: [],
  formatFields: ['min_num_keywords', 'max_num_keywords'],
  run(input: CheckInput) {
    const { manuscript, format } = input;
    if (noFormat(input))
      return type2([
        noFormatRow(
          ID,
          'the number of keywords',
          `The manuscript has ${plural(keywordItems(manuscript).length, 'keyword')}.`,
        ),
      ]);
    const min = readLimit(format, 'min_num_keywords');
    const max = readLimit(format, 'max_num_keywords');
    const warnings: ResultItem[] = [];
    if (min.kind === 'unknown') warnings.push(notUnderstood(ID, 'min_num_keywords', min.value));
    if (max.kind === 'unknown') warnings.push(notUnderstood(ID, 'max_num_keywords', max.value));
    const lo = min.kind === 'limit' ? min.value : 0;
    const hi = max.kind === 'limit' ? max.value : 0;
    const say = (status: 'pass' | 'warning' | 'failed', text: string, extra: Partial<ResultItem> = {}) =>
      type2([...warnings, { ...row(ID, 'Keywords', status, text), reasoning: text, ...extra }]);
    const info = manuscript.structure.keywords;
    const items = keywordItems(manuscript);
    if (!lo && !hi)
      return say(
        'pass',
        `The journal sets no rule for keywords. The manuscript has ${plural(items.length, 'keyword')}.`,
      );
    if (!info || items.length === 0) {
      const shape = lo ? notAManuscript(manuscript) : null;
      if (shape)
        return say(
          'warning',
          `No keyword line was found, but ${shape}. Whether the manuscript has the keywords the journal asks for (at least ${plural(lo, 'keyword')}) could not be judged here: they belong in the manuscript.`,
        );
      return lo
        ? say('failed', `No keyword line was found: the journal asks for at least ${plural(lo, 'keyword')}.`, {
            suggestions: 'Keywords: ',
          })
        : say('pass', `No keyword line was found; the journal allows up to ${plural(hi, 'keyword')}.`);
    }
    const unique = withoutRepeats(items);
    const kept = hi ? unique.slice(0, hi) : unique;
    const tooFew = lo > 0 && unique.length < lo;
    const changed = kept.length !== items.length;
    const block = info.blocks[0]!;
    const range = info.separator === 'list' || info.blocks.length !== 1 ? null : itemsRange(manuscript, block, items);
    if (!changed && !tooFew) {
      const range2 = lo && hi ? `between ${lo} and ${hi}` : lo ? `at least ${lo}` : `at most ${hi}`;
      return say('pass', `${plural(items.length, 'keyword')}; the journal asks for ${range2}.`);
    }
    const dropped = items.length - kept.length;
    const reasoning = tooFew
      ? `${plural(unique.length, 'different keyword')}: the journal asks for at least ${lo}. Add ${lo - unique.length} to the line.`
      : `${plural(items.length, 'keyword')}: the journal allows at most ${hi}${unique.length < items.length ? ' and some are repeated' : ''}. The suggestion keeps the first ${kept.length} and drops ${dropped}.`;
    if (!range) {
      // A keyword list over several paragraphs cannot be rewritten within one paragraph: say what to do.
      return say('failed', reasoning, { suggestions: kept.join('; ') });
    }
    const line = kept.join(range.joiner);
    if (tooFew) {
      return type2([
        ...warnings,
        finding(ID, manuscript, block, range.start, range.end, {
          status: 'failed',
          suggestions: `${line}${range.joiner}`,
          reasoning,
        }),
      ]);
    }
    return type2([
      ...warnings,
      finding(ID, manuscript, block, range.start, range.end, {
        status: 'failed',
        correction: line,
        suggestions: line,
        reasoning,
      }),
    ]);
  },
};
