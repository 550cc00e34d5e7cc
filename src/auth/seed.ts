/**
 * Demo accounts for the embedded default (issue 2): two tenants so tenant isolation can be seen,
 * an admin and a member in one of them. Idempotent: running it again (every start) adds only what
 * is missing and never resets a password someone changed. The caller (src/server/main.ts) skips it
 * when NODE_ENV=production.
 */
import type { Kysely } from 'kysely';
import type { Role } from '../contract/current-user.ts';
import type { Database } from '../store/schema.ts';
import { seedTenantFormats } from '../services/formats.ts';
import { hashPassword } from './password.ts';

/** The one password of every demo account; documented in the README and docs/auth.md. */
export const DEMO_PASSWORD = 'demo-Manuscript-2025';

interface DemoUser {
  email: string;
  name: string;
  role: Role;
  tenantKey: string;
}

export const DEMO_TENANTS = [
  { name: 'Northwind', externalKey: 'northwind.example' },
  { name: 'Contoso', externalKey: 'contoso.example' },
] as const;

export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'alice@northwind.example', name: 'Alice Martin', role: 'admin', tenantKey: 'northwind.example' },
  { email: 'bob@northwind.example', name: 'Bob Tanaka', role: 'member', tenantKey: 'northwind.example' },
  { email: 'carol@contoso.example', name: 'Carol Diaz', role: 'admin', tenantKey: 'contoso.example' },
];

export interface SeedReport {
  tenantsCreated: string[];
  usersCreated: string[];
}

/**
 * Finds the tenant with this external key or creates it together with its ready-made journal
 * formats (every tenant starts with them). Returns the id and whether it was created.
 */
export async function ensureTenant(
  db: Kysely<Database>,
  name: string,
  externalKey: string,
): Promise<{ id: number; created: boolean }> {
  const existing = await db
    .selectFrom('tenants')
    .select('id')
    .where('external_key', '=', externalKey)
    .executeTakeFirst();
  if (existing) return { id: Number(existing.id), created: false };
  const row = await db
    .insertInto('tenants')
    .values({ name, external_key: externalKey, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  await seedTenantFormats(db, id);
  return { id, created: true };
}

export async function seedDemo(db: Kysely<Database>): Promise<SeedReport> {
  const report: SeedReport = { tenantsCreated: [], usersCreated: [] };
  // Hashed outside the transaction (scrypt is deliberately slow and must not hold a lock), once
  // per account: each gets its own salt, so equal passwords never show as equal hashes.
  const passwordHashes = new Map<string, string>();
  for (const user of DEMO_USERS) passwordHashes.set(user.email, await hashPassword(DEMO_PASSWORD));
  await db.transaction().execute(async (trx) => {
    const tenantIds = new Map<string, number>();
    for (const tenant of DEMO_TENANTS) {
      const { id, created } = await ensureTenant(trx, tenant.name, tenant.externalKey);
      tenantIds.set(tenant.externalKey, id);
      if (created) report.tenantsCreated.push(tenant.name);
    }
    for (const user of DEMO_USERS) {
      const existing = await trx.selectFrom('users').select('id').where('email', '=', user.email).executeTakeFirst();
      if (existing) continue;
      await trx
        .insertInto('users')
        .values({
          tenant_id: tenantIds.get(user.tenantKey)!,
          email: user.email,
          name: user.name,
          role: user.role,
          password_hash: passwordHashes.get(user.email) ?? null,
          external_subject: null,
          created_at: new Date().toISOString(),
          last_login_at: null,
        })
        .execute();
      report.usersCreated.push(user.email);
    }
  });
  return report;
}
