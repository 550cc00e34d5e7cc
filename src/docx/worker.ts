/** Worker-thread side of isolated.ts: read, answer once, exit. */
import { enableCompileCache } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type { ReadTask } from './read-answer.ts';

// A thread does not share its process's compile cache: enabled here, the reader's modules load
// stripped and compiled from the cache (src/cli/main.ts) instead of being compiled again in each
// command-line read; hence the reader is imported after it.
enableCompileCache();
const { answerRead } = await import('./read-answer.ts');
parentPort?.postMessage(answerRead(workerData as ReadTask));
