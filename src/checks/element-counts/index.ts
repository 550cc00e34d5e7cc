/**
 * element-counts (type3): references, figures, tables, tables and figures together, and
 * keywords (minimum and maximum) against the format. Counts come from the engine, which counts
 * as a reader would (data tables, not layout tables that hold figures).
 */
import type { ResultItem } from '../../contract/checks.ts';
import type { Manuscript } from '../../docx/model.ts';
import type { FormatConfig, FormatFieldKeyOf } from '../../contract/format-config.ts';
import {
  noFormat,
  noFormatRow,
  notFoundRow,
  notUnderstood,
  plural,
  readLimit,
  row,
  type3,
} from '../framework/index.ts';
import { keywordItems } from '../framework/keyword-items.ts';
import { captionKeyOf } from '../../docx/structure/captions.ts';
import { paragraphInWords, roleUnsure } from '../framework/index.ts';
import type { CheckDefinition, CheckInput } from '../types.ts';

const ID = 'element-counts';

/** What the check counts: references, figures, tables and keywords (retargeting reads it too). */
export function elementCountsOf(manuscript: Manuscript): Manuscript['structure']['counts'] {
  const engine = manuscript.structure.counts;
  // Keywords one per line inside one paragraph count one each (the engine counts the paragraph).
  return {
    ...engine,
    keywords: manuscript.structure.keywords
      ? Math.max(engine.keywords, keywordItems(manuscript).length)
      : engine.keywords,
  };
}

/**
 * Captions the engine is unsure of (a label opening a short paragraph, with no picture or table
 * beside it: it may be a sentence), and how many fewer figures or tables there would be if they
 * were running text: a number another, sure caption also carries is counted either way.
 */
interface UnsureCaptions {
  blocks: number[];
  fewer: number;
}

function unsureCaptions(manuscript: Manuscript, kinds: readonly ('figure' | 'table')[]): UnsureCaptions {
  const counted = manuscript.structure.captions.filter(
    (c) => kinds.includes(c.kind) && manuscript.structure.roles[c.block]?.role === 'caption',
  );
  const sureKeys = new Set<string>();
  for (const c of counted) if (!roleUnsure(manuscript, c.block)) sureKeys.add(captionKeyOf(c) ?? `block ${c.block}`);
  const blocks: number[] = [];
  const onlyUnsure = new Set<string>();
  for (const c of counted) {
    if (!roleUnsure(manuscript, c.block)) continue;
    blocks.push(c.block);
    const key = captionKeyOf(c) ?? `block ${c.block}`;
    if (!sureKeys.has(key)) onlyUnsure.add(key);
  }
  return { blocks, fewer: onlyUnsure.size };
}

function maxRow(
  format: FormatConfig,
  field: FormatFieldKeyOf<'number'>,
  name: string,
  count: number,
  unit: [string, string],
  unsure?: { manuscript: Manuscript; captions: UnsureCaptions },
): ResultItem {
  const read = readLimit(format, field);
  if (read.kind === 'unknown') return notUnderstood(ID, field, read.value);
  if (read.kind === 'no-limit')
    return row(ID, name, 'pass', `The journal sets no limit. The manuscript has ${plural(count, ...unit)}.`);
  const over = count - read.value;
  const captions = unsure?.captions;
  if (unsure && captions && over > 0 && count - captions.fewer <= read.value) {
    // Over the limit only if the captions the engine is unsure of are captions: not a failure on a guess.
    const first = captions.blocks[0] ?? 0;
    const which =
      captions.blocks.length === 1
        ? paragraphInWords(unsure.manuscript, first)
        : `${captions.blocks.length} paragraphs, from ${paragraphInWords(unsure.manuscript, first)},`;
    return row(
      ID,
      name,
      'warning',
      `${plural(count, ...unit)} counted against the limit of ${read.value}, but ${which} could not be read with certainty as a caption (a label opening a sentence, with no picture or table beside it), so whether the limit is met could not be decided.`,
    );
  }
  return row(
    ID,
    name,
    over > 0 ? 'failed' : 'pass',
    over > 0
      ? `${plural(count, ...unit)}: ${over} more than the ${read.value} allowed.`
      : `${plural(count, ...unit)}, within the limit of ${read.value}.`,
  );
}

function keywordRows(format: FormatConfig, count: number, found: boolean): ResultItem[] {
  const items: ResultItem[] = [];
  const min = readLimit(format, 'min_num_keywords');
  const max = readLimit(format, 'max_num_keywords');
  if (min.kind === 'unknown') items.push(notUnderstood(ID, 'min_num_keywords', min.value));
  if (max.kind === 'unknown') items.push(notUnderstood(ID, 'max_num_keywords', max.value));
  const lo = min.kind === 'limit' ? min.value : 0;
  const hi = max.kind === 'limit' ? max.value : 0;
  const unit: [string, string] = ['keyword', 'keywords'];
  if (!lo && !hi) {
    items.push(row(ID, 'Keywords', 'pass', `The journal sets no rule. The manuscript has ${plural(count, ...unit)}.`));
  } else if (lo && count < lo) {
    items.push(
      row(
        ID,
        'Keywords',
        'failed',
        found
          ? `${plural(count, ...unit)}: the journal asks for at least ${lo}.`
          : `No keyword line was found: the journal asks for at least ${plural(lo, ...unit)}.`,
      ),
    );
  } else if (hi && count > hi) {
    items.push(row(ID, 'Keywords', 'failed', `${plural(count, ...unit)}: ${count - hi} more than the ${hi} allowed.`));
  } else {
    const range = lo && hi ? `between ${lo} and ${hi}` : lo ? `at least ${lo}` : `at most ${hi}`;
    items.push(row(ID, 'Keywords', 'pass', `${plural(count, ...unit)}; the journal asks for ${range}.`));
  }
  return items;
}

export const elementCounts: CheckDefinition = {
  id: ID,
  version: 1,
  category: 'journal-requirements',
  name: 'Counts of references, figures, tables and keywords',
  icon: 'list-ordered',
  description: "Counts references, figures, tables and keywords against the journal's limits.",
  resultType: 'type3',
  parameters: [],
  formatFields: [
    'max_references',
    'max_figures',
    'max_tables',
    'max_tables_figures',
    'max_num_keywords',
    'min_num_keywords',
  ],
  run(input: CheckInput) {
    const { manuscript, format } = input;
    const { keywords } = manuscript.structure;
    const counts = elementCountsOf(manuscript);
    if (noFormat(input)) {
      const found = `The manuscript has ${plural(counts.references, 'reference')}, ${plural(counts.figures, 'figure')}, ${plural(counts.tables, 'table')} and ${plural(counts.keywords, 'keyword')}.`;
      return type3([noFormatRow(ID, 'the counts of references, figures, tables and keywords', found)]);
    }
    return type3([
      counts.references === 0
        ? // Nothing found is not "within the limit": the list may be under a heading the engine does not know.
          notFoundRow(ID, 'References', 'reference list', 'the references were not counted; check the list by hand')
        : maxRow(format, 'max_references', 'References', counts.references, ['reference', 'references']),
      maxRow(format, 'max_figures', 'Figures', counts.figures, ['figure', 'figures'], {
        manuscript,
        captions: unsureCaptions(manuscript, ['figure']),
      }),
      maxRow(format, 'max_tables', 'Tables', counts.tables, ['table', 'tables'], {
        manuscript,
        captions: unsureCaptions(manuscript, ['table']),
      }),
      maxRow(
        format,
        'max_tables_figures',
        'Tables and figures',
        counts.tables + counts.figures,
        ['table or figure', 'tables and figures'],
        { manuscript, captions: unsureCaptions(manuscript, ['figure', 'table']) },
      ),
      ...keywordRows(format, counts.keywords, keywords !== null),
    ]);
  },
};
