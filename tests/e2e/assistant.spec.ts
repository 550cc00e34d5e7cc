/**
 * The AI Assistant journey (issue 27) at 1440 and 390 px, against a server of its own whose
 * AI_BASE_URL is a recorded OpenAI-compatible server on 127.0.0.1 (tests/support/fake-openai.ts;
 * the shared journey server has no AI_* settings, and session-states.spec.ts shows its panel
 * saying so). Ask and watch the answer stream in; have a passage shortened, accept the proposed
 * edit, apply it, download the tracked-changes file and find the edit in it as a tracked change by
 * the writer (pandoc); an admin switches the assistant off and the panel says so. Axe and a quiet
 * console on each screen.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { checkScreen, repoRoot, signInThroughPopup } from './support.ts';
import { sessionThroughApi } from './session-support.ts';

const port = execFileSync(process.execPath, [
  '-e',
  "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
])
  .toString()
  .trim();
const baseURL = `http://127.0.0.1:${port}`;
const MODEL = 'gpt-4o-mini';
const EXPLANATION =
  "The check compares this passage with the journal's rules: keep each number and shorten the wording.";

test.use({ baseURL, storageState: { cookies: [], origins: [] } });
// A whole manuscript in the preview makes each axe scan slow on a shared machine.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let fake: FakeOpenAi;
let server: ChildProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000); // a server start on a busy machine (migrations, seeding, the work pool)
  // Slow enough between events that the answer is seen arriving piece by piece.
  fake = await startFakeOpenAi({ eventDelayMs: 250 });
  dataDir = mkdtempSync(join(tmpdir(), 'mc-e2e-ai-'));
  server = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      API_RATE_LIMIT_PER_MINUTE: '100000',
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: 'sk-e2e',
      AI_MODEL: MODEL,
      AI_TIMEOUT_MS: '20000',
    },
  });
  for (let i = 0; i < 440; i += 1) {
    const up = await fetch(`${baseURL}/api/auth/config`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the AI journey server did not start');
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((resolve) => server?.once('exit', resolve));
  await fake?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

/** A paragraph of the preview with a number, and its first sentence. */
function numberedPassage(preview: string): { text: string; sentence: string } {
  for (const line of preview.split('\n')) {
    if (line.length < 200 || !/\d/.test(line) || preview.indexOf(line) !== preview.lastIndexOf(line)) continue;
    const sentence = /^.*?\d.*?[.;](?=\s)/.exec(line)?.[0];
    if (sentence && sentence.length > 40 && /\b(the|a|an) /i.test(sentence)) return { text: line, sentence };
  }
  throw new Error('no paragraph with numbers');
}

for (const width of [1440, 390]) {
  test(`at ${width} px: ask, watch the answer stream, accept and apply a proposed edit, find it tracked`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    const errors = watchConsole(page);
    await signInThroughPopup(page, 'alice@northwind.example');
    const { sessionId, token } = await sessionThroughApi(page, request, `AI journey ${width} ${Date.now()}`);
    const preview = (await (
      await request.get(`/api/preview/latest_version?session_id=${sessionId}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { text: string };
    const { text, sentence } = numberedPassage(preview.text);

    await page.goto(`/session/${sessionId}`);
    await page.getByRole('button', { name: 'AI Assistant' }).click();
    const panel = page.getByRole('complementary', { name: 'AI Assistant' });
    await expect(panel.getByText(`Model: ${MODEL}.`)).toBeVisible();
    await panel.getByLabel('Passage').fill(text);

    // Ask: the answer arrives in pieces while the panel says it is busy.
    await panel
      .getByPlaceholder('Ask the AI Assistant for suggestions and edits.')
      .fill('What does the journal ask here?');
    // Every text the answer shows on its way, recorded in the page as it changes.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { answerTexts: string[] }).answerTexts = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="assistant-answer"]')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await panel.getByRole('button', { name: 'Ask' }).click();
    const answer = panel.getByRole('region', { name: 'Answer' });
    await expect(answer).toContainText(EXPLANATION);
    await expect(answer).toHaveAttribute('aria-busy', 'false');
    const texts = await page.evaluate(() => (window as unknown as { answerTexts: string[] }).answerTexts);
    const partial = texts.filter((t) => t.length < EXPLANATION.length && EXPLANATION.startsWith(t));
    expect(partial.length, `the answer as it arrived: ${JSON.stringify(texts)}`).toBeGreaterThanOrEqual(3);
    const asked = fake.received.at(-1)?.body.messages?.at(-1)?.content ?? '';
    expect(asked).toContain('What does the journal ask here?');
    expect(asked).toContain(text);
    await checkScreen(page, `assistant-${width}-answer`);

    // Shorten: the model's edit comes back as a proposal on the passage, with its word-level diff.
    const shorter = sentence.replace(/\b(the|a|an) /gi, '');
    fake.queue({ kind: 'edit', original: sentence, replacement: shorter });
    await panel.getByRole('button', { name: /^Shorten to \d+ words$/ }).click();
    const proposal = panel.getByRole('region', { name: 'Proposed edit' });
    await expect(proposal).toContainText(shorter);
    await expect(proposal.getByTestId('word-diff')).toBeVisible();
    await checkScreen(page, `assistant-${width}-proposal`);
    await proposal.getByRole('button', { name: 'Accept' }).click();
    await proposal.getByLabel('Comment for the logbook').fill('Shortened with the AI Assistant');
    await proposal.getByRole('button', { name: 'Apply' }).click();
    await expect(panel.getByRole('status').last()).toHaveText(/Applied as a tracked change \(version 1\)\./);
    // The preview's final text reads the shortened sentence (the panel steps aside on a small screen).
    await page.getByRole('button', { name: 'Close AI Assistant' }).click();
    await page.getByRole('button', { name: 'Final' }).click();
    await expect(page.getByRole('region', { name: 'Document preview' })).toContainText(shorter);

    // Download: the edit is a tracked change by the writer.
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const tracked = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Tracked changes (.docx)' }).click();
    const file = join(mkdtempSync(join(tmpdir(), 'mc-ai-')), 'tracked.docx');
    await (await tracked).saveAs(file);
    const native = execFileSync('pandoc', ['--track-changes=all', '-t', 'native', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'], // pandoc's warnings about the manuscript's equations
    });
    expect(native).toContain('"deletion"');
    expect(native).toContain('Alice Martin');
    const rejected = execFileSync('pandoc', ['--track-changes=reject', '-t', 'plain', '--wrap=none', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    expect(rejected).toContain(sentence);
    const accepted = execFileSync('pandoc', ['--track-changes=accept', '-t', 'plain', '--wrap=none', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    expect(accepted).toContain(shorter);
    expect(errors).toEqual([]);
  });
}

test('an admin switches the assistant off under Users, and the panel says so', async ({ page, request }) => {
  const errors = watchConsole(page);
  await signInThroughPopup(page, 'alice@northwind.example');
  const { sessionId } = await sessionThroughApi(page, request, `AI switch ${Date.now()}`);
  await page.goto('/users');
  const switchSection = page.getByRole('region', { name: 'AI Assistant' });
  await expect(switchSection).toContainText(`This server uses the model ${MODEL}.`);
  const allowed = switchSection.getByLabel('Members of the organisation may use the AI Assistant');
  await expect(allowed).toBeChecked();
  await allowed.uncheck();
  await expect(allowed).not.toBeChecked();
  await checkScreen(page, 'assistant-switch-off');
  const sent = fake.received.length;
  await page.goto(`/session/${sessionId}`);
  await page.getByRole('button', { name: 'AI Assistant' }).click();
  const panel = page.getByRole('complementary', { name: 'AI Assistant' });
  await expect(panel.getByRole('status')).toContainText('switched off for your organisation');
  await expect(panel.getByPlaceholder('Ask the AI Assistant for suggestions and edits.')).toBeDisabled();
  expect(fake.received.length).toBe(sent);
  await page.goto('/users');
  await page
    .getByRole('region', { name: 'AI Assistant' })
    .getByLabel('Members of the organisation may use the AI Assistant')
    .check();
  await expect(
    page
      .getByRole('region', { name: 'AI Assistant' })
      .getByLabel('Members of the organisation may use the AI Assistant'),
  ).toBeChecked();
  expect(errors).toEqual([]);
});
