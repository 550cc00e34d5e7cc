/** The signed-in user of a request behind `requireUser` (a programming error if it is missing). */
import type { FastifyRequest } from 'fastify';
import type { CurrentUser } from '../contract/current-user.ts';

export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw new Error('requireUser did not run before this route');
  return request.user;
}
