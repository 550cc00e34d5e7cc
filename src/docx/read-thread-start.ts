/**
 * What a reading thread of the command line's work pool loads as it starts (src/cli/commands/check.ts).
 * A thread does not share its process's compile cache: enabled here, the reader's modules load
 * stripped and compiled from the cache (src/cli/main.ts) instead of being compiled again in each
 * command-line run; hence the read task is imported after it.
 */
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./read-pool-task.ts');
