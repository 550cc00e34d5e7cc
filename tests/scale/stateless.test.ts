/**
 * Two API instances on one PostgreSQL database, in this process: what one instance knows, the
 * other knows too. Sign-in attempts are counted together (the limit is per address, not per
 * instance), and an API token issued through one is accepted by the other. (Check runs across
 * instances and the built-in provider's sign-in across instances: cluster.test.ts, through nginx.)
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { createAuditLog } from '../../src/services/audit.ts';
import { createBlobStore } from '../../src/store/blob/index.ts';
import { createDatabase, sqliteFileIn } from '../../src/store/db.ts';
import { postgresReachable } from '../support/postgres.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { freePort } from '../support/ports.ts';
import { call } from '../support/http-client.ts';

describe.runIf(await postgresReachable())('stateless API instances on PostgreSQL', () => {
  let first: TestServer;
  let second: FastifyInstance;
  let secondUrl: string;
  let closeSecondDb: () => Promise<void>;

  beforeAll(async () => {
    first = await startTestServer({ database: 'postgres', config: { loginRateLimitPerMinute: 3 } });
    const port = await freePort();
    secondUrl = `http://127.0.0.1:${port}`;
    const config = { ...first.deps.config, port };
    const db = createDatabase({
      databaseUrl: config.databaseUrl,
      sqliteFile: sqliteFileIn(config.dataDir),
      poolSize: 3,
    });
    closeSecondDb = () => db.destroy();
    second = await buildApp(
      { config, db, blobs: createBlobStore(config.dataDir), audit: createAuditLog() },
      { logger: false },
    );
    await second.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
    await closeSecondDb?.();
    await first?.close();
  });

  const login = (base: string) =>
    fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accessToken: 'not-a-token' }),
    });

  it('counts sign-in attempts across instances: the limit is per address, whichever instance answers', async () => {
    const statuses: number[] = [];
    for (const base of [first.url, secondUrl, first.url]) statuses.push((await login(base)).status);
    expect(statuses).not.toContain(429);
    const fourth = await login(secondUrl);
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toEqual({
      detail: 'Too many sign-in attempts from your address. Wait a minute, then try again.',
    });
    expect((await login(first.url)).status).toBe(429);
  });

  it('accepts on one instance the API token issued by the other', async () => {
    const token = await first.tokenFor('alice@northwind.example');
    const me = await call(secondUrl, 'GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    const signedOut = await call(first, 'POST', '/api/auth/logout', { token });
    expect(signedOut.status).toBeLessThan(300);
    expect((await call(secondUrl, 'GET', '/api/auth/me', { token })).status).toBe(401);
  });
});
