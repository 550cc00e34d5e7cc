/** Entry of a check run in a work-pool thread (piscina calls the default export once per run). */
import { prepareChecks, type CheckOutcome } from '../../checks/index.ts';
import type { CheckTask } from './check-task.ts';
import { performCheckSafely } from './check-perform.ts';

// What the checks need (word lists, the citation engines) loads once per thread, when this module
// is first loaded there — as the thread starts (work-thread-start.ts) — and stays for
// every later run in that thread (docs/checks.md "Command line and word lists").
prepareChecks();

export default function check(task: CheckTask): Promise<CheckOutcome> {
  return performCheckSafely(task);
}
