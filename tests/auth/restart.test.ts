/**
 * The built-in provider keeps its state in the database (oidc_payloads), not in memory: after a
 * restart of the server on the same database, a browser's provider session still signs in
 * without a password, and the signing key and cookie keys are the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { DEMO_PASSWORD } from '../../src/auth/seed.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import {
  exchangeCode,
  productLogin,
  signInAtProvider,
  startAuthorization,
  targetOf,
} from './support/provider-sign-in.ts';

let server: TestServer;
let restarted: Awaited<ReturnType<typeof buildApp>> | undefined;

beforeAll(async () => {
  server = await startTestServer({ database: 'sqlite' });
}, 60_000);

afterAll(async () => {
  await restarted?.close();
  await server?.close();
});

describe('built-in provider across a restart', () => {
  it('keeps the browser signed in at the provider and issues verifiable tokens', async () => {
    const { browser } = await signInAtProvider(targetOf(server), 'carol@contoso.example', DEMO_PASSWORD);
    const keysBefore = await (await fetch(`${server.url}/oidc/jwks`)).json();
    const stored = await server.deps.db.selectFrom('oidc_payloads').select('model').distinct().execute();
    expect(stored.map((r) => r.model)).toEqual(expect.arrayContaining(['Session', 'Grant', 'AccessToken']));

    // Restart: a new app (new provider instance, nothing in memory) on the same database and port.
    await server.app.close();
    restarted = await buildApp(server.deps, { logger: false });
    await restarted.listen({ port: Number(new URL(server.url).port), host: '127.0.0.1' });

    expect(await (await fetch(`${server.url}/oidc/jwks`)).json()).toEqual(keysBefore);
    const start = await startAuthorization(targetOf(server));
    const { stoppedAt } = await browser.follow(start.url, start.redirectUri);
    expect(stoppedAt, 'the provider session should survive the restart').not.toBeNull();
    const tokens = await exchangeCode(start, stoppedAt!);
    const login = await productLogin(server.url, tokens.access_token);
    expect(login.status).toBe(200);
  }, 30_000);
});
