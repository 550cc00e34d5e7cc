/** Entry of a read in a pool thread (piscina calls the default export once per read). */
import { answerRead, type ReadTask, type WorkerAnswer } from './read-answer.ts';

export default function read(task: ReadTask): WorkerAnswer {
  return answerRead(task);
}
