/**
 * Takes the README's dashboard screenshot (docs/screenshots/dashboard.png) on the real server with
 * a few real manuscripts from ../shared/corpus, so the picture shows what a user sees.
 * Run by hand: `node scripts/screenshot-dashboard.ts` (through npx/npm so Node 24 runs it).
 */
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const corpus = resolve(root, '../shared/corpus');
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const port = await new Promise<number>((ok) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = s.address() as { port: number };
    s.close(() => ok(p));
  });
});
if (!existsSync(join(root, 'dist/web/index.html'))) spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'mc-shot-'));
const server = spawn(process.execPath, ['src/server/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseURL, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${baseURL}/api/auth/config`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto('/');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: /^Sign in with / }).click();
  const popup = await popupPromise;
  await popup.getByLabel('E-mail address').fill('alice@northwind.example');
  await popup.getByLabel('Password').fill('demo-Manuscript-2025');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: /^Hello, / }).waitFor();
  const token = await page.evaluate(() => localStorage.getItem('mc.apiToken'));
  const auth = { authorization: `Bearer ${token}` };
  const template = readFileSync(join(corpus, 'articles/elife-00351.docx'));
  const manuscripts = ['ms-contraception-scotland.docx', 'ms-ckd-mortality-korea.docx', 'ms-hellp-systematic-review.docx', 'ms-troops-highlights.docx'];
  const ids: number[] = [];
  for (const name of manuscripts) {
    const response = await page.request.post('/api/documents/', {
      headers: auth,
      multipart: {
        template_file: { name: 'journal-template.docx', mimeType: DOCX, buffer: template },
        original_file: { name, mimeType: DOCX, buffer: readFileSync(join(corpus, 'manuscripts', name)) },
      },
    });
    ids.push(((await response.json()) as { document: { id: number } }).document.id);
  }
  const formats = (await (await page.request.get('/api/formatting/?page=1&size=100', { headers: auth })).json()) as { items: { id: number }[] };
  for (const [i, id] of ids.slice(0, 3).entries()) {
    await page.request.post('/api/sessions/', { headers: auth, data: { document_id: id, format_id: formats.items[i]!.id } });
  }
  await page.reload();
  await page.getByRole('table', { name: 'My documents' }).waitFor();
  mkdirSync(join(root, 'docs/screenshots'), { recursive: true });
  await page.screenshot({ path: join(root, 'docs/screenshots/dashboard.png') });
  console.log('screenshot-dashboard: wrote docs/screenshots/dashboard.png');
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
