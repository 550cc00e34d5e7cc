/**
 * Issue 29, per-person API rate limit: past API_RATE_LIMIT_PER_MINUTE one person's requests answer
 * 429 with Retry-After and a message a writer understands, while another person's requests and the
 * health probe go on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ALICE, BOB } from './helpers.ts';
import { call } from '../support/http-client.ts';

describe('API requests per person and minute', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite', config: { apiRateLimitPerMinute: 5 } });
  }, 60_000);
  afterAll(async () => server?.close());

  it('answers 429 with Retry-After past the limit, for that person only', async () => {
    const [alice, bob] = await Promise.all([server.tokenFor(ALICE), server.tokenFor(BOB)]);
    const get = (token: string) => call(server, 'GET', '/api/documents/', { token });
    for (let i = 0; i < 5; i++) expect((await get(alice)).status).toBe(200);
    const refused = await get(alice);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.detail).toMatch(/more than 5 requests in a minute\. Nothing was changed; wait \d+ seconds/);
    expect((await get(bob)).status).toBe(200);
    expect((await call(server, 'GET', '/api/health')).status).toBe(200);
  });
});
