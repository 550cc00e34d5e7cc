/** Sign-in calls (SPEC §7 "Authentication API"). */
import { apiRequest } from './client.ts';
import type { SignInConfig } from '../auth/sign-in-interface.ts';
import type { LoginAnswer, Me } from '../../src/contract/api/auth.ts';

export function fetchSignInConfig(): Promise<SignInConfig> {
  return apiRequest<SignInConfig>('/auth/config', { anonymous: true });
}

/** Posts the provider's user.read token; login counts as successful only if an accessToken comes back (SPEC §7). */
export async function exchangeProviderToken(providerToken: string): Promise<string> {
  const result = await apiRequest<Partial<LoginAnswer> | undefined>('/auth/login', {
    method: 'POST',
    json: { accessToken: providerToken },
    anonymous: true,
  });
  if (!result || typeof result.accessToken !== 'string' || !result.accessToken) {
    throw new Error('Sign-in failed: the server did not return an access token.');
  }
  return result.accessToken;
}

/** The signed-in account as the product knows it (id, organisation, name, e-mail). */
export function fetchMe(): Promise<Me> {
  return apiRequest<Me>('/auth/me');
}

export function revokeApiToken(): Promise<void> {
  return apiRequest<void>('/auth/logout', { method: 'POST' });
}
