import { completeCallback } from './sign-in-client.ts';
import { fetchSignInConfig } from '../api/auth.ts';

/** Hands the provider's answer to the window that opened the popup (or the silent frame's parent). */
export async function runCallback(path: string): Promise<void> {
  const root = document.getElementById('root');
  if (root) root.textContent = 'Signing you in...';
  try {
    await completeCallback(await fetchSignInConfig(), path);
  } catch (error) {
    if (root)
      root.textContent = `Sign-in could not be completed: ${error instanceof Error ? error.message : String(error)}`;
  }
}
