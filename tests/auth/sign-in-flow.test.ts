/**
 * The whole sign-in, end to end over real HTTP against the built-in provider (issue 2): a real
 * OIDC client (openid-client, authorization code + PKCE), the login form posted like a browser,
 * then POST /api/auth/login, an API call with the product's token, logout, and a 401 after it.
 * Runs on SQLite, and on PostgreSQL when a server answers.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oidc from 'openid-client';
import { startTestServer, type TestServer } from '../support/server.ts';
import { postgresReachable } from '../support/postgres.ts';
import { DEMO_PASSWORD } from '../../src/auth/seed.ts';
import { formAction, ScriptedBrowser } from './support/browser.ts';
import {
  openLoginPage,
  productLogin,
  signInAtProvider,
  startAuthorization,
  targetOf,
} from './support/provider-sign-in.ts';
import { call } from '../support/http-client.ts';

const DATABASES = ['sqlite', ...((await postgresReachable()) ? (['postgres'] as const) : [])] as const;

describe.each(DATABASES)('sign-in through the built-in provider (%s)', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    // This suite signs in more than the default ten times a minute; the limit has its own tests.
    server = await startTestServer({ database, config: { loginRateLimitPerMinute: 100 } });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it('discovery advertises code flow with PKCE S256 and a userinfo endpoint under /oidc', async () => {
    const response = await fetch(`${server.url}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata.issuer).toBe(`${server.url}/oidc`);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.response_types_supported).toContain('code');
    expect(metadata.userinfo_endpoint).toBe(`${server.url}/oidc/me`);
  });

  it('builds the discovery document from PUBLIC_URL, whatever Host header the client sends', async () => {
    const { request } = await import('node:http');
    const body = await new Promise<string>((resolve, reject) => {
      const target = new URL(`${server.url}/oidc/.well-known/openid-configuration`);
      const call = request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve(text));
        },
      );
      call.on('error', reject);
      call.end();
    });
    expect(body).not.toContain('attacker.example');
    const metadata = JSON.parse(body) as Record<string, string>;
    expect(metadata.authorization_endpoint).toBe(`${server.url}/oidc/auth`);
  });

  it('signs bob in, exchanges the token, calls the API, logs out, and is refused afterwards', async () => {
    const { start, tokens } = await signInAtProvider(targetOf(server), 'bob@northwind.example', DEMO_PASSWORD);
    const claims = tokens.claims();
    expect(claims?.sub).toBeTruthy();
    const userinfo = await oidc.fetchUserInfo(start.configuration, tokens.access_token, claims!.sub);
    expect(userinfo).toMatchObject({ email: 'bob@northwind.example', name: 'Bob Tanaka', tenant: 'northwind.example' });

    const login = await productLogin(server.url, tokens.access_token);
    expect(login.status).toBe(200);
    const accessToken = login.body.accessToken!;
    expect(accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await call(server, 'GET', '/api/auth/me', { token: accessToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      name: 'Bob Tanaka',
      email: 'bob@northwind.example',
      username: 'bob@northwind.example',
      role: 'member',
      tenantId: 'northwind.example',
      tenantName: 'Northwind',
    });

    const formats = await call(server, 'GET', '/api/formatting/', { token: accessToken });
    expect(formats.status).toBe(200);

    const logout = await call(server, 'POST', '/api/auth/logout', { token: accessToken });
    expect(logout.status).toBe(204);

    const after = await call(server, 'GET', '/api/formatting/', { token: accessToken });
    expect(after.status).toBe(401);
    expect(after.body.detail).toMatch(/sign in again/i);

    const actions = await server.deps.db.selectFrom('audit_events').select('action').execute();
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['auth.sign-in', 'auth.sign-out']));
  }, 30_000);

  it('a second sign-in in the same browser needs no password and asks no consent', async () => {
    const browser = new ScriptedBrowser();
    await signInAtProvider(targetOf(server), 'alice@northwind.example', DEMO_PASSWORD, browser);
    const again = await startAuthorization(targetOf(server));
    const { stoppedAt } = await browser.follow(again.url, again.redirectUri);
    expect(stoppedAt?.searchParams.get('code')).toBeTruthy();
  }, 30_000);

  it('shows a clear error on the login page for a wrong password, and no code is issued', async () => {
    const browser = new ScriptedBrowser();
    const start = await startAuthorization(targetOf(server));
    const loginPage = await openLoginPage(browser, start);
    const { page, stoppedAt } = await browser.follow(formAction(loginPage), start.redirectUri, {
      method: 'POST',
      form: { email: 'alice@northwind.example', password: 'not-the-password' },
    });
    expect(stoppedAt).toBeNull();
    expect(page.status).toBe(401);
    expect(page.body).toContain('role="alert"');
    expect(page.body).toContain('The e-mail address or password is not correct.');
    expect(page.body).toContain('value="alice@northwind.example"');
    const refused = await server.deps.db
      .selectFrom('audit_events')
      .select('target')
      .where('action', '=', 'auth.refused')
      .execute();
    expect(refused.map((r) => r.target)).toContain('account:alice@northwind.example');
  }, 30_000);

  it('a provider access token that was never issued is refused with 401', async () => {
    const login = await productLogin(server.url, 'made-up-token-value');
    expect(login.status).toBe(401);
    expect(login.body.detail).toMatch(/sign in again/i);
  });

  it('cancelling at the login page returns to the web app with access_denied', async () => {
    const browser = new ScriptedBrowser();
    const start = await startAuthorization(targetOf(server));
    const loginPage = await openLoginPage(browser, start);
    const cancel = /<a class="cancel" href="([^"]+)"/.exec(loginPage.body)?.[1];
    const { stoppedAt } = await browser.follow(new URL(cancel!, loginPage.url), start.redirectUri);
    expect(stoppedAt?.searchParams.get('error')).toBe('access_denied');
    expect(stoppedAt?.searchParams.get('state')).toBe(start.state);
  }, 30_000);

  it('an expired or unknown sign-in page says so instead of failing', async () => {
    const response = await fetch(`${server.url}/oidc/interaction/no-such-interaction`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This sign-in page has expired.');
  });

  it("lets only the web app's own origin call the provider from a browser (CORS)", async () => {
    const ask = (origin: string) =>
      fetch(`${server.url}/oidc/token`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const own = await ask(new URL(server.url).origin);
    expect(own.headers.get('access-control-allow-origin')).toBe(new URL(server.url).origin);
    const token = await fetch(`${server.url}/oidc/token`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: 'x',
        client_id: server.deps.config.oidcClientId,
        redirect_uri: `${server.url}/auth/popup-callback`,
        code_verifier: 'y'.repeat(43),
      }).toString(),
    });
    expect(token.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('prompt=login shows the form again although the browser has a provider session', async () => {
    const browser = new ScriptedBrowser();
    await signInAtProvider(targetOf(server), 'alice@northwind.example', DEMO_PASSWORD, browser);
    const again = await startAuthorization(targetOf(server), { prompt: 'login' });
    const page = await openLoginPage(browser, again);
    expect(page.body).toContain('<label for="password">Password</label>');
  }, 30_000);

  it('signing out at the provider asks once, returns to the web app, and ends the provider session', async () => {
    const browser = new ScriptedBrowser();
    const { tokens } = await signInAtProvider(targetOf(server), 'alice@northwind.example', DEMO_PASSWORD, browser);
    const endSession = new URL(`${server.url}/oidc/session/end`);
    endSession.searchParams.set('id_token_hint', tokens.id_token!);
    endSession.searchParams.set('post_logout_redirect_uri', `${server.url}/`);
    const { page: question } = await browser.follow(endSession, `${server.url}/`);
    expect(question.status).toBe(200);
    expect(question.body).toContain('Do you want to sign out of');
    const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(question.body);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(form?.[2] ?? '')?.[1];
    const { stoppedAt } = await browser.follow(new URL(form![1]!, question.url), `${server.url}/`, {
      method: 'POST',
      form: { xsrf: xsrf!, logout: 'yes' },
    });
    expect(stoppedAt?.href).toBe(`${server.url}/`);
    const next = await startAuthorization(targetOf(server));
    await openLoginPage(browser, next); // asserts the login form is shown, not an immediate code
  }, 30_000);

  it("signing out of the product ends the provider's sign-in: its token mints no new API token, the next sign-in asks for the password", async () => {
    const browser = new ScriptedBrowser();
    const { tokens } = await signInAtProvider(targetOf(server), 'bob@northwind.example', DEMO_PASSWORD, browser);
    const login = await productLogin(server.url, tokens.access_token);
    expect(login.status).toBe(200);
    const logout = await call(server, 'POST', '/api/auth/logout', { token: login.body.accessToken });
    expect(logout.status).toBe(204);

    const again = await productLogin(server.url, tokens.access_token);
    expect(again.status).toBe(401);
    const next = await startAuthorization(targetOf(server));
    await openLoginPage(browser, next); // the login form, not an immediate code from a live session
  }, 30_000);

  it('the signed-out page (sign-out with no return address) carries a Content-Security-Policy', async () => {
    const browser = new ScriptedBrowser();
    const { tokens } = await signInAtProvider(targetOf(server), 'carol@contoso.example', DEMO_PASSWORD, browser);
    const endSession = new URL(`${server.url}/oidc/session/end`);
    endSession.searchParams.set('id_token_hint', tokens.id_token!);
    const { page: question } = await browser.follow(endSession, `${server.url}/never`);
    expect(question.headers.get('content-security-policy')).toContain("default-src 'none'");
    const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(question.body);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(form?.[2] ?? '')?.[1];
    const { page: done } = await browser.follow(new URL(form![1]!, question.url), `${server.url}/never`, {
      method: 'POST',
      form: { xsrf: xsrf!, logout: 'yes' },
    });
    expect(done.status).toBe(200);
    expect(done.body).toContain('signed out');
    expect(done.headers.get('content-security-policy')).toContain("default-src 'none'");
  }, 30_000);

  it("the provider's own auto-submitting sign-out page carries a CSP that allows exactly its script", async () => {
    const response = await fetch(`${server.url}/oidc/session/end`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(script).toContain('submit()');
    const hash = createHash('sha256').update(script!).digest('base64');
    const policy = response.headers.get('content-security-policy');
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(`script-src 'sha256-${hash}'`);
  });

  it('a login without an access token answers 422 naming the field', async () => {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { detail: string }).detail).toContain('accessToken');
  });
});
