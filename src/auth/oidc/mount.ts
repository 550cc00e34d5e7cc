/**
 * Mounts the built-in provider in the fastify server under /oidc and serves its interaction
 * pages (the sign-in form). The provider is a Koa app: its requests are handed over raw, with the
 * mount path stripped and `originalUrl` kept so it builds its own URLs under /oidc.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type Provider from 'oidc-provider';
import type { AppDeps } from '../../server/deps.ts';
import { AppError } from '../../services/errors.ts';
import { verifyPassword } from '../password.ts';
import { loginRateLimit, registerLoginRateLimit } from '../rate-limit.ts';
import { errorPage, loginPage, type RenderedPage } from './pages.ts';
import { OIDC_MOUNT_PATH } from './provider.ts';

export const WRONG_PASSWORD_MESSAGE = 'The e-mail address or password is not correct. Check both and try again.';
const EXPIRED_MESSAGE = 'This sign-in page has expired. Close this window and sign in again from the product.';

export interface OidcMountOptions {
  deps: AppDeps;
  provider: Provider;
}

function send(reply: FastifyReply, status: number, rendered: RenderedPage): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', rendered.contentSecurityPolicy)
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'SAMEORIGIN')
    .send(rendered.html);
}

export default async function oidcMount(app: FastifyInstance, { deps, provider }: OidcMountOptions): Promise<void> {
  await app.register(providerRoutes, { provider, publicUrl: new URL(deps.config.publicUrl) });
  await app.register(interactionRoutes, { deps, provider });
}

/**
 * The provider builds its endpoint URLs (discovery, redirects) from the request's host: it is told
 * PUBLIC_URL's host and scheme instead of what the client sent, so a forged Host or
 * X-Forwarded-Host header cannot put another origin into the discovery document.
 */
function pinToPublicUrl(headers: Record<string, string | string[] | undefined>, publicUrl: URL): void {
  headers.host = publicUrl.host;
  delete headers['x-forwarded-host'];
  if (publicUrl.protocol === 'https:') headers['x-forwarded-proto'] = 'https';
  else delete headers['x-forwarded-proto'];
}

async function providerRoutes(
  app: FastifyInstance,
  { provider, publicUrl }: { provider: Provider; publicUrl: URL },
): Promise<void> {
  // The provider parses its own request bodies: leave the stream unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  const handle = provider.callback();
  app.all(`${OIDC_MOUNT_PATH}/*`, { schema: { hide: true } }, (request, reply) => {
    reply.hijack();
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = request.url;
    pinToPublicUrl(raw.headers, publicUrl);
    raw.url = request.url.slice(OIDC_MOUNT_PATH.length) || '/';
    handle(raw, reply.raw);
  });
}

async function interactionRoutes(app: FastifyInstance, { deps, provider }: OidcMountOptions): Promise<void> {
  const { db, audit, config } = deps;
  const appOrigin = new URL(config.publicUrl).origin;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  await registerLoginRateLimit(app, db);
  // Every failure here is shown to a person in a browser: answer a page, not JSON.
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError && error.status === 429)
      return send(reply, 429, errorPage('Too many attempts', error.detail));
    if (isInteractionGone(error)) return send(reply, 400, errorPage('Sign-in expired', EXPIRED_MESSAGE));
    request.log.error({ err: error }, 'sign-in page failed');
    return send(reply, 500, errorPage('Sign-in failed', 'Something went wrong on our side. Please try again.'));
  });

  const base = `${OIDC_MOUNT_PATH}/interaction/:uid`;
  const hide = { schema: { hide: true } };
  type UidParams = { Params: { uid: string } };

  app.get<UidParams>(base, hide, async (request, reply) => {
    const interaction = await provider.interactionDetails(request.raw, reply.raw);
    if (interaction.prompt.name === 'login') {
      const hint = typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : '';
      return send(
        reply,
        200,
        loginPage({ uid: interaction.uid, productName: config.authProviderLabel, appOrigin, email: hint }),
      );
    }
    // Any other prompt (consent) is answered for the user: the only client is the product itself.
    const returnTo = await provider.interactionResult(request.raw, reply.raw, {}, { mergeWithLastSubmission: true });
    return reply.redirect(returnTo, 303);
  });

  app.post<UidParams & { Body: { email?: string; password?: string } }>(
    `${base}/login`,
    { ...hide, config: loginRateLimit(config.loginRateLimitPerMinute) },
    async (request, reply) => {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      const email = String(request.body?.email ?? '')
        .trim()
        .toLowerCase();
      const password = String(request.body?.password ?? '');
      const user = email
        ? await db
            .selectFrom('users')
            .select(['id', 'tenant_id', 'password_hash'])
            .where('email', '=', email)
            .executeTakeFirst()
        : undefined;
      // Always one password check, known account or not (verifyPassword pays the same cost for
      // a missing hash), so the answer's timing does not reveal which addresses have accounts.
      if (!(await verifyPassword(password, user?.password_hash ?? null)) || !user) {
        await db.transaction().execute((trx) =>
          audit.record(trx, {
            tenantId: user ? Number(user.tenant_id) : null,
            userId: user ? Number(user.id) : null,
            action: 'auth.refused',
            target: `account:${email || '(blank)'}`,
            details: { reason: 'wrong e-mail or password', provider: 'built-in', ip: request.ip },
          }),
        );
        return send(
          reply,
          401,
          loginPage({
            uid: interaction.uid,
            productName: config.authProviderLabel,
            appOrigin,
            email,
            error: WRONG_PASSWORD_MESSAGE,
          }),
        );
      }
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: String(user.id), remember: false } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    },
  );

  app.get<UidParams>(`${base}/abort`, hide, async (request, reply) => {
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { error: 'access_denied', error_description: 'Sign-in was cancelled.' },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  });
}

/** oidc-provider's error when the interaction cookie or record is missing or expired. */
function isInteractionGone(error: unknown): boolean {
  const name = (error as { name?: unknown })?.name;
  return name === 'SessionNotFound' || name === 'InvalidRequest';
}
