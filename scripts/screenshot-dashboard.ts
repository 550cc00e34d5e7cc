/**
 * Takes the README's dashboard screenshot (docs/screenshots/dashboard.png) on the real server with
 * a few real manuscripts from ../shared/corpus, so the picture shows what a user sees.
 * Run by hand: `node scripts/screenshot-dashboard.ts` (through npx/npm so Node 24 runs it).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { root, signInAsAlice, startBrowserSession } from './browser-session.ts';

const corpus = resolve(root, '../shared/corpus');
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const { baseURL, browser, close } = await startBrowserSession({ dataPrefix: 'mc-shot-' });
try {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  const page = await context.newPage();
  await signInAsAlice(page);
  const token = await page.evaluate(() => localStorage.getItem('mc.apiToken'));
  const auth = { authorization: `Bearer ${token}` };
  const template = readFileSync(join(corpus, 'articles/elife-00351.docx'));
  const manuscripts = [
    'ms-contraception-scotland.docx',
    'ms-ckd-mortality-korea.docx',
    'ms-hellp-systematic-review.docx',
    'ms-troops-highlights.docx',
  ];
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
  const formats = (await (await page.request.get('/api/formatting/?page=1&size=100', { headers: auth })).json()) as {
    items: { id: number }[];
  };
  for (const [i, id] of ids.slice(0, 3).entries()) {
    await page.request.post('/api/sessions/', {
      headers: auth,
      data: { document_id: id, format_id: formats.items[i]!.id },
    });
  }
  await page.reload();
  await page.getByRole('table', { name: 'My documents' }).waitFor();
  mkdirSync(join(root, 'docs/screenshots'), { recursive: true });
  await page.screenshot({ path: join(root, 'docs/screenshots/dashboard.png') });
  console.log('screenshot-dashboard: wrote docs/screenshots/dashboard.png');
} finally {
  await close();
}
