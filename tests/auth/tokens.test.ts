/**
 * The product's API tokens over real HTTP: stored only as a hash, accepted until they expire
 * (default 8 hours), refused after expiry or revocation with a 401 that says to sign in again.
 */
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { issueApiToken, revokeApiToken, verifyApiToken } from '../../src/auth/tokens.ts';
import { purgeEndedSignIns } from '../../src/auth/housekeeping.ts';
import { call } from '../support/http-client.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ database: 'sqlite' });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

async function me(token: string): Promise<{ status: number; body: { detail?: string; email?: string } }> {
  return call<{ detail?: string; email?: string }>(server, 'GET', '/api/auth/me', { token });
}

describe('API tokens', () => {
  it('are 32 random bytes, stored only as their SHA-256', async () => {
    const issued = await server.issueToken('alice@northwind.example');
    expect(Buffer.from(issued.token, 'base64url')).toHaveLength(32);
    const row = await server.deps.db
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', issued.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(issued.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(issued.token);
    expect((await me(issued.token)).body.email).toBe('alice@northwind.example');
  });

  it('expire after API_TOKEN_TTL_HOURS (8 by default)', async () => {
    const issued = await server.issueToken('bob@northwind.example');
    const issuedAt = Date.now();
    expect(Date.parse(issued.expiresAt) - issuedAt).toBeGreaterThan(8 * 3600_000 - 60_000);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(issuedAt + 7 * 3600_000 + 59 * 60_000);
    expect((await me(issued.token)).status).toBe(200);
    vi.setSystemTime(issuedAt + 8 * 3600_000 + 60_000);
    const expired = await me(issued.token);
    expect(expired.status).toBe(401);
    expect(expired.body.detail).toMatch(/sign in again/i);
  });

  it('are refused once revoked, and revoking twice changes nothing', async () => {
    const issued = await server.issueToken('carol@contoso.example');
    expect((await me(issued.token)).status).toBe(200);
    expect(await revokeApiToken(server.deps.db, issued.id)).toBe(true);
    expect((await me(issued.token)).status).toBe(401);
    expect(await revokeApiToken(server.deps.db, issued.id)).toBe(false);
    expect(await verifyApiToken(server.deps.db, issued.token)).toBeNull();
  });

  it('a missing, malformed or unknown token answers 401 with a {detail}', async () => {
    const none = await fetch(`${server.url}/api/auth/me`);
    expect(none.status).toBe(401);
    expect(((await none.json()) as { detail: string }).detail).toMatch(/sign in again/i);
    expect((await me('not a token')).status).toBe(401);
    expect((await me('A'.repeat(43))).status).toBe(401);
  });

  it('logout revokes only the token it was sent with', async () => {
    const first = await server.issueToken('alice@northwind.example');
    const second = await server.issueToken('alice@northwind.example');
    const logout = await call(server, 'POST', '/api/auth/logout', { token: first.token });
    expect(logout.status).toBe(204);
    expect((await me(first.token)).status).toBe(401);
    expect((await me(second.token)).status).toBe(200);
    const again = await call(server, 'POST', '/api/auth/logout', { token: first.token });
    expect(again.status).toBe(401);
  });

  it('refuses a non-positive lifetime', async () => {
    await expect(issueApiToken(server.deps.db, 1, 0)).rejects.toThrow(/positive/);
  });

  it('are purged a week after they ended, live ones stay', async () => {
    const { db } = server.deps;
    const ended = await server.issueToken('bob@northwind.example');
    const live = await server.issueToken('bob@northwind.example');
    await revokeApiToken(db, ended.id);
    await db
      .updateTable('api_tokens')
      .set({ revoked_at: new Date(Date.now() - 8 * 24 * 3600_000).toISOString() })
      .where('id', '=', ended.id)
      .execute();
    const purged = await purgeEndedSignIns(db);
    expect(purged.apiTokens).toBeGreaterThanOrEqual(1);
    const left = await db.selectFrom('api_tokens').select('id').where('id', 'in', [ended.id, live.id]).execute();
    expect(left.map((r) => r.id)).toEqual([live.id]);
  });
});
