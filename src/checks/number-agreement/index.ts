/**
 * number-agreement (type4): the same quantity reported twice must agree. A percentage is
 * recomputed from its own n/N; an estimate with its interval in the abstract, key points or
 * plain-language summary is compared with the same result in the results text and tables; table
 * totals and row sums are added up, and table percentages recomputed against their total.
 * Precision first: only reports that can be tied to one quantity are compared, and each finding
 * names both places.
 */
import type { Manuscript } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import type { CheckDefinition, CheckInput } from '../types.ts';
import { byDocumentOrder, headingOf, type4 } from '../framework/index.ts';
import { certaintyFindings } from './certainty.ts';
import { estimateFindings } from './estimates.ts';
import { percentageFindings } from './percentages.ts';
import { shareFindings } from './shares.ts';
import { textTablePFindings } from './p-values.ts';
import { statedNFindings } from './table-n.ts';
import { summaryCountFindings } from './summary-counts.ts';
import { summaryListFindings } from './summary-lists.ts';
import { summaryRangeFindings } from './summary-ranges.ts';
import { summaryValueFindings } from './summary-values.ts';
import { unchangedChangeFindings } from './unchanged.ts';
import { tableTotalFindings } from './table-totals.ts';
import { agreementLimitFindings } from './table-agreement-limits.ts';
import { tableChangeFindings } from './table-change.ts';
import { intervalPFindings } from './interval-p.ts';
import { thresholdFindings } from './thresholds.ts';
import { tablePositivityFindings } from './table-positivity.ts';

function summaryBlocks(manuscript: Manuscript): number[] {
  const { abstract, keySummaryPoints, plainLanguageSummary } = manuscript.structure;
  return [...(abstract?.blocks ?? []), ...(keySummaryPoints?.blocks ?? []), ...(plainLanguageSummary?.blocks ?? [])];
}

function bodyBlocks(manuscript: Manuscript, summary: ReadonlySet<number>): number[] {
  const main = new Set(manuscript.structure.mainText.blocks);
  return manuscript.blocks
    .filter((b) => !summary.has(b.index) && (main.has(b.index) || b.kind === 'table-cell'))
    .map((b) => b.index);
}

const DISCUSSION = /^(?:[\d.]+\s*)?discussion\b/i;

/** The discussion's paragraphs: it restates the results, and its counts of the authors' own work must agree with them. */
function discussionBlocks(manuscript: Manuscript, text: readonly number[]): number[] {
  return text.filter((i) => DISCUSSION.test(headingOf(manuscript, i) ?? ''));
}

export const numberAgreement: CheckDefinition = {
  id: 'number-agreement',
  version: 1,
  category: 'journal-requirements',
  name: 'Numbers that agree',
  icon: 'git-compare-arrows',
  description:
    'Recomputes percentages from their n/N, adds up table totals and row sums, and compares the estimates in the abstract and summaries with the same results in the text and tables.',
  resultType: 'type4',
  parameters: [],
  run({ manuscript }: CheckInput) {
    const summary = summaryBlocks(manuscript);
    const body = bodyBlocks(manuscript, new Set(summary));
    const text = body.filter((i) => manuscript.blocks[i]!.kind !== 'table-cell');
    const tables = body.filter((i) => manuscript.blocks[i]!.kind === 'table-cell');
    const estimates = estimateFindings(manuscript, summary, body);
    const values = summaryValueFindings(manuscript, summary, body);
    // A count tied both by its label and by its words is one finding, the label's.
    const at = (item: ResultItem) => `${item.coordinates?.absolute.start}-${item.coordinates?.absolute.end}`;
    const valuePlaces = new Set(values.map(at));
    const counts = summaryCountFindings(manuscript, summary, body).filter((item) => !valuePlaces.has(at(item)));
    const discussion = discussionBlocks(manuscript, text);
    const discussed = new Set(discussion);
    const discussionCounts = summaryCountFindings(
      manuscript,
      discussion,
      body.filter((i) => !discussed.has(i)),
      'discussion',
    );
    const items = [
      ...percentageFindings(manuscript),
      ...shareFindings(manuscript),
      ...tableTotalFindings(manuscript),
      ...tableChangeFindings(manuscript),
      ...agreementLimitFindings(manuscript),
      ...tablePositivityFindings(manuscript, text),
      ...statedNFindings(manuscript),
      ...estimates,
      ...values,
      ...summaryListFindings(manuscript, summary, body),
      ...counts,
      ...discussionCounts,
      ...thresholdFindings(manuscript, summary, body),
      ...summaryRangeFindings(manuscript, summary),
      ...certaintyFindings(manuscript, summary, body, estimates),
      // The results text against the tables: the same estimate or P value written twice.
      ...estimateFindings(manuscript, text, tables, 'text'),
      ...summaryValueFindings(manuscript, text, tables, 'text'),
      ...textTablePFindings(manuscript, text),
      ...intervalPFindings(manuscript, text),
      ...unchangedChangeFindings(manuscript),
    ];
    items.sort(byDocumentOrder);
    return type4(items);
  },
};
