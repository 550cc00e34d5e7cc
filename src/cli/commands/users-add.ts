/**
 * `npm run cli -- users:add --email E --name N --tenant T [--admin] [--password P]`
 * Adds a person to a tenant (T: the tenant's e-mail domain or Entra tenant id, or the name of an
 * existing tenant; a new key creates the tenant with its ready-made formats). --password lets them
 * sign in with the built-in provider; without it they sign in through the configured provider.
 * The password may also come from the USER_PASSWORD environment variable (keeps it out of `ps`).
 */
import { ConfigError } from '../../config/index.ts';
import { AccountError, addUser } from '../../auth/accounts.ts';
import { createAuditLog } from '../../services/audit.ts';
import { openOperatorDatabase } from './operator-db.ts';
import { readArguments } from '../arguments.ts';

const USAGE = 'Usage: npm run cli -- users:add --email E --name N --tenant T [--admin] [--password P]\n';

const OPTIONS = {
  email: { type: 'string' },
  name: { type: 'string' },
  tenant: { type: 'string' },
  admin: { type: 'boolean', default: false },
  password: { type: 'string' },
} as const;

export async function run(args: string[]): Promise<number> {
  const read = readArguments(args, OPTIONS);
  if (typeof read === 'string' || read.positionals.length > 0) {
    const why = typeof read === 'string' ? read : `Unexpected argument ${read.positionals[0]}.`;
    process.stderr.write(`users:add: ${why}\n${USAGE}`);
    return 2;
  }
  const { values } = read;
  const missing = (['email', 'name', 'tenant'] as const).filter((key) => !values[key]);
  if (missing.length > 0) {
    process.stderr.write(`users:add: missing ${missing.map((m) => `--${m}`).join(', ')}\n${USAGE}`);
    return 2;
  }
  const password = values.password ?? process.env.USER_PASSWORD;
  let opened: Awaited<ReturnType<typeof openOperatorDatabase>>;
  try {
    opened = await openOperatorDatabase();
  } catch (error) {
    process.stderr.write(
      `users:add: ${error instanceof ConfigError ? error.message : `cannot open the database: ${String(error)}`}\n`,
    );
    return 2;
  }
  try {
    const added = await addUser(opened.db, createAuditLog(), {
      email: values.email!,
      name: values.name!,
      tenant: values.tenant!,
      role: values.admin ? 'admin' : 'member',
      ...(password === undefined ? {} : { password }),
    });
    const tenantNote = added.tenantCreated ? ' (new tenant, with the ready-made journal formats)' : '';
    process.stdout.write(
      `Added ${values.email!.trim().toLowerCase()} as ${values.admin ? 'admin' : 'member'} (user id ${added.id}) to tenant ${added.tenantName}${tenantNote}.\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AccountError) {
      process.stderr.write(`users:add: ${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await opened.db.destroy();
  }
}
