/**
 * Route guards: `requireUser` answers 401 unless the request carries a live API token
 * (`Authorization: Bearer <token>`), and sets `request.user`; `requireAdmin` also answers 403 for
 * members. They find the database through the instance decoration the auth plugin adds, so a
 * route file only imports the function.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden } from '../services/errors.ts';
import type { CurrentUser } from '../contract/current-user.ts';

export const SIGN_IN_AGAIN_DETAIL = 'You are not signed in, or your sign-in has expired. Please sign in again.';

declare module 'fastify' {
  interface FastifyInstance {
    /** Added by the auth plugin: the user of a bearer API token, or null. */
    authenticateApiToken(token: string): Promise<CurrentUser | null>;
  }
  interface FastifyRequest {
    /** Who is asking: set by `requireUser` (null until then, or without a live token). */
    user: CurrentUser | null;
  }
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (request.user) return;
  const token = bearerToken(request);
  const user = token ? await request.server.authenticateApiToken(token) : null;
  if (!user) throw new AppError('unauthenticated', SIGN_IN_AGAIN_DETAIL);
  request.user = user;
}

export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (request.user?.role !== 'admin') throw forbidden('Only administrators of your organisation can do this.');
}
