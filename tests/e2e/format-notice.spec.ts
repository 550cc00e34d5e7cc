/**
 * The session header's format notice (issue 18) at 1440 px and 390 px: a session checks against
 * the copy of its format taken when it began. When someone edits that format on the Formats page
 * the session says so ("has changed"); when it is deleted, the session says that too and keeps the
 * format's name. Every state is scanned with axe.
 */
import { test, expect, type Page } from '@playwright/test';
import { join } from 'node:path';
import { checkScreen, repoRoot } from './support.ts';
import { sessionThroughApi } from './session-support.ts';

/** The Formats page at the page holding the newest formats (they are listed by id, newest last). */
async function formatsLastPage(page: Page): Promise<void> {
  await page.goto('/formats/');
  const pages = page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: /^Page \d+$/ });
  await expect(pages.first()).toBeVisible();
  await pages.last().click();
}

for (const width of [1440, 390] as const) {
  test(`the session says when its format changed, then when it was deleted, at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    const name = `Notice journal ${width} ${Date.now()}`;
    const { sessionId } = await sessionThroughApi(page, request, name);
    const session = `/session/${sessionId}`;
    const changed = `The format "${name}" has changed since this session began; checks use the session's copy.`;
    const deleted = `The format "${name}" was deleted; checks use the session's copy.`;

    await page.goto(session);
    const sessionFacts = page.locator('dl[aria-label="Session"]'); // document, version, format
    await expect(sessionFacts).toContainText(name);
    await expect(page.getByText(changed)).toHaveCount(0);
    await expect(page.getByText(deleted)).toHaveCount(0);

    // Someone edits the format on the Formats page.
    await formatsLastPage(page);
    await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Format' });
    await dialog.getByLabel('Abstract: words').fill('200');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();

    await page.goto(session);
    const notice = page.getByRole('status').filter({ hasText: changed });
    await expect(notice).toBeVisible();
    await expect(sessionFacts).toContainText(name);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await checkScreen(page, `w${width}-format-changed-notice`);
    await page.screenshot({ path: join(repoRoot, `docs/screenshots/w${width}-format-changed-notice.png`) });

    // Then it is deleted: the session keeps the name and says the format is gone.
    await formatsLastPage(page);
    await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete a format' })
      .getByRole('button', { name: 'Yes remove' })
      .click();
    await expect(page.getByRole('alertdialog', { name: 'Delete a format' })).toBeHidden();

    await page.goto(session);
    await expect(page.getByRole('status').filter({ hasText: deleted })).toBeVisible();
    await expect(page.getByText(changed)).toHaveCount(0);
    await expect(sessionFacts).toContainText(name);
    await checkScreen(page, `w${width}-format-deleted-notice`);
  });
}
