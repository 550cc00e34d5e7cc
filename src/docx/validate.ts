/**
 * Upload validation for the (template, original) pair behind POST /api/documents/: one specific
 * issue per problem, each naming which file it is about, so the upload dialog can list them
 * under 'Validation errors found'. Nothing is stored for a failed pair (the route's job).
 * With a runner (the server's work pool) both reads are admitted together or the call throws the
 * runner's "busy" error before reading anything.
 */
import { DocxRefusedError } from './errors.ts';
import type { UploadValidation } from './model.ts';
import { readSourcesIsolated, type IsolatedReadOptions, type ReadSource } from './isolated.ts';

export interface PairValidationOptions extends IsolatedReadOptions {}

export async function validateUploadPair(
  original: ReadSource,
  template: ReadSource,
  options: PairValidationOptions = {},
): Promise<UploadValidation> {
  // Template first, in the order the dialog shows the drop zones.
  const labels = ['Template document', 'Original document'];
  const reads = readSourcesIsolated([template, original], options);
  const answers = await Promise.all(
    reads.map((read, index) =>
      read.then(
        ({ manuscript, source }) => ({ issue: null, warnings: manuscript.warnings, source }),
        (error: unknown) => {
          if (error instanceof DocxRefusedError)
            return { issue: `${labels[index]}: ${error.message}`, warnings: [], source: undefined };
          throw error;
        },
      ),
    ),
  );
  const issues = answers.map((answer) => answer.issue).filter((issue): issue is string => issue !== null);
  const status = issues.length === 0 ? 'ok' : 'failed';
  const [templateSource, originalSource] = [answers[0]?.source, answers[1]?.source];
  const digests =
    status === 'ok' && templateSource && originalSource ? { original: originalSource, template: templateSource } : null;
  return { status, issues, warnings: answers[1]?.warnings ?? [], ...(digests ? { digests } : {}) };
}
