/**
 * Sign-in attempts per client address and minute (LOGIN_RATE_LIMIT_PER_MINUTE), for the API login
 * and the built-in provider's password form alike, so neither can be used to guess passwords or
 * replay tokens quickly. On SQLite (one process) the counter lives in memory; on PostgreSQL it lives
 * in the database, so several API instances count the same attempts (docs/deploy.md).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { databaseKind } from '../store/db.ts';
import type { Database } from '../store/schema.ts';
import { ensureRateLimitTable, postgresRateLimitStore } from './rate-limit-pg-store.ts';
import { AppError } from '../services/errors.ts';

export const TOO_MANY_ATTEMPTS_DETAIL = 'Too many sign-in attempts from your address. Wait a minute, then try again.';

/** Registers the limiter in this (encapsulated) context; routes opt in with `loginRateLimit`. */
export async function registerLoginRateLimit(app: FastifyInstance, db?: Kysely<Database>): Promise<void> {
  const shared = db !== undefined && databaseKind(db) === 'postgres';
  if (shared) await ensureRateLimitTable(db);
  await app.register(rateLimit, {
    global: false,
    ...(shared ? { store: postgresRateLimitStore(db) } : {}),
    errorResponseBuilder: () => new AppError('too_many_requests', TOO_MANY_ATTEMPTS_DETAIL),
  });
}

export function loginRateLimit(perMinute: number): { rateLimit: { max: number; timeWindow: number } } {
  return { rateLimit: { max: perMinute, timeWindow: 60_000 } };
}
