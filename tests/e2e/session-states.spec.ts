/**
 * Session page states (issue 7): not found, the panels (one at a time), the format panel states,
 * a queued check polled every 10 s, a failed check and "Retry check", the type2 and type4 views.
 */
import { test, expect, type Request } from '@playwright/test';
import { checkScreen } from './support.ts';
import { LAUNCHED, checksPanel, openCheck, pollToEnd, sessionThroughApi } from './session-support.ts';

// Each screen is scanned by axe over the whole document preview (issue 18) on a shared, loaded machine.
test.describe.configure({ timeout: 90_000 });

test('an unknown session shows "Session not found" and leads back to the sessions', async ({ page }) => {
  await page.goto('/session/987654321');
  await expect(page.getByRole('heading', { name: 'Session not found' })).toBeVisible();
  await expect(page.getByText('The requested session could not be found.')).toBeVisible();
  await checkScreen(page, 'session-10-not-found');
  await page.getByRole('link', { name: 'Back to Sessions' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/session/not-a-number');
  await expect(page.getByRole('heading', { name: 'Session not found' })).toBeVisible();
});

test('panels open one at a time; the format panel shows the format, no data, or no format', async ({
  page,
  request,
}) => {
  const name = `Panel format ${Date.now()}`;
  const { sessionId, token, formatId } = await sessionThroughApi(page, request, name);
  await page.goto(`/session/${sessionId}`);
  await expect(checksPanel(page)).toBeVisible(); // the checks panel is open at first

  await page.getByRole('button', { name: 'AI Assistant' }).click();
  const assistant = page.getByRole('complementary', { name: 'AI Assistant' });
  await expect(assistant.getByPlaceholder('Ask the AI Assistant for suggestions and edits.')).toBeVisible();
  // This server has no AI_* settings (issue 27): the panel says so and what to set, and takes no question.
  await expect(assistant.getByRole('status')).toContainText('AI_BASE_URL and AI_MODEL');
  await expect(assistant.getByPlaceholder('Ask the AI Assistant for suggestions and edits.')).toBeDisabled();
  await expect(page.getByRole('complementary')).toHaveCount(1);
  await checkScreen(page, 'session-11-assistant');

  await page.getByRole('button', { name: 'Compare (format)' }).click();
  const format = page.getByRole('complementary', { name: 'Format' });
  await expect(format.getByRole('heading', { name: `Format: ${name}` })).toBeVisible();
  const json = format.getByLabel(`Configuration of ${name}`);
  await expect(json).toContainText('"max_words_abstract": 250');
  expect(await json.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('500px');
  await expect(page.getByRole('complementary')).toHaveCount(1);
  await checkScreen(page, 'session-12-format');
  await format.getByRole('button', { name: 'Close Format' }).click();
  await expect(page.getByRole('complementary')).toHaveCount(0);

  // A format whose config is empty: "No format data available".
  const empty = await sessionThroughApi(page, request, `Empty format ${Date.now()}`, {});
  await page.goto(`/session/${empty.sessionId}`);
  await page.getByRole('button', { name: 'Compare (format)' }).click();
  await expect(page.getByText('No format data available')).toBeVisible();
  await checkScreen(page, 'session-13-format-empty');

  // The format is deleted: the session has none left.
  const removed = await request.delete(`/api/formatting/${formatId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(removed.status()).toBeLessThan(300);
  await page.goto(`/session/${sessionId}`);
  await page.getByRole('button', { name: 'Compare (format)' }).click();
  await expect(page.getByText('No format assigned to this session')).toBeVisible();
  await checkScreen(page, 'session-14-format-none');

  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByText('No history yet. Start by running a check.')).toBeVisible();
  await checkScreen(page, 'session-15-history-empty');
});

test('a queued check is polled every 10 s; a failed poll shows "Error executing check" and "Retry check" runs it again', async ({
  page,
  request,
}) => {
  // The journal asks for title case, so the title gets a correction (with no case style asked, the check
  // now answers a pass note, which has nothing to accept).
  const { sessionId, token } = await sessionThroughApi(page, request, `Retry format ${Date.now()}`, {
    title_case: 'Title case',
  });
  await page.clock.install();
  const runs: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/checks/title-case/')) runs.push(r);
  });
  await page.goto(`/session/${sessionId}`);
  const panel = await openCheck(page, 'Text improvements', 'Title case');
  await expect(panel.getByText("This check doesn't require any parameters.")).toBeVisible();
  const queued = page.waitForResponse(
    (r) => r.url().includes('/api/checks/title-case/') && r.request().method() === 'POST',
  );
  // From the click on, the page's clock moves only when the test moves it: on a loaded machine the real
  // seconds spent below (the API polled to completion) would otherwise let the page's own 10 s poll fire early.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await panel.getByRole('button', { name: 'Run Check' }).click();
  const answer = (await (await queued).json()) as { status: string; payload: { job_id: string } };
  expect(answer.status).toBe('queued');
  await expect(panel.getByText(LAUNCHED)).toBeVisible();

  // Nothing is asked again before 10 s have passed.
  await page.clock.fastForward(9_000);
  await page.waitForTimeout(300);
  expect(runs).toHaveLength(1);

  // Meanwhile the run finishes and the cache is cleared elsewhere: the poll finds no run.
  const headers = { authorization: `Bearer ${token}` };
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.post(`/api/checks/title-case/?session_id=${sessionId}`, { headers, data: answer.payload })
          ).json()) as { status: string }
        ).status,
    )
    .toBe('completed');
  expect((await request.post(`/api/job/clean_cache_all?session_id=${sessionId}`, { headers })).status()).toBe(200);
  await page.clock.fastForward(1_000);
  await expect(panel.getByRole('alert')).toContainText('Error executing check');
  await expect(panel.getByRole('alert')).toContainText('This check run was not found. Run the check again.');
  expect(runs).toHaveLength(2);
  expect(runs[1]!.postDataJSON()).toEqual(answer.payload); // the poll sends the payload as the body
  await page.clock.resume(); // a failed run polls no more; axe needs the page's timers
  await checkScreen(page, 'session-16-failed');

  // Retry: a new run, polled to its result — a type2 view with one editable suggestion.
  await panel.getByRole('button', { name: 'Retry check' }).click();
  await pollToEnd(page);
  const finding = panel.getByRole('list', { name: 'Findings' }).getByRole('listitem').first();
  const suggestion = finding.getByLabel('Suggestion');
  await expect(suggestion).toBeVisible();
  await expect(finding.getByRole('group', { name: 'Suggestions' })).toHaveCount(0); // type2: one suggestion, no choices
  await suggestion.fill('');
  await expect(finding.getByRole('button', { name: 'Accept' })).toBeDisabled(); // accept needs a correction
  await suggestion.fill('Effects of COVID-19 on Contraceptive Prescribing');
  await expect(finding.getByRole('button', { name: 'Accept' })).toBeEnabled();
  await checkScreen(page, 'session-17-type2');
});

test('a type4 check shows its findings table with the summary, and a finding highlights the preview', async ({
  page,
  request,
}) => {
  const { sessionId } = await sessionThroughApi(page, request, `Type4 format ${Date.now()}`);
  await page.clock.install();
  await page.goto(`/session/${sessionId}`);
  const panel = await openCheck(page, 'Language and style', 'Abbreviations');
  await panel.getByRole('button', { name: 'Run Check' }).click();
  await pollToEnd(page);
  const table = panel.getByRole('table', { name: 'Findings' });
  await expect(table.getByRole('columnheader')).toHaveText(['Original', 'Reasoning', 'Coordinates', 'Status']);
  await expect(panel.getByText(/^Summary:/)).toBeVisible();
  const link = table.getByRole('button').first();
  const text = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByTestId('preview-text').locator('mark')).toHaveText(text);
  await expect(page.getByTestId('preview-text').locator('mark')).toBeInViewport();
  await checkScreen(page, 'session-18-type4');
});
