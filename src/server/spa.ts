/**
 * Serves the built web app (dist/web) with a strict Content-Security-Policy.
 *
 * - Files that exist in dist/web are served as they are (hashed assets cached for a year).
 * - Every other GET outside /api answers index.html, so client routes (/, /formats/, /session/7,
 *   /_app, /auth/popup-callback, ...) work on reload and as deep links.
 * - The API token lives in localStorage (SPEC §9), so an injected script would steal a session:
 *   scripts and styles only from our own origin, no inline script, connections only to us and
 *   the configured identity provider, and no framing by other sites.
 *
 * The identity provider origin is read from the same public sign-in configuration the browser
 * gets (`GET /api/auth/config`), so the policy can never disagree with what the client calls.
 */
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from './deps.ts';

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../dist/web/', import.meta.url));

export interface SpaOptions {
  deps: AppDeps;
  /** Where the built app lives; tests may point elsewhere. */
  webRoot?: string;
}

/**
 * The one inline stylesheet the page may have: Radix Select's viewport renders this fixed rule
 * (it hides the option list's own scrollbar) as a <style> element on every open list, which
 * `style-src 'self'` refused with a console error (issue 26). It is allowed by its hash alone, so
 * no other inline style can ride on it; spa.test.ts checks that Radix still writes exactly this.
 * (Radix's scroll lock styles go through the CSSOM instead: web/csp/style-singleton.ts.)
 */
export const RADIX_SELECT_VIEWPORT_CSS =
  '[data-radix-select-viewport]{scrollbar-width:none;-ms-overflow-style:none;-webkit-overflow-scrolling:touch;}[data-radix-select-viewport]::-webkit-scrollbar{display:none}';
const selectViewportHash = `'sha256-${createHash('sha256').update(RADIX_SELECT_VIEWPORT_CSS).digest('base64')}'`;

/** The policy for a page that may talk to the given identity provider origins. */
export function contentSecurityPolicy(identityOrigins: readonly string[]): string {
  const idp = identityOrigins.filter((o) => o.length > 0).join(' ');
  const withIdp = (base: string) => (idp ? `${base} ${idp}` : base);
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' ${selectViewportHash}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    withIdp("connect-src 'self'"),
    // oidc-client-ts renews tokens silently in a hidden frame on the provider; the guide is a PDF frame.
    withIdp("frame-src 'self'"),
    "object-src 'none'",
    "base-uri 'self'",
    withIdp("form-action 'self'"),
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The origin of an authority URL, or '' when it is ours (relative) or unparsable. */
export function originOf(authority: unknown): string {
  if (typeof authority !== 'string' || authority === '') return '';
  try {
    return new URL(authority).origin;
  } catch {
    return '';
  }
}

/** Where the sign-in configuration (and so the provider's origin) is served. */
const AUTH_CONFIG_URL = '/api/auth/config';

async function spaPlugin(app: FastifyInstance, opts: SpaOptions): Promise<void> {
  const webRoot = opts.webRoot ?? DEFAULT_WEB_ROOT;
  const indexPath = join(webRoot, 'index.html');

  let policy: string | undefined;
  async function currentPolicy(): Promise<string> {
    if (policy !== undefined) return policy;
    let origin = '';
    try {
      const res = await app.inject({ method: 'GET', url: AUTH_CONFIG_URL });
      if (res.statusCode === 200) origin = originOf((res.json() as { authority?: unknown }).authority);
    } catch {
      // Sign-in not mounted (some unit tests): the page then talks to its own origin only.
    }
    policy = contentSecurityPolicy(origin ? [origin] : []);
    return policy;
  }

  async function secure(reply: FastifyReply): Promise<void> {
    reply.header('content-security-policy', await currentPolicy());
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
  }

  // Encapsulated: the static routes and the hook stay ours, and reply.sendFile is not decorated
  // on the root instance (other plugins may register @fastify/static for themselves).
  await app.register(async (web) => {
    web.addHook('onRequest', async (request, reply) => {
      // The policy's own look-up lands here when sign-in is not mounted: answered without it, or
      // it would look the policy up again, for ever.
      if (request.url === AUTH_CONFIG_URL) return;
      await secure(reply);
    });

    const built = existsSync(indexPath);
    if (built) {
      await web.register(fastifyStatic, {
        root: webRoot,
        prefix: '/',
        wildcard: false, // one route per built file; the catch-all below answers the rest
        index: false,
        decorateReply: false,
        preCompressed: true, // .br / .gz written by scripts/compress-web.ts at build time
        setHeaders: (res, path) => {
          const immutable = path.includes(`${join('assets', '')}`);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    const indexHtml = built ? readFileSync(indexPath) : undefined;
    /** The app's page (every client route), or a plain 503 that says how to build it. */
    const sendIndex = (reply: FastifyReply) => {
      if (!indexHtml) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built yet: run `npm run build`, then reload.');
      }
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    };

    web.route({
      method: 'GET',
      url: '/*',
      handler: async (request, reply) => {
        const path = request.url.split('?')[0] ?? '/';
        if (path === '/api' || path.startsWith('/api/')) {
          return reply.code(404).type('application/json').send({ detail: 'Not found.' });
        }
        return sendIndex(reply);
      },
    });
    // '/*' does not match the bare root in every router version: answer it explicitly.
    web.route({
      method: 'GET',
      url: '/',
      handler: async (_request, reply) => sendIndex(reply),
    });
  });
}

export default fp(spaPlugin, { name: 'spa', fastify: '5.x' });
