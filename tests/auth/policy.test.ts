/**
 * Who may sign in and how often: the e-mail domain allow-list, the public sign-in configuration,
 * login rate limiting (API and password form), and OIDC mode verifying tokens of another
 * provider through its userinfo endpoint over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { addUser } from '../../src/auth/accounts.ts';
import { DEMO_PASSWORD } from '../../src/auth/seed.ts';
import { TOO_MANY_ATTEMPTS_DETAIL } from '../../src/auth/rate-limit.ts';
import { NOT_ALLOWED_DETAIL } from '../../src/auth/sign-in.ts';
import { productLogin, signInAtProvider, targetOf } from './support/provider-sign-in.ts';
import { call } from '../support/http-client.ts';

describe('allow-list of e-mail domains', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite', config: { allowedEmailDomains: ['northwind.example'] } });
  }, 60_000);
  afterAll(async () => server?.close());

  it('refuses a person of a domain that is not listed, and records the refusal', async () => {
    const { tokens } = await signInAtProvider(targetOf(server), 'carol@contoso.example', DEMO_PASSWORD);
    const login = await productLogin(server.url, tokens.access_token);
    expect(login.status).toBe(403);
    expect(login.body.detail).toBe(NOT_ALLOWED_DETAIL);
    expect(login.body.accessToken).toBeUndefined();
    const refused = await server.deps.db
      .selectFrom('audit_events')
      .select(['target', 'details'])
      .where('action', '=', 'auth.refused')
      .execute();
    expect(
      refused.some(
        (r) => r.target === 'account:carol@contoso.example' && r.details.includes('contoso.example is not allowed'),
      ),
    ).toBe(true);
  }, 30_000);

  it('lets a person of a listed domain in', async () => {
    const { tokens } = await signInAtProvider(targetOf(server), 'alice@northwind.example', DEMO_PASSWORD);
    const login = await productLogin(server.url, tokens.access_token);
    expect(login.status).toBe(200);
    expect(login.body.accessToken).toBeTruthy();
  }, 30_000);

  it('publishes how the web app signs in', async () => {
    const response = await fetch(`${server.url}/api/auth/config`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      mode: 'local',
      providerLabel: server.deps.config.authProviderLabel,
      authority: `${server.url}/oidc`,
      clientId: server.deps.config.oidcClientId,
      scopes: ['openid', 'profile', 'email'],
      redirectPath: '/auth/popup-callback',
      silentRedirectPath: '/auth/silent-callback',
    });
  });
});

describe('rate limiting of sign-in attempts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite', config: { loginRateLimitPerMinute: 3 } });
  }, 60_000);
  afterAll(async () => server?.close());

  it('answers 429 with a {detail} after the limit of API logins per minute', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      statuses.push((await productLogin(server.url, `guess-${attempt}`)).status);
    expect(statuses).toEqual([401, 401, 401]);
    const limited = await productLogin(server.url, 'guess-4');
    expect(limited.status).toBe(429);
    expect(limited.body.detail).toBe(TOO_MANY_ATTEMPTS_DETAIL);
  });

  it('limits password guesses on the login form too, with a readable page', async () => {
    let last: Response | undefined;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      last = await fetch(`${server.url}/oidc/interaction/some-uid/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'alice@northwind.example', password: `guess-${attempt}` }).toString(),
      });
    }
    expect(last?.status).toBe(429);
    expect(last?.headers.get('content-type')).toMatch(/text\/html/);
    expect(await last?.text()).toContain('Too many sign-in attempts');
  });
});

describe('OIDC mode: tokens of another provider, checked at its userinfo endpoint', () => {
  let provider: TestServer;
  let product: TestServer;
  beforeAll(async () => {
    provider = await startTestServer({ database: 'sqlite' });
    product = await startTestServer({
      database: 'sqlite',
      config: {
        authMode: 'oidc',
        oidcIssuer: `${provider.url}/oidc`,
        oidcClientId: provider.deps.config.oidcClientId,
        authProviderLabel: 'Northwind SSO',
      },
    });
    await addUser(provider.deps.db, provider.deps.audit, {
      email: 'dora@northwind.example',
      name: 'Dora Kim',
      tenant: 'northwind.example',
      role: 'member',
      password: 'dora-password-1',
    });
  }, 60_000);
  afterAll(async () => {
    await product?.close();
    await provider?.close();
  });

  it('does not mount its own provider and points the web app at the configured issuer', async () => {
    // (the web app may answer the path with its index page, but no discovery document)
    const discovery = await fetch(`${product.url}/oidc/.well-known/openid-configuration`);
    expect(discovery.headers.get('content-type') ?? '').not.toMatch(/json/);
    const config = (await (await fetch(`${product.url}/api/auth/config`)).json()) as Record<string, unknown>;
    expect(config).toMatchObject({ mode: 'oidc', providerLabel: 'Northwind SSO', authority: `${provider.url}/oidc` });
  });

  it('signs a new person of a known tenant in as a member', async () => {
    const { tokens } = await signInAtProvider(targetOf(provider), 'dora@northwind.example', 'dora-password-1');
    const login = await productLogin(product.url, tokens.access_token);
    expect(login.status).toBe(200);
    const me = await call(product, 'GET', '/api/auth/me', { token: login.body.accessToken });
    expect(me.body).toMatchObject({
      email: 'dora@northwind.example',
      name: 'Dora Kim',
      role: 'member',
      tenantName: 'Northwind',
    });
  }, 30_000);

  it('refuses a token the provider does not know', async () => {
    expect((await productLogin(product.url, 'not-issued-by-the-provider')).status).toBe(401);
  });
});
