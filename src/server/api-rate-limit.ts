/**
 * Requests per person and minute on the API (API_RATE_LIMIT_PER_MINUTE, issue 29): one member's
 * script or runaway tab cannot take the server from everyone else. Counted per API token (its
 * hash, so the secret never becomes a map key) or, without one, per client address; sign-in,
 * health and readiness have limits of their own or none. Counters live in each API process (with
 * several instances behind a balancer each counts its own share).
 */
import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/guards.ts';
import { AppError } from '../services/errors.ts';

const UNLIMITED = [/^\/api\/auth\//, /^\/api\/health\b/, /^\/api\/ready\b/, /^\/api\/docs\b/];

function limited(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/') && !UNLIMITED.some((pattern) => pattern.test(request.url));
}

function requester(request: FastifyRequest): string {
  const token = bearerToken(request);
  return token ? `token:${createHash('sha256').update(token).digest('base64url')}` : `address:${request.ip}`;
}

export async function registerApiRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    hook: 'onRequest',
    keyGenerator: requester,
    allowList: (request) => !limited(request),
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'too_many_requests',
        `You have sent more than ${perMinute} requests in a minute. Nothing was changed; wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds, then try again.`,
      ),
  });
}
