/**
 * Upload validation for the (template, original) pair behind POST /api/documents/: one specific
 * issue per problem, each naming which file it is about, so the upload dialog can list them
 * under 'Validation errors found'. Nothing is stored for a failed pair (the route's job).
 */
import { DocxRefusedError } from './errors.ts';
import type { UploadValidation } from './model.ts';
import { readManuscriptIsolated, type IsolatedReadOptions } from './isolated.ts';

export interface PairValidationOptions extends IsolatedReadOptions {}

async function issueFor(label: string, bytes: Uint8Array, options: PairValidationOptions): Promise<string | null> {
  try {
    await readManuscriptIsolated(bytes, options);
    return null;
  } catch (error) {
    if (error instanceof DocxRefusedError) return `${label}: ${error.message}`;
    throw error;
  }
}

export async function validateUploadPair(
  original: Uint8Array,
  template: Uint8Array,
  options: PairValidationOptions = {},
): Promise<UploadValidation> {
  // Template first, in the order the dialog shows the drop zones.
  const issues = (
    await Promise.all([
      issueFor('Template document', template, options),
      issueFor('Original document', original, options),
    ])
  ).filter((issue): issue is string => issue !== null);
  return { status: issues.length === 0 ? 'ok' : 'failed', issues };
}
