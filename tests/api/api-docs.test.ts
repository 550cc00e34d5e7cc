/**
 * Issue 15: the API docs page shares the app's origin, so it is served under a strict
 * Content-Security-Policy (no inline or foreign scripts, no framing) and still works over plain
 * http (no upgrade-insecure-requests).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

describe('API docs page', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite' });
  }, 120_000);
  afterAll(async () => server?.close());

  it('is served with a strict Content-Security-Policy', async () => {
    for (const path of ['/api/docs/', '/api/docs/static/index.html', '/api/docs/static/swagger-initializer.js']) {
      const response = await fetch(`${server.url}${path}`);
      expect(`${path} ${response.status}`).toBe(`${path} 200`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/default-src 'self'/);
      expect(csp).toMatch(/script-src 'self'/);
      expect(csp).toMatch(/object-src 'none'/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https:|upgrade-insecure-requests/);
    }
    // The page itself loads its scripts from files (which the policy allows), not inline.
    const html = await (await fetch(`${server.url}/api/docs/static/index.html`)).text();
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});
