/**
 * No dead ends, small screens and a quiet console (issue 26), at 1440 px and 390 px: every route
 * fits the width (no sideways scroll), every page and dialog leaves the console free of errors —
 * Content-Security-Policy violations included — and passes axe; every disabled control says why;
 * Duplicate opens an unsaved copy for an admin too; deleting a format used by a session names the
 * session and says it keeps its own copy.
 */
import { test, expect } from '@playwright/test';
import { checkScreen } from './support.ts';
import { sessionThroughApi } from './session-support.ts';
import { expectFits, expectQuiet, watchConsole } from './page-health.ts';

for (const width of [1440, 390] as const) {
  const viewport = { width, height: width > 800 ? 900 : 844 };

  test(`every route fits ${width} px with a quiet console and no serious axe finding`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const errors = watchConsole(page);
    const { sessionId } = await sessionThroughApi(page, request, `Dead ends route format ${width}`);
    const routes: [string, RegExp | string][] = [
      ['/', /^Hello, /],
      ['/formats/', 'Formats'],
      ['/documentation/', 'User Guide'],
      ['/settings', 'Account & Profile'],
      ['/users', 'Users'],
      ['/terms-conditions', 'Terms & conditions'],
      [`/session/${sessionId}`, ''],
      ['/session/2147483000', 'Session not found'],
      ['/no/such/page', 'Page not found'],
    ];
    for (const [path, heading] of routes) {
      await page.goto(path);
      if (heading) await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      else await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectFits(page, path);
      const name = `w${width}-route${path.replace(/[^a-z0-9]+/gi, '-')}`;
      await checkScreen(page, name);
      await expectQuiet(errors, path, path === '/session/2147483000');
    }
    // Scrolled, nothing sticky or fixed on the session page sits (half) under the site header.
    await page.goto(`/session/${sessionId}`);
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 400);
    const tucked = await page.evaluate(() => {
      const header = document.querySelector('header')?.getBoundingClientRect();
      if (!header) return ['no site header'];
      return [...document.querySelectorAll('main *')]
        .filter((el) => ['sticky', 'fixed'].includes(getComputedStyle(el).position))
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.height > 0 && box.top < header.bottom && box.bottom > header.top)
        .map(({ el }) => el.outerHTML.slice(0, 120));
    });
    expect(tucked, 'sticky parts of the session page under the site header').toEqual([]);
  });

  test(`dialogs fit ${width} px, log nothing, and disabled buttons say why`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const errors = watchConsole(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();

    await page.getByRole('button', { name: 'Upload my document' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload your document(s)' });
    await expect(upload).toBeVisible();
    const save = upload.getByRole('button', { name: 'Save & close' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription('Add both documents to save.');
    // Nothing clipped: both drop zones and both buttons can be reached inside the dialog.
    for (const control of [save, upload.getByRole('button', { name: 'Cancel' })]) {
      await control.scrollIntoViewIfNeeded();
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    await expectFits(page, 'the upload dialog');
    await checkScreen(page, `w${width}-dialog-upload`);
    await expectQuiet(errors, 'the upload dialog');
    await upload.getByRole('button', { name: 'Cancel' }).click();
    await expect(upload).toBeHidden();

    await page.getByRole('button', { name: 'Start new session' }).click();
    const create = page.getByRole('dialog', { name: 'Create new session' });
    const createButton = create.getByRole('button', { name: 'Create', exact: true });
    await expect(createButton).toBeDisabled();
    await expect(createButton).toHaveAccessibleDescription('Choose a document and a format to create.');
    await expectFits(page, 'the new-session dialog');
    await checkScreen(page, `w${width}-dialog-new-session`);
    await expectQuiet(errors, 'the new-session dialog');
    await page.keyboard.press('Escape');
    await expect(create).toBeHidden();

    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await expectQuiet(errors, 'the user menu');
    await page.keyboard.press('Escape');

    await page.goto('/settings');
    await expect(page.getByRole('button', { name: 'Delete my account' })).toHaveAccessibleDescription(
      "Not available here: your account is your organisation's work account, so its IT deletes it.",
    );
    await expect(page.getByText("Not available here: your account is your organisation's work account")).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Settings' });
    for (const entry of ['Roles', 'Permissions', 'Legal'])
      await expect(sidebar.getByText(entry)).toHaveAccessibleDescription(
        'Roles, Permissions and Legal are not available yet.',
      );
    // At 390 px the page below the sidebar gets the width, not the 90 px issue 26 saw.
    const field = await page.getByLabel('Professional email').boundingBox();
    expect(field?.width ?? 0).toBeGreaterThan(width > 800 ? 400 : 280);

    await page.goto('/users');
    const add = page.getByRole('button', { name: 'Add user' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(
      'Colleagues join by signing in with their work account: there is no need to add them here.',
    );
    await expect(page.getByText('Colleagues join by signing in with their work account')).toBeVisible();
    const remove = page.getByRole('button', { name: /^Remove / }).first();
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription(
      "Removing a user is not available here: your organisation's IT removes their work account.",
    );
    const list = await page.getByRole('list', { name: 'Users' }).boundingBox();
    expect(list?.width ?? 0).toBeGreaterThan(width > 800 ? 800 : 320);
    await expectFits(page, '/users');
    await expectQuiet(errors, 'settings and users');
  });

  test(`an admin duplicates a format into an unsaved copy, and a delete names the sessions at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const errors = watchConsole(page);
    const formatName = `Dead ends used format ${width}`;
    const { token, sessionId } = await sessionThroughApi(page, request, formatName);
    const auth = { authorization: `Bearer ${token}` };
    const sessionName = (
      (await (await request.get(`/api/sessions/${sessionId}`, { headers: auth })).json()) as {
        name: string;
      }
    ).name;
    const countFormats = async () =>
      ((await (await request.get('/api/formatting/?page=1&size=5', { headers: auth })).json()) as { total: number })
        .total;

    await page.goto('/formats/');
    const region = page.getByRole('region', { name: 'Formats' });
    // Formats are listed by id: ours is the newest, on the last page. The size list is a Radix
    // Select, whose scroll lock must not trip the CSP either.
    await page.getByRole('combobox', { name: 'Show per page' }).click();
    await page.getByRole('option', { name: '50' }).click();
    await expectQuiet(errors, 'the Show per page list');
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('button', { name: /^Page \d+$/ })
      .last()
      .click();
    const duplicateButton = region.getByRole('button', { name: `Duplicate ${formatName}`, exact: true });
    await expect(duplicateButton).toBeVisible();
    const before = await countFormats();
    await duplicateButton.click();
    const copy = page.getByRole('dialog', { name: 'New Format' });
    await expect(copy).toBeVisible();
    await expect(copy.getByLabel('Name')).toHaveValue(`${formatName} (copy)`);
    await expect(
      copy.getByText(`A copy of "${formatName}", not saved yet: change what differs, then Create.`),
    ).toBeVisible();
    await expect(copy.getByLabel('Abstract: words')).toHaveValue('250');
    expect(await countFormats()).toBe(before);
    await expectFits(page, 'the duplicate dialog');
    await checkScreen(page, `w${width}-dialog-duplicate`);
    await copy.getByRole('button', { name: 'Cancel' }).click();
    await expect(copy).toBeHidden();
    expect(await countFormats()).toBe(before); // Cancel leaves nothing behind

    await region.getByRole('button', { name: `Delete ${formatName}`, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete a format' });
    await expect(confirm).toContainText(
      `Used by your session "${sessionName}". It keeps its own copy of the format, so checks and findings stay as they are; the format shows as deleted there.`,
    );
    await expectFits(page, 'the delete confirmation');
    await checkScreen(page, `w${width}-dialog-delete-format-in-use`);
    await confirm.getByRole('button', { name: 'Yes remove' }).click();
    await expect(confirm).toBeHidden();
    // What the confirmation promised: the session keeps its copy and says the format was deleted.
    const session = (await (await request.get(`/api/sessions/${sessionId}`, { headers: auth })).json()) as Record<
      string,
      unknown
    >;
    expect(session).toMatchObject({ format_id: null, format_name: formatName, format_state: 'deleted' });
    await expectQuiet(errors, 'the formats page and its dialogs');
  });
}
