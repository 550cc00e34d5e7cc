/** One read, answered as data (never thrown across a thread boundary): what a read worker sends back. */
import { DocxRefusedError } from './errors.ts';
import { readManuscriptSync } from './index.ts';
import type { WorkerAnswer } from './isolated.ts';
import type { ReadLimits } from './limits.ts';

export interface ReadTask {
  bytes: Uint8Array;
  limits: Partial<ReadLimits>;
}

export function answerRead({ bytes, limits }: ReadTask): WorkerAnswer {
  try {
    return { ok: true, manuscript: readManuscriptSync(bytes, { limits }) };
  } catch (error) {
    return error instanceof DocxRefusedError
      ? { ok: false, refused: error.reason, detail: error.detail }
      : {
          ok: false,
          refused: null,
          error: error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error),
        };
  }
}
