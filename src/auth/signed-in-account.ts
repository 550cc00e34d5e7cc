/** The signed-in account's own operations behind /api/auth: who am I, and sign out. */
import type { Kysely } from 'kysely';
import type { Me } from '../contract/api/auth.ts';
import type { AuditLog } from '../services/audit.ts';
import type { Database } from '../store/schema.ts';
import type { CurrentUser } from '../contract/current-user.ts';
import { endProviderSignIn } from './oidc/adapter.ts';
import { revokeApiToken } from './tokens.ts';

/** The account as the web app shows it, with its organisation's key and name. */
export async function describeAccount(db: Kysely<Database>, user: CurrentUser): Promise<Me> {
  const tenant = await db
    .selectFrom('tenants')
    .select(['external_key', 'name'])
    .where('id', '=', user.tenantId)
    .executeTakeFirstOrThrow();
  return {
    localAccountId: String(user.id),
    tenantId: tenant.external_key,
    tenantName: tenant.name,
    name: user.name,
    username: user.email,
    email: user.email,
    role: user.role,
  };
}

/**
 * Revokes the API token this request came with, on record in the audit log. With the built-in
 * provider (`endProviderSession`), the provider's sign-in of this account ends too: its sessions,
 * grants and tokens, so a provider token left behind cannot mint a new API token and the next
 * sign-in asks for the password (docs/auth.md "Signing out").
 */
export async function signOut(
  db: Kysely<Database>,
  audit: AuditLog,
  user: CurrentUser,
  { endProviderSession }: { endProviderSession: boolean },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await revokeApiToken(trx, user.tokenId);
    const providerRecordsRemoved = endProviderSession ? await endProviderSignIn(trx, String(user.id)) : 0;
    await audit.record(trx, {
      tenantId: user.tenantId,
      userId: user.id,
      action: 'auth.sign-out',
      target: `user:${user.id}`,
      details: { tokenId: user.tokenId, ...(endProviderSession ? { providerRecordsRemoved } : {}) },
    });
  });
}
