/**
 * Text >= 14 px everywhere (issue 26: "12 px explanations"), at 1440 px and 390 px: the computed
 * font size of every visible text — text nodes, form controls, CSS-generated labels and footnote
 * marks — on every route and every dialog, and on the session page's states: the preview with
 * tracked changes and with footnote marks, Run all checks and its report, a result with findings,
 * a table result, the check lists with their badges, History, Format, Download, AI Assistant and
 * "Check against another journal". Nothing below 14 px is allowed. axe on each state, a quiet
 * console, no sideways scroll.
 */
import { test, expect, type Page } from '@playwright/test';
import { checkScreen } from './support.ts';
import { checksPanel, sessionThroughApi } from './session-support.ts';
import { expectFits, expectQuiet, watchConsole } from './page-health.ts';
import { expectReadableText } from './text-size.ts';

const TRACKED = 'ms-verbal-autopsy-llm-tracked.docx';
const WITH_FOOTNOTES = 'ms-tdcs-motor-thesis.docx';

for (const width of [1440, 390] as const) {
  const viewport = { width, height: width > 800 ? 900 : 844 };
  /**
   * One state of a screen: readable text, no sideways scroll and nothing in the console; axe too
   * unless `scanned` names the journey that already scans that state (a whole manuscript in the
   * preview makes each scan long on a loaded machine).
   */
  const state = async (page: Page, errors: string[], name: string, scanned?: string) => {
    await expectReadableText(page, name);
    await expectFits(page, name);
    if (!scanned) await checkScreen(page, `w${width}-text-${name}`);
    await expectQuiet(errors, name);
  };

  test(`every route and dialog reads at 14 px or more at ${width} px`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(viewport);
    const errors = watchConsole(page);
    for (const [path, heading] of [
      ['/', /^Hello, /],
      ['/formats/', 'Formats'],
      ['/documentation/', 'User Guide'],
      ['/settings', 'Account & Profile'],
      ['/users', 'Users'],
      ['/terms-conditions', 'Terms & conditions'],
      ['/no/such/page', 'Page not found'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await state(page, errors, `route${path.replace(/[^a-z0-9]+/gi, '-')}`);
    }
    await page.goto('/session/2147483000');
    await expect(page.getByRole('heading', { name: 'Session not found' })).toBeVisible();
    await expectReadableText(page, 'session not found');
    await expectQuiet(errors, 'session not found', true); // Chromium logs the API's 404 itself

    await page.goto('/');
    await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
    await page.getByRole('button', { name: 'Upload my document' }).click();
    await expect(page.getByRole('dialog', { name: 'Upload your document(s)' })).toBeVisible();
    await state(page, errors, 'dialog-upload');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Start new session' }).click();
    await expect(page.getByRole('dialog', { name: 'Create new session' })).toBeVisible();
    await state(page, errors, 'dialog-new-session');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await expectReadableText(page, 'the user menu');
    await page.keyboard.press('Escape');

    await page.goto('/formats/');
    await page.getByRole('button', { name: 'Create a Format' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Format' });
    await expect(dialog.getByLabel('Abstract: words')).toBeVisible();
    await dialog.getByLabel('Abstract: words').fill(''); // a problem under the field
    await expect(dialog.getByText('Must be a whole number of 0 or more (0 = no limit)')).toBeVisible();
    await state(page, errors, 'dialog-format-form');
    await dialog.getByRole('tab', { name: 'Edit as JSON' }).click();
    await expect(dialog.getByLabel('Config JSON')).toBeVisible();
    await expectReadableText(page, 'the format JSON');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const region = page.getByRole('region', { name: 'Formats' });
    await region
      .getByRole('button', { name: /^(Edit|View) / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectReadableText(page, 'a format opened from the list');
    await page.keyboard.press('Escape');
  });

  test(`the session page reads at 14 px or more in every state at ${width} px`, async ({ page, request }) => {
    test.setTimeout(900_000);
    await page.setViewportSize(viewport);
    const errors = watchConsole(page);
    const notes = await sessionThroughApi(page, request, `Readable notes ${width}`, undefined, WITH_FOOTNOTES);
    await page.goto(`/session/${notes.sessionId}`);
    await expect(page.locator('a.note-ref').first()).toBeAttached({ timeout: 20_000 });
    await page.locator('a.note-ref').first().scrollIntoViewIfNeeded();
    await state(page, errors, 'preview-footnotes', 'preview.spec.ts');

    const { sessionId } = await sessionThroughApi(page, request, `Readable tracked ${width}`, undefined, TRACKED);
    await page.goto(`/session/${sessionId}`);
    const panel = checksPanel(page);
    await expect(panel.getByText('Select a category of checks you want to perform')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Changes shown' })).toBeAttached();
    await state(page, errors, 'session');

    await panel.getByRole('button', { name: 'Run all checks' }).click();
    const report = panel.getByRole('region', { name: 'Report' });
    await expect(report).toBeVisible({ timeout: 90_000 });
    await state(page, errors, 'run-all-report', 'run-all.spec.ts');

    // A check with findings to decide (the title's "2019-2022" wants an en dash), from the report.
    await report.getByRole('button', { name: /^Numbers and units/ }).click();
    await expect(panel.getByRole('button', { name: 'Back to report' })).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Findings' })).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByRole('button', { name: /^Accept all/ })).toBeVisible();
    await state(page, errors, 'result');
    await panel.getByRole('button', { name: 'Back to report' }).click();
    // A table result (type3): the word limits.
    await report.getByRole('button', { name: /^Word and character limits/ }).click();
    await expect(panel.getByRole('table').first()).toBeVisible({ timeout: 30_000 });
    await state(page, errors, 'result-table', 'session.spec.ts');
    await panel.getByRole('button', { name: 'Back to report' }).click();
    await panel.getByRole('button', { name: 'Back to categories' }).click();
    await panel.getByRole('button', { name: /^Language and style/ }).click();
    await expect(panel.getByText('Select a check you want to perform')).toBeVisible();
    await state(page, errors, 'check-list', 'run-all.spec.ts');
    await panel.getByRole('button', { name: /^Spelling\b/ }).click();
    await expect(panel.getByRole('button', { name: 'Run Check' })).toBeVisible();
    await state(page, errors, 'parameters', 'session.spec.ts');

    const tools = page.getByRole('navigation', { name: 'Session tools' });
    for (const [button, name] of [
      ['History', 'History'],
      ['Compare (format)', 'Format'],
      ['AI Assistant', 'AI Assistant'],
    ] as const) {
      await tools.getByRole('button', { name: button }).click();
      await expect(page.getByRole('complementary', { name })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await state(page, errors, `panel-${button.replace(/\W+/g, '-').toLowerCase()}`);
    }
    await tools.getByRole('button', { name: 'Download' }).click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    await expectReadableText(page, 'the download menu');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Check against another journal' }).click();
    await expect(page.getByRole('dialog', { name: 'Check against another journal' })).toBeVisible();
    await state(page, errors, 'dialog-retarget');
  });
}
