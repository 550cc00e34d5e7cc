/**
 * `npm run cli -- token --email E [--hours H]`: mints a fresh API token for a user, for scripts
 * and operators. The token is the last line of the output, so `| tail -n 1` captures it.
 * It expires after API_TOKEN_TTL_HOURS (or --hours).
 */
import { ConfigError } from '../../config/index.ts';
import { AccountError, mintTokenFor } from '../../auth/accounts.ts';
import { createAuditLog } from '../../services/audit.ts';
import { openOperatorDatabase } from './operator-db.ts';
import { readArguments } from '../arguments.ts';

const USAGE = 'Usage: npm run cli -- token --email E [--hours H]\n';

const OPTIONS = { email: { type: 'string' }, hours: { type: 'string' } } as const;

export async function run(args: string[]): Promise<number> {
  const read = readArguments(args, OPTIONS);
  if (typeof read === 'string' || read.positionals.length > 0) {
    const why = typeof read === 'string' ? read : `Unexpected argument ${read.positionals[0]}.`;
    process.stderr.write(`token: ${why}\n${USAGE}`);
    return 2;
  }
  const { values } = read;
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
