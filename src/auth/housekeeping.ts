/**
 * Keeps the sign-in tables small: expired provider records (oidc_payloads) and API tokens that
 * expired or were revoked more than a week ago (kept that long so "why was I signed out?" can
 * still be answered). Runs at start and hourly; with several instances each does it, harmlessly.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import { purgeExpiredOidcPayloads } from './oidc/adapter.ts';

const KEEP_ENDED_TOKENS_MS = 7 * 24 * 3600_000;
const EVERY_MS = 3600_000;

export async function purgeEndedSignIns(
  db: Kysely<Database>,
  now = Date.now(),
): Promise<{ oidcPayloads: number; apiTokens: number }> {
  const cutoff = new Date(now - KEEP_ENDED_TOKENS_MS).toISOString();
  const oidcPayloads = await purgeExpiredOidcPayloads(db);
  const tokens = await db
    .deleteFrom('api_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('revoked_at', '<', cutoff)]))
    .executeTakeFirst();
  return { oidcPayloads, apiTokens: Number(tokens.numDeletedRows) };
}

export function scheduleHousekeeping(app: FastifyInstance, db: Kysely<Database>): void {
  // Kept so closing waits for a sweep in flight instead of pulling the database from under it.
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = purgeEndedSignIns(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'sign-in housekeeping failed'),
    );
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
