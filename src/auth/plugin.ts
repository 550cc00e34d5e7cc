/**
 * Sign-in for the whole server (plugin contract, docs/auth.md): decorates `request.user`, mounts
 * the built-in OpenID provider (local mode) under /oidc and the /api/auth routes. Wrapped with
 * fastify-plugin so the decorations reach every route registered after it; the routes themselves
 * live in encapsulated children (their body parsers and rate limits stay theirs).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../server/deps.ts';
import { graphUrl } from './client-config.ts';
import { scheduleHousekeeping } from './housekeeping.ts';
import { httpGraphClient } from './graph-client.ts';
import { builtInVerifier, graphVerifier, userinfoVerifier, type IdentityVerifier } from './identity.ts';
import oidcMount from './oidc/mount.ts';
import { createBuiltInProvider } from './oidc/provider.ts';
import authRoutes from './routes.ts';
import { verifyApiToken } from './tokens.ts';

export { requireAdmin, requireUser } from './guards.ts';

export interface AuthPluginOptions {
  deps: AppDeps;
}

async function authPlugin(app: FastifyInstance, { deps }: AuthPluginOptions): Promise<void> {
  const { config, db } = deps;
  app.decorateRequest('user', null);
  app.decorate('authenticateApiToken', (token: string) => verifyApiToken(db, token));

  let verifier: IdentityVerifier;
  if (config.authMode === 'local') {
    const provider = await createBuiltInProvider(config, db);
    await app.register(oidcMount, { deps, provider });
    verifier = builtInVerifier(provider, db);
  } else if (config.authMode === 'oidc') {
    verifier = userinfoVerifier(config.oidcIssuer);
  } else {
    verifier = graphVerifier(httpGraphClient(graphUrl(config)));
  }
  await app.register(authRoutes, { deps, verifier });
  scheduleHousekeeping(app, db);
}

export default fp(authPlugin, { name: 'auth', fastify: '5.x' });
