/**
 * The sign-in rate limiter's counters in PostgreSQL, so every API instance counts the same
 * attempts (with the in-memory store, N instances would allow N times the limit). One atomic
 * upsert per attempt: a fixed window per key that restarts once it has run out. The table is
 * UNLOGGED (counters are worth nothing after a crash) and created on first use, since it is
 * only needed on PostgreSQL; expired rows are swept now and then by the attempts themselves.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';

const TABLE = 'rate_limit_counters';

export async function ensureRateLimitTable(db: Kysely<Database>): Promise<void> {
  try {
    await sql`create unlogged table if not exists rate_limit_counters (
      key text primary key,
      count integer not null,
      expires_at timestamptz not null
    )`.execute(db);
  } catch (error) {
    // Two instances starting together: the loser of the race sees a duplicate type; the table exists.
    if (!(error instanceof Error && 'code' in error && (error.code === '23505' || error.code === '42P07'))) throw error;
  }
}

/** Count one attempt for `key`; answers the attempts in the current window and the ms it has left. */
export async function countAttempt(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const result = await sql<{ count: number; ttl: number }>`
    insert into rate_limit_counters as c (key, count, expires_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      count = case when c.expires_at <= now() then 1 else c.count + 1 end,
      expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
    returning count, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::integer as ttl`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('The rate-limit counter did not answer');
  if (Math.random() < 0.02)
    void sql`delete from ${sql.table(TABLE)} where expires_at < now()`.execute(db).catch(() => undefined);
  return { current: Number(row.count), ttl: Number(row.ttl) };
}

/** A store class for @fastify/rate-limit that keeps its counters in this database. */
export function postgresRateLimitStore(db: Kysely<Database>, prefix = 'login:'): FastifyRateLimitStoreCtor {
  class NamespacedStore implements FastifyRateLimitStore {
    readonly namespace: string;
    constructor(namespace: string) {
      this.namespace = namespace;
    }
    incr(...[key, callback, timeWindow]: Parameters<FastifyRateLimitStore['incr']>): void {
      countAttempt(db, `${this.namespace}${key}`, timeWindow).then(
        (answer) => callback(null, answer),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new NamespacedStore(`${this.namespace}${routeOptions.method}${routeOptions.url}:`);
    }
  }
  // @fastify/rate-limit constructs the store with its options, which this store does not need.
  return class extends NamespacedStore {
    constructor() {
      super(prefix);
    }
  };
}
