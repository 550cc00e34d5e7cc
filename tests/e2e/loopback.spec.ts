/**
 * Issue 15: people type either loopback name. The server's PUBLIC_URL is http://127.0.0.1:PORT;
 * opened at http://localhost:PORT the product moves to PUBLIC_URL before signing in, and the
 * sign-in popup then works (it used to say "redirect_uri did not match"). Opened at 127.0.0.1 it
 * signs in where it is.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support.ts';

// A browser that has not signed in yet, on both names.
test.use({ storageState: { cookies: [], origins: [] } });

const port = process.env.E2E_PORT;

/** The welcome page's button, the provider's popup, the dashboard: on the page as it is now. */
async function signInHere(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: /^Sign in with / }).click();
  const popup = await popupPromise;
  await popup.getByLabel('E-mail address').fill('bob@northwind.example');
  await popup.getByLabel('Password').fill(DEMO_PASSWORD);
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'User menu' })).toContainText('Bob');
}

test('signs in when opened at http://localhost', async ({ page }) => {
  await page.goto(`http://localhost:${port}/`);
  await expect(page).toHaveURL(`http://127.0.0.1:${port}/`);
  await signInHere(page);
});

test('signs in when opened at http://127.0.0.1', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${port}/`);
  await signInHere(page);
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${port}/`));
});
