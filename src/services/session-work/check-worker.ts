/**
 * Worker-thread entry: reads the version's .docx and runs one check, off the server's event loop.
 * Receives a CheckTask, answers a CheckOutcome (never throws across the thread boundary). Used by
 * the worker process's WorkerPool; the server's work pool loads check-pool-task.ts instead.
 */
import { parentPort } from 'node:worker_threads';
import type { CheckTask } from './check-task.ts';
import { performCheckTask, readyChecks } from './check-perform.ts';

// What the checks need (word lists, citation engines, first-call costs) is paid when the worker
// starts, not inside the first run's time limit.
readyChecks();

parentPort?.on('message', (task: CheckTask) => {
  void performCheckTask(task).then((outcome) => parentPort?.postMessage(outcome));
});
