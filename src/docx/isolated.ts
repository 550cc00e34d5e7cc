/**
 * Reads a manuscript in a worker thread with a wall-clock limit and a heap limit, so a hostile
 * file can neither stall nor crash the server. This is what the server uses. One short-lived
 * worker per read: a killed worker takes whatever the file did with it.
 */
import { Worker } from 'node:worker_threads';
import { DocxRefusedError, type RefusalReason } from './errors.ts';
import { defaultIsolationLimits, type IsolationLimits } from './limits.ts';
import type { Manuscript } from './model.ts';
import type { ReadOptions } from './index.ts';
import { defaultLimits } from './limits.ts';
import { sniff } from './sniff.ts';
import { readCentralDirectory } from './zip/central-directory.ts';

export interface IsolatedReadOptions extends ReadOptions {
  isolation?: Partial<IsolationLimits>;
}

export type WorkerAnswer =
  | { ok: true; manuscript: Manuscript }
  | { ok: false; refused: RefusalReason; detail?: string }
  | { ok: false; refused: null; error: string };

const workerUrl = new URL('./worker.ts', import.meta.url);

export function readManuscriptIsolated(bytes: Uint8Array, options: IsolatedReadOptions = {}): Promise<Manuscript> {
  const isolation = { ...defaultIsolationLimits, ...options.isolation };
  // The checks that inflate nothing run here first: they are bounded, and most refusals
  // (wrong file type, encryption, bombs that declare their size) need no worker at all.
  try {
    const sniffed = sniff(bytes);
    if (sniffed.kind === 'refused') throw new DocxRefusedError(sniffed.reason);
    readCentralDirectory(bytes, { ...defaultLimits, ...options.limits });
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  return new Promise<Manuscript>((resolve, reject) => {
    const worker = new Worker(workerUrl, {
      workerData: { bytes, limits: options.limits ?? {} },
      resourceLimits: {
        maxOldGenerationSizeMb: isolation.maxHeapMiB,
        maxYoungGenerationSizeMb: Math.min(64, Math.max(8, Math.floor(isolation.maxHeapMiB / 8))),
      },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const settle = (action: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      action();
      void worker.terminate();
    };
    const timer = setTimeout(() => {
      settle(() => reject(new DocxRefusedError('timeout', `read took over ${isolation.timeoutMs} ms`)));
    }, isolation.timeoutMs);
    worker.once('message', (answer: WorkerAnswer) => {
      settle(() => {
        if (answer.ok) resolve(answer.manuscript);
        else if (answer.refused) reject(new DocxRefusedError(answer.refused, answer.detail));
        else reject(new Error(`Document engine failed: ${answer.error}`));
      });
    });
    worker.once('error', (error: Error & { code?: string }) => {
      settle(() => {
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') reject(new DocxRefusedError('out-of-memory', error.message));
        else reject(error);
      });
    });
    worker.once('exit', (code) => {
      settle(() => reject(new Error(`Document engine worker exited with code ${code} before answering`)));
    });
  });
}
