/** Entry of a tracked-changes write in a work-pool thread (piscina calls the default export once per task). */
import { performWrite, type WriteAnswer, type WriteTask } from './write-task.ts';

export default function write(task: WriteTask): WriteAnswer {
  return performWrite(task);
}
