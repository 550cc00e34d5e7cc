/**
 * `npm run cli -- token --email E [--hours H]`: mints a fresh API token for a user, for scripts
 * and operators. The token is the last line of the output, so `| tail -n 1` captures it.
 * It expires after API_TOKEN_TTL_HOURS (or --hours).
 */
import { parseArgs } from 'node:util';
import { ConfigError } from '../../config/index.ts';
import { AccountError, mintTokenFor } from '../../auth/accounts.ts';
import { createAuditLog } from '../../services/audit.ts';
import { openOperatorDatabase } from './operator-db.ts';

const USAGE = 'Usage: npm run cli -- token --email E [--hours H]\n';

const parseOptions = (args: string[]) =>
  parseArgs({ args, options: { email: { type: 'string' }, hours: { type: 'string' } }, strict: true }).values;

export async function run(args: string[]): Promise<number> {
  let values: ReturnType<typeof parseOptions>;
  try {
    values = parseOptions(args);
  } catch (error) {
    process.stderr.write(`token: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!values.email) {
    process.stderr.write(`token: missing --email\n${USAGE}`);
    return 2;
  }
  const hours = values.hours === undefined ? undefined : Number(values.hours);
  if (hours !== undefined && !(Number.isFinite(hours) && hours > 0 && hours <= 24 * 90)) {
    process.stderr.write(`token: --hours must be a number of hours from 1 to ${24 * 90}\n`);
    return 2;
  }
  let opened: Awaited<ReturnType<typeof openOperatorDatabase>>;
  try {
    opened = await openOperatorDatabase();
  } catch (error) {
    process.stderr.write(
      `token: ${error instanceof ConfigError ? error.message : `cannot open the database: ${String(error)}`}\n`,
    );
    return 2;
  }
  try {
    const token = await mintTokenFor(
      opened.db,
      createAuditLog(),
      values.email,
      hours ?? opened.config.apiTokenTtlHours,
    );
    process.stdout.write(
      `API token for ${values.email.trim().toLowerCase()}, valid until ${token.expiresAt}:\n${token.token}\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AccountError) {
      process.stderr.write(`token: ${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await opened.db.destroy();
  }
}
