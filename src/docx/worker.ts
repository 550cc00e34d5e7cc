/** Worker-thread side of isolated.ts: read, answer once, exit. */
import { parentPort, workerData } from 'node:worker_threads';
import { answerRead, type ReadTask } from './read-answer.ts';

parentPort?.postMessage(answerRead(workerData as ReadTask));
