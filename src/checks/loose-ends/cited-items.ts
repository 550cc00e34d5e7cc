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

function listed(numbers: string[]): string {
  return numbers.length === 1
    ? `Table ${numbers[0]}`
    : `Tables ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
}

/**
 * Tables cited in a manuscript with no table title at all ("Table 1 presents…" and no "Table 1"
 * anywhere). What is there decides what can be said: Word tables without titles, pictures (a table
 * pasted as an image cannot be read), or neither (the tables may travel as separate files). Never
 * a failure: one warning, on the first citation, that says what could not be determined.
 */
function untitledTables(manuscript: Manuscript, cited: Mention[]): ResultItem {
  const numbers = [...new Set(cited.map((m) => m.number))].sort(compareNumbers);
  const first = cited[0]!;
  const wordTables = new Set(
    manuscript.blocks.flatMap((b) => (b.kind === 'table-cell' && b.table ? [b.table.table] : [])),
  ).size;
  const pictures = manuscript.blocks.some((b) => b.hasDrawing && b.kind !== 'footnote' && b.kind !== 'endnote');
  const what = listed(numbers);
  const cites = `The text cites ${what}, but no table title in the manuscript is labelled Table ${numbers[0]}`;
  const reasoning =
    wordTables > 0
      ? `${cites}: the file holds ${wordTables === 1 ? 'a table' : `${wordTables} tables`} with no title "Table 1…", so which table is which could not be determined. Give each table its title ("Table 1. …").`
      : pictures
        ? `${cites} and the file holds no Word table. It holds pictures, which may be the tables pasted as images: whether ${what} ${numbers.length === 1 ? 'is' : 'are'} there could not be determined. Check, and give each table its title (journals ask for editable tables).`
        : `${cites}, and the file holds no table and no picture. Add ${numbers.length === 1 ? 'the table' : 'the tables'} with ${numbers.length === 1 ? 'its title' : 'their titles'}, unless the journal takes tables as separate files.`;
  return finding(ID, manuscript, first.block, first.start, first.end, {
    status: 'warning',
    key: 'untitled tables',
    reasoning,
  });
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
      else if (kind === 'table' && cited.length > 0) items.push(untitledTables(manuscript, cited));
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
