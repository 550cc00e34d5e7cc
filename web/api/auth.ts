/** Sign-in calls (SPEC §7 "Authentication API"); every answer is checked against its schema. */
import { AuthClientConfig, LoginAnswer, Me } from '../../src/contract/api/auth.ts';
import type { SignInConfig } from '../auth/sign-in-interface.ts';
import { apiRequest, NoContent } from './client.ts';

export function fetchSignInConfig(): Promise<SignInConfig> {
  return apiRequest('/auth/config', AuthClientConfig, { anonymous: true });
}

/**
 * Posts the provider's user.read token; login counts as successful only if an accessToken comes
 * back (SPEC §7): an answer without one is refused by the schema, an empty one here.
 */
export async function exchangeProviderToken(providerToken: string): Promise<string> {
  const result = await apiRequest('/auth/login', LoginAnswer, {
    method: 'POST',
    json: { accessToken: providerToken },
    anonymous: true,
  });
  if (!result.accessToken) throw new Error('Sign-in failed: the server did not return an access token.');
  return result.accessToken;
}

/** The signed-in account as the product knows it (id, organisation, name, e-mail). */
export function fetchMe(): Promise<Me> {
  return apiRequest('/auth/me', Me);
}

export function revokeApiToken(): Promise<void> {
  return apiRequest('/auth/logout', NoContent, { method: 'POST' });
}
