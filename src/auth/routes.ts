/**
 * /api/auth: the public sign-in configuration, login (provider token → API token), logout and
 * the signed-in account. Thin: each route calls one function of sign-in.ts / signed-in-account.ts;
 * no SQL here.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../contract/api/common.ts';
import { AuthClientConfig, LoginAnswer, LoginBody, Me } from '../contract/api/auth.ts';
import type { AppDeps } from '../server/deps.ts';
import { AppError } from '../services/errors.ts';
import { clientConfig } from './client-config.ts';
import { requireUser } from './guards.ts';
import type { IdentityVerifier } from './identity.ts';
import { loginRateLimit, registerLoginRateLimit } from './rate-limit.ts';
import { recordRefusal, signIn } from './sign-in.ts';
import { describeAccount, signOut } from './signed-in-account.ts';

export const PROVIDER_REFUSED_DETAIL = 'Your identity provider did not accept this sign-in. Please sign in again.';

export interface AuthRouteOptions {
  deps: AppDeps;
  verifier: IdentityVerifier;
}

export default async function authRoutes(
  instance: FastifyInstance,
  { deps, verifier }: AuthRouteOptions,
): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { config, db, audit } = deps;
  const tags = ['auth'];
  await registerLoginRateLimit(app, db);
  const publicConfig = clientConfig(config);

  app.get(
    '/api/auth/config',
    {
      schema: { tags, security: [], summary: 'How the web app signs in (public)', response: { 200: AuthClientConfig } },
    },
    async () => publicConfig,
  );

  app.post(
    '/api/auth/login',
    {
      config: loginRateLimit(config.loginRateLimitPerMinute),
      schema: {
        tags,
        security: [],
        summary: "Exchange the identity provider's access token for an API token",
        body: LoginBody,
        response: { 200: LoginAnswer, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody, 429: ErrorBody, 502: ErrorBody },
      },
    },
    async (request) => {
      const identity = await verifier.verify(request.body.accessToken);
      if (!identity) {
        await recordRefusal(
          { config, db, audit },
          'account:(unknown)',
          { reason: 'provider refused the access token' },
          { ip: request.ip, mode: config.authMode },
        );
        throw new AppError('unauthenticated', PROVIDER_REFUSED_DETAIL);
      }
      const signedIn = await signIn({ config, db, audit }, identity, { ip: request.ip });
      return { accessToken: signedIn.token.token, expiresAt: signedIn.token.expiresAt };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Revoke the API token of this request (and end the built-in provider's sign-in)",
        response: { 204: { type: 'null' }, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      await signOut(db, audit, request.user!, { endProviderSession: config.authMode === 'local' });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/auth/me',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'The signed-in account', response: { 200: Me, 401: ErrorBody } },
    },
    async (request) => describeAccount(db, request.user!),
  );
}
