/**
 * What the web app needs to sign in (`GET /api/auth/config`), derived from the server's
 * configuration so one build of the web app serves every deployment (CONVENTIONS: configuration).
 */
import type { Config } from '../config/index.ts';
import type { AuthClientConfig } from '../contract/api/auth.ts';
import { POPUP_CALLBACK_PATH, SILENT_CALLBACK_PATH } from './oidc/provider.ts';
import { DEFAULT_GRAPH_URL } from './graph-client.ts';

/** Microsoft Graph base URL for Entra mode (ENTRA_GRAPH_URL; a fake Graph in tests). */
export function graphUrl(config: Config): string {
  return config.entraGraphUrl || DEFAULT_GRAPH_URL;
}

/** MSAL wants the authority without the `/v2.0` suffix of the issuer. */
function entraAuthority(issuer: string): string {
  return issuer.replace(/\/v2\.0\/?$/, '');
}

export function clientConfig(config: Config): AuthClientConfig {
  return {
    mode: config.authMode,
    providerLabel: config.authProviderLabel,
    authority: config.authMode === 'entra' ? entraAuthority(config.oidcIssuer) : config.oidcIssuer,
    clientId: config.oidcClientId,
    scopes: config.oidcScopes.split(/\s+/).filter((scope) => scope !== ''),
    redirectPath: POPUP_CALLBACK_PATH,
    silentRedirectPath: SILENT_CALLBACK_PATH,
  };
}
