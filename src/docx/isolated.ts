/**
 * Reads a manuscript in a worker thread with a wall-clock limit and a heap limit, so a hostile
 * file can neither stall nor crash the server. Two ways to get the thread:
 *
 * - a `runner` (the server's bounded work pool, src/jobs/work-pool.ts): threads are reused, the
 *   number of reads at once is bounded, and the time limit starts when the read starts;
 * - without one (the command line's one-file commands, tests): one short-lived worker per read; a
 *   killed worker takes whatever the file did with it. The command line's `check` reads on a
 *   one-thread work pool instead, reused for every file of a folder.
 */
import { Worker } from 'node:worker_threads';
import { DocxRefusedError } from './errors.ts';
import { defaultIsolationLimits, type IsolationLimits } from './limits.ts';
import type { Manuscript } from './model.ts';
import { defaultLimits } from './limits.ts';
import type { ReadTask, SourceDigest, WorkerAnswer } from './read-answer.ts';
import type { ReadOptions } from './read-sync.ts';
import { sniff } from './sniff.ts';
import { readCentralDirectory } from './zip/central-directory.ts';

/** What a reading thread answers (the runners in src/jobs read it from here). */
export type { WorkerAnswer } from './read-answer.ts';

/**
 * Runs reads on bounded threads. All tasks of one call are admitted or none is: then it throws
 * (synchronously) whatever its owner uses to say "busy". A read that overruns `timeoutMs` after it
 * started, or its heap, rejects with DocxRefusedError ('timeout' or 'out-of-memory').
 */
export type ReadRunner = (tasks: ReadTask[], timeoutMs: number) => Promise<WorkerAnswer>[];

export interface IsolatedReadOptions extends ReadOptions {
  isolation?: Partial<IsolationLimits>;
  runner?: ReadRunner;
}

const workerUrl = new URL('./worker.ts', import.meta.url);

/** The module a work pool runs for reads (default export: ReadTask → WorkerAnswer). */
export const READ_POOL_TASK_URL = new URL('./read-pool-task.ts', import.meta.url);

/** What a reading-only pool's threads load as they start (compile cache on, then the read task). */
export const READ_THREAD_START_URL = new URL('./read-thread-start.ts', import.meta.url);

export function readManuscriptIsolated(bytes: Uint8Array, options: IsolatedReadOptions = {}): Promise<Manuscript> {
  const [read] = readManuscriptsIsolated([bytes], options);
  return read ?? Promise.reject(new Error('No read started'));
}

/** A file to read: its bytes, or the path of an upload stored on disk (read by the reading thread). */
export type ReadSource = Uint8Array | { path: string };

/**
 * Reads several files as one piece of work (an upload's pair): one promise per file, in order.
 * Throws synchronously only when the runner refuses the batch (server busy).
 */
export function readManuscriptsIsolated(list: ReadSource[], options: IsolatedReadOptions = {}): Promise<Manuscript>[] {
  return readSourcesIsolated(list, options).map((read) => read.then((answer) => answer.manuscript));
}

/** A file read in isolation: its manuscript, and its digest when it was read from disk. */
export interface IsolatedRead {
  manuscript: Manuscript;
  source?: SourceDigest;
}

/** As readManuscriptsIsolated, with each file's digest for those read from disk. */
export function readSourcesIsolated(list: ReadSource[], options: IsolatedReadOptions = {}): Promise<IsolatedRead>[] {
  const isolation = { ...defaultIsolationLimits, ...options.isolation };
  const limits = options.limits ?? {};
  // The checks that inflate nothing run here first on bytes in memory: they are bounded, and most
  // refusals (wrong file type, encryption, bombs that declare their size) need no worker at all.
  // A file on disk is not loaded here (that is the point of keeping it there): the reading
  // thread runs the same checks first.
  const early = list.map((source): Error | null => {
    if (!(source instanceof Uint8Array)) return null;
    try {
      const sniffed = sniff(source);
      if (sniffed.kind === 'refused') throw new DocxRefusedError(sniffed.reason);
      readCentralDirectory(source, { ...defaultLimits, ...limits });
      return null;
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  });
  const toRead: ReadTask[] = list
    .filter((_, index) => early[index] === null)
    .map((source) => (source instanceof Uint8Array ? { bytes: source, limits } : { path: source.path, limits }));
  const answers = options.runner
    ? options.runner(toRead, isolation.timeoutMs)
    : toRead.map((task) => readInOwnWorker(task, isolation));
  let next = 0;
  return early.map((error) => {
    if (error) return Promise.reject(error);
    const answer = answers[next++] ?? Promise.reject(new Error('No read started'));
    return answer.then(readOf);
  });
}

function readOf(answer: WorkerAnswer): IsolatedRead {
  if (answer.ok)
    return answer.source ? { manuscript: answer.manuscript, source: answer.source } : { manuscript: answer.manuscript };
  if (answer.refused) throw new DocxRefusedError(answer.refused, answer.detail);
  throw new Error(`Document engine failed: ${answer.error}`);
}

function readInOwnWorker(task: ReadTask, isolation: IsolationLimits): Promise<WorkerAnswer> {
  return new Promise<WorkerAnswer>((resolve, reject) => {
    const worker = new Worker(workerUrl, {
      workerData: task,
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
    worker.once('message', (answer: WorkerAnswer) => settle(() => resolve(answer)));
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
