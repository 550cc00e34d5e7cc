/**
 * The audit log: append-only, hash-chained. Each event stores the hash of the previous one and
 * its own hash over (previous hash, fields), so removing or editing any past event breaks the
 * chain that `verifyAuditChain` walks. `record` runs inside the caller's transaction: the event
 * exists exactly when the change it describes does.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../store/schema.ts';
import { databaseKind } from '../store/db.ts';

export const GENESIS_HASH = '0'.repeat(64);

export interface AuditEventInput {
  tenantId: number | null;
  userId: number | null;
  /** Dotted verb, e.g. "document.upload", "session.delete", "user.delete", "auth.login". */
  action: string;
  /** What it was done to, e.g. "document:12". */
  target: string;
  details?: Record<string, unknown>;
}

export interface AuditLog {
  record(trx: Kysely<Database> | Transaction<Database>, event: AuditEventInput): Promise<void>;
}

interface ChainedFields {
  tenant_id: number | null;
  user_id: number | null;
  at: number;
  action: string;
  target: string;
  details: string;
}

export function eventHash(prevHash: string, event: ChainedFields): string {
  // Numbers normalised: a driver may answer bigint columns as text.
  const id = (value: number | null) => (value === null ? null : Number(value));
  const canonical = JSON.stringify([
    prevHash,
    id(event.tenant_id),
    id(event.user_id),
    Number(event.at),
    event.action,
    event.target,
    event.details,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** Longest target and details an event keeps (issue 29): a request cannot grow the log by what it sends. */
export const MAX_TARGET_LENGTH = 300;
export const MAX_DETAILS_LENGTH = 4096;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 24)}… (${text.length} characters)`;
}

function boundedDetails(details: Record<string, unknown>): string {
  const json = JSON.stringify(details);
  if (json.length <= MAX_DETAILS_LENGTH) return json;
  return JSON.stringify({ truncated: true, characters: json.length, start: json.slice(0, MAX_DETAILS_LENGTH - 100) });
}

// Any constant key: serialises writers of the chain on PostgreSQL (SQLite has one writer anyway).
const AUDIT_LOCK_KEY = 7_204_311;

export function createAuditLog(): AuditLog {
  const record: AuditLog['record'] = async (trx, event) => {
    // Outside a transaction the lock would end with its own statement (and on PostgreSQL the
    // next statements could run on other pooled connections): give the event its own.
    if (!trx.isTransaction) {
      await trx.transaction().execute((own) => record(own, event));
      return;
    }
    if (databaseKind(trx as Kysely<Database>) === 'postgres') {
      await sql`select pg_advisory_xact_lock(${AUDIT_LOCK_KEY})`.execute(trx);
    }
    const last = await trx.selectFrom('audit_events').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst();
    const prevHash = last?.hash ?? GENESIS_HASH;
    const fields: ChainedFields = {
      tenant_id: event.tenantId,
      user_id: event.userId,
      at: Date.now(),
      action: event.action,
      target: clip(event.target, MAX_TARGET_LENGTH),
      details: boundedDetails(event.details ?? {}),
    };
    await trx
      .insertInto('audit_events')
      .values({ ...fields, prev_hash: prevHash, hash: eventHash(prevHash, fields) })
      .execute();
  };
  return { record };
}

export interface AuditChainReport {
  ok: boolean;
  events: number;
  /** Id of the first event whose link or hash does not match. */
  brokenAt?: number;
}

/** Walks the whole chain in order and recomputes every hash. */
export async function verifyAuditChain(db: Kysely<Database>): Promise<AuditChainReport> {
  let prevHash = GENESIS_HASH;
  let events = 0;
  let afterId = 0;
  for (;;) {
    const batch = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(1000)
      .execute();
    if (batch.length === 0) break;
    for (const row of batch) {
      if (row.prev_hash !== prevHash || eventHash(prevHash, row) !== row.hash) {
        return { ok: false, events, brokenAt: row.id };
      }
      prevHash = row.hash;
      events += 1;
      afterId = row.id;
    }
  }
  return { ok: true, events };
}
