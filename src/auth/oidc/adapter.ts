/**
 * oidc-provider storage in the `oidc_payloads` table (SQLite or PostgreSQL), so sessions, grants
 * and issued tokens survive a restart and are shared by every API instance.
 */
import type { Kysely } from 'kysely';
import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../store/schema.ts';

function isExpired(expiresAt: string | null): boolean {
  return expiresAt !== null && expiresAt <= new Date().toISOString();
}

export function databaseAdapter(db: Kysely<Database>): AdapterConstructor {
  return class DatabaseAdapter implements Adapter {
    readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        payload: JSON.stringify(payload),
        grant_id: typeof payload.grantId === 'string' ? payload.grantId : null,
        user_code: typeof payload.userCode === 'string' ? payload.userCode : null,
        uid: typeof payload.uid === 'string' ? payload.uid : null,
        expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000).toISOString() : null,
        consumed_at: null,
      };
      await db
        .insertInto('oidc_payloads')
        .values({ id, model: this.model, ...row })
        .onConflict((conflict) => conflict.columns(['model', 'id']).doUpdateSet(row))
        .execute();
    }

    private async findWhere(column: 'id' | 'user_code' | 'uid', value: string): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom('oidc_payloads')
        .select(['payload', 'expires_at', 'consumed_at'])
        .where('model', '=', this.model)
        .where(column, '=', value)
        .executeTakeFirst();
      if (!row || isExpired(row.expires_at)) return undefined;
      const payload = JSON.parse(row.payload) as AdapterPayload;
      // oidc-provider reads `consumed` to refuse a second use of a code.
      return row.consumed_at ? { ...payload, consumed: Math.floor(Date.parse(row.consumed_at) / 1000) } : payload;
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return this.findWhere('id', id);
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findWhere('user_code', userCode);
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere('uid', uid);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('oidc_payloads')
        .set({ consumed_at: new Date().toISOString() })
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db.deleteFrom('oidc_payloads').where('model', '=', this.model).where('id', '=', id).execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
    }
  };
}

/** Removes expired rows; called now and then so the table does not grow without bound. */
export async function purgeExpiredOidcPayloads(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('oidc_payloads')
    .where('expires_at', '<', new Date().toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** What the built-in provider keeps for a signed-in person: its sessions, grants and the tokens issued under them. */
const ACCOUNT_MODELS = ['Session', 'Grant', 'AccessToken', 'AuthorizationCode', 'RefreshToken'] as const;

/**
 * Ends the built-in provider's sign-in of one account (signing out of the product): its provider
 * sessions, grants and every token issued under them, so no provider token left in a browser can
 * mint a new API token and the next sign-in asks for the password again. Answers how many records
 * were removed.
 */
export async function endProviderSignIn(db: Kysely<Database>, accountId: string): Promise<number> {
  const rows = await db
    .selectFrom('oidc_payloads')
    .select(['model', 'id', 'payload', 'grant_id'])
    .where('model', 'in', [...ACCOUNT_MODELS])
    .execute();
  const grants = new Set<string>();
  const ids: Array<{ model: string; id: string }> = [];
  for (const row of rows) {
    const payload = JSON.parse(row.payload) as { accountId?: unknown };
    if (payload.accountId !== accountId) continue;
    ids.push({ model: row.model, id: row.id });
    if (row.grant_id) grants.add(row.grant_id);
  }
  let removed = 0;
  for (const { model, id } of ids) {
    const result = await db
      .deleteFrom('oidc_payloads')
      .where('model', '=', model)
      .where('id', '=', id)
      .executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  for (const grantId of grants) {
    const result = await db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  return removed;
}
