/**
 * Issue 7's journey on a real corpus manuscript: upload → session with a format → word-limits tests
 * → a type1 check → accept two, reject one → apply with a comment → success modal → history entry
 * with its download → the tracked-changes file holds insertions and deletions (pandoc).
 */
import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { libreOfficeSheetRows } from '../support/libreoffice.ts';
import { apiTokenOf, checkScreen, corpusFile } from './support.ts';
import { MANUSCRIPT, TEMPLATE, checksPanel, openCheck, pollToEnd, wordLimitFormat } from './session-support.ts';

test('upload, run word-limits and a type1 check, accept two, reject one, apply, download the tracked changes', async ({
  page,
  request,
}) => {
  // Nine screens scanned by axe over the whole document preview, on a shared, loaded machine.
  test.setTimeout(180_000);
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
  const token = await apiTokenOf(page);
  const formatName = `Journey format ${Date.now()}`;
  await wordLimitFormat(request, token, formatName);

  // Upload through the dashboard dialog.
  await page.getByRole('button', { name: 'Upload my document' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload your document(s)' });
  await upload.getByLabel('Template document file').setInputFiles(corpusFile('articles', TEMPLATE));
  await upload.getByLabel('Original document file').setInputFiles(corpusFile('manuscripts', MANUSCRIPT));
  await upload.getByRole('button', { name: 'Save & close' }).click();
  await expect(upload).toBeHidden({ timeout: 20_000 });

  // A session with the format.
  await page.getByRole('button', { name: 'Start new session' }).click();
  const create = page.getByRole('dialog', { name: 'Create new session' });
  await create.getByRole('combobox', { name: 'Select Document' }).click();
  await page.getByRole('option', { name: MANUSCRIPT }).first().click();
  await create.getByRole('combobox', { name: 'Select Format' }).click();
  await page.getByRole('option', { name: formatName }).click();
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/session\/\d+$/);
  const sessionId = Number(/\/session\/(\d+)$/.exec(page.url())![1]);

  // The preview: the manuscript's text with its line breaks; the footer.
  const preview = page.getByTestId('preview-text');
  await expect(preview).toContainText('contraception', { ignoreCase: true });
  expect(await preview.evaluate((el) => el.textContent!.split('\n').length)).toBeGreaterThan(10);
  await expect(page.getByRole('link', { name: 'Terms & conditions' })).toHaveAttribute('href', '/terms-conditions');
  await expect(page.getByText('© 2025')).toBeVisible();
  await checkScreen(page, 'session-01-categories');

  // word-limits: a type3 table of tests with its summary.
  let panel = await openCheck(page, 'Journal requirements', 'Word and character limits');
  await expect(panel.getByLabel('Count structured-abstract labels')).not.toBeChecked();
  await checkScreen(page, 'session-02-parameters');
  await panel.getByRole('button', { name: 'Run Check' }).click();
  await expect(
    panel.getByText("The 'Check' has been successfully launched. You can continue working or wait for the result."),
  ).toBeVisible();
  await checkScreen(page, 'session-03-loading');
  await pollToEnd(page);
  const tests = panel.getByRole('table', { name: 'Tests' });
  await expect(tests).toBeVisible();
  await expect(tests.getByRole('columnheader')).toHaveText(['Name', 'Details', 'Status']);
  expect(await tests.locator('tbody tr').count()).toBeGreaterThanOrEqual(2);
  await expect(panel.getByText(/^Summary:/)).toBeVisible();
  await expect(
    tests.locator('[data-status="pass"], [data-status="failed"], [data-status="warning"]').first(),
  ).toBeVisible();
  await checkScreen(page, 'session-04-type3-tests');

  // A type1 check: numbers and units.
  await panel.getByRole('button', { name: 'Back to checks' }).click();
  await panel.getByRole('button', { name: 'Back to checks' }).click();
  await panel.getByRole('button', { name: 'Back to categories' }).click();
  panel = await openCheck(page, 'Language and style', 'Numbers and units');
  await panel.getByRole('button', { name: 'Run Check' }).click();
  await pollToEnd(page);
  const findings = panel
    .getByRole('list', { name: 'Findings' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Reject' }) });
  const before = await findings.count();
  expect(before).toBeGreaterThanOrEqual(3);

  // Clicking a finding highlights its text in the preview and scrolls it into view.
  const first = findings.nth(0);
  const original = ((await first.getByRole('button', { name: /^“/ }).textContent()) ?? '').replace(/^“|”$/g, '');
  await first.getByRole('button', { name: /^“/ }).click();
  const mark = preview.locator('mark');
  await expect(mark).toHaveText(original);
  await expect(mark).toBeInViewport();
  await checkScreen(page, 'session-05-type1-highlight');

  const apply = panel.getByRole('button', { name: 'Apply', exact: true });
  await expect(apply).toBeDisabled();
  // Accept two, reject one.
  await findings.nth(0).getByRole('button', { name: 'Accept' }).click();
  await findings.nth(1).getByRole('button', { name: 'Accept' }).click();
  await expect(panel.getByRole('button', { name: /Accepted — undo/ })).toHaveCount(2);
  await findings.nth(2).getByRole('button', { name: 'Reject' }).click();
  await expect(findings).toHaveCount(before - 1);
  await expect(apply).toBeDisabled(); // no comment yet
  await panel.getByLabel('Comment').fill('   ');
  await expect(apply).toBeDisabled(); // a blank comment is not a comment
  await panel.getByLabel('Comment').fill('Units spaced as the journal asks');
  await expect(apply).toBeEnabled();
  await checkScreen(page, 'session-06-type1-decisions');
  await apply.click();

  const modal = page.getByRole('dialog', { name: 'Changes have been successfully applied!' });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await expect(modal).toContainText('2 applied as tracked changes');
  await checkScreen(page, 'session-07-applied');
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toBeHidden();
  // SPEC §4: confirming returns to the check list (the check's cache cleared in this session only).
  await expect(
    panel.getByText(/^Version \d+ saved\. Open “Numbers and units” again to decide the findings left\.$/),
  ).toBeVisible();
  await expect(panel.getByText('Select a check you want to perform')).toBeVisible();
  // Work continues: reopening the check runs it on the new version and lists what is still undecided.
  await panel.getByRole('button', { name: /^Numbers and units/ }).click();
  await panel.getByRole('button', { name: 'Run Check' }).click();
  await pollToEnd(page);
  await expect(panel.getByText(/decided on an earlier version of this session/)).toBeVisible(); // the rejection
  await expect(findings).toHaveCount(before - 3); // two corrected, one rejected earlier

  // History: the entry with the user, the check, the comment and its download.
  await page.getByRole('button', { name: 'History' }).click();
  await expect(checksPanel(page)).toBeHidden(); // one panel at a time
  const history = page.getByRole('complementary', { name: 'History' });
  const entry = history.getByRole('listitem').first();
  await expect(entry).toContainText('Numbers and units');
  await expect(entry).toContainText('Units spaced as the journal asks');
  await expect(entry).toContainText('Alice');
  await expect(entry.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/);
  await page.clock.fastForward(3_000);
  await expect(entry.getByRole('link', { name: /^Download/ })).toBeVisible({ timeout: 15_000 });
  await checkScreen(page, 'session-08-history');
  const historyDownload = page.waitForEvent('download');
  await entry.getByRole('link', { name: /^Download/ }).click();
  expect((await historyDownload).suggestedFilename()).toMatch(/\.docx$/);

  // The download icon: the tracked-changes .docx holds insertions and deletions.
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Logbook (.xlsx)' })).toBeVisible();
  await checkScreen(page, 'session-09-download-menu');
  const tracked = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Tracked changes (.docx)' }).click();
  const file = join(mkdtempSync(join(tmpdir(), 'mc-session-')), 'tracked.docx');
  await (await tracked).saveAs(file);
  // pandoc's native output names each tracked change: two accepted corrections → two of each, by Alice.
  const native = execFileSync('pandoc', ['--track-changes=all', '-t', 'native', file], { encoding: 'utf8' });
  expect(native.match(/"insertion"/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  expect(native.match(/"deletion"/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  expect(native).toContain('Alice Martin');

  const logbook = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Logbook (.xlsx)' }).click();
  expect((await logbook).suggestedFilename()).toMatch(/\.xlsx$/);
  // The logbook as LibreOffice Calc opens it: one row per decision sent with the apply.
  const logbookFile = join(mkdtempSync(join(tmpdir(), 'mc-session-')), 'logbook.xlsx');
  await (await logbook).saveAs(logbookFile);
  const [header, ...rows] = await libreOfficeSheetRows(readFileSync(logbookFile));
  expect(header).toEqual([
    'Time (UTC)',
    'User',
    'Check',
    'Finding',
    'Original text',
    'Correction',
    'Decision',
    'Comment',
    'Version',
  ]);
  expect(rows.map((r) => r[6])).toEqual(['Accepted', 'Accepted', 'Rejected']);
  expect(rows.every((r) => r[1] === 'Alice Martin' && r[2] === 'Numbers and units')).toBe(true);
  expect(rows.every((r) => r[7] === 'Units spaced as the journal asks' && r[8] === 1)).toBe(true);
  expect(sessionId).toBeGreaterThan(0);
});
