/**
 * Where the API token lives (SPEC §4 and §9): in the client state and in localStorage, so a reload
 * keeps the user signed in. The page's Content-Security-Policy is what keeps other scripts away from it.
 */
import { type Static, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

export const API_TOKEN_KEY = 'mc.apiToken';
const TOKEN_KEY = API_TOKEN_KEY;
const ACCOUNT_KEY = 'mc.account';

let tokenInState: string | null = null;

export class NoTokenError extends Error {
  constructor() {
    super('No access token found');
    this.name = 'NoTokenError';
  }
}

export function saveApiToken(token: string): void {
  tokenInState = token;
  localStorage.setItem(TOKEN_KEY, token);
}

/** The token for a request: from the state, else from localStorage, else 'No access token found'. */
export function requireApiToken(): string {
  if (tokenInState) return tokenInState;
  const stored = localStorage.getItem(TOKEN_KEY);
  if (!stored) throw new NoTokenError();
  tokenInState = stored;
  return stored;
}

export function hasApiToken(): boolean {
  return Boolean(tokenInState ?? localStorage.getItem(TOKEN_KEY));
}

export function clearApiToken(): void {
  tokenInState = null;
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(ACCOUNT_KEY);
}

/** Account info from sign-in (SPEC §3): shown in the header, greeting and settings. */
const AccountInfo = Type.Object({
  localAccountId: Type.String(),
  tenantId: Type.String(),
  name: Type.String(),
  username: Type.String(),
});
export type AccountInfo = Static<typeof AccountInfo>;

export function saveAccount(account: AccountInfo): void {
  localStorage.setItem(ACCOUNT_KEY, JSON.stringify(account));
}

/**
 * The stored account; null when there is none. A stored value that is not an account (not JSON,
 * another shape: an older release's, or edited by hand) signs out: token and account are cleared,
 * and the welcome page offers sign-in again.
 */
export function loadAccount(): AccountInfo | null {
  const raw = localStorage.getItem(ACCOUNT_KEY);
  if (!raw) return null;
  const account = parsedJson(raw);
  if (Value.Check(AccountInfo, account)) return account;
  clearApiToken();
  return null;
}

function parsedJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
