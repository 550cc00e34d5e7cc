/**
 * The product's own API tokens (DESIGN §4): 32 random bytes, base64url, handed to the client once
 * and stored only as their SHA-256, so a database leak does not leak usable tokens. Every token
 * expires; logout revokes it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import type { CurrentUser } from '../contract/current-user.ts';

export interface IssuedApiToken {
  token: string;
  id: number;
  /** ISO 8601 UTC. */
  expiresAt: string;
}

export function hashApiToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export async function issueApiToken(db: Kysely<Database>, userId: number, ttlHours: number): Promise<IssuedApiToken> {
  if (!(ttlHours > 0)) throw new RangeError(`API token lifetime must be positive, got ${ttlHours} hours`);
  const user = await db.selectFrom('users').select(['id', 'tenant_id']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw new Error(`No user with id ${userId}`);
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ttlHours * 3_600_000).toISOString();
  const row = await db
    .insertInto('api_tokens')
    .values({
      user_id: user.id,
      tenant_id: user.tenant_id,
      token_hash: hashApiToken(token),
      created_at: now.toISOString(),
      expires_at: expiresAt,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, id: Number(row.id), expiresAt };
}

/** The user a token belongs to, or null when it is unknown, expired or revoked. */
const TOKEN_HASH_SENTINEL = '\u0000token-hash';

function tokenLookup(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .select([
      'api_tokens.id as token_id',
      'api_tokens.expires_at',
      'api_tokens.revoked_at',
      'users.id as user_id',
      'users.tenant_id',
      'users.name',
      'users.email',
      'users.role',
    ])
    .where('api_tokens.token_hash', '=', tokenHash);
}

type TokenRow = Awaited<ReturnType<ReturnType<typeof tokenLookup>['executeTakeFirst']>>;

/**
 * Every API request checks its token, so the lookup is compiled once per database and only the
 * hash is swapped in: building the query anew with Kysely cost more than SQLite takes to run it
 * (docs/api.md). Inside a transaction the query is compiled afresh, as reusableQuery does.
 */
const compiledLookups = new WeakMap<Kysely<Database>, CompiledQuery<NonNullable<TokenRow>>>();

async function findToken(db: Kysely<Database>, tokenHash: string): Promise<TokenRow> {
  let compiled = compiledLookups.get(db);
  if (!compiled) {
    compiled = tokenLookup(db, TOKEN_HASH_SENTINEL).compile() as CompiledQuery<NonNullable<TokenRow>>;
    if (db.isTransaction === false) compiledLookups.set(db, compiled);
  }
  const parameters = compiled.parameters.map((value) => (value === TOKEN_HASH_SENTINEL ? tokenHash : value));
  const { rows } = await db.executeQuery<NonNullable<TokenRow>>({ ...compiled, parameters });
  return rows[0];
}

export async function verifyApiToken(db: Kysely<Database>, token: string): Promise<CurrentUser | null> {
  // A token is 43 base64url characters; anything else cannot be ours, so skip the query.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const row = await findToken(db, hashApiToken(token));
  if (!row || row.revoked_at !== null) return null;
  // ISO 8601 UTC strings from toISOString() compare correctly as text.
  if (row.expires_at <= new Date().toISOString()) return null;
  return {
    id: Number(row.user_id),
    tenantId: Number(row.tenant_id),
    name: row.name,
    email: row.email,
    role: row.role,
    tokenId: Number(row.token_id),
  };
}

/** Marks a token revoked; revoking twice keeps the first time. Returns whether a live token was revoked. */
export async function revokeApiToken(db: Kysely<Database>, tokenId: number): Promise<boolean> {
  const result = await db
    .updateTable('api_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
