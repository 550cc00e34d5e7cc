/** One read, answered as data (never thrown across a thread boundary): what a read worker sends back. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DocxRefusedError, type RefusalReason } from './errors.ts';
import type { ReadLimits } from './limits.ts';
import type { Manuscript } from './model.ts';
import { readManuscriptSync } from './read-sync.ts';

/** The file as bytes, or (an upload on disk) its path, read by the thread that reads the package. */
export type ReadTask = { limits: Partial<ReadLimits> } & ({ bytes: Uint8Array } | { path: string });

/** The SHA-256 (hex) and size of a file read from disk: its blob key, so nobody reads it again to hash it. */
export interface SourceDigest {
  sha256: string;
  size: number;
}

/**
 * A read's answer: the manuscript (with the file's digest when it was read from disk), a refusal the
 * user is told about, or an engine error.
 */
export type WorkerAnswer =
  | { ok: true; manuscript: Manuscript; source?: SourceDigest }
  | { ok: false; refused: RefusalReason; detail?: string }
  | { ok: false; refused: null; error: string };

export function answerRead(task: ReadTask): WorkerAnswer {
  try {
    if ('bytes' in task) return { ok: true, manuscript: readManuscriptSync(task.bytes, { limits: task.limits }) };
    // An upload on disk: hashed here, on the reading thread, from the bytes it reads anyway — the
    // server's event loop never passes a large file through SHA-256 (issue 29, bench:load's flood).
    const bytes = readFileSync(task.path);
    const manuscript = readManuscriptSync(bytes, { limits: task.limits });
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    return { ok: true, manuscript, source: { sha256, size: bytes.byteLength } };
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
