/**
 * The built-in OpenID provider (local mode, DESIGN §4): a real oidc-provider instance, not a
 * bypass. Accounts are the product's users (e-mail + scrypt password); the one client is the
 * product's own SPA (public client, authorization code + PKCE), so consent is implied and never
 * asked (loadExistingGrant). Everything it stores lives in oidc_payloads.
 */
import { createHash } from 'node:crypto';
import Provider, { type Account, type Configuration, type Grant, type KoaContextWithOIDC } from 'oidc-provider';
import type { Kysely } from 'kysely';
import type { Config } from '../../config/index.ts';
import type { Database } from '../../store/schema.ts';
import { databaseAdapter } from './adapter.ts';
import { errorPage, signedOutPage, signOutPage, type RenderedPage } from './pages.ts';
import { loadOrCreateSigningKey } from './signing-key.ts';

/** Where the provider is mounted in the server; the issuer is PUBLIC_URL + this. */
export const OIDC_MOUNT_PATH = '/oidc';
/** Client routes of the web app that receive the provider's answer (agreed with the web app). */
export const POPUP_CALLBACK_PATH = '/auth/popup-callback';
export const SILENT_CALLBACK_PATH = '/auth/silent-callback';

const SCOPES_GRANTED = 'openid profile email';
const CLAIMS_GRANTED = ['sub', 'email', 'email_verified', 'name', 'tenant'];

export async function findAccount(db: Kysely<Database>, accountId: string): Promise<Account | undefined> {
  if (!/^\d+$/.test(accountId)) return undefined;
  const user = await db
    .selectFrom('users')
    .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
    .select(['users.id', 'users.email', 'users.name', 'tenants.external_key'])
    .where('users.id', '=', Number(accountId))
    .executeTakeFirst();
  if (!user) return undefined;
  return {
    accountId: String(user.id),
    claims: () => ({
      sub: String(user.id),
      email: user.email,
      email_verified: true,
      name: user.name,
      tenant: user.external_key,
    }),
  };
}

export async function createBuiltInProvider(config: Config, db: Kysely<Database>): Promise<Provider> {
  const publicOrigin = new URL(config.publicUrl).origin;
  const signingKey = await loadOrCreateSigningKey(db);
  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: config.oidcClientId,
        client_name: config.authProviderLabel,
        redirect_uris: [`${config.publicUrl}${POPUP_CALLBACK_PATH}`, `${config.publicUrl}${SILENT_CALLBACK_PATH}`],
        post_logout_redirect_uris: [`${config.publicUrl}/`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'none',
        application_type: 'web',
      },
    ],
    findAccount: (_ctx, id) => findAccount(db, id),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'tenant'] },
    cookies: { keys: config.oidcCookieKeys },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) =>
          render(ctx, signOutPage(form, config.authProviderLabel, publicOrigin)),
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => render(ctx, signedOutPage(config.authProviderLabel)),
      },
    },
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `${OIDC_MOUNT_PATH}/interaction/${interaction.uid}` },
    jwks: { keys: [signingKey] },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 12 * 3600,
      Grant: 14 * 24 * 3600,
    },
    // The SPA calls the token and userinfo endpoints from its own origin, and only from there.
    clientBasedCORS: (_ctx, origin) => origin === publicOrigin,
    // The only client is the product itself: its users need not consent to it.
    loadExistingGrant: (ctx) => firstPartyGrant(ctx),
    renderError: (ctx, out) =>
      render(
        ctx,
        errorPage('Sign-in failed', out.error_description ?? out.error ?? 'The sign-in request was not valid.'),
      ),
  };
  const provider = new Provider(config.oidcIssuer, configuration);
  // Behind an https PUBLIC_URL the TLS ends at a proxy; trust its X-Forwarded-* so the provider
  // builds https URLs and sets secure cookies.
  provider.proxy = config.publicUrl.startsWith('https:');
  provider.use(async (ctx, next) => {
    await next();
    if (typeof ctx.body === 'string' && ctx.response.is('html') && !ctx.response.get('content-security-policy'))
      ctx.set('content-security-policy', policyForProviderPage(ctx.body, publicOrigin));
  });
  return provider;
}

/**
 * A Content-Security-Policy for the pages oidc-provider writes itself (the auto-submitting form
 * of a sign-out without a session, the form_post answer): only those pages' own inline scripts,
 * by hash, and forms posting to this origin or the web app.
 */
function policyForProviderPage(html: string, appOrigin: string): string {
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
  return [
    "default-src 'none'",
    `script-src ${hashes.length ? hashes.join(' ') : "'none'"}`,
    `form-action 'self' ${appOrigin}`,
    "frame-ancestors 'self'",
    "base-uri 'none'",
  ].join('; ');
}

function render(ctx: KoaContextWithOIDC, rendered: RenderedPage): void {
  ctx.type = 'html';
  ctx.set('content-security-policy', rendered.contentSecurityPolicy);
  ctx.set('cache-control', 'no-store');
  ctx.body = rendered.html;
}

async function firstPartyGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { client, session, provider, result } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  const grant = existing ?? new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope(SCOPES_GRANTED);
  grant.addOIDCClaims(CLAIMS_GRANTED);
  await grant.save();
  return grant;
}
