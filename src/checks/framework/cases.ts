/**
 * Labelled cases: real sentence patterns from medical writing with the findings a careful editor
 * would make. Each check folder exports `cases: LabelledCase[]` from `cases.ts`;
 * `npm run accuracy:checks` runs them through the check and scores precision and recall.
 *
 * A finding the check reports is a "problem" when its status is not `pass` (type1/type2 items
 * carry no status and always count). It matches an expected finding when `original` is equal
 * (and `correction`, when the case gives one) — or, for rows without text, when `name` is equal;
 * a case may also give only the `correction` (type2 suggestions over a whole title or line).
 */
import type { Manuscript } from '../../docx/model.ts';
import type { FormatConfig } from '../../contract/format-config.ts';
import type { FindingStatus, ResultItem } from '../../contract/checks.ts';
import type { ParamValues } from '../types.ts';
import type { ReferenceLookups } from '../../contract/reference-lookups.ts';

export interface ExpectedFinding {
  original?: string;
  correction?: string;
  /** For type3/type4 rows without text. */
  name?: string;
  status?: FindingStatus;
}

export interface LabelledCase {
  /** What the case represents, e.g. "US spelling in a UK journal: tumor". */
  name: string;
  /** Builds the manuscript (usually with manuscriptFromParagraphs from src/docx/testing.ts). */
  manuscript: () => Manuscript;
  template?: () => Manuscript;
  format?: FormatConfig;
  params?: ParamValues;
  /** What Crossref and PubMed answered, for a check that verifies references. */
  lookups?: ReferenceLookups;
  /** Every finding the check should report; an empty list means "nothing to flag". */
  expected: ExpectedFinding[];
}

export function isProblem(item: ResultItem): boolean {
  return item.status === undefined || item.status !== 'pass';
}

export function matches(expected: ExpectedFinding, item: ResultItem): boolean {
  if (expected.original !== undefined && expected.original !== item.original) return false;
  if (expected.correction !== undefined && expected.correction !== item.correction) return false;
  if (expected.name !== undefined && expected.name !== item.name) return false;
  if (expected.status !== undefined && expected.status !== item.status) return false;
  return expected.original !== undefined || expected.name !== undefined || expected.correction !== undefined;
}

export interface CaseScore {
  truePositives: number;
  falsePositives: ResultItem[];
  falseNegatives: ExpectedFinding[];
}

/** Scores one case: each expected finding is matched to at most one reported problem. */
export function scoreCase(expected: readonly ExpectedFinding[], reported: readonly ResultItem[]): CaseScore {
  const problems = reported.filter(isProblem);
  const used = new Set<number>();
  const falseNegatives: ExpectedFinding[] = [];
  let truePositives = 0;
  for (const want of expected) {
    const index = problems.findIndex((item, i) => !used.has(i) && matches(want, item));
    if (index === -1) falseNegatives.push(want);
    else {
      used.add(index);
      truePositives += 1;
    }
  }
  return { truePositives, falsePositives: problems.filter((_, i) => !used.has(i)), falseNegatives };
}
