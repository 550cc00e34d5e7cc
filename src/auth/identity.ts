/**
 * Who an identity provider's access token belongs to, found by asking the provider (DESIGN §4):
 * the built-in provider's own token store (local), the OIDC userinfo endpoint (oidc), or
 * Microsoft Graph /me and /organization (entra). Null means the provider did not accept the token.
 */
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import { AppError } from '../services/errors.ts';
import type { Database } from '../store/schema.ts';
import type { GraphClient } from './graph-client.ts';

export interface VerifiedIdentity {
  /** Subject at the provider: `sub`, or the Graph object id. */
  subject: string;
  email: string;
  name: string;
  /** Maps the person to a tenant: e-mail domain, or the Entra directory (tenant) id. */
  tenantKey: string;
  /** Name for a tenant created on first sign-in. */
  tenantName: string;
}

export interface IdentityVerifier {
  verify(accessToken: string): Promise<VerifiedIdentity | null>;
}

const PROVIDER_UNREACHABLE = 'The identity provider could not be reached to check your sign-in. Try again in a moment.';

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

function looksLikeEmail(value: unknown): value is string {
  return typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** Local mode: the built-in provider looks up its own opaque access token. */
export function builtInVerifier(provider: Provider, db: Kysely<Database>): IdentityVerifier {
  return {
    async verify(accessToken) {
      const token = await provider.AccessToken.find(accessToken);
      if (!token || token.isExpired || !/^\d+$/.test(token.accountId)) return null;
      const user = await db
        .selectFrom('users')
        .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
        .select(['users.id', 'users.email', 'users.name', 'tenants.external_key', 'tenants.name as tenant_name'])
        .where('users.id', '=', Number(token.accountId))
        .executeTakeFirst();
      if (!user) return null;
      return {
        subject: String(user.id),
        email: user.email,
        name: user.name,
        tenantKey: user.external_key,
        tenantName: user.tenant_name,
      };
    },
  };
}

/** OIDC mode: the configured issuer's userinfo endpoint, found through its discovery document. */
export function userinfoVerifier(issuer: string, timeoutMs = 10_000): IdentityVerifier {
  let userinfoEndpoint: Promise<string> | null = null;
  const discover = async (): Promise<string> => {
    const response = await fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`discovery answered ${response.status}`);
    const endpoint = ((await response.json()) as { userinfo_endpoint?: unknown }).userinfo_endpoint;
    if (typeof endpoint !== 'string') throw new Error('discovery has no userinfo_endpoint');
    return endpoint;
  };
  return {
    async verify(accessToken) {
      let response: Response;
      try {
        userinfoEndpoint ??= discover();
        response = await fetch(await userinfoEndpoint, {
          headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        userinfoEndpoint = null; // try discovery again next time
        throw new AppError('upstream_failed', PROVIDER_UNREACHABLE, `userinfo failed: ${String(error)}`);
      }
      if (response.status === 401 || response.status === 403 || response.status === 400) return null;
      if (!response.ok)
        throw new AppError('upstream_failed', PROVIDER_UNREACHABLE, `userinfo answered ${response.status}`);
      const claims = (await response.json()) as Record<string, unknown>;
      if (typeof claims.sub !== 'string' || !looksLikeEmail(claims.email)) return null;
      const email = claims.email.toLowerCase();
      const domain = emailDomain(email);
      const tenantKey = typeof claims.tenant === 'string' && claims.tenant !== '' ? claims.tenant : domain;
      const name = typeof claims.name === 'string' && claims.name.trim() !== '' ? claims.name.trim() : email;
      return { subject: claims.sub, email, name, tenantKey, tenantName: tenantKey };
    },
  };
}

/** Entra mode: Graph /me for the person, /organization for the directory (tenant) id. */
export function graphVerifier(graph: GraphClient): IdentityVerifier {
  return {
    async verify(accessToken) {
      const me = await graph.me(accessToken);
      if (!me) return null;
      const email = [me.mail, me.userPrincipalName].find(looksLikeEmail)?.toLowerCase();
      if (!email) return null;
      const organization = await graph.organization(accessToken);
      if (!organization) return null;
      return {
        subject: me.id,
        email,
        name: me.displayName?.trim() || email,
        tenantKey: organization.id.toLowerCase(),
        tenantName: organization.displayName ?? emailDomain(email),
      };
    },
  };
}
