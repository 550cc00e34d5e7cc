/**
 * The database: Kysely over better-sqlite3 (embedded default: DATA_DIR/manuscripts.sqlite, WAL,
 * synchronous=FULL so a committed upload survives a power cut, foreign keys on) or over PostgreSQL
 * when DATABASE_URL is set. The same queries and migrations run on both.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type SqliteDatabase as KyselySqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import pg from 'pg';
import { log } from '../log.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent, SQLite at `sqliteFile`. */
  databaseUrl: string | null;
  /** SQLite file path (or ':memory:'). */
  sqliteFile: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
}

export function sqliteFileIn(dataDir: string): string {
  return path.join(dataDir, 'manuscripts.sqlite');
}

// PostgreSQL answers bigint (count(*), audit times) as text; our values fit in a double.
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

export function createDatabase(options: DatabaseOptions): Kysely<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: pgTypes,
    });
    // An idle connection that PostgreSQL closes (a restart, a failover, a dropped database)
    // emits 'error' on the pool; unhandled, it would end the process. The pool discards the
    // connection by itself and the next query opens a new one, so saying so is enough.
    pool.on('error', (error) => {
      log.warn({ err: error }, 'PostgreSQL closed an idle connection');
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (options.sqliteFile !== ':memory:') mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  const sqlite = new SqliteDatabase(options.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

const STATEMENT_CACHE_SIZE = 500;

const NOTHING_TO_ROLL_BACK = {
  reader: false,
  all: () => [],
  run: () => ({ changes: 0, lastInsertRowid: 0 }),
  iterate: () => [][Symbol.iterator](),
} as unknown as SqliteStatement;

/**
 * Kysely prepares every query anew; the API runs the same few dozen SQL texts over and over, so
 * prepared statements are kept by SQL text (SQLite re-prepares them itself after a schema change).
 * Safe because Kysely runs one query at a time on this connection.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): KyselySqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare: (text: string) => {
      // SQLite ends a transaction itself on some errors (SQLITE_FULL, SQLITE_IOERR): Kysely's
      // ROLLBACK would then fail with "cannot rollback - no transaction is active" and that
      // error would replace the real cause. Nothing is left to roll back: do nothing.
      if (text === 'rollback' && !sqlite.inTransaction) return NOTHING_TO_ROLL_BACK;
      let statement = cache.get(text);
      if (!statement) {
        statement = sqlite.prepare(text) as unknown as SqliteStatement;
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        cache.set(text, statement);
      }
      return statement;
    },
  };
}

export function databaseKind(db: Kysely<Database>): DatabaseKind {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter' ? 'postgres' : 'sqlite';
}

/** Readiness: the database answers a trivial query. */
export async function databaseAnswers(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
