/** Sign-in calls (SPEC §7 "Authentication API"). */
import { apiRequest } from './client.ts';
import type { SignInConfig } from '../auth/sign-in-client.ts';
import type { AccountInfo } from '../auth/token-store.ts';


export function fetchSignInConfig(): Promise<SignInConfig> {
  return apiRequest<SignInConfig>('/auth/config', { anonymous: true });
}

/** Posts the provider's user.read token; login counts as successful only if an accessToken comes back. */
export async function exchangeProviderToken(providerToken: string): Promise<{ accessToken: string; account: Partial<AccountInfo> }> {
  const result = await apiRequest<{ accessToken?: unknown }>('/auth/login', {
    method: 'POST',
    json: { accessToken: providerToken },
    anonymous: true,
  });
  if (!result || typeof result.accessToken !== 'string' || !result.accessToken) {
    throw new Error('Sign-in failed: the server did not return an access token.');
  }
  return { accessToken: result.accessToken, account: {} };
}

export function revokeApiToken(): Promise<void> {
  return apiRequest<void>('/auth/logout', { method: 'POST' });
}
