/**
 * The configuration as a process (the server, a worker) starts: loaded and checked, or the
 * process ends at once with every problem listed, so nothing half-configured ever runs.
 */
import { log } from '../log.ts';
import { ConfigError, loadConfig, type Config } from './index.ts';

export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      log.fatal(
        { problems: error.problems },
        `${error.message}\nFix these environment variables and start again (see the README's table).`,
      );
      process.exit(1);
    }
    throw error;
  }
}
