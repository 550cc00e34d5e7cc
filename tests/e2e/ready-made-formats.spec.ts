/**
 * Ready-made journal formats (issue 18) at 1440 px and 390 px: a member opens one read-only — the
 * form and the JSON tab cannot be changed, a short note says why — and "Duplicate" opens an
 * unsaved copy as a New Format, which Create saves (issue 26); the ready-made format stays as it
 * was. An admin keeps editing it, and has Duplicate too. Every state is scanned with axe.
 */
import { test, expect, type Page } from '@playwright/test';
import { join } from 'node:path';
import { apiTokenOf, checkScreen, repoRoot, signInThroughPopup } from './support.ts';

interface Listed {
  id: number;
  name: string;
  config: Record<string, unknown>;
  ready_made: boolean;
  editable: boolean;
}

async function formatsByApi(page: Page): Promise<Listed[]> {
  const token = await apiTokenOf(page);
  const answer = await page.request.get('/api/formatting/?page=1&size=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { items: Listed[] }).items;
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

for (const width of [1440, 390] as const) {
  const viewport = { width, height: width > 800 ? 900 : 844 };

  test(`a member views a ready-made format read-only and duplicates it at ${width} px`, async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ viewport, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await signInThroughPopup(page, 'bob@northwind.example');
    const lancetBefore = (await formatsByApi(page)).find((f) => f.name === 'The Lancet');
    expect(lancetBefore).toMatchObject({ ready_made: true, editable: false });

    await page.goto('/formats/');
    const row = page.getByRole('region', { name: 'Formats' }); // at 390 px the rows are stacked cards, not table rows
    await expect(row.getByRole('button', { name: 'View The Lancet', exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Duplicate The Lancet', exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Edit The Lancet', exact: true })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Delete The Lancet', exact: true })).toHaveCount(0);

    await row.getByRole('button', { name: 'View The Lancet', exact: true }).click();
    const view = page.getByRole('dialog', { name: 'View Format' });
    await expect(
      view.getByText(
        '"The Lancet" is a ready-made journal format: only an administrator can change it. Duplicate it to make your own copy, which you can edit.',
      ),
    ).toBeVisible();
    await expect(view.getByLabel('Name')).not.toBeEditable();
    await expect(view.getByLabel('Citation style')).toBeDisabled();
    await expect(view.getByLabel('Abstract: words')).not.toBeEditable();
    await expect(view.getByRole('button', { name: /^Add / })).toHaveCount(0);
    await expect(view.getByRole('button', { name: 'Save' })).toHaveCount(0);
    expect(await noSideScroll(page)).toBe(true);
    await checkScreen(page, `w${width}-format-read-only`);
    await page.screenshot({ path: join(repoRoot, `docs/screenshots/w${width}-format-read-only.png`) });
    await view.getByRole('tab', { name: 'Edit as JSON' }).click();
    const json = view.getByLabel('Config JSON');
    await expect(json).toHaveValue(/"option_decimal_separator": "Mid-line point"/);
    await expect(json).not.toBeEditable();
    await checkScreen(page, `w${width}-format-read-only-json`);

    // Duplicate: an unsaved, editable copy under "The Lancet (copy…)" opens in its place.
    const countBefore = (await formatsByApi(page)).length;
    await view.getByRole('button', { name: 'Duplicate' }).click();
    const edit = page.getByRole('dialog', { name: 'New Format' });
    await expect(edit).toBeVisible();
    await expect(
      edit.getByText('A copy of "The Lancet", not saved yet: change what differs, then Create.'),
    ).toBeVisible();
    expect((await formatsByApi(page)).length).toBe(countBefore); // nothing saved until Create
    const name = edit.getByLabel('Name');
    await expect(name).toHaveValue(/^The Lancet \(copy( \d+)?\)$/);
    await expect(name).toBeEditable();
    await expect(edit.getByText(/is a ready-made journal format/)).toHaveCount(0);
    const copyName = await name.inputValue();
    await edit.getByLabel('Abstract: words').fill('180');
    await checkScreen(page, `w${width}-format-duplicate`);
    await edit.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(edit).toBeHidden();
    // Formats are listed by id: the copy may be on a later page; the API says what was saved.
    const after = await formatsByApi(page);
    const copy = after.find((f) => f.name === copyName);
    expect(copy).toMatchObject({ ready_made: false, editable: true });
    expect(copy?.config).toEqual({ ...lancetBefore?.config, max_words_abstract: 180 });
    expect(after.find((f) => f.name === 'The Lancet')?.config).toEqual(lancetBefore?.config);
    await context.close();
  });

  test(`an admin keeps editing a ready-made format at ${width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/formats/');
    const row = page.getByRole('region', { name: 'Formats' }); // at 390 px the rows are stacked cards, not table rows
    await expect(row.getByRole('button', { name: 'Delete The Lancet', exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Duplicate The Lancet', exact: true })).toBeVisible(); // issue 26
    await row.getByRole('button', { name: 'Edit The Lancet', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Format' });
    await expect(edit.getByLabel('Name')).toBeEditable();
    await expect(edit.getByLabel('Citation style')).toBeEnabled();
    await expect(edit.getByText(/is a ready-made journal format/)).toHaveCount(0);
    await expect(edit.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
    await checkScreen(page, `w${width}-format-admin-edit`);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();
  });
}
