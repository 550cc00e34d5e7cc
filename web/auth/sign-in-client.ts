/**
 * Loads the sign-in client of the configured provider: oidc-client-ts for the built-in and
 * generic OIDC providers, MSAL for Microsoft Entra ID (loaded only in that mode, it weighs
 * ~200 KB). The app never touches either library directly; both clients implement
 * sign-in-interface.ts.
 */
import type { SignInClient, SignInConfig } from './sign-in-interface.ts';

export async function createSignInClient(config: SignInConfig): Promise<SignInClient> {
  if (config.mode === 'entra') {
    const { createMsalClient } = await import('./msal-client.ts');
    return createMsalClient(config);
  }
  const { createOidcClient } = await import('./oidc-client.ts');
  return createOidcClient(config);
}

/** Runs in the popup / silent frame after the provider redirects back, then the window is closed by the library. */
export async function completeCallback(config: SignInConfig, path: string): Promise<void> {
  if (config.mode === 'entra') {
    const { broadcastResponseToMainFrame } = await import('@azure/msal-browser/redirect-bridge');
    await broadcastResponseToMainFrame();
    return;
  }
  const { completeOidcCallback } = await import('./oidc-client.ts');
  await completeOidcCallback(config, path);
}
