/**
 * The built-in provider's ID-token signing key. Generated once and kept in the database (its own
 * model name in oidc_payloads), so every instance and every restart signs with the same key and
 * tokens issued before a restart still verify. The first instance to store one wins a race.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../store/schema.ts';

const MODEL = '_SigningKey';
const ID = 'current';

export type PrivateJwk = Record<string, unknown>;

export async function loadOrCreateSigningKey(db: Kysely<Database>): Promise<PrivateJwk> {
  const stored = await readKey(db);
  if (stored) return stored;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk: PrivateJwk = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), use: 'sig', alg: 'RS256' };
  await db
    .insertInto('oidc_payloads')
    .values({
      id: ID,
      model: MODEL,
      payload: JSON.stringify(jwk),
      grant_id: null,
      user_code: null,
      uid: null,
      expires_at: null,
      consumed_at: null,
    })
    .onConflict((conflict) => conflict.columns(['model', 'id']).doNothing())
    .execute();
  const winner = await readKey(db);
  if (!winner) throw new Error('Could not store the OpenID provider signing key');
  return winner;
}

async function readKey(db: Kysely<Database>): Promise<PrivateJwk | null> {
  const row = await db
    .selectFrom('oidc_payloads')
    .select('payload')
    .where('model', '=', MODEL)
    .where('id', '=', ID)
    .executeTakeFirst();
  return row ? (JSON.parse(row.payload) as PrivateJwk) : null;
}
