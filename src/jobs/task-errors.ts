/**
 * How a task on the work pool (work-pool.ts) can end without an answer: stopped at its time limit
 * (the thread is terminated, the only way to stop synchronous JavaScript, and replaced), or its
 * thread crashed.
 */
export class TaskTimeoutError extends Error {
  constructor(ms: number) {
    super(`Task exceeded its time limit of ${ms} ms`);
    this.name = 'TaskTimeoutError';
  }
}

export class WorkerCrashError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkerCrashError';
  }
}
