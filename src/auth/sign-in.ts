/**
 * Turning a verified identity into a product session (DESIGN §4): the allow-list of organisations,
 * the user upsert, the API token, and the audit trail of sign-ins and refusals.
 *
 * Decisions (docs/auth.md): a person is matched by e-mail, but an account already linked to a
 * provider subject or to another organisation is never taken over by a different one (in Entra a
 * directory admin can set any `mail`). A new person of a known tenant becomes a member. A new
 * organisation is created only when the allow-list names it explicitly; its first user is admin.
 */
import type { Kysely } from 'kysely';
import type { Config } from '../config/index.ts';
import type { AuditLog } from '../services/audit.ts';
import { AppError, type ErrorCode } from '../services/errors.ts';
import type { Role } from '../contract/current-user.ts';
import type { Database } from '../store/schema.ts';
import { emailDomain, type VerifiedIdentity } from './identity.ts';
import { ensureTenant } from './seed.ts';
import { issueApiToken, type IssuedApiToken } from './tokens.ts';

export const NOT_ALLOWED_DETAIL =
  'Your organisation is not allowed to use this product. Ask your administrator to add your organisation or e-mail domain.';
export const UNKNOWN_ORGANISATION_DETAIL =
  'Your organisation has no account in this product yet. Ask your administrator to add you.';
export const ACCOUNT_MISMATCH_DETAIL =
  'This e-mail address belongs to a different account in this product. Ask your administrator for help.';

export interface SignInContext {
  config: Config;
  db: Kysely<Database>;
  audit: AuditLog;
}

export interface SignedIn {
  token: IssuedApiToken;
  userId: number;
  tenantId: number;
}

interface Refusal {
  code: ErrorCode;
  detail: string;
  reason: string;
  tenantId?: number;
  userId?: number;
}

/** Whether the allow-list names this organisation explicitly (so it may be created). */
function explicitlyAllowed(config: Config, identity: VerifiedIdentity): boolean {
  if (config.authMode === 'entra')
    return config.entraAllowedTenants.some((t) => t.toLowerCase() === identity.tenantKey);
  return config.allowedEmailDomains.includes(emailDomain(identity.email));
}

function allowListRefusal(config: Config, identity: VerifiedIdentity): Refusal | null {
  const domain = emailDomain(identity.email);
  if (config.allowedEmailDomains.length > 0 && !config.allowedEmailDomains.includes(domain)) {
    return { code: 'forbidden', detail: NOT_ALLOWED_DETAIL, reason: `e-mail domain ${domain} is not allowed` };
  }
  if (config.authMode === 'entra' && config.entraAllowedTenants.length > 0 && !explicitlyAllowed(config, identity)) {
    return {
      code: 'forbidden',
      detail: NOT_ALLOWED_DETAIL,
      reason: `Entra tenant ${identity.tenantKey} is not allowed`,
    };
  }
  return null;
}

export async function recordRefusal(
  { db, audit }: SignInContext,
  target: string,
  refusal: Pick<Refusal, 'reason' | 'tenantId' | 'userId'>,
  details: Record<string, unknown> = {},
): Promise<void> {
  await db.transaction().execute((trx) =>
    audit.record(trx, {
      tenantId: refusal.tenantId ?? null,
      userId: refusal.userId ?? null,
      action: 'auth.refused',
      target,
      details: { reason: refusal.reason, ...details },
    }),
  );
}

export async function signIn(
  context: SignInContext,
  identity: VerifiedIdentity,
  meta: { ip: string },
): Promise<SignedIn> {
  const { config, db, audit } = context;
  const email = identity.email.toLowerCase();
  const now = new Date().toISOString();

  const earlyRefusal = allowListRefusal(config, identity);
  if (earlyRefusal) {
    await recordRefusal(context, `account:${email}`, earlyRefusal, { ip: meta.ip, mode: config.authMode });
    throw new AppError(earlyRefusal.code, earlyRefusal.detail, earlyRefusal.reason);
  }

  const outcome = await db.transaction().execute(async (trx): Promise<SignedIn | Refusal> => {
    const existing = await trx
      .selectFrom('users')
      .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
      .select(['users.id', 'users.tenant_id', 'users.external_subject', 'tenants.external_key'])
      .where('users.email', '=', email)
      .executeTakeFirst();

    let userId: number;
    let tenantId: number;
    if (existing) {
      userId = Number(existing.id);
      tenantId = Number(existing.tenant_id);
      const otherSubject = existing.external_subject !== null && existing.external_subject !== identity.subject;
      if (otherSubject || existing.external_key.toLowerCase() !== identity.tenantKey.toLowerCase()) {
        return {
          code: 'forbidden',
          detail: ACCOUNT_MISMATCH_DETAIL,
          reason: 'account linked to another subject or organisation',
          tenantId,
          userId,
        };
      }
      await trx
        .updateTable('users')
        .set({ name: identity.name, external_subject: identity.subject, last_login_at: now })
        .where('id', '=', userId)
        .execute();
    } else {
      const known = await trx
        .selectFrom('tenants')
        .select('id')
        .where('external_key', '=', identity.tenantKey)
        .executeTakeFirst();
      if (!known && !explicitlyAllowed(config, identity)) {
        return { code: 'forbidden', detail: UNKNOWN_ORGANISATION_DETAIL, reason: `no tenant ${identity.tenantKey}` };
      }
      const tenant = known
        ? { id: Number(known.id), created: false }
        : await ensureTenant(trx, identity.tenantName, identity.tenantKey);
      tenantId = tenant.id;
      const role: Role = tenant.created ? 'admin' : 'member';
      const row = await trx
        .insertInto('users')
        .values({
          tenant_id: tenantId,
          email,
          name: identity.name,
          role,
          password_hash: null,
          external_subject: identity.subject,
          created_at: now,
          last_login_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userId = Number(row.id);
      await audit.record(trx, {
        tenantId,
        userId,
        action: 'user.create',
        target: `user:${userId}`,
        details: { email, role, via: 'first sign-in', tenantCreated: tenant.created },
      });
    }
    const token = await issueApiToken(trx, userId, config.apiTokenTtlHours);
    await audit.record(trx, {
      tenantId,
      userId,
      action: 'auth.sign-in',
      target: `user:${userId}`,
      details: { mode: config.authMode, tokenId: token.id, expiresAt: token.expiresAt, ip: meta.ip },
    });
    return { token, userId, tenantId };
  });

  if ('code' in outcome) {
    await recordRefusal(context, `account:${email}`, outcome, { ip: meta.ip, mode: config.authMode });
    throw new AppError(outcome.code, outcome.detail, outcome.reason);
  }
  return outcome;
}
