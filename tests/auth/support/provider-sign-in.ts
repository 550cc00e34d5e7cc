/**
 * Signs a person in at the built-in provider the way the web app does: a real OIDC client
 * (openid-client, authorization code + PKCE) and a scripted browser posting the login form.
 */
import { expect } from 'vitest';
import * as oidc from 'openid-client';
import { formAction, ScriptedBrowser, type PageResult } from './browser.ts';

export interface ProviderTarget {
  /** The product's URL (PUBLIC_URL); the web app's callback lives under it. */
  publicUrl: string;
  issuer: string;
  clientId: string;
}

export async function discover(target: ProviderTarget): Promise<oidc.Configuration> {
  return oidc.discovery(new URL(target.issuer), target.clientId, undefined, oidc.None(), {
    execute: [oidc.allowInsecureRequests],
  });
}

export interface AuthorizationStart {
  configuration: oidc.Configuration;
  url: URL;
  verifier: string;
  state: string;
  redirectUri: string;
}

export async function startAuthorization(
  target: ProviderTarget,
  extra: Record<string, string> = {},
): Promise<AuthorizationStart> {
  const configuration = await discover(target);
  const redirectUri = `${target.publicUrl}/auth/popup-callback`;
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...extra,
  });
  return { configuration, url, verifier, state, redirectUri };
}

/** Opens the authorization URL and answers the login page the browser lands on. */
export async function openLoginPage(browser: ScriptedBrowser, start: AuthorizationStart): Promise<PageResult> {
  const { page, stoppedAt } = await browser.follow(start.url, start.redirectUri);
  expect(stoppedAt, 'expected the login page, not an immediate callback').toBeNull();
  expect(page.status).toBe(200);
  return page;
}

export async function exchangeCode(start: AuthorizationStart, callback: URL) {
  return oidc.authorizationCodeGrant(start.configuration, callback, {
    pkceCodeVerifier: start.verifier,
    expectedState: start.state,
  });
}

/** The whole provider sign-in; answers the provider's tokens and the browser (with its session cookie). */
export async function signInAtProvider(
  target: ProviderTarget,
  email: string,
  password: string,
  browser = new ScriptedBrowser(),
) {
  const start = await startAuthorization(target);
  const loginPage = await openLoginPage(browser, start);
  const { page, stoppedAt } = await browser.follow(formAction(loginPage), start.redirectUri, {
    method: 'POST',
    form: { email, password },
  });
  if (!stoppedAt) throw new Error(`Sign-in did not reach the callback: ${page.status} ${page.body.slice(0, 300)}`);
  const tokens = await exchangeCode(start, stoppedAt);
  return { start, tokens, browser };
}

/** POST /api/auth/login with a provider access token. */
export async function productLogin(
  baseUrl: string,
  accessToken: string,
): Promise<{ status: number; body: Record<string, string> }> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accessToken }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

export function targetOf(server: {
  url: string;
  deps: { config: { oidcIssuer: string; oidcClientId: string } };
}): ProviderTarget {
  return { publicUrl: server.url, issuer: server.deps.config.oidcIssuer, clientId: server.deps.config.oidcClientId };
}
