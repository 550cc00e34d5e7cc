/**
 * `npm run bench:web`: what the browser pays for the web app, on the real server over loopback.
 *
 * 1. JavaScript loaded by the welcome page, raw and gzip-compressed (target <= 200 KiB gzip).
 * 2. Time until the dashboard is interactive for a signed-in user: from navigation start until
 *    the "Upload my document" button is enabled and the documents table has rendered.
 *
 * Starts its own server (fresh data folder, free port), signs in through the built-in provider's
 * popup in Debian's Chromium, and prints a small table plus a JSON line for records.
 */
import { chromium, type Page } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const TARGET_GZIP_KIB = 200;

function freePort(): Promise<number> {
  return new Promise((ok) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: /^Sign in with / }).click();
  const popup = await popupPromise;
  await popup.getByLabel('E-mail address').fill('alice@northwind.example');
  await popup.getByLabel('Password').fill('demo-Manuscript-2025');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: /^Hello, / }).waitFor({ timeout: 20_000 });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  if (!existsSync(join(root, 'dist/web/index.html'))) {
    const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-bench-web-'));
  const server = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseURL, DATA_DIR: dataDir, LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_PER_MINUTE: '1000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    await waitFor(`${baseURL}/api/auth/config`, 60_000);

    // 1. JavaScript of the welcome page (fresh context: nothing cached, not signed in).
    const welcome = await browser.newContext({ baseURL });
    const page = await welcome.newPage();
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.body());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /^Sign in with / }).waitFor();
    const raw = [...scripts.values()].reduce((sum, body) => sum + body.length, 0);
    const gzip = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body).length, 0);

    // 2. Dashboard interactive, signed in, warm and cold cache.
    await signIn(page);
    const state = await welcome.storageState();
    await welcome.close();
    const cold: number[] = [];
    const warm: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ baseURL, storageState: state });
      const tab = await context.newPage();
      for (const bucket of [cold, warm]) {
        const started = Date.now();
        await tab.goto('/');
        await tab.getByRole('button', { name: 'Upload my document' }).and(tab.locator(':enabled')).waitFor();
        await tab.getByRole('table', { name: 'My documents' }).waitFor();
        bucket.push(Date.now() - started);
      }
      await context.close();
    }

    const kib = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log('\nWeb app measurements (loopback, Debian Chromium)');
    console.log(`  welcome page JavaScript: ${scripts.size} files, ${kib(raw)} KiB raw, ${kib(gzip)} KiB gzip (target <= ${TARGET_GZIP_KIB} KiB gzip: ${gzip / 1024 <= TARGET_GZIP_KIB ? 'met' : 'MISSED'})`);
    console.log(`  dashboard interactive, cold cache: median ${median(cold)} ms (runs: ${cold.join(', ')})`);
    console.log(`  dashboard interactive, warm cache: median ${median(warm)} ms (runs: ${warm.join(', ')})`);
    console.log(JSON.stringify({ welcomeJsFiles: scripts.size, welcomeJsRawKiB: Number(kib(raw)), welcomeJsGzipKiB: Number(kib(gzip)), dashboardColdMs: median(cold), dashboardWarmMs: median(warm) }));
    if (gzip / 1024 > TARGET_GZIP_KIB) process.exitCode = 1;
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
