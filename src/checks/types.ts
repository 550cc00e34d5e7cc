/**
 * The check framework's contract. A check is data (definition) plus a pure `run`. Checks never
 * touch XML, HTTP, SQL or users: they read the manuscript model and return findings as data.
 */
import type { Manuscript } from '../docx/model.ts';
import type { CheckParameter, CheckResult, ResultType } from '../contract/checks.ts';
import type { FormatConfig, FormatFieldKey } from '../contract/format-config.ts';
import type { ReferenceLookups, ReferenceQuery } from '../contract/reference-lookups.ts';

export type CategoryId =
  | 'journal-requirements'
  | 'language-style'
  | 'references-citations'
  | 'authorship-disclosures'
  | 'text-improvements';

export interface CategoryDefinition {
  id: CategoryId;
  name: string;
  icon: string;
}

export const CATEGORIES: readonly CategoryDefinition[] = [
  { id: 'journal-requirements', name: 'Journal requirements', icon: 'clipboard-check' },
  { id: 'language-style', name: 'Language and style', icon: 'spell-check' },
  { id: 'references-citations', name: 'References and citations', icon: 'book-open' },
  { id: 'authorship-disclosures', name: 'Authorship and disclosures', icon: 'users' },
  { id: 'text-improvements', name: 'Text improvements', icon: 'wand-sparkles' },
];

export type ParamValues = Record<string, number | string | boolean>;

export interface CheckInput {
  manuscript: Manuscript;
  /** The session's format config with the template's defaults filled in. */
  format: FormatConfig;
  /** Parameter values, validated and with defaults applied. */
  params: ParamValues;
  /** The uploaded template document, when the check needs it. */
  template?: Manuscript;
  /**
   * False when the session has no format (the format is then the template's defaults, which set
   * no rule): a check whose rules come from the format warns instead of passing. Absent = assigned.
   */
  formatAssigned?: boolean;
  /**
   * What Crossref and PubMed answered for the check's `referenceQueries`, gathered by the caller
   * (src/services/reference-lookup). Absent: nobody asked, and the check says it could not verify.
   */
  lookups?: ReferenceLookups;
}

export interface CheckDefinition {
  /** Stable id: the API url is /checks/<id>; stored runs and saved scripts use it. */
  id: string;
  version: number;
  category: CategoryId;
  name: string;
  /** lucide icon name. */
  icon: string;
  description: string;
  resultType: ResultType;
  parameters: CheckParameter[];
  /** True when the check reads the template document. */
  needsTemplate?: boolean;
  /** True when an accepted finding may replace text across paragraphs (the writer refuses otherwise). */
  editsSpanParagraphs?: boolean;
  /** Format config fields the check reads (docs/formats.md is generated from these); a key the table lacks does not compile. */
  formatFields?: readonly FormatFieldKey[];
  run(input: CheckInput): CheckResult;
  /**
   * For a check that verifies references against bibliographic services: what to look up for this
   * manuscript. The caller asks the services and passes the answers to `run` as `input.lookups`;
   * `run` itself never touches the network.
   */
  referenceQueries?(manuscript: Manuscript): ReferenceQuery[];
  /**
   * True when a result of this check lacks answers a later run may get (a service that did not
   * answer): the server reuses such a stored result only for a short while (check-runs.ts).
   */
  provisional?(result: CheckResult): boolean;
  /**
   * Loads, once per process, what the first run would otherwise load on its way (word lists, the
   * citation engine of a reference style), so it can happen ahead: while the command line reads
   * the file, when a check thread starts. Given the format, only what that format needs; without
   * one, everything any format may need. A run never depends on it having been called.
   */
  prepare?(format?: FormatConfig): void;
}
