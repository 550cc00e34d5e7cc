/**
 * What each thread of the server's work pool loads as it starts (src/server/app.ts, WorkPool
 * `preload`), before it is given work: the check task — the checks, their word lists and citation
 * engines (check-pool-task.ts prepares them) — and the read task. Node's compile cache is turned on
 * first: a thread does not share its process's, and without it every thread would strip and
 * compile the TypeScript of all the checks again (about half of a thread's start).
 */
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./check-pool-task.ts');
await import('../../docx/read-pool-task.ts');
