/**
 * The small interface between the app and the identity provider library: oidc-client-ts for the
 * built-in and generic OIDC providers, MSAL for Microsoft Entra ID (loaded only in that mode, it
 * weighs ~200 KB). The app never touches either library directly.
 */

import type { AuthClientConfig } from '../../src/contract/api/auth.ts';

/** Public sign-in configuration served by `GET /api/auth/config` (DESIGN §4). */
export type SignInConfig = AuthClientConfig;

/** What the provider tells us about the signed-in account (SPEC §3 "Account info from sign-in"). */
export interface ProviderAccount {
  localAccountId: string;
  tenantId: string;
  name: string;
  username: string;
}

export interface SignInClient {
  /** The account of an earlier sign-in the provider still remembers, if any. */
  currentAccount(): Promise<ProviderAccount | null>;
  /** Opens the provider's popup with account selection. */
  signInWithPopup(): Promise<ProviderAccount>;
  /** An access token for the configured scopes (user.read) without user interaction. */
  acquireTokenSilently(): Promise<string>;
  /** Forgets the account locally (the API token is revoked by the server separately). */
  forget(): Promise<void>;
}

export const POPUP_CALLBACK_PATH = '/auth/popup-callback';
export const SILENT_CALLBACK_PATH = '/auth/silent-callback';

export async function createSignInClient(config: SignInConfig): Promise<SignInClient> {
  if (config.mode === 'entra') {
    const { createMsalClient } = await import('./msal-client.ts');
    return createMsalClient(config);
  }
  const { createOidcClient } = await import('./oidc-client.ts');
  return createOidcClient(config);
}

/** Runs in the popup / silent frame after the provider redirects back, then the window is closed by the library. */
export async function completeCallback(config: SignInConfig, path: string): Promise<void> {
  if (config.mode === 'entra') {
    const { broadcastResponseToMainFrame } = await import('@azure/msal-browser/redirect-bridge');
    await broadcastResponseToMainFrame();
    return;
  }
  const { completeOidcCallback } = await import('./oidc-client.ts');
  await completeOidcCallback(config, path);
}
