/**
 * The format editor (issue 18) at 1440 px and 390 px: a form generated from the format schema — a
 * select per option with its allowed values, whole-number inputs (0 = no limit), a list editor for
 * the guideline links — grouped by check with help text and inline problems; the JSON tab shows
 * what the form holds; the saved config is what the form said.
 */
import { test, expect } from '@playwright/test';
import { join } from 'node:path';
import { apiTokenOf, checkScreen, repoRoot } from './support.ts';

for (const width of [1440, 390] as const) {
  test(`a format made with the form at ${width} px`, async ({ page, request }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.goto('/formats/');
    await page.getByRole('button', { name: 'Create a Format' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Format' });
    const name = `Form journal ${width} ${Date.now()}`;
    await dialog.getByLabel('Name').fill(name);
    await expect(dialog.getByRole('group', { name: 'Citations and references' })).toBeVisible();

    // Options offer their allowed values: "Vancouver" and "English (UK)" are there to pick.
    const citation = dialog.getByLabel('Citation style');
    await expect(citation.locator('option')).toContainText(['Not requested', 'Numeric, square brackets']);
    await citation.selectOption('Numeric, square brackets');
    await dialog.getByLabel('Reference style').selectOption('Vancouver');
    await dialog.getByLabel('Spelling (variety of English)', { exact: true }).selectOption('English (UK)');
    // Every label is in words: none reads like a key ("four_digit_thousand_separator", "Max num …").
    const labels = await dialog.locator('label, fieldset p[id$="-label"]').allInnerTexts();
    expect(labels.length).toBeGreaterThan(30);
    expect(labels.filter((label) => /_|\b(max|min|num|option|activated)\b/i.test(label))).toEqual([]);
    await expect(dialog.getByLabel('Thousand separator in four-digit numbers')).toBeVisible();
    await expect(dialog.getByText('Maximum words in the abstract (0 = no limit).')).toBeVisible();

    // A number left empty is a problem shown under the field, and nothing is saved.
    const abstract = dialog.getByLabel('Abstract: words');
    await abstract.fill('');
    await expect(dialog.getByText('Must be a whole number of 0 or more (0 = no limit)', { exact: true })).toBeVisible();
    await expect(abstract).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText('Some fields need a change');
    await checkScreen(page, `w${width}-format-form-problem`);
    await abstract.fill('250');
    await expect(abstract).not.toHaveAttribute('aria-invalid', 'true');

    // The guideline links: a list editor.
    await dialog.getByRole('button', { name: 'Add author guidelines link' }).click();
    await dialog
      .getByRole('textbox', { name: 'Author guidelines link 1', exact: true })
      .fill('https://journal.example/authors');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await checkScreen(page, `w${width}-format-form`);
    await page.screenshot({ path: join(repoRoot, `docs/screenshots/w${width}-format-form.png`) });

    // The JSON tab holds what the form says.
    await dialog.getByRole('tab', { name: 'Edit as JSON' }).click();
    const json = dialog.getByLabel('Config JSON');
    await expect(json).toHaveValue(/"citation_style": "Numeric, square brackets"/);
    await expect(json).toHaveValue(/"journal_URL": \[\s*"https:\/\/journal.example\/authors"\s*\]/);
    await dialog.getByRole('tab', { name: 'Form' }).click();
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog).toBeHidden();

    const token = await apiTokenOf(page);
    const list = (await (
      await request.get('/api/formatting/?page=1&size=100', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { items: { name: string; config: Record<string, unknown> }[] };
    const saved = list.items.find((f) => f.name === name);
    expect(saved?.config).toMatchObject({
      citation_style: 'Numeric, square brackets',
      reference_style: 'Vancouver',
      language: 'English (UK)',
      max_words_abstract: 250,
      journal_URL: ['https://journal.example/authors'],
    });
  });
}
