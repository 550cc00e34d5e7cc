/** Entry of a check run in a work-pool thread (piscina calls the default export once per run). */
import type { CheckOutcome } from '../../checks/index.ts';
import { preloadWordLists } from '../../checks/language/dictionaries.ts';
import type { CheckTask } from './check-task.ts';
import { performCheckSafely } from './check-perform.ts';

// The word lists load once per thread, when this module is first loaded there, and stay for every
// later run in that thread (docs/checks.md "Command line and word lists").
preloadWordLists();

export default function check(task: CheckTask): Promise<CheckOutcome> {
  return performCheckSafely(task);
}
