/**
 * Sign-in for the whole server (plugin contract, docs/auth.md): decorates `request.user`, mounts
 * the built-in OpenID provider (local mode) under /oidc and the /api/auth routes. Wrapped with
 * fastify-plugin so the decorations reach every route registered after it.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../server/deps.ts';
import { verifyApiToken } from './tokens.ts';

export { requireAdmin, requireUser, SIGN_IN_AGAIN_DETAIL } from './guards.ts';

export interface AuthPluginOptions {
  deps: AppDeps;
}

async function authPlugin(app: FastifyInstance, { deps }: AuthPluginOptions): Promise<void> {
  app.decorateRequest('user', null);
  app.decorate('authenticateApiToken', (token: string) => verifyApiToken(deps.db, token));
}

export default fp(authPlugin, { name: 'auth', fastify: '5.x' });
