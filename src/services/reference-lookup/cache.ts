/**
 * Answers of Crossref and PubMed kept for REFERENCE_CACHE_MAX_AGE_DAYS: in the database (table
 * reference_cache, migration 0012), so every session, instance and worker asks once; or in memory
 * (the command line without a database, tests).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../store/schema.ts';

export interface LookupCache {
  /** Answers younger than the age limit, by key. */
  getMany(keys: readonly string[]): Promise<Map<string, unknown>>;
  putMany(answers: ReadonlyMap<string, unknown>): Promise<void>;
}

const CHUNK = 400;
const DAY_MS = 24 * 60 * 60 * 1000;

export function databaseLookupCache(db: Kysely<Database>, maxAgeDays: number, now = () => Date.now()): LookupCache {
  return {
    async getMany(keys) {
      const found = new Map<string, unknown>();
      const oldest = new Date(now() - maxAgeDays * DAY_MS).toISOString();
      for (let i = 0; i < keys.length; i += CHUNK) {
        const rows = await db
          .selectFrom('reference_cache')
          .select(['key', 'answer'])
          .where('key', 'in', keys.slice(i, i + CHUNK))
          .where('fetched_at', '>=', oldest)
          .execute();
        for (const row of rows) found.set(row.key, JSON.parse(row.answer));
      }
      return found;
    },
    async putMany(answers) {
      if (answers.size === 0) return;
      const fetchedAt = new Date(now()).toISOString();
      const rows = [...answers].map(([key, answer]) => ({
        key,
        answer: JSON.stringify(answer),
        fetched_at: fetchedAt,
      }));
      for (let i = 0; i < rows.length; i += CHUNK) {
        await db
          .insertInto('reference_cache')
          .values(rows.slice(i, i + CHUNK))
          .onConflict((oc) =>
            oc
              .column('key')
              .doUpdateSet((eb) => ({ answer: eb.ref('excluded.answer'), fetched_at: eb.ref('excluded.fetched_at') })),
          )
          .execute();
      }
    },
  };
}

export function memoryLookupCache(): LookupCache {
  const answers = new Map<string, unknown>();
  return {
    async getMany(keys) {
      return new Map(keys.filter((key) => answers.has(key)).map((key) => [key, answers.get(key)]));
    },
    async putMany(fresh) {
      for (const [key, answer] of fresh) answers.set(key, answer);
    },
  };
}
