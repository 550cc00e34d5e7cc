/**
 * Upload validation for the (template, original) pair behind POST /api/documents/: one specific
 * issue per problem, each naming which file it is about, so the upload dialog can list them
 * under 'Validation errors found'. Nothing is stored for a failed pair (the route's job).
 * With a runner (the server's work pool) both reads are admitted together or the call throws the
 * runner's "busy" error before reading anything.
 */
import { DocxRefusedError } from './errors.ts';
import type { UploadValidation } from './model.ts';
import { readManuscriptsIsolated, type IsolatedReadOptions, type ReadSource } from './isolated.ts';

export interface PairValidationOptions extends IsolatedReadOptions {}

export async function validateUploadPair(
  original: ReadSource,
  template: ReadSource,
  options: PairValidationOptions = {},
): Promise<UploadValidation> {
  // Template first, in the order the dialog shows the drop zones.
  const labels = ['Template document', 'Original document'];
  const reads = readManuscriptsIsolated([template, original], options);
  const answers = await Promise.all(
    reads.map((read, index) =>
      read.then(
        (manuscript) => ({ issue: null, warnings: manuscript.warnings }),
        (error: unknown) => {
          if (error instanceof DocxRefusedError) return { issue: `${labels[index]}: ${error.message}`, warnings: [] };
          throw error;
        },
      ),
    ),
  );
  const issues = answers.map((answer) => answer.issue).filter((issue): issue is string => issue !== null);
  return { status: issues.length === 0 ? 'ok' : 'failed', issues, warnings: answers[1]?.warnings ?? [] };
}
