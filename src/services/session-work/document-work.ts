/**
 * Document work that a request asks for (apply, preview) done on the server's one work pool
 * (src/jobs/work-pool.ts), never on the request thread: reading a version takes 35–197 ms on the
 * corpus, which would hold up every other request. Reads wait their turn as the caller's work
 * (fair queue by organisation and member) and are refused with 503 + Retry-After when the pool's
 * queue is full, before anything is stored.
 */
import type { CurrentUser } from '../../contract/current-user.ts';
import { DocxRefusedError } from '../../docx/errors.ts';
import { readManuscriptIsolated } from '../../docx/isolated.ts';
import type { Manuscript } from '../../docx/model.ts';
import type { Owner } from '../../jobs/fair-queue.ts';
import { poolReadRunner } from '../../jobs/read-runner.ts';
import { ServerBusyError, type WorkPool } from '../../jobs/work-pool.ts';
import { TaskTimeoutError } from '../../jobs/task-errors.ts';
import { busy } from './run-all.ts';

/** Reads a version's .docx into the manuscript model off the request thread. */
export type ManuscriptReader = (docx: Uint8Array) => Promise<Manuscript>;

export function ownerOf(user: CurrentUser): Owner {
  return { tenantId: user.tenantId, userId: user.id };
}

/**
 * A reader on the work pool for `owner`'s request. The bytes are copied to the thread (the caller
 * keeps them: apply hands them to the writer afterwards). `nothingDone` finishes the 503's sentence.
 */
export function poolManuscriptReader(work: WorkPool, owner: Owner, nothingDone: string): ManuscriptReader {
  const runner = poolReadRunner(work, owner);
  return async (docx) => {
    let reading: Promise<Manuscript>;
    try {
      reading = readManuscriptIsolated(docx, { runner });
    } catch (error) {
      if (error instanceof ServerBusyError) throw busy(error.retryAfterSeconds, nothingDone);
      throw error;
    }
    try {
      return await reading;
    } catch (error) {
      // A version that was read once before and now overruns: the server is too busy, not the file bad.
      if (error instanceof DocxRefusedError && error.reason === 'timeout')
        throw busy(5, `${nothingDone} (reading the document took too long and was stopped)`);
      throw error;
    }
  };
}

/**
 * Runs one bounded task of `owner` on the pool and waits for its answer: a full queue is a 503
 * with Retry-After (nothing done), a task past its time limit a 503 as well.
 */
export async function runOnPool<T>(
  work: WorkPool,
  task: { script: URL; message: unknown; timeoutMs: number; transfer?: ArrayBuffer[] },
  owner: Owner,
  nothingDone: string,
): Promise<T> {
  let answer: Promise<T>;
  try {
    [answer] = work.runBounded<T>([{ ...task, owner }]) as [Promise<T>];
  } catch (error) {
    if (error instanceof ServerBusyError) throw busy(error.retryAfterSeconds, nothingDone);
    throw error;
  }
  try {
    return await answer;
  } catch (error) {
    if (error instanceof TaskTimeoutError) throw busy(5, `${nothingDone} (it took too long and was stopped)`);
    throw error;
  }
}
