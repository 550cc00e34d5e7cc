/** Entry of a check run in a work-pool thread (piscina calls the default export once per run). */
import type { CheckOutcome } from '../../checks/index.ts';
import type { ReferenceQuery } from '../../contract/reference-lookups.ts';
import type { CheckTask } from './check-task.ts';
import { performCheckTask, readyChecks } from './check-perform.ts';

// What the checks need (word lists, the citation engines, their first-call costs) is paid once per
// thread, when this module is first loaded there — as the thread starts (work-thread-start.ts) —
// and stays for every later run in that thread (docs/checks.md "Command line speed and first runs").
readyChecks();

export default function check(task: CheckTask & { phase: 'reference-queries' }): Promise<ReferenceQuery[]>;
export default function check(task: CheckTask): Promise<CheckOutcome>;
export default function check(task: CheckTask): Promise<CheckOutcome | ReferenceQuery[]> {
  return performCheckTask(task);
}
