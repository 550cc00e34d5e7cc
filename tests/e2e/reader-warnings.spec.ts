/**
 * Issue 25: the reader's warnings reach the writer. A real umbrella review whose equations and page
 * headers the reader does not check: the session page says so, in the reader's own words, before
 * any check is trusted; a manuscript the reader reads whole shows no such note. At 1440 and 390 px,
 * scanned with axe, no sideways scroll, the console free of errors.
 */
import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { checkScreen, repoRoot } from './support.ts';
import { sessionThroughApi } from './session-support.ts';

for (const width of [1440, 390] as const) {
  test(`the session page shows what the reader did not check, at ${width} px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });

    const withEquations = await sessionThroughApi(
      page,
      request,
      `Warnings journal ${width} ${Date.now()}`,
      undefined,
      'ms-screen-time-umbrella.docx',
    );
    await page.goto(`/session/${withEquations.sessionId}`);
    const note = page.getByRole('note', { name: 'Not checked in this document' });
    await expect(note).toBeVisible();
    await expect(note).toContainText('Not every part of this document was checked:');
    await expect(note).toContainText(/\d+ equations were not checked\./);
    await expect(note).toContainText(/\d+ page headers and footers were not checked\./);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await checkScreen(page, `w${width}-reader-warnings`);
    await page.screenshot({ path: join(repoRoot, `docs/screenshots/w${width}-reader-warnings.png`) });

    const whole = await sessionThroughApi(
      page,
      request,
      `Whole journal ${width} ${Date.now()}`,
      undefined,
      'ms-troops-highlights.docx',
    );
    await page.goto(`/session/${whole.sessionId}`);
    await expect(page.locator('dl[aria-label="Session"]')).toContainText('ms-troops-highlights.docx');
    await expect(page.getByRole('note', { name: 'Not checked in this document' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
