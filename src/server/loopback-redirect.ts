/**
 * Sign-in on every loopback name (issue 15): the identity provider knows the web app only at
 * PUBLIC_URL (its redirect URIs, the token endpoint's CORS origin, the API token kept in that
 * origin's storage). When PUBLIC_URL is a loopback address and a browser opens the product under
 * another loopback name (http://127.0.0.1:3000 for http://localhost:3000, or [::1]), its pages
 * are sent to the same path at PUBLIC_URL first, so signing in happens where it works. The API
 * and the provider answer under any name (scripts and tests call them directly).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/index.ts';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

function hostnameOf(host: string): string | null {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
}

export function registerLoopbackRedirect(app: FastifyInstance, config: Config): void {
  const publicUrl = new URL(config.publicUrl);
  if (!LOOPBACK_NAMES.has(publicUrl.hostname)) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (request.url.startsWith('/api/') || request.url.startsWith('/oidc')) return;
    const asked = hostnameOf(request.headers.host ?? '');
    if (asked === null || asked === publicUrl.hostname || !LOOPBACK_NAMES.has(asked)) return;
    // Same path and query, on PUBLIC_URL's origin (never another host: no open redirect).
    return reply.redirect(`${publicUrl.origin}${request.url.startsWith('/') ? request.url : '/'}`, 302);
  });
}
