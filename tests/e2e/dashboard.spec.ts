/** Dashboard journeys (SPEC §2, §4, §5, §8): upload, refused upload, sessions, paging, deletes. */
import { test, expect, type Page } from '@playwright/test';
import { apiTokenOf, checkScreen, corpusFile, readCorpus, uploadThroughApi } from './support.ts';

const TEMPLATE = 'elife-00351.docx';
const ORIGINAL = 'plos-pmed-0030205.docx';

async function openDashboard(page: Page) {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'Hello, Alice Martin' }).or(page.getByRole('heading', { name: /^Hello, Alice/ })),
  ).toBeVisible();
}

async function myDocuments(page: Page) {
  await page.getByRole('tab', { name: 'My documents' }).click();
  return page.getByRole('table', { name: 'My documents' });
}

async function mySessions(page: Page) {
  await page.getByRole('tab', { name: 'My sessions' }).click();
  return page.getByRole('table', { name: 'My sessions' });
}

test('the dashboard greets the user and shows both cards and both tabs', async ({ page }) => {
  await openDashboard(page);
  await expect(page.getByRole('heading', { name: 'Document(s)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload my document' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Start a session' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start new session' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Documents & Sessions' })).toBeVisible();
  const documents = await myDocuments(page);
  for (const column of ['Id', 'Document name', 'Upload date', 'Action'])
    await expect(documents.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  const sessions = await mySessions(page);
  for (const column of ['Id', 'Session name', 'Linked document name', 'Owner', 'Upload date', 'Action'])
    await expect(sessions.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
});

test('uploads a real manuscript with its template from the corpus', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('button', { name: 'Upload my document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload your document(s)' });
  await expect(dialog).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save & close' });
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Template document file').setInputFiles(corpusFile('articles', TEMPLATE));
  await expect(dialog.getByText(TEMPLATE)).toBeVisible();
  await expect(save).toBeDisabled(); // both slots are required
  await dialog.getByLabel('Original document file').setInputFiles(corpusFile('articles', ORIGINAL));
  await expect(dialog.getByText(ORIGINAL)).toBeVisible();
  await expect(dialog.getByText('100%')).toHaveCount(2);
  await expect(dialog.getByText('15 KB')).toBeVisible(); // 15824 bytes
  await expect(dialog.getByText('11 KB')).toBeVisible(); // 11382 bytes
  await checkScreen(page, '03-upload-dialog');
  await save.click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  const documents = await myDocuments(page);
  const row = documents.getByRole('row').filter({ hasText: ORIGINAL });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}$/);

  // Closing the dialog cleared both slots.
  await page.getByRole('button', { name: 'Upload my document' }).click();
  await expect(dialog.getByRole('button', { name: 'Browse for the template document' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Browse for the original document' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('a refused upload shows "Validation errors found" with its issues and stays open', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('button', { name: 'Upload my document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload your document(s)' });
  await dialog.getByLabel('Template document file').setInputFiles(corpusFile('articles', TEMPLATE));
  await dialog
    .getByLabel('Original document file')
    .setInputFiles(corpusFile('hostile', 'encrypted_poi_password-is-pass.docx'));
  await dialog.getByRole('button', { name: 'Save & close' }).click();
  const alert = dialog.getByRole('alert').filter({ hasText: 'Validation errors found' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert.getByRole('listitem').first()).toContainText(/encrypt|password/i);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('encrypted_poi_password-is-pass.docx')).toBeVisible(); // the chosen files stay
  await checkScreen(page, '04-upload-refused');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('creates a session from the card and from a document row', async ({ page, request }) => {
  await openDashboard(page);
  const token = await apiTokenOf(page);
  const document = await uploadThroughApi(request, token, {
    template: readCorpus('articles', TEMPLATE),
    original: readCorpus('articles', 'bjc-6605965a.docx'),
  });
  await page.reload();

  // From the card: both choices are needed before Create is enabled.
  await page.getByRole('button', { name: 'Start new session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create new session' });
  const create = dialog.getByRole('button', { name: 'Create', exact: true });
  await expect(dialog.getByRole('combobox', { name: 'Select Document' })).toHaveText(/Choose document\.\.\./);
  await expect(dialog.getByRole('combobox', { name: 'Select Format' })).toHaveText(/Choose format\.\.\./);
  await expect(create).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Select Document' }).click();
  await page.getByRole('option', { name: 'bjc-6605965a.docx' }).first().click();
  await expect(create).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Select Format' }).click();
  const formatName = (await page.getByRole('option').first().textContent()) ?? '';
  await page.getByRole('option').first().click();
  await checkScreen(page, '05-create-session');
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page).toHaveURL(/\/session\/\d+$/);

  // From a document row: the document is chosen already.
  await openDashboard(page);
  const documents = await myDocuments(page);
  await documents
    .getByRole('row')
    .filter({ hasText: 'bjc-6605965a.docx' })
    .first()
    .getByRole('button', { name: /^Start a session with / })
    .click();
  await expect(dialog.getByRole('combobox', { name: 'Select Document' })).toHaveText('bjc-6605965a.docx');
  await expect(create).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Select Format' }).click();
  await page.getByRole('option').nth(1).click();
  await create.click();
  await expect(page).toHaveURL(/\/session\/\d+$/);

  await openDashboard(page);
  const sessions = await mySessions(page);
  const rows = sessions.getByRole('row').filter({ hasText: 'bjc-6605965a.docx' });
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByRole('cell').nth(3)).toHaveText(/Alice/);
  expect(formatName.length).toBeGreaterThan(0);
  expect(document.id).toBeGreaterThan(0);
  await checkScreen(page, '02-dashboard-sessions');
});

test('paging: page size 5, page 2, then a new size returns to page 1', async ({ page, request }) => {
  await openDashboard(page);
  const token = await apiTokenOf(page);
  for (let i = 0; i < 6; i++) {
    await uploadThroughApi(request, token, {
      template: readCorpus('articles', TEMPLATE),
      original: readCorpus('articles', ORIGINAL),
    });
  }
  await page.reload();
  await myDocuments(page);
  const pager = page.getByRole('tabpanel').getByRole('navigation', { name: 'Pagination' });
  await pager.getByRole('combobox', { name: 'Show per page' }).click();
  await expect(page.getByRole('option')).toHaveText(['5', '10', '20', '50']);
  await page.getByRole('option', { name: '5', exact: true }).click();
  await expect(page.getByRole('table', { name: 'My documents' }).getByRole('row')).toHaveCount(6); // header + 5
  const previous = pager.getByRole('button', { name: 'Previous page' });
  const next = pager.getByRole('button', { name: 'Next page' });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(previous).toBeEnabled();
  const total = Number((await pager.getByText('Total:').textContent())?.replace(/\D/g, ''));
  expect(total).toBeGreaterThanOrEqual(8);
  await pager.getByRole('button', { name: `Page ${Math.ceil(total / 5)}` }).click();
  await expect(next).toBeDisabled();
  await pager.getByRole('combobox', { name: 'Show per page' }).click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('table', { name: 'My documents' }).getByRole('row')).toHaveCount(Math.min(total, 10) + 1);
  await checkScreen(page, '02-dashboard');
});

test('deletes a session, deletes a document, and shows "Unable to delete document" when that fails', async ({
  page,
  request,
}) => {
  await openDashboard(page);
  const token = await apiTokenOf(page);
  const doomed = await uploadThroughApi(request, token, {
    template: readCorpus('articles', TEMPLATE),
    original: readCorpus('articles', 'elife-02935.docx'),
  });
  const formats = (await (
    await request.get('/api/formatting/?page=1&size=100', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { items: { id: number }[] };
  const created = await request.post('/api/sessions/', {
    headers: { authorization: `Bearer ${token}` },
    data: { document_id: doomed.id, format_id: formats.items[0]!.id },
  });
  expect(created.status()).toBe(201);
  const session = (await created.json()) as { id: number; name: string };
  await page.reload();

  // Session delete: permanent, cannot be undone; the list reloads.
  const sessions = await mySessions(page);
  const sessionRow = sessions
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(session.id), exact: true }) });
  await sessionRow.getByRole('button', { name: /^Delete session / }).click();
  const sessionDialog = page.getByRole('alertdialog', { name: 'Delete a session' });
  await expect(sessionDialog).toContainText('This deletion is permanent and cannot be undone.');
  await checkScreen(page, '06-delete-session');
  await sessionDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(sessionDialog).toBeHidden();
  await expect(sessionRow).toHaveCount(0);

  // Document delete.
  const documents = await myDocuments(page);
  const documentRow = documents
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(doomed.id), exact: true }) });
  await documentRow.getByRole('button', { name: /^Delete / }).click();
  const documentDialog = page.getByRole('alertdialog', { name: 'Delete a document' });
  await expect(documentDialog).toContainText('The document and all linked sessions will be permanently removed.');
  await checkScreen(page, '07-delete-document');
  await documentDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(documentDialog).toBeHidden();
  await expect(documentRow).toHaveCount(0);

  // Failure: the document is gone on the server (deleted elsewhere) while the row is still shown.
  const other = await uploadThroughApi(request, token, {
    template: readCorpus('articles', TEMPLATE),
    original: readCorpus('articles', 'bmc-oralhealth-1472-6831-8-11.docx'),
  });
  await page.reload();
  await myDocuments(page);
  const staleRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(other.id), exact: true }) });
  await expect(staleRow).toBeVisible();
  expect(
    (await request.delete(`/api/documents/${other.id}`, { headers: { authorization: `Bearer ${token}` } })).status(),
  ).toBe(204);
  await staleRow.getByRole('button', { name: /^Delete / }).click();
  await documentDialog.getByRole('button', { name: 'Delete' }).click();
  const failure = documentDialog.getByRole('alert');
  await expect(failure).toContainText('Unable to delete document');
  await expect(failure).toContainText(/not found/i);
  await checkScreen(page, '08-delete-document-failed');
  await documentDialog.getByRole('button', { name: 'Close' }).click();
  await expect(documentDialog).toBeHidden();
});
