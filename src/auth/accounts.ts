/**
 * Operator actions on accounts (the `users:add` and `token` commands): adding a person to a
 * tenant, with an optional password for the built-in provider, and minting an API token for
 * scripts. Both write an audit event.
 */
import type { Kysely } from 'kysely';
import type { AuditLog } from '../services/audit.ts';
import type { Role } from '../contract/current-user.ts';
import type { Database } from '../store/schema.ts';
import { hashPassword } from './password.ts';
import { ensureTenant } from './seed.ts';
import { issueApiToken, type IssuedApiToken } from './tokens.ts';

export const MIN_PASSWORD_LENGTH = 10;

export class AccountError extends Error {
  override name = 'AccountError';
}

export interface AddUserInput {
  email: string;
  name: string;
  /** The tenant's key (e-mail domain or Entra tenant id) or the name of an existing tenant. */
  tenant: string;
  role: Role;
  password?: string;
}

export interface AddedUser {
  id: number;
  tenantId: number;
  tenantName: string;
  tenantCreated: boolean;
}

export async function addUser(db: Kysely<Database>, audit: AuditLog, input: AddUserInput): Promise<AddedUser> {
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  const tenantText = input.tenant.trim();
  const problems: string[] = [];
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) problems.push(`"${input.email}" is not an e-mail address`);
  if (name === '') problems.push('the name is empty');
  if (tenantText === '') problems.push('the tenant is empty');
  if (input.password !== undefined && input.password.length < MIN_PASSWORD_LENGTH) {
    problems.push(`the password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  if (problems.length > 0) throw new AccountError(problems.join('; '));

  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    if (await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) {
      throw new AccountError(`A user with the e-mail address ${email} already exists`);
    }
    const byName = await trx
      .selectFrom('tenants')
      .select(['id', 'name'])
      .where('name', '=', tenantText)
      .executeTakeFirst();
    const tenant = byName
      ? { id: Number(byName.id), name: byName.name, created: false }
      : await (async () => {
          const key = tenantText.toLowerCase();
          const found = await ensureTenant(trx, tenantText, key);
          const row = await trx
            .selectFrom('tenants')
            .select('name')
            .where('id', '=', found.id)
            .executeTakeFirstOrThrow();
          return { id: found.id, name: row.name, created: found.created };
        })();
    const row = await trx
      .insertInto('users')
      .values({
        tenant_id: tenant.id,
        email,
        name,
        role: input.role,
        password_hash: passwordHash,
        external_subject: null,
        created_at: new Date().toISOString(),
        last_login_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await audit.record(trx, {
      tenantId: tenant.id,
      userId: null,
      action: 'user.create',
      target: `user:${id}`,
      details: {
        email,
        role: input.role,
        via: 'command line',
        tenantCreated: tenant.created,
        password: passwordHash !== null,
      },
    });
    return { id, tenantId: tenant.id, tenantName: tenant.name, tenantCreated: tenant.created };
  });
}

export async function mintTokenFor(
  db: Kysely<Database>,
  audit: AuditLog,
  email: string,
  ttlHours: number,
): Promise<IssuedApiToken> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'tenant_id'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) throw new AccountError(`No user with the e-mail address ${email}. Add one with: npm run cli -- users:add`);
  return db.transaction().execute(async (trx) => {
    const token = await issueApiToken(trx, Number(user.id), ttlHours);
    await audit.record(trx, {
      tenantId: Number(user.tenant_id),
      userId: Number(user.id),
      action: 'auth.token-issued',
      target: `user:${user.id}`,
      details: { via: 'command line', tokenId: token.id, expiresAt: token.expiresAt },
    });
    return token;
  });
}
