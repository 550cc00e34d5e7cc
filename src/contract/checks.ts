/**
 * Check catalogue and check results as the API and the web app see them (SPEC §3 "Category",
 * "Check", "Parameter", "Check result", "Result item"). Types only: the check library, the
 * server and the web client all import these.
 */

export type ParameterType = 'number' | 'select' | 'boolean' | 'text';

export interface CheckParameter {
  name: string;
  label: string;
  /** SPEC: text by default. */
  type?: ParameterType;
  required?: boolean;
  defaultValue?: number | string | boolean;
  placeholder?: string;
  min?: number;
  max?: number;
  options?: { value: string; label: string }[];
  description?: string;
}

/**
 * A check's precision measured on the accuracy ledger (tests/accuracy): verdicts a person gave to
 * every finding the check makes on real manuscripts (`npm run accuracy:checks` writes
 * src/checks/accuracy.json). Hand-written cases are not counted.
 */
export interface CheckAccuracy {
  /** right / labelled, 0–1; null when no finding is labelled yet. */
  precision: number | null;
  right: number;
  wrong: number;
  labelled: number;
  /** Findings the check made on the ledger's documents (labelled or not). */
  findings: number;
  /** True when, on some document, only a fixed sample of the check's findings was labelled. */
  sampled: boolean;
  /**
   * Strict precision, 0–1 (issue 23): the share of labelled findings that are right AND whose
   * proposed correction is right and complete (or that propose none). Null until every labelled
   * finding with a correction has had its correction judged (`fixUnlabelled` > 0) or none is labelled.
   */
  strictPrecision: number | null;
  /** Labelled findings right with a right correction or none. */
  strictRight: number;
  /** Labelled findings whose proposed correction has not been judged yet. */
  fixUnlabelled: number;
  /** Recall, when measured (tests/accuracy/README.md, "Recall"). */
  recall?: CheckRecall;
}

/**
 * A check's recall: the share of known errors it finds — errors planted in real manuscripts by
 * the seeded-error generator, and problems an editor marked on real manuscripts. Null: none of
 * that kind is the check's to find.
 */
export interface CheckRecall {
  seeded: { planted: number; found: number } | null;
  markup: { marked: number; found: number } | null;
}

export interface CheckSummary {
  name: string;
  /** `/checks/<id>` */
  url: string;
  icon: string;
  description: string;
  parameters: CheckParameter[];
  /** Measured precision, when the ledger has figures for the check. */
  accuracy?: CheckAccuracy;
}

export interface CategorySummary {
  id: string;
  name: string;
  icon: string;
  checks: CheckSummary[];
}

export interface Overview {
  data: { categories: CategorySummary[] };
}

export type FindingStatus = 'pass' | 'failed' | 'warning';

export interface Range {
  start: number;
  end: number;
}

export interface Coordinates {
  /** Offsets in the preview text of the version the check ran on. */
  absolute: Range;
  /** Offsets inside the paragraph that holds the finding. */
  relative: Range;
}

/** SPEC §3 "Result item". Which fields are filled depends on the result type. */
export interface ResultItem {
  entry_id: string;
  original?: string;
  heading?: string;
  correction?: string;
  suggestions?: string[] | string;
  reasoning?: string;
  coordinates?: Coordinates;
  comment?: string;
  /**
   * Content hash of the finding with 40 characters of context on each side: its entry id and
   * its accuracy-ledger key. Not its identity across edits (see `identity`).
   */
  hash: string;
  /**
   * What the finding is (check, rule, exact text; `findingIdentity`), the same under edits
   * around it, re-runs and later versions; absent on results stored before issue 22.
   */
  identity?: string;
  /**
   * The writer's earlier decision on this finding in this session (the same hash decided on an
   * earlier version), set by the server on a check's answer; absent while undecided.
   */
  decision?: 'accepted' | 'rejected';
  name?: string;
  details?: string;
  status?: FindingStatus;
}

/**
 * type1: findings with several suggestions (accept / reject each);
 * type2: one editable suggestion;
 * type3: a table of tests (name, details, status) with a summary;
 * type4: a table of findings (original, reasoning, coordinates, status) with a summary.
 */
export type ResultType = 'type1' | 'type2' | 'type3' | 'type4';

export interface CheckResult {
  type: ResultType;
  session_id?: number;
  results: ResultItem[];
  summary?: string;
}

/** A queued run's stage: `waiting` for a worker, or `running` on one. */
export type CheckRunStage = 'waiting' | 'running';

/** Answer of `POST /api/checks/<id>/?session_id=N` (SPEC §7). */
export type CheckRunAnswer =
  | { status: 'completed'; result: CheckResult }
  | {
      status: 'queued';
      payload: { job_id: string };
      /** Where the run is (issue 18): waiting for a worker, or being checked. Poll with `payload` as before. */
      stage?: CheckRunStage;
    }
  | { status: 'failed'; error: string };
