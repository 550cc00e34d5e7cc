/** Entry of a read in a pool thread (piscina calls the default export once per read). */
import { answerRead, type ReadTask } from './read-answer.ts';
import type { WorkerAnswer } from './isolated.ts';

export default function read(task: ReadTask): WorkerAnswer {
  return answerRead(task);
}
