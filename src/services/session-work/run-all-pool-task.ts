/** Entry of "Run all checks" in a work-pool thread (piscina calls the default export once per task). */
// The checks, their word lists and first-call costs: loaded once per thread by the check task's
// module (already imported when the thread started, work-thread-start.ts).
import './check-pool-task.ts';
import { performRunAll, type RunAllTask, type RunAllTaskAnswer } from './run-all-task.ts';

export default function runAll(task: RunAllTask): Promise<RunAllTaskAnswer> {
  return performRunAll(task);
}
