/**
 * Recall evidence from the corpus truth files (../shared/corpus/articles/*.truth.json and the
 * manuscripts' manual annotations): each fact becomes probes for the check that reads it — a
 * limit the manuscript just meets (the check must pass) and one just short (it must fail) — and
 * the citation facts are compared as sets. Precision comes from the ledger; these tallies say
 * what the checks miss.
 */
import { readFileSync } from 'node:fs';
import type { Manuscript } from '../../src/docx/model.ts';
import { readManuscript } from '../../src/docx/index.ts';
import { getCheck, runDefinition } from '../../src/checks/index.ts';
import type { ResultItem } from '../../src/contract/checks.ts';
import type { FormatConfig } from '../../src/contract/format-config.ts';
import type { ParamValues } from '../../src/checks/types.ts';
import { corpusFiles, readTruth } from '../../tests/support/corpus.ts';

export interface Tally {
  /** Probes where nothing was to be found and nothing was reported. */
  tn: number;
  tp: number;
  fp: number;
  fn: number;
  notes: string[];
}
const tallies = new Map<string, Tally>();
function tally(key: string): Tally {
  let t = tallies.get(key);
  if (!t) {
    t = { tn: 0, tp: 0, fp: 0, fn: 0, notes: [] };
    tallies.set(key, t);
  }
  return t;
}

function run(
  checkId: string,
  manuscript: Manuscript,
  format: FormatConfig,
  template?: Manuscript,
  params: ParamValues = {},
): ResultItem[] {
  const check = getCheck(checkId);
  if (!check) return [];
  const outcome = runDefinition(check, { manuscript, format, params, ...(template ? { template } : {}) });
  if (outcome.status === 'failed') throw new Error(`${checkId}: ${outcome.error}`);
  return outcome.result.results;
}

interface ArticleTruth {
  authors: string[];
  abstract: { word_count: number } | null;
  main_text: { word_count: number };
  references: { count: number; docx_style: string };
  figures: { count: number };
  tables: { count: number };
  keywords: string[];
  keyword_count: number;
  disclosures: Record<string, string[]>;
  language_variant: { verdict: string; evidence?: Record<string, Record<string, unknown>> };
  citations: { labels_first_appearance: string[]; uncited_reference_ids: string[] };
}

/** Numbers a check names in its reasoning, e.g. "Reference 7 is never cited" → 7. */
function numbersIn(items: ResultItem[], pattern: RegExp): number[] {
  return items.flatMap((item) => {
    const m = pattern.exec(item.reasoning ?? '');
    return m ? [Number(m[1])] : [];
  });
}

/** Compares the set of numbers a check reports with the set the truth implies. */
function scoreSets(key: string, name: string, reported: number[], expected: number[]): void {
  const t = tally(key);
  const want = new Set(expected);
  const got = new Set(reported);
  for (const n of got) {
    if (want.has(n)) t.tp += 1;
    else {
      t.fp += 1;
      t.notes.push(`FP ${name}: ${n}`);
    }
  }
  for (const n of want) {
    if (!got.has(n)) {
      t.fn += 1;
      t.notes.push(`FN ${name}: ${n}`);
    }
  }
  if (want.size === 0 && got.size === 0) t.tn += 1;
}

const ORDER = /^Reference (\d+) is cited for the first time here/;
const UNCITED = /^Reference (\d+) is never cited/;

/**
 * Citation order and uncited references (the citation-order check) against the truth: a
 * reference is out of order when its first citation comes after a higher-numbered one.
 */
function scoreCitations(name: string, manuscript: Manuscript, firstAppearance: number[], uncited: number[]): void {
  if (!getCheck('citation-order')) return;
  const items = run('citation-order', manuscript, {}).filter((r) => r.status !== 'pass');
  const outOfOrder: number[] = [];
  let highest = 0;
  for (const n of firstAppearance) {
    if (n < highest) outOfOrder.push(n);
    highest = Math.max(highest, n);
  }
  scoreSets('truth:citation-order (references first cited out of order)', name, numbersIn(items, ORDER), outOfOrder);
  scoreSets('truth:citation-order (uncited references)', name, numbersIn(items, UNCITED), uncited);
}

/** One probe pair: `meets` must not raise the row, `short` must. */
function probe(
  key: string,
  article: string,
  checkId: string,
  row: string,
  manuscript: Manuscript,
  meets: FormatConfig,
  short: FormatConfig,
): void {
  const t = tally(key);
  const flagged = (format: FormatConfig) =>
    run(checkId, manuscript, format).some((r) => r.name === row && r.status === 'failed');
  if (flagged(meets)) {
    t.fp += 1;
    t.notes.push(`FP ${article}: ${row} failed at ${JSON.stringify(meets)}`);
  } else t.tn += 1;
  if (flagged(short)) t.tp += 1;
  else {
    t.fn += 1;
    t.notes.push(`FN ${article}: ${row} passed at ${JSON.stringify(short)}`);
  }
}

async function scoreCorpus(): Promise<void> {
  for (const { name, file, truthFile } of corpusFiles('articles')) {
    const truth = readTruth<ArticleTruth>(truthFile);
    const manuscript = await readManuscript(readFileSync(file));
    if (truth.abstract) {
      const n = truth.abstract.word_count;
      probe(
        'truth:word-limits (abstract words, exact)',
        name,
        'word-limits',
        'Abstract: words',
        manuscript,
        { max_words_abstract: n },
        { max_words_abstract: n - 1 },
      );
    }
    const main = truth.main_text.word_count;
    probe(
      'truth:word-limits (main-text words, ±1 %)',
      name,
      'word-limits',
      'Main text: words',
      manuscript,
      { max_words_main_part: Math.ceil(main * 1.01) },
      { max_words_main_part: Math.floor(main * 0.99) },
    );
    for (const [row, field, count] of [
      ['References', 'max_references', truth.references.count],
      ['Figures', 'max_figures', truth.figures.count],
      ['Tables', 'max_tables', truth.tables.count],
    ] as const) {
      // A limit of 0 means "no limit", so a fact of 1 cannot be probed one short.
      if (count > 1)
        probe(
          `truth:element-counts (${row.toLowerCase()})`,
          name,
          'element-counts',
          row,
          manuscript,
          { [field]: count },
          { [field]: count - 1 },
        );
    }
    if (truth.keyword_count > 1) {
      const k = truth.keyword_count;
      probe(
        'truth:element-counts (keywords)',
        name,
        'element-counts',
        'Keywords',
        manuscript,
        { min_num_keywords: k, max_num_keywords: k },
        { max_num_keywords: k - 1 },
      );
      // keywords (type2): the suggestion must keep exactly the first k−1 keywords of the truth.
      const t = tally('truth:keywords (suggestion keeps the first n)');
      const [item] = run('keywords', manuscript, { max_num_keywords: k - 1 });
      const want = truth.keywords.slice(0, k - 1).map((w) => w.toLowerCase());
      const got = item?.correction?.split(/\s*[;,·]\s*/).map((w) => w.toLowerCase());
      if (got && JSON.stringify(got) === JSON.stringify(want)) t.tp += 1;
      else {
        t.fn += 1;
        if (item?.correction !== undefined) t.fp += 1;
        t.notes.push(`${name}: suggested ${JSON.stringify(item?.correction)}, truth keeps ${JSON.stringify(want)}`);
      }
    }
    if (truth.authors.length > 1) {
      const a = truth.authors.length;
      probe(
        'truth:authorship (author count)',
        name,
        'authorship',
        'Authors',
        manuscript,
        { authorship_restriction: a },
        { authorship_restriction: a - 1 },
      );
    }
    if (truth.references.docx_style !== 'unnumbered-paragraphs') {
      // Numeric articles only: author-year lists have no numbering to keep in order.
      const labels = truth.citations.labels_first_appearance.map(Number).filter((n) => Number.isInteger(n));
      scoreCitations(
        name,
        manuscript,
        labels,
        truth.citations.uncited_reference_ids.map(Number).filter((n) => Number.isInteger(n)),
      );
    }
    // Disclosures required: the check must fail exactly when the truth has no competing-interests statement.
    {
      const t = tally('truth:required-statements (disclosure present)');
      const failed = run('required-statements', manuscript, { disclosures_inclusion: 'Yes' }).some(
        (r) => r.name === 'Disclosures / competing interests' && r.status === 'failed',
      );
      const missing = (truth.disclosures.competing_interests ?? []).length === 0;
      if (failed && missing) t.tp += 1;
      else if (failed) {
        t.fp += 1;
        t.notes.push(`FP ${name}: statement reported missing`);
      } else if (missing) {
        t.fn += 1;
        t.notes.push(`FN ${name}: no statement in the truth, none reported missing`);
      } else t.tn += 1;
    }
    {
      const t = tally('truth:required-statements (funding present)');
      const warned = run('required-statements', manuscript, {}).some(
        (r) => r.name === 'Funding' && r.status === 'warning',
      );
      const missing = (truth.disclosures.funding ?? []).length === 0;
      if (warned && missing) t.tp += 1;
      else if (warned) {
        t.fp += 1;
        t.notes.push(`FP ${name}: funding reported missing`);
      } else if (missing) {
        t.fn += 1;
        t.notes.push(`FN ${name}: no funding in the truth, none reported missing`);
      } else t.tn += 1;
    }
    // Spelling variant, with the format's language set to the article's verdict. The truth's
    // evidence lists the word forms of each variety it found in the main text: a finding on a
    // word the truth lists for the OTHER variety is a true positive (a British article that writes
    // "center"); one on a word it lists for the format's variety is a false positive; any other
    // finding (often in journal-written summaries, which the truth does not cover) is listed for
    // reading, not counted.
    const verdict = truth.language_variant.verdict;
    const language = verdict === 'British' ? 'English (UK)' : verdict === 'American' ? 'English (US)' : null;
    if (language && getCheck('spelling-variant')) {
      const t = tally('truth:spelling-variant (findings on words the truth lists for a variety)');
      const own = verdict === 'British' ? 'british_examples' : 'american_examples';
      const other = verdict === 'British' ? 'american_examples' : 'british_examples';
      const words = (key: string) =>
        new Set(
          Object.values(truth.language_variant.evidence ?? {})
            .flatMap((group) => (Array.isArray(group[key]) ? (group[key] as string[]) : []))
            .map((w) => w.toLowerCase()),
        );
      const ownWords = words(own);
      const otherWords = words(other);
      const findings = run('spelling-variant', manuscript, { language }).filter((r) => r.status !== 'pass');
      const unverified: string[] = [];
      for (const f of findings) {
        const word = (f.original ?? '').toLowerCase();
        if (otherWords.has(word)) t.tp += 1;
        else if (ownWords.has(word)) {
          t.fp += 1;
          t.notes.push(
            `FP ${name} (${language}): ${f.original} → ${f.correction} — the truth lists "${f.original}" as ${verdict}`,
          );
        } else unverified.push(`${f.original} → ${f.correction}`);
      }
      if (findings.length === 0) t.tn += 1;
      if (unverified.length)
        t.notes.push(
          `not in the truth's evidence, ${name} (${language}): ${unverified.length} findings, e.g. ${unverified.slice(0, 4).join(', ')}`,
        );
    }
  }
}

/** Real manuscripts whose truth names citation defects (manual annotations). */
async function scoreManuscripts(): Promise<void> {
  for (const { name, file, truthFile } of corpusFiles('manuscripts')) {
    const truth = readTruth<{
      manual_annotations?: { uncited_references?: number[]; citation_order_in_text?: string };
    }>(truthFile);
    const uncited = truth.manual_annotations?.uncited_references;
    if (!uncited) continue;
    const manuscript = await readManuscript(readFileSync(file));
    const items = getCheck('citation-order')
      ? run('citation-order', manuscript, {}).filter((r) => r.status !== 'pass')
      : [];
    scoreSets('truth:citation-order (uncited references)', name, numbersIn(items, UNCITED), uncited);
  }
}

/** Every truth probe, tallied by what it measures. */
export async function scoreTruth(): Promise<Map<string, Tally>> {
  tallies.clear();
  await scoreCorpus();
  await scoreManuscripts();
  return tallies;
}
