/**
 * Entra ID mode: the product checks a Microsoft access token by asking Graph (/me and
 * /organization) — here a fake Graph on loopback — enforces the allowed tenants, creates an
 * allowed organisation on its first sign-in (first person admin, then members), and never lets
 * another directory take over an existing account by its e-mail address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ACCOUNT_MISMATCH_DETAIL, NOT_ALLOWED_DETAIL } from '../../src/auth/sign-in.ts';
import { productLogin } from './support/provider-sign-in.ts';
import { startFakeGraph, type FakeGraph } from './support/fake-graph.ts';
import { call } from '../support/http-client.ts';

const FABRIKAM = '6f1c2a4e-7a3b-4c8d-9e0f-1a2b3c4d5e6f';
const ELSEWHERE = '0b9d8c7e-6f5a-4b3c-2d1e-0f9e8d7c6b5a';

let graph: FakeGraph;
let server: TestServer;

beforeAll(async () => {
  graph = await startFakeGraph({
    'token-erin': {
      me: {
        id: 'oid-erin',
        displayName: 'Erin Okafor',
        mail: 'erin@fabrikam.example',
        userPrincipalName: 'erin@fabrikam.example',
      },
      organization: { id: FABRIKAM, displayName: 'Fabrikam Pharma' },
    },
    'token-frank': {
      me: { id: 'oid-frank', displayName: 'Frank Li', mail: null, userPrincipalName: 'Frank@Fabrikam.example' },
      organization: { id: FABRIKAM, displayName: 'Fabrikam Pharma' },
    },
    'token-outsider': {
      me: {
        id: 'oid-out',
        displayName: 'Olga Out',
        mail: 'olga@elsewhere.example',
        userPrincipalName: 'olga@elsewhere.example',
      },
      organization: { id: ELSEWHERE, displayName: 'Elsewhere Ltd' },
    },
    // A directory that sets someone else's address as `mail` must not get that account.
    'token-impostor': {
      me: {
        id: 'oid-imp',
        displayName: 'Impostor',
        mail: 'erin@fabrikam.example',
        userPrincipalName: 'imp@elsewhere.example',
      },
      organization: { id: ELSEWHERE, displayName: 'Elsewhere Ltd' },
    },
  });
  server = await startTestServer({
    database: 'sqlite',
    config: {
      authMode: 'entra',
      entraClientId: 'c0ffee00-1111-2222-3333-444455556666',
      oidcClientId: 'c0ffee00-1111-2222-3333-444455556666',
      oidcIssuer: 'https://login.microsoftonline.com/organizations/v2.0',
      oidcScopes: 'openid profile email User.Read',
      authProviderLabel: 'Microsoft',
      entraAllowedTenants: [FABRIKAM],
      entraGraphUrl: graph.url,
    },
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await graph?.close();
});

async function meWith(token: string): Promise<Record<string, unknown>> {
  const response = await call<Record<string, unknown>>(server, 'GET', '/api/auth/me', { token });
  expect(response.status).toBe(200);
  return response.body;
}

describe('Entra ID mode', () => {
  it('tells the web app to use MSAL with the organizations authority and User.Read', async () => {
    const config = (await (await fetch(`${server.url}/api/auth/config`)).json()) as Record<string, unknown>;
    expect(config).toMatchObject({
      mode: 'entra',
      providerLabel: 'Microsoft',
      authority: 'https://login.microsoftonline.com/organizations',
      clientId: 'c0ffee00-1111-2222-3333-444455556666',
      redirectPath: '/auth/popup-callback',
    });
    expect(config.scopes).toContain('User.Read');
  });

  it('creates an allowed organisation on its first sign-in, its first person admin, the next a member', async () => {
    const erin = await productLogin(server.url, 'token-erin');
    expect(erin.status).toBe(200);
    expect(graph.calls).toEqual(expect.arrayContaining(['/v1.0/me', '/v1.0/organization']));
    expect(await meWith(erin.body.accessToken!)).toMatchObject({
      email: 'erin@fabrikam.example',
      name: 'Erin Okafor',
      role: 'admin',
      tenantId: FABRIKAM,
      tenantName: 'Fabrikam Pharma',
    });
    const frank = await productLogin(server.url, 'token-frank');
    expect(frank.status).toBe(200);
    expect(await meWith(frank.body.accessToken!)).toMatchObject({
      email: 'frank@fabrikam.example',
      role: 'member',
      tenantId: FABRIKAM,
    });

    // The new organisation starts with the ready-made journal formats.
    const formats = await call<{ total?: number; length?: number }>(server, 'GET', '/api/formatting/', {
      token: frank.body.accessToken,
    });
    expect(formats.status).toBe(200);
    const list = formats.body;
    expect(list.total ?? list.length ?? 0).toBeGreaterThanOrEqual(6);
  });

  it('signs the same person in again as the same account', async () => {
    const again = await productLogin(server.url, 'token-erin');
    expect(again.status).toBe(200);
    const users = await server.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'erin@fabrikam.example')
      .execute();
    expect(users).toHaveLength(1);
  });

  it('refuses a tenant that is not allowed, and records it', async () => {
    const outsider = await productLogin(server.url, 'token-outsider');
    expect(outsider.status).toBe(403);
    expect(outsider.body.detail).toBe(NOT_ALLOWED_DETAIL);
    const refused = await server.deps.db
      .selectFrom('audit_events')
      .select('target')
      .where('action', '=', 'auth.refused')
      .execute();
    expect(refused.map((r) => r.target)).toContain('account:olga@elsewhere.example');
  });

  it('never hands an existing account to another directory claiming its e-mail address', async () => {
    // Even with the other directory allowed, the account stays Erin's.
    server.deps.config.entraAllowedTenants.push(ELSEWHERE);
    try {
      const impostor = await productLogin(server.url, 'token-impostor');
      expect(impostor.status).toBe(403);
      expect(impostor.body.detail).toBe(ACCOUNT_MISMATCH_DETAIL);
    } finally {
      server.deps.config.entraAllowedTenants.pop();
    }
  });

  it('answers 401 when Graph does not accept the token', async () => {
    const refused = await productLogin(server.url, 'token-expired-or-forged');
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toMatch(/sign in again/i);
  });
});
