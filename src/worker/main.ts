/**
 * `npm run worker`: the check worker process for scale-out (docs/deploy.md). Reads the same
 * environment as the API; on SIGTERM/SIGINT it stops taking checks, lets running ones finish for
 * a while and hands the rest back to the queue, then exits.
 */
import { type Config, ConfigError, loadConfig } from '../config/index.ts';
import { logLine, startWorker } from './worker.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(
      `${error.message}\nFix these environment variables and start again (see the README's table).\n`,
    );
    process.exit(1);
  }
  throw error;
}
if (!config.databaseUrl) {
  process.stderr.write(
    'npm run worker needs DATABASE_URL: a PostgreSQL database shared with the API instances (docs/deploy.md).\n',
  );
  process.exit(1);
}
const worker = await startWorker(config, { healthPort: config.workerHealthPort });

let stopping = false;
const stop = (signal: string): void => {
  if (stopping) return;
  stopping = true;
  logLine('info', 'worker stopping', { signal });
  const force = setTimeout(() => process.exit(1), 20_000);
  force.unref();
  void worker.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      logLine('error', 'error while stopping', { reason: String(error) });
      process.exit(1);
    },
  );
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
