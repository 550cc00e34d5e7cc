import { test as setup, expect } from '@playwright/test';
import { AUTH_STATE, checkScreen, signInThroughPopup } from './support.ts';

setup('signs in through the built-in provider popup as alice@northwind.example', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page.getByText('© 2025')).toBeVisible();
  await checkScreen(page, '01-welcome');
  await signInThroughPopup(page, 'alice@northwind.example');
  // SPEC §4: the API token is kept in the client state and in localStorage.
  expect(await page.evaluate(() => localStorage.getItem('mc.apiToken'))).toBeTruthy();
  await expect(page.getByRole('button', { name: 'User menu' })).toContainText('Alice');
  await page.context().storageState({ path: AUTH_STATE });
});
