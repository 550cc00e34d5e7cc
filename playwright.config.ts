/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the real server, built and
 * started on a free port with a fresh data folder, signed in through the built-in provider.
 */
import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The config is evaluated by the runner and again by each worker: pick the port and data folder
// once and hand them down through the environment, so every process agrees.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ])
    .toString()
    .trim();
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'mc-e2e-'));
}
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two journeys at a time against the one server: each journey makes its own sessions and formats
  // (names carry the journey and width) and a file's tests keep their order, so none depends on
  // another file's data. On the 2-core CI machine this takes the journeys from 21.1 to 12.0 min:
  // while one journey waits on the server, the other's browser works.
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    viewport: { width: 1280, height: 720 },
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
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
    },
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    {
      name: 'journeys',
      testMatch: /\.spec\.ts$/,
      testIgnore: /logout\.spec\.ts/,
      dependencies: ['setup'],
      use: { storageState: 'test-results/e2e-auth/alice.json' },
    },
    // Logout revokes the shared token, so it runs after every other journey.
    { name: 'logout', testMatch: /logout\.spec\.ts/, dependencies: ['journeys'] },
  ],
  webServer: {
    command: 'npm run build --silent && npm start --silent',
    url: `${baseURL}/api/auth/config`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR!,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      // One demo account runs every journey, and the apply journey polls the API directly; the
      // per-person API limit (600 a minute) has its own test (tests/api/rate-limit.test.ts).
      API_RATE_LIMIT_PER_MINUTE: '100000',
      // Every check run answers 'queued' at once, so the session journeys exercise polling (docs/web.md).
      CHECK_SYNC_WAIT_MS: '0',
    },
  },
});
