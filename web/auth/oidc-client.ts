/** SignInClient over oidc-client-ts: the built-in provider (mode "local") and any OIDC provider. */
import { UserManager, WebStorageStateStore, type User, type UserManagerSettings } from 'oidc-client-ts';
import {
  POPUP_CALLBACK_PATH,
  SILENT_CALLBACK_PATH,
  type ProviderAccount,
  type SignInClient,
  type SignInConfig,
} from './sign-in-interface.ts';

function settings(config: SignInConfig): UserManagerSettings {
  const origin = window.location.origin;
  const authority = new URL(config.authority, origin).toString();
  return {
    authority,
    client_id: config.clientId,
    redirect_uri: origin + (config.redirectPath || POPUP_CALLBACK_PATH),
    popup_redirect_uri: origin + (config.redirectPath || POPUP_CALLBACK_PATH),
    silent_redirect_uri: origin + (config.silentRedirectPath || SILENT_CALLBACK_PATH),
    response_type: 'code',
    scope: ['openid', 'profile', 'email', ...config.scopes.filter((s) => s !== 'openid')].join(' '),
    // SPEC §9: sign-in state is kept in local storage, so a reload or a new tab stays signed in.
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: false,
    loadUserInfo: false,
  };
}

function accountOf(user: User): ProviderAccount {
  // Any claim may be missing or of another type: each is read as text, '' otherwise.
  const claims = user.profile;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const email = text(claims.email) || text(claims.preferred_username);
  return {
    localAccountId: text(claims.oid) || text(claims.sub),
    tenantId: text(claims.tid) || text(claims.tenant_id) || text(claims.tenant),
    name: text(claims.name) || [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ') || email,
    username: email,
  };
}

/**
 * SPEC §4 asks for account selection. Providers that do not offer `select_account` (the built-in
 * one, many others) refuse it, so fall back to `login`, which asks for the account as well.
 */
async function accountPrompt(manager: UserManager): Promise<string> {
  try {
    // Discovery's prompt_values_supported (OpenID Connect Session Management); oidc-client-ts does not type it.
    const metadata: object = await manager.metadataService.getMetadata();
    const prompts = 'prompt_values_supported' in metadata ? metadata.prompt_values_supported : undefined;
    if (Array.isArray(prompts) && prompts.includes('select_account')) return 'select_account';
  } catch {
    // Discovery failed: signinPopup will report it.
  }
  return 'login';
}

export function createOidcClient(config: SignInConfig): SignInClient {
  const manager = new UserManager(settings(config));
  return {
    async currentAccount() {
      const user = await manager.getUser();
      return user ? accountOf(user) : null;
    },
    async signInWithPopup() {
      const user = await manager.signinPopup({ prompt: await accountPrompt(manager) });
      return accountOf(user);
    },
    async acquireTokenSilently() {
      const user = await manager.getUser();
      if (user && !user.expired && user.access_token) return user.access_token;
      const renewed = await manager.signinSilent();
      if (!renewed?.access_token) throw new Error('The identity provider gave no access token.');
      return renewed.access_token;
    },
    async forget() {
      await manager.removeUser();
    },
  };
}

export async function completeOidcCallback(config: SignInConfig, path: string): Promise<void> {
  const manager = new UserManager(settings(config));
  if (path === (config.silentRedirectPath || SILENT_CALLBACK_PATH)) await manager.signinSilentCallback();
  else await manager.signinPopupCallback();
}
