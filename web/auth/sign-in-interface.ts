/**
 * What every sign-in client implements (oidc-client.ts, msal-client.ts) and the callback paths
 * they share. Its own module, so the clients, loaded on demand by sign-in-client.ts, do not import
 * the module that loads them.
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
