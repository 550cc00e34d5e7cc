/**
 * For the scripts that drive the web app in a real browser (bench/web.ts,
 * scripts/screenshot-dashboard.ts): the built server on a free loopback port with a fresh data
 * folder, Debian's Chromium, and the demo admin signed in through the built-in provider's popup.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from '../tests/support/ports.ts';

export const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

export interface BrowserSession {
  baseURL: string;
  browser: Browser;
  /** Closes the browser, stops the server and removes its data folder. */
  close(): Promise<void>;
}

/** Builds the web app if needed, starts the server and Chromium, and waits until the server answers. */
export async function startBrowserSession(options: {
  dataPrefix: string;
  env?: Record<string, string>;
}): Promise<BrowserSession> {
  if (!existsSync(join(root, 'dist/web/index.html'))) {
    const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), options.dataPrefix));
  const server = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const close = async (): Promise<void> => {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor('the server', async () => (await fetch(`${baseURL}/api/auth/config`)).ok, 60_000);
  } catch (error) {
    await close();
    throw error;
  }
  return { baseURL, browser, close };
}

/** Signs in as alice@northwind.example (demo admin) through the provider's popup, as a user would. */
export async function signInAsAlice(page: Page): Promise<void> {
  await page.goto('/');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: /^Sign in with / }).click();
  const popup = await popupPromise;
  await popup.getByLabel('E-mail address').fill('alice@northwind.example');
  await popup.getByLabel('Password').fill('demo-Manuscript-2025');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: /^Hello, / }).waitFor({ timeout: 20_000 });
}
