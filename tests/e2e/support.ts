/** Shared steps of the browser journeys: sign-in, a screenshot and an accessibility scan per screen, API shortcuts. */
import { expect, type Browser, type Page, type APIRequestContext } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** The shared corpus, read in place (never copied into the repository). */
export const corpusDir = resolve(repoRoot, '../shared/corpus');
export const corpusFile = (group: string, name: string) => join(corpusDir, group, name);
export const DEMO_PASSWORD = 'demo-Manuscript-2025';
export const AUTH_STATE = 'test-results/e2e-auth/alice.json';

const screenshotDir = join(repoRoot, 'artifacts/screenshots');

/** Every screen: a screenshot kept as an artefact and no serious or critical axe violations. */
export async function checkScreen(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `accessibility of ${name}`,
  ).toEqual([]);
}

/** Signs in through the built-in provider's popup, as a user would. */
export async function signInThroughPopup(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  const button = page.getByRole('button', { name: /^Sign in with / });
  await expect(button).toBeVisible();
  const popupPromise = page.waitForEvent('popup');
  await button.click();
  const popup = await popupPromise;
  await popup.getByLabel('E-mail address').fill(email);
  await popup.getByLabel('Password').fill(DEMO_PASSWORD);
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible({ timeout: 20_000 });
}

/** The API token the page holds, for preparing data through the API. */
export async function apiTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('mc.apiToken'));
  if (!token) throw new Error('not signed in');
  return token;
}

export async function uploadThroughApi(
  request: APIRequestContext,
  token: string,
  files: { template: { name: string; buffer: Buffer }; original: { name: string; buffer: Buffer } },
): Promise<{ id: number; filename: string }> {
  const response = await request.post('/api/documents/', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      template_file: {
        name: files.template.name,
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: files.template.buffer,
      },
      original_file: {
        name: files.original.name,
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: files.original.buffer,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const answer = (await response.json()) as { document: { id: number; filename: string } };
  return answer.document;
}

export const readCorpus = (group: string, name: string) => ({ name, buffer: readFileSync(corpusFile(group, name)) });

export type { Browser };
