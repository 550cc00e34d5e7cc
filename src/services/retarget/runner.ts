/**
 * Retargets run on the server's one work pool (src/jobs/work-pool.ts) as bounded work, like
 * upload reads: when its queue is full the request is refused with 503 and Retry-After before
 * anything is stored; a task past its time limit is stopped and answered 503 too. The task's
 * bytes are moved to the thread: callers hand over a copy they own.
 */
import type { Owner } from '../../jobs/fair-queue.ts';
import { ServerBusyError, type WorkPool } from '../../jobs/work-pool.ts';
import { TaskTimeoutError } from '../../jobs/task-errors.ts';
import { AppError } from '../errors.ts';
import { RETARGET_POOL_TASK_URL, type RetargetOutcome, type RetargetTask } from './retarget-task.ts';

/** Runs a retarget as `owner`'s work (waiting work takes turns by organisation and member). */
export type RetargetRunner = (task: RetargetTask, owner: Owner) => Promise<RetargetOutcome>;

export function poolRetargetRunner(pool: WorkPool, timeLimitMs: number): RetargetRunner {
  return async (task, owner) => {
    let answer: Promise<RetargetOutcome>;
    try {
      [answer] = pool.runBounded<RetargetOutcome>([
        {
          script: RETARGET_POOL_TASK_URL,
          message: task,
          timeoutMs: timeLimitMs,
          transfer: [task.docx.buffer as ArrayBuffer],
          owner,
        },
      ]) as [Promise<RetargetOutcome>];
    } catch (error) {
      if (error instanceof ServerBusyError) {
        const seconds = error.retryAfterSeconds;
        throw new AppError(
          'busy',
          `The server is busy with other documents. Nothing was created; please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
          undefined,
          { 'retry-after': String(seconds) },
        );
      }
      throw error;
    }
    try {
      return await answer;
    } catch (error) {
      if (!(error instanceof TaskTimeoutError)) throw error;
      const seconds = Math.max(1, Math.ceil(timeLimitMs / 1000));
      throw new AppError(
        'busy',
        `Comparing the journals took longer than ${seconds} second${seconds === 1 ? '' : 's'} and was stopped. Nothing was created; please try again.`,
        undefined,
        { 'retry-after': '5' },
      );
    }
  };
}
