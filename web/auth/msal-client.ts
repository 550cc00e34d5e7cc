/** SignInClient over MSAL for Microsoft Entra ID. Imported only in "entra" mode (dynamic import). */
import { PublicClientApplication, type AccountInfo } from '@azure/msal-browser';
import {
  POPUP_CALLBACK_PATH,
  type ProviderAccount,
  type SignInClient,
  type SignInConfig,
} from './sign-in-interface.ts';

function accountOf(account: AccountInfo): ProviderAccount {
  return {
    localAccountId: account.localAccountId,
    tenantId: account.tenantId,
    name: account.name ?? account.username,
    username: account.username,
  };
}

export async function createMsalClient(config: SignInConfig): Promise<SignInClient> {
  const redirectUri = window.location.origin + (config.redirectPath || POPUP_CALLBACK_PATH);
  const msal = new PublicClientApplication({
    // SPEC §6 / §9: organisational accounts only, through the organizations authority the server sends.
    auth: { clientId: config.clientId, authority: config.authority, redirectUri },
    cache: { cacheLocation: 'localStorage' },
  });
  await msal.initialize();
  const scopes = config.scopes;
  const active = () => msal.getActiveAccount() ?? msal.getAllAccounts()[0] ?? null;
  return {
    async currentAccount() {
      const account = active();
      return account ? accountOf(account) : null;
    },
    async signInWithPopup() {
      const result = await msal.loginPopup({ scopes, prompt: 'select_account' });
      msal.setActiveAccount(result.account);
      return accountOf(result.account);
    },
    async acquireTokenSilently() {
      const account = active();
      if (!account) throw new Error('No signed-in account.');
      const result = await msal.acquireTokenSilent({ scopes, account });
      return result.accessToken;
    },
    async forget() {
      const account = active();
      if (account) await msal.clearCache({ account });
    },
  };
}
