/** The message a check worker receives: everything a check needs, as plain transferable data. */
import type { FormatConfig } from '../../contract/format-config.ts';
import type { ParamValues } from '../../checks/types.ts';
import type { ReferenceLookups } from '../../contract/reference-lookups.ts';

export interface CheckTask {
  checkId: string;
  params: ParamValues;
  format: FormatConfig;
  docx: Uint8Array;
  template?: Uint8Array;
  /** Crossref and PubMed's answers for a reference-verifying check (check-executor.ts `lookUpReferences`). */
  lookups?: ReferenceLookups;
  /** 'reference-queries': read the document and answer the check's `referenceQueries`, instead of running it. */
  phase?: 'reference-queries';
}
