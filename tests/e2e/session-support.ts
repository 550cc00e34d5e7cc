/** Shared steps of the session journeys: a session made through the API, and a queued check polled to its result. */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiTokenOf, readCorpus, uploadThroughApi } from './support.ts';

export const LAUNCHED = "The 'Check' has been successfully launched. You can continue working or wait for the result.";
export const TEMPLATE = 'elife-00351.docx';
/** A real manuscript with type1 (numbers and units), type2 and type4 findings. */
export const MANUSCRIPT = 'ms-contraception-scotland.docx';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export async function createFormat(
  request: APIRequestContext,
  token: string,
  name: string,
  config: Record<string, unknown>,
): Promise<number> {
  const response = await request.post('/api/formatting/', { headers: auth(token), data: { name, config } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { id: number }).id;
}

/** Word limits the word-limits check can test: the template's fields with an abstract and main-text limit. */
export async function wordLimitFormat(request: APIRequestContext, token: string, name: string): Promise<number> {
  const template = (await (await request.get('/api/formatting/template', { headers: auth(token) })).json()) as Record<
    string,
    unknown
  >;
  const config = (template.config as Record<string, unknown> | undefined) ?? template;
  return createFormat(request, token, name, { ...config, max_words_abstract: 250, max_words_main_part: 3000 });
}

/** Opens the dashboard (for the token), then uploads the manuscript and creates a session through the API. */
export async function sessionThroughApi(
  page: Page,
  request: APIRequestContext,
  formatName: string,
  config?: Record<string, unknown>,
  manuscript = MANUSCRIPT,
) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
  const token = await apiTokenOf(page);
  const formatId = config
    ? await createFormat(request, token, formatName, config)
    : await wordLimitFormat(request, token, formatName);
  const document = await uploadThroughApi(request, token, {
    template: readCorpus('articles', TEMPLATE),
    original: readCorpus('manuscripts', manuscript),
  });
  const response = await request.post('/api/sessions/', {
    headers: auth(token),
    data: { document_id: document.id, format_id: formatId },
  });
  expect(response.status(), await response.text()).toBe(201);
  const session = (await response.json()) as { id: number };
  return { token, formatId, sessionId: session.id };
}

export function checksPanel(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Checks' });
}

/** Categories → checks → parameters, by the names the writer reads. */
export async function openCheck(page: Page, category: string, check: string): Promise<Locator> {
  const panel = checksPanel(page);
  await expect(panel.getByText('Select a category of checks you want to perform')).toBeVisible();
  await panel.getByRole('button', { name: new RegExp(`^${category}`) }).click();
  await expect(panel.getByText('Select a check you want to perform')).toBeVisible();
  await panel.getByRole('button', { name: new RegExp(`^${check}`) }).click();
  await expect(panel.getByRole('button', { name: 'Run Check' })).toBeVisible();
  return panel;
}

/**
 * The check was queued (CHECK_SYNC_WAIT_MS=0): the page polls every 10 s. The browser clock is
 * moved on 10 s at a time (page.clock) so the journey does not sit through real waits; the server
 * and its job runner run in real time.
 */
export async function pollToEnd(page: Page): Promise<void> {
  const launched = checksPanel(page).getByText(LAUNCHED);
  // The page's clock runs on by itself too: a screen scanned (axe) after the launch can outlast a
  // poll, and the run may already have ended. Then there is nothing left to poll; what follows
  // checks the result.
  const seen = await expect(launched)
    .toBeVisible({ timeout: 2_000 })
    .then(() => true)
    .catch(() => false);
  if (!seen) return;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await page.clock.fastForward(10_000);
    const gone = await expect(launched)
      .toBeHidden({ timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (gone) return;
  }
  throw new Error('the check never left the queue');
}
