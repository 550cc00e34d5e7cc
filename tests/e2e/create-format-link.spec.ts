/**
 * The header's create-formats link (SPEC §2, issue 26: it used to be a "#" that went nowhere) at
 * 1440 px and 390 px: from any page it opens the Formats page with the New Format dialog open;
 * closing the dialog leaves the Formats page as it is (the request is not left in the address, so
 * reload or Back does not open it again), and the link works again from the Formats page itself.
 * axe on each state, no sideways scroll, a quiet console.
 */
import { test, expect } from '@playwright/test';
import { checkScreen } from './support.ts';
import { expectFits, expectQuiet, watchConsole } from './page-health.ts';

for (const width of [1440, 390] as const) {
  test(`the header's Create a Format opens the New Format dialog at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    const errors = watchConsole(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const link = nav.getByRole('link', { name: 'Create a Format' });
    await expect(link).toHaveAttribute('title', 'Create a Format');

    await link.click();
    const dialog = page.getByRole('dialog', { name: 'New Format' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/formats\/$/);
    await expect(dialog.getByLabel('Name')).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Create', exact: true })).toBeVisible();
    await expectFits(page, 'the New Format dialog from the header');
    await checkScreen(page, `w${width}-create-format-link`);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Formats', level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Formats', level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Already on the Formats page, the link opens the dialog again.
    await link.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectQuiet(errors, 'the create-format link');
  });
}
