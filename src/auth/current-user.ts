/**
 * Who is asking: set on every authenticated request by the auth plugin (src/auth/plugin.ts) as
 * `request.user`. Routes and services take it as an argument; every query filters by
 * `tenantId`, and documents and sessions also by `id` (their owner).
 */
import type {} from 'fastify';
import type { Role } from '../store/schema.ts';

export interface CurrentUser {
  id: number;
  tenantId: number;
  name: string;
  email: string;
  role: Role;
  /** Id of the API token row the request carried (logout revokes it). */
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
  }
}
