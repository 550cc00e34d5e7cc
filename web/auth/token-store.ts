/**
 * Where the API token lives (SPEC §4 and §9): in the client state and in localStorage, so a reload
 * keeps the user signed in. The page's Content-Security-Policy is what keeps other scripts away from it.
 */
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
export interface AccountInfo {
  localAccountId: string;
  tenantId: string;
  name: string;
  username: string;
}

export function saveAccount(account: AccountInfo): void {
  localStorage.setItem(ACCOUNT_KEY, JSON.stringify(account));
}

export function loadAccount(): AccountInfo | null {
  const raw = localStorage.getItem(ACCOUNT_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as AccountInfo;
  } catch {
    return null;
  }
}
