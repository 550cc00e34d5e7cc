/** Formats (/formats/): create from the template, edit, invalid JSON, the server's 422, delete. */
import { test, expect } from '@playwright/test';
import { checkScreen } from './support.ts';

test('creates, edits, refuses bad JSON and bad values, and deletes a format', async ({ page }) => {
  await page.goto('/formats/');
  await expect(page.getByRole('heading', { name: 'Formats', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Formats' });
  for (const column of ['ID', 'Name', 'CreatedBy', 'CreatedAt', 'UpdatedBy', 'UpdatedAt', 'Action'])
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  // Dates with the time, en-GB.
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText(
    /^\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/,
  );
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
  await checkScreen(page, '09-formats');

  // Create: the config is pre-filled from the template.
  await page.getByRole('button', { name: 'Create a Format' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Format' });
  await dialog.getByRole('tab', { name: 'Edit as JSON' }).click(); // SPEC's JSON editing, one tab away (issue 18)
  const config = dialog.getByLabel('Config JSON');
  await expect(config).toHaveValue(/"max_words_abstract": 0/);
  await expect(config).toHaveValue(/"language": "Not requested"/);
  await expect(config).toHaveValue(/"journal_URL": \[\]/);
  const name = `E2E Journal ${Date.now()}`;
  await dialog.getByLabel('Name').fill(name);

  // Invalid JSON: line and column shown, what was typed is kept.
  const broken = '{\n  "max_references": 40,\n  "language": "English (UK)"\n  "max_figures": 6\n}';
  await config.fill(broken);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('Config is not valid JSON (line 4, column 3)');
  await expect(config).toHaveValue(broken);
  await checkScreen(page, '10-format-invalid-json');

  // Valid JSON, invalid value: the server's 422 message, text kept.
  const badValue = '{\n  "max_references": -1,\n  "language": "Klingon"\n}';
  await config.fill(badValue);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('max_references');
  await expect(dialog.getByRole('alert')).toContainText('language');
  await expect(config).toHaveValue(badValue);
  await expect(dialog).toBeVisible();

  await config.fill('{\n  "max_references": 40,\n  "language": "English (UK)"\n}');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('combobox', { name: 'Show per page' }).click();
  await page.getByRole('option', { name: '50', exact: true }).click();
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText('Alice Martin');

  // Edit: the dialog is filled with the format's name and config.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Format' });
  await expect(edit.getByLabel('Name')).toHaveValue(name);
  await edit.getByRole('tab', { name: 'Edit as JSON' }).click();
  await expect(edit.getByLabel('Config JSON')).toHaveValue(/"max_references": 40/);
  await edit.getByLabel('Name').fill(`${name} (revised)`);
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(edit).toBeHidden();
  const revised = table.getByRole('row').filter({ hasText: `${name} (revised)` });
  await expect(revised).toBeVisible();

  // Delete: "No don't remove" keeps it, "Yes remove" removes it.
  await revised.getByRole('button', { name: /^Delete / }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete a format' });
  await expect(confirm).toContainText('permanently removed from the network and cannot be undone');
  await checkScreen(page, '11-delete-format');
  await confirm.getByRole('button', { name: "No don't remove" }).click();
  await expect(revised).toBeVisible();
  await revised.getByRole('button', { name: /^Delete / }).click();
  await confirm.getByRole('button', { name: 'Yes remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(revised).toHaveCount(0);
});
