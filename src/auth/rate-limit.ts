/**
 * Sign-in attempts per client address and minute (LOGIN_RATE_LIMIT_PER_MINUTE), for the API login
 * and the built-in provider's password form alike, so neither can be used to guess passwords or
 * replay tokens quickly. The counter lives in memory: with several API instances each counts on
 * its own (a shared store is the scale-out step, see docs/auth.md).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../server/errors.ts';

export const TOO_MANY_ATTEMPTS_DETAIL = 'Too many sign-in attempts from your address. Wait a minute, then try again.';

/** Registers the limiter in this (encapsulated) context; routes opt in with `loginRateLimit`. */
export async function registerLoginRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError(429, TOO_MANY_ATTEMPTS_DETAIL),
  });
}

export function loginRateLimit(perMinute: number): { rateLimit: { max: number; timeWindow: number } } {
  return { rateLimit: { max: perMinute, timeWindow: 60_000 } };
}
