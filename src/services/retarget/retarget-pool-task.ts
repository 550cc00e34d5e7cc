/** Entry of a retarget in a work-pool thread (piscina calls the default export once per task). */
import { preloadWordLists } from '../../checks/language/dictionaries.ts';
import { performRetarget, type RetargetOutcome, type RetargetTask } from './retarget-task.ts';

// The spelling-variant check reads the word lists: loaded once per thread, shared with check runs.
preloadWordLists();

export default function retarget(task: RetargetTask): Promise<RetargetOutcome> {
  return performRetarget(task);
}
