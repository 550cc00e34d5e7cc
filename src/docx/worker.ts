/** Worker-thread side of isolated.ts: read, answer once, exit. */
import { parentPort, workerData } from 'node:worker_threads';
import { DocxRefusedError } from './errors.ts';
import { readManuscriptSync } from './index.ts';
import type { WorkerAnswer } from './isolated.ts';
import type { ReadLimits } from './limits.ts';

const { bytes, limits } = workerData as { bytes: Uint8Array; limits: Partial<ReadLimits> };
let answer: WorkerAnswer;
try {
  answer = { ok: true, manuscript: readManuscriptSync(bytes, { limits }) };
} catch (error) {
  answer =
    error instanceof DocxRefusedError
      ? { ok: false, refused: error.reason, detail: error.detail }
      : {
          ok: false,
          refused: null,
          error: error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error),
        };
}
parentPort?.postMessage(answer);
