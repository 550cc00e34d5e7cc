/** Entry of a check run in a work-pool thread (piscina calls the default export once per run). */
import type { CheckOutcome } from '../../checks/index.ts';
import type { CheckTask } from './check-task.ts';
import { performCheckSafely } from './check-perform.ts';

export default function check(task: CheckTask): Promise<CheckOutcome> {
  return performCheckSafely(task);
}
