/**
 * Run all's reference-verifying checks (issue 28): each runs beside the batches rather than in one,
 * since it first asks Crossref and PubMed (check-executor.ts `lookUpReferences`, time-bounded) —
 * the other checks never wait for the network. On a closed network its answer is the one warning
 * "References not verified: Crossref could not be reached", within the probe's few seconds.
 */
import type { CheckOutcome } from '../../checks/index.ts';
import type { ParamValues } from '../../checks/types.ts';
import type { FormatConfig } from '../../contract/format-config.ts';
import type { WorkPool } from '../../jobs/work-pool.ts';
import { TaskTimeoutError } from '../../jobs/task-errors.ts';
import type { ReferenceLookupService } from '../reference-lookup/index.ts';
import { lookUpReferences, workPoolCheckRunner } from './check-executor.ts';

export interface ReferenceCheckRun {
  id: string;
  params: ParamValues;
  format: FormatConfig;
  docx: Uint8Array;
}

export async function runReferenceCheck(
  work: WorkPool,
  references: ReferenceLookupService | undefined,
  run: ReferenceCheckRun,
  timeLimitMs: number,
): Promise<CheckOutcome> {
  const pool = workPoolCheckRunner(work);
  const task = () => ({ checkId: run.id, params: run.params, format: run.format, docx: new Uint8Array(run.docx) });
  try {
    const lookups = await lookUpReferences(pool, task(), timeLimitMs, references);
    return await pool.run<CheckOutcome>({ ...task(), ...(lookups ? { lookups } : {}) }, timeLimitMs);
  } catch (error) {
    const error_ =
      error instanceof TaskTimeoutError
        ? `Verifying the references took longer than ${Math.round(timeLimitMs / 1000)} seconds and was stopped. Please run this check on its own.`
        : 'The check stopped unexpectedly. Please run it on its own.';
    return { check: run.id, status: 'failed', error: error_ };
  }
}
