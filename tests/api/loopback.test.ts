/**
 * Issue 15, sign-in on every loopback name: a page opened under another loopback name than
 * PUBLIC_URL's is sent to PUBLIC_URL first (where the provider knows the web app); the API
 * answers under any name; other host names are never redirected (no open redirect).
 * The browser journey is tests/e2e/loopback.spec.ts.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

function get(server: TestServer, path: string, host: string): Promise<{ status: number; location?: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers: { host } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, ...(res.headers.location ? { location: res.headers.location } : {}) });
    });
    req.once('error', reject);
    req.end();
  });
}

describe('loopback names (PUBLIC_URL on 127.0.0.1)', () => {
  let server: TestServer;
  let port: string;

  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite' });
    port = new URL(server.url).port;
  }, 120_000);
  afterAll(async () => server?.close());

  it('sends pages opened at localhost or [::1] to the same path at PUBLIC_URL', async () => {
    expect(await get(server, '/', `localhost:${port}`)).toEqual({ status: 302, location: `${server.url}/` });
    expect(await get(server, '/formats/?page=2', `[::1]:${port}`)).toEqual({
      status: 302,
      location: `${server.url}/formats/?page=2`,
    });
  });

  it('answers the API and the provider under any loopback name, and never redirects other hosts', async () => {
    expect((await get(server, '/api/health', `localhost:${port}`)).status).toBe(200);
    expect((await get(server, '/oidc/.well-known/openid-configuration', `localhost:${port}`)).status).toBe(200);
    expect((await get(server, '/', `evil.example:${port}`)).location).toBeUndefined();
    expect((await get(server, '/', `127.0.0.1:${port}`)).location).toBeUndefined();
  });
});
