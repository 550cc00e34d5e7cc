/** Logout revokes the API token and returns to the welcome page (SPEC §4). Runs last: it ends a sign-in. */
import { test, expect } from '@playwright/test';
import { apiTokenOf, signInThroughPopup } from './support.ts';

test('logout revokes the token and returns to the welcome page', async ({ page, request }) => {
  await signInThroughPopup(page, 'bob@northwind.example');
  const token = await apiTokenOf(page);
  expect((await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  // A member sees why the user list is not theirs to read (the server enforces roles, SPEC §6).
  await page.goto('/users');
  await expect(page.getByRole('alert')).toContainText(/administrator/i);
  const otherTab = await page.context().newPage();
  await otherTab.goto('/formats/');
  await expect(otherTab.getByRole('heading', { name: 'Formats', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('mc.apiToken'))).toBeNull();
  // The other tab of the same browser leaves too.
  await expect(otherTab.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  expect((await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  // Before sign-in only / is served: a deep link returns to the welcome page.
  await page.goto('/formats/');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
