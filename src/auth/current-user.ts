/**
 * `request.user` on every Fastify request: the signed-in user the auth plugin (src/auth/plugin.ts)
 * sets, or null. The type itself lives in src/contract/current-user.ts, where services read it.
 */
import type {} from 'fastify';
import type { CurrentUser } from '../contract/current-user.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
  }
}
