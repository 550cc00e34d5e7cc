/**
 * Who is asking: the signed-in user of a request (set by the auth plugin, src/auth/plugin.ts, as
 * `request.user`) or of a CLI command. Routes and services take it as an argument; every query
 * filters by `tenantId`, and documents and sessions also by `id` (their owner). It lives in the
 * contract, below every layer that uses it, so services never import src/auth
 * (tests/architecture/layers.test.ts).
 */

/** What a user may do in their organisation: an admin also manages users and formats. */
export type Role = 'admin' | 'member';

export interface CurrentUser {
  id: number;
  tenantId: number;
  name: string;
  email: string;
  role: Role;
  /** Id of the API token row the request carried (logout revokes it). */
  tokenId: number;
}
