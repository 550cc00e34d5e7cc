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
import { gzipSync } from 'node:zlib';
import { signInAsAlice, startBrowserSession } from '../scripts/browser-session.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const TARGET_GZIP_KIB = 200;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const { baseURL, browser, close } = await startBrowserSession({
    dataPrefix: 'mc-bench-web-',
    env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000' },
  });
  try {
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
    await signInAsAlice(page);
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
    console.log(
      `  welcome page JavaScript: ${scripts.size} files, ${kib(raw)} KiB raw, ${kib(gzip)} KiB gzip (target <= ${TARGET_GZIP_KIB} KiB gzip: ${gzip / 1024 <= TARGET_GZIP_KIB ? 'met' : 'MISSED'})`,
    );
    console.log(`  dashboard interactive, cold cache: median ${median(cold)} ms (runs: ${cold.join(', ')})`);
    console.log(`  dashboard interactive, warm cache: median ${median(warm)} ms (runs: ${warm.join(', ')})`);
    console.log(
      JSON.stringify({
        welcomeJsFiles: scripts.size,
        welcomeJsRawKiB: Number(kib(raw)),
        welcomeJsGzipKiB: Number(kib(gzip)),
        dashboardColdMs: median(cold),
        dashboardWarmMs: median(warm),
      }),
    );
    if (gzip / 1024 > TARGET_GZIP_KIB) process.exitCode = 1;
  } finally {
    await close();
  }
}

await main();
