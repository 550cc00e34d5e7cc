/**
 * The whole sign-in, end to end over real HTTP against the built-in provider (issue 2): a real
 * OIDC client (openid-client, authorization code + PKCE), the login form posted like a browser,
 * then POST /api/auth/login, an API call with the product's token, logout, and a 401 after it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oidc from 'openid-client';
import { startTestServer, type TestServer } from '../support/server.ts';
import { DEMO_PASSWORD } from '../../src/auth/seed.ts';
import { formAction, ScriptedBrowser } from './support/browser.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ database: 'sqlite' });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

async function discover(): Promise<oidc.Configuration> {
  const { config } = server.deps;
  return oidc.discovery(new URL(config.oidcIssuer), config.oidcClientId, undefined, oidc.None(), {
    execute: [oidc.allowInsecureRequests],
  });
}

/** Signs in through the provider's pages; answers the provider's tokens. */
async function signInAtProvider(email: string, password: string) {
  const configuration = await discover();
  const redirectUri = `${server.url}/auth/popup-callback`;
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const browser = new ScriptedBrowser();
  const { page: loginPage } = await browser.follow(authorizationUrl, redirectUri);
  expect(loginPage.status).toBe(200);
  expect(loginPage.body).toContain('<label for="email">E-mail address</label>');
  const { stoppedAt: callback } = await browser.follow(formAction(loginPage), redirectUri, {
    method: 'POST',
    form: { email, password },
  });
  expect(callback, 'the provider should redirect to the web app with a code').not.toBeNull();
  const tokens = await oidc.authorizationCodeGrant(configuration, callback!, { pkceCodeVerifier: verifier, expectedState: state });
  return { configuration, tokens, browser, redirectUri };
}

describe('sign-in through the built-in provider', () => {
  it('discovery advertises code flow with PKCE S256 and a userinfo endpoint under /oidc', async () => {
    const response = await fetch(`${server.url}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata.issuer).toBe(`${server.url}/oidc`);
    expect(metadata.code_challenge_methods_supported).toContain('S256');
    expect(metadata.response_types_supported).toContain('code');
    expect(metadata.userinfo_endpoint).toBe(`${server.url}/oidc/me`);
  });

  it('signs bob in, exchanges the token, calls the API, logs out, and is refused afterwards', async () => {
    const { configuration, tokens } = await signInAtProvider('bob@northwind.example', DEMO_PASSWORD);
    const claims = tokens.claims();
    expect(claims?.sub).toBeTruthy();
    const userinfo = await oidc.fetchUserInfo(configuration, tokens.access_token, claims!.sub);
    expect(userinfo).toMatchObject({ email: 'bob@northwind.example', name: 'Bob Tanaka', tenant: 'northwind.example' });

    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accessToken: tokens.access_token }),
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    expect(accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const auth = { authorization: `Bearer ${accessToken}` };

    const me = await fetch(`${server.url}/api/auth/me`, { headers: auth });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ name: 'Bob Tanaka', email: 'bob@northwind.example', username: 'bob@northwind.example', role: 'member', tenantId: 'northwind.example' });

    const formats = await fetch(`${server.url}/api/formatting/`, { headers: auth });
    expect(formats.status).toBe(200);

    const logout = await fetch(`${server.url}/api/auth/logout`, { method: 'POST', headers: auth });
    expect(logout.status).toBe(204);

    const after = await fetch(`${server.url}/api/formatting/`, { headers: auth });
    expect(after.status).toBe(401);
    expect(((await after.json()) as { detail: string }).detail).toMatch(/sign in again/i);

    const actions = await server.deps.db.selectFrom('audit_events').select('action').execute();
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['auth.sign-in', 'auth.sign-out']));
  }, 30_000);

  it('shows a clear error on the login page for a wrong password, and no code is issued', async () => {
    const configuration = await discover();
    const redirectUri = `${server.url}/auth/popup-callback`;
    const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid profile email',
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
      state: oidc.randomState(),
    });
    const browser = new ScriptedBrowser();
    const { page: loginPage } = await browser.follow(authorizationUrl, redirectUri);
    const { page, stoppedAt } = await browser.follow(formAction(loginPage), redirectUri, {
      method: 'POST',
      form: { email: 'alice@northwind.example', password: 'not-the-password' },
    });
    expect(stoppedAt).toBeNull();
    expect(page.status).toBe(401);
    expect(page.body).toContain('role="alert"');
    expect(page.body).toContain('The e-mail address or password is not correct.');
    expect(page.body).toContain('value="alice@northwind.example"');
    const refused = await server.deps.db.selectFrom('audit_events').select('target').where('action', '=', 'auth.refused').execute();
    expect(refused.map((r) => r.target)).toContain('account:alice@northwind.example');
  }, 30_000);
});
