/** Figure and table findings: cited but absent, never cited, first cited out of order. */
import type { Manuscript } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { finding } from '../framework/index.ts';
import {
  captionBlocks,
  captionLabels,
  chapterOf,
  compareNumbers,
  mentions,
  type Kind,
  type Mention,
} from './figures-tables.ts';

const ID = 'loose-ends';
const LABEL_AT = /(?:Figure|Fig\.?|Table)\s*(?:\d+(?:\.\d+)*[A-Za-z]?|[IVX]+)/i;
const NAME: Record<Kind, string> = { figure: 'Figure', table: 'Table' };

function absentFindings(manuscript: Manuscript, kind: Kind, cited: Mention[], present: Set<string>): ResultItem[] {
  const items: ResultItem[] = [];
  const reported = new Set<string>();
  for (const mention of cited) {
    if (present.has(mention.number) || reported.has(mention.number)) continue;
    reported.add(mention.number);
    const label = `${NAME[kind]} ${mention.number}`;
    items.push(
      finding(ID, manuscript, mention.block, mention.start, mention.end, {
        status: 'failed',
        key: `absent ${kind} ${mention.number}`,
        reasoning: `${label} is cited, but no ${kind === 'figure' ? 'figure legend' : 'table title'} in the manuscript is labelled ${label}: add the ${kind} (or its ${kind === 'figure' ? 'legend' : 'title'}), or correct the citation.`,
      }),
    );
  }
  return items;
}

function orderFindings(manuscript: Manuscript, kind: Kind, cited: Mention[]): ResultItem[] {
  const everCited = [...new Set(cited.map((m) => m.number))];
  const seen = new Set<string>();
  const items: ResultItem[] = [];
  for (const mention of cited) {
    if (seen.has(mention.number)) continue;
    seen.add(mention.number);
    const lower = everCited
      .filter((n) => !seen.has(n) && chapterOf(n) === chapterOf(mention.number))
      .filter((n) => compareNumbers(n, mention.number) < 0)
      .sort(compareNumbers);
    if (lower.length === 0) continue;
    const label = `${NAME[kind]} ${mention.number}`;
    items.push(
      finding(ID, manuscript, mention.block, mention.start, mention.end, {
        status: 'failed',
        key: `order ${kind} ${mention.number}`,
        reasoning: `${label} is cited before ${NAME[kind]} ${lower[0]}: number ${kind}s in the order the text first cites them.`,
      }),
    );
  }
  return items;
}

export function figureTableFindings(manuscript: Manuscript): ResultItem[] {
  const { labels, unlabelled, doubled } = captionLabels(manuscript);
  const skip = new Set<number>([...captionBlocks(manuscript), ...manuscript.structure.references.map((r) => r.block)]);
  const all = mentions(manuscript, skip);
  const items: ResultItem[] = [];
  for (const kind of ['figure', 'table'] as const) {
    const cited = all.filter((m) => m.kind === kind);
    const own = labels.filter((l) => l.kind === kind);
    const present = new Set(own.map((l) => l.number));
    // Captions without a number cannot be matched to citations: judge nothing missing then.
    if (!unlabelled.has(kind)) {
      // With no caption of the kind at all, the items may be separate files or other papers' items.
      if (own.length > 0) items.push(...absentFindings(manuscript, kind, cited, present));
    }
    const citedNumbers = new Set(cited.map((m) => m.number));
    for (const label of own) {
      if (citedNumbers.has(label.number)) continue;
      const block = manuscript.blocks[label.block]!;
      const text = `${NAME[kind]} ${label.number}`;
      const at = LABEL_AT.exec(block.text);
      const start = at ? at.index : 0;
      const end = at ? start + at[0].length : block.text.length;
      items.push(
        finding(ID, manuscript, label.block, start, end, {
          status: 'failed',
          key: `uncited ${kind} ${label.number}`,
          reasoning: `${text} is in the manuscript but the text never cites it: cite it where its content is discussed.`,
        }),
      );
    }
    items.push(
      ...orderFindings(
        manuscript,
        kind,
        cited.filter((m) => present.has(m.number) || own.length === 0),
      ),
    );
  }
  for (const double of doubled) {
    items.push(
      finding(ID, manuscript, double.block, double.start, double.end, {
        status: 'failed',
        key: 'double-label',
        reasoning:
          'This caption carries two labels (an automatic caption number and a typed one): keep one, so the number the reader sees is the one the text cites.',
      }),
    );
  }
  return items;
}
