/**
 * `npm run worker`: the check worker process for scale-out (docs/deploy.md). Reads the same
 * environment as the API; on SIGTERM/SIGINT it stops taking checks, lets running ones finish for
 * a while and hands the rest back to the queue, then exits.
 */
import { loadConfigOrExit } from '../config/startup.ts';
import { log } from '../log.ts';
import { startWorker } from './worker.ts';

const config = loadConfigOrExit();
if (!config.databaseUrl) {
  log.fatal('npm run worker needs DATABASE_URL: a PostgreSQL database shared with the API instances (docs/deploy.md).');
  process.exit(1);
}
const worker = await startWorker(config, { healthPort: config.workerHealthPort });

let stopping = false;
const stop = (signal: string): void => {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'worker stopping');
  const force = setTimeout(() => process.exit(1), 20_000);
  force.unref();
  void worker.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      log.error({ err: error }, 'error while stopping');
      process.exit(1);
    },
  );
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
