/**
 * Issue 17 at 1440 px and 390 px: a writer whose paper JAMA rejected checks it against The Lancet
 * from the session page — "Check against another journal", pick the format (the session's own is
 * not offered), read what must change and the rules side by side, open the new session. Every
 * state is scanned with axe; the result is kept for docs/web.md.
 */
import { test, expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { apiTokenOf, checkScreen, readCorpus, repoRoot, uploadThroughApi } from './support.ts';
import { TEMPLATE } from './session-support.ts';

const WIDTHS = [1440, 390] as const;

async function expectNoSideScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'page width').toBeLessThanOrEqual(client);
}

/** A session of the HELLP review under the ready-made JAMA format, made through the API. */
async function jamaSession(page: Page, request: import('@playwright/test').APIRequestContext): Promise<number> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
  const token = await apiTokenOf(page);
  const headers = { authorization: `Bearer ${token}` };
  const formats = (await (await request.get('/api/formatting/', { headers })).json()) as {
    items: { id: number; name: string }[];
  };
  const jama = formats.items.find((f) => f.name === 'JAMA');
  expect(jama).toBeDefined();
  const document = await uploadThroughApi(request, token, {
    template: readCorpus('articles', TEMPLATE),
    original: readCorpus('manuscripts', 'ms-hellp-systematic-review.docx'),
  });
  const response = await request.post('/api/sessions/', {
    headers,
    data: { document_id: document.id, format_id: jama!.id },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 900 : 844 } });

    test('check against another journal: what must change, the rules side by side, then the new session', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const sessionId = await jamaSession(page, request);
      await page.goto(`/session/${sessionId}`);
      const header = page.getByRole('definition').filter({ hasText: 'JAMA' });
      await expect(header).toBeVisible();

      await page.getByRole('button', { name: 'Check against another journal' }).click();
      const dialog = page.getByRole('dialog', { name: 'Check against another journal' });
      await expect(dialog.getByText('this session stays as it is')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Check', exact: true })).toBeDisabled();
      await expectNoSideScroll(page);
      // Scanned before the list opens: the full-page screenshot would close it.
      await checkScreen(page, `retarget-w${width}-choose`);
      await dialog.getByRole('combobox', { name: "Other journal's format" }).click();
      const options = page.getByRole('option');
      // Exact name: other journeys leave copies such as "The Lancet (copy)" in the shared data set.
      const lancet = page.getByRole('option', { name: 'The Lancet', exact: true });
      await expect(lancet).toBeVisible();
      await expect(options.filter({ hasText: /^JAMA$/ })).toHaveCount(0); // the session's own format
      await lancet.click();
      await dialog.getByRole('button', { name: 'Check', exact: true }).click();

      await expect(dialog.getByRole('heading', { name: 'What must change for The Lancet' })).toBeVisible({
        timeout: 60_000,
      });
      const mustChange = dialog.getByRole('listitem');
      await expect(
        mustChange.filter({ hasText: 'Abstract 303 words: JAMA allows 350, The Lancet 300.' }),
      ).toBeVisible();
      await expect(mustChange.filter({ hasText: 'References 41: JAMA allows 50, The Lancet 30.' })).toBeVisible();
      await expect(
        mustChange.filter({ hasText: /from English \(US\) to English \(UK\): \d+ words to change/ }),
      ).toBeVisible();
      const rules = dialog.getByRole('table');
      await expect(rules.getByRole('columnheader', { name: 'JAMA' })).toBeVisible();
      await expect(rules.getByRole('columnheader', { name: 'The Lancet' })).toBeVisible();
      const abstract = rules.getByRole('row', { name: /^Abstract: words/ });
      await expect(abstract.getByRole('cell')).toHaveText(['350', '300']);
      await expectNoSideScroll(page);
      await checkScreen(page, `retarget-w${width}-result`);
      const dir = join(repoRoot, 'docs/screenshots');
      mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: join(dir, `w${width}-retarget.png`) });
      await rules.getByRole('row').last().scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(dir, `w${width}-retarget-rules.png`) });

      await dialog.getByRole('button', { name: 'Open the new session' }).click();
      await expect(page).not.toHaveURL(new RegExp(`/session/${sessionId}$`));
      await expect(page).toHaveURL(/\/session\/\d+$/);
      await expect(page.getByRole('definition').filter({ hasText: /^The Lancet$/ })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // The new session says where it came from; the source is one click away, unchanged.
      await page.getByRole('link', { name: `session ${sessionId}` }).click();
      await expect(page).toHaveURL(new RegExp(`/session/${sessionId}$`));
      await expect(page.getByRole('definition').filter({ hasText: 'JAMA' })).toBeVisible();
    });
  });
}
