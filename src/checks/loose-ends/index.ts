/**
 * loose-ends (type4): what an editor finds embarrassing and no word count catches — figures and
 * tables cited but absent, present but never cited, or first cited out of order; cross-references
 * and citation fields that never resolved; placeholders and notes to the authors; "click here"
 * with no link; comments and tracked changes still in the file; empty and duplicated headings.
 * Precision first: every pattern is one a writer would fix on sight.
 */
import type { Manuscript } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { byDocumentOrder, blockFinding, finding, plural, row, type4 } from '../framework/index.ts';
import type { CheckDefinition, CheckInput } from '../types.ts';
import { figureTableFindings } from './cited-items.ts';
import { headingFindings } from './headings.ts';
import { LINK_WORDS, PLACEHOLDERS, UNRESOLVED, type TextPattern } from './patterns.ts';

export const ID = 'loose-ends';

function patternFindings(manuscript: Manuscript, patterns: readonly TextPattern[]) {
  const items: ResultItem[] = [];
  for (const block of manuscript.blocks) {
    if (block.text.length === 0) continue;
    for (const pattern of patterns) {
      pattern.pattern.lastIndex = 0;
      for (const match of block.text.matchAll(pattern.pattern)) {
        const start = match.index;
        const end = start + match[0].length;
        if (pattern.accept && !pattern.accept(block, start, end)) continue;
        items.push(
          finding(ID, manuscript, block.index, start, end, {
            status: 'failed',
            key: pattern.key,
            reasoning: pattern.reasoning(match[0]),
          }),
        );
      }
    }
  }
  return items;
}

/** Comments (counted by the engine, which reports them as not read) and tracked changes. */
function revisionFindings(manuscript: Manuscript): ResultItem[] {
  const items: ResultItem[] = [];
  const count = manuscript.warnings.find((warning) => warning.code === 'comments')?.count ?? 0;
  if (count > 0) {
    items.push({
      ...row(ID, 'Comments', 'warning', `The file still holds ${plural(count, 'comment')}.`),
      reasoning: 'Resolve and delete the comments before submission (Review → Delete All Comments in Word).',
    });
  }
  const revised = manuscript.blocks.filter(
    // An inserted paragraph mark alone (a paragraph split with Track Changes on) is a change too.
    (block) =>
      block.text !== block.originalText || block.insertedMark !== undefined || block.runs.some((run) => run.inserted),
  );
  if (revised.length > 0) {
    const first = revised[0]!;
    items.push(
      blockFinding(ID, manuscript, first.index, {
        status: 'warning',
        key: 'tracked-changes',
        name: 'Tracked changes',
        details: `${plural(revised.length, 'paragraph holds', 'paragraphs hold')} tracked changes not yet accepted or rejected; this is the first.`,
        reasoning:
          'Accept or reject every tracked change before submission, unless the journal asks for a marked-up copy.',
      }),
    );
  }
  return items;
}

export const looseEnds: CheckDefinition = {
  id: ID,
  version: 1,
  category: 'journal-requirements',
  name: 'Loose ends',
  icon: 'link-2-off',
  description:
    'Finds figures and tables cited but missing, never cited or out of order, broken cross-references, placeholders, links with no address, comments and tracked changes left in, and empty or repeated headings.',
  resultType: 'type4',
  parameters: [],
  run({ manuscript }: CheckInput) {
    const placed = [
      ...figureTableFindings(manuscript),
      ...patternFindings(manuscript, [...UNRESOLVED, ...PLACEHOLDERS, LINK_WORDS]),
      ...headingFindings(manuscript),
    ];
    // Document order, as a reader meets them; comments and tracked changes (file-wide) last.
    placed.sort(byDocumentOrder);
    return type4([...placed, ...revisionFindings(manuscript)]);
  },
};
