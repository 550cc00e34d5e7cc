/**
 * Reads on a work pool, in the docx engine's ReadRunner shape: the server's uploads, apply's
 * versions, the command line's folder. On the server they wait their turn as `owner`'s work (one
 * member's burst of uploads does not queue ahead of everyone else's); the command line names no owner.
 */
import { DocxRefusedError } from '../docx/errors.ts';
import { READ_POOL_TASK_URL, type ReadRunner, type WorkerAnswer } from '../docx/isolated.ts';
import type { Owner } from './fair-queue.ts';
import type { WorkPool } from './work-pool.ts';
import { TaskTimeoutError } from './task-errors.ts';

export function poolReadRunner(pool: WorkPool, owner?: Owner): ReadRunner {
  return (tasks, timeoutMs) =>
    pool
      .runBounded<WorkerAnswer>(tasks.map((message) => ({ script: READ_POOL_TASK_URL, message, timeoutMs, owner })))
      .map((answer) =>
        answer.catch((error: unknown) => {
          if (error instanceof TaskTimeoutError) {
            throw new DocxRefusedError('timeout', `read took over ${timeoutMs} ms once it started`);
          }
          if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
            throw new DocxRefusedError('out-of-memory', (error as Error).message);
          }
          throw error;
        }),
      );
}
