/**
 * Sign-in state for the whole app (SPEC §4): reads the public sign-in configuration, finds an
 * earlier sign-in, opens the provider's popup, exchanges the provider token for our API token and
 * revokes it on logout.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createSignInClient } from './sign-in-client.ts';
import type { ProviderAccount, SignInClient, SignInConfig } from './sign-in-interface.ts';
import {
  API_TOKEN_KEY,
  clearApiToken,
  hasApiToken,
  loadAccount,
  saveAccount,
  saveApiToken,
  type AccountInfo,
} from './token-store.ts';
import { exchangeProviderToken, fetchMe, fetchSignInConfig, revokeApiToken } from '../api/auth.ts';
import { setUnauthorizedHandler } from '../api/client.ts';

export type AuthStatus = 'starting' | 'signed-out' | 'signing-in' | 'signed-in';

export interface AuthState {
  status: AuthStatus;
  config: SignInConfig | null;
  account: AccountInfo | null;
  /** Why the last sign-in attempt failed, in words for the user. */
  error: string | null;
  signIn(): Promise<void>;
  logout(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}

function message(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Sign-in failed. Please try again.';
}

export function AuthProvider({ children }: { children: ReactNode }) {
  // A stored API token means signed in at once, so deep links (/formats/, /session/7) survive a reload.
  const [status, setStatus] = useState<AuthStatus>(() => (hasApiToken() && loadAccount() ? 'signed-in' : 'starting'));
  const [config, setConfig] = useState<SignInConfig | null>(null);
  const [account, setAccount] = useState<AccountInfo | null>(() => (hasApiToken() ? loadAccount() : null));
  const [error, setError] = useState<string | null>(null);
  const client = useRef<SignInClient | null>(null);

  const completeLogin = useCallback(async (providerAccount: ProviderAccount) => {
    const providerToken = await client.current!.acquireTokenSilently();
    saveApiToken(await exchangeProviderToken(providerToken));
    // The product's own view of the account wins; the provider's claims fill any gap.
    const me = await fetchMe().catch(() => null);
    const signedIn: AccountInfo = {
      localAccountId: me?.localAccountId || providerAccount.localAccountId,
      tenantId: me?.tenantId || providerAccount.tenantId,
      name: me?.name || providerAccount.name,
      username: me?.username || providerAccount.username,
    };
    saveAccount(signedIn);
    setAccount(signedIn);
    setStatus('signed-in');
  }, []);

  useEffect(() => {
    let cancelled = false;
    setUnauthorizedHandler(() => {
      setAccount(null);
      setStatus('signed-out');
    });
    (async () => {
      try {
        const loaded = await fetchSignInConfig();
        if (cancelled) return;
        setConfig(loaded);
        client.current = await createSignInClient(loaded);
        if (hasApiToken() && loadAccount()) return;
        const remembered = await client.current.currentAccount();
        if (remembered) {
          try {
            await completeLogin(remembered);
            return;
          } catch {
            // The provider's session ended: show the welcome page and let the user sign in again.
          }
        }
        if (!cancelled) setStatus('signed-out');
      } catch (cause) {
        if (cancelled) return;
        setError(message(cause));
        setStatus((current) => (current === 'signed-in' ? current : 'signed-out'));
      }
    })();
    return () => {
      cancelled = true;
      setUnauthorizedHandler(null);
    };
  }, [completeLogin]);

  // Logging out in one tab logs out every tab: the token is gone from localStorage.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== API_TOKEN_KEY) return;
      if (localStorage.getItem(API_TOKEN_KEY) === null) {
        clearApiToken();
        setAccount(null);
        setStatus((current) => (current === 'signed-in' ? 'signed-out' : current));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback(async () => {
    if (!client.current) return;
    setError(null);
    setStatus('signing-in');
    try {
      const providerAccount = await client.current.signInWithPopup();
      await completeLogin(providerAccount);
    } catch (cause) {
      clearApiToken();
      setError(message(cause));
      setStatus('signed-out');
    }
  }, [completeLogin]);

  const logout = useCallback(async () => {
    try {
      await revokeApiToken();
    } catch {
      // Already expired or revoked: the user still leaves.
    }
    clearApiToken();
    await client.current?.forget().catch(() => undefined);
    setAccount(null);
    setStatus('signed-out');
  }, []);

  const value = useMemo<AuthState>(
    () => ({ status, config, account, error, signIn, logout }),
    [status, config, account, error, signIn, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
