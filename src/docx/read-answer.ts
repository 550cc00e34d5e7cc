/** One read, answered as data (never thrown across a thread boundary): what a read worker sends back. */
import { readFileSync } from 'node:fs';
import { DocxRefusedError, type RefusalReason } from './errors.ts';
import type { ReadLimits } from './limits.ts';
import type { Manuscript } from './model.ts';
import { readManuscriptSync } from './read-sync.ts';

/** The file as bytes, or (an upload on disk) its path, read by the thread that reads the package. */
export type ReadTask = { limits: Partial<ReadLimits> } & ({ bytes: Uint8Array } | { path: string });

/** A read's answer: the manuscript, a refusal the user is told about, or an engine error. */
export type WorkerAnswer =
  | { ok: true; manuscript: Manuscript }
  | { ok: false; refused: RefusalReason; detail?: string }
  | { ok: false; refused: null; error: string };

export function answerRead(task: ReadTask): WorkerAnswer {
  try {
    const bytes = 'bytes' in task ? task.bytes : readFileSync(task.path);
    return { ok: true, manuscript: readManuscriptSync(bytes, { limits: task.limits }) };
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
