/**
 * Issue 18 at 1440 px and 390 px: no horizontal scroll anywhere (dashboard, dialogs, formats, the
 * session page); the session header names document, version and format; on a small screen the panels
 * are a sheet over the preview; panels widen by dragging; type3 tables fit the panel; Back keeps the
 * last parameters; a queued run shows its stage and elapsed time; the upload says "Checking the
 * files…" until the server answers. Every state is scanned with axe (checkScreen).
 */
import { test, expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkScreen, corpusFile, repoRoot } from './support.ts';
import { MANUSCRIPT, TEMPLATE, checksPanel, openCheck, pollToEnd, sessionThroughApi } from './session-support.ts';

const WIDTHS = [1440, 390] as const;

/** The page never scrolls sideways: nothing is wider than the window. */
async function expectNoSideScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'page width').toBeLessThanOrEqual(client);
}

/** The axe-checked screen, plus a copy for docs/web.md. */
async function screen(page: Page, name: string): Promise<void> {
  await checkScreen(page, name);
  const dir = join(repoRoot, 'docs/screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 900 : 844 } });

    test('dashboard, upload dialog and formats fit the window; tables stay readable', async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
      await expect(page.getByRole('table', { name: 'My documents' })).toBeVisible();
      await expectNoSideScroll(page);
      await screen(page, `w${width}-dashboard`);
      // Every cell of a row, the Action buttons included, is inside the window.
      const start = page.getByRole('button', { name: /^Start a session with / }).first();
      if (await start.count()) {
        const box = (await start.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }

      // Upload: honest progress. The page records every state the dialog shows (a MutationObserver), so
      // a state shorter than a screenshot is still seen: sending, then "Checking the files…" once the
      // bytes are out, never 100 % before the server answered, then the dialog closes.
      await page.getByRole('button', { name: 'Upload my document' }).click();
      const upload = page.getByRole('dialog', { name: 'Upload your document(s)' });
      await upload.getByLabel('Template document file').setInputFiles(corpusFile('articles', TEMPLATE));
      await upload.getByLabel('Original document file').setInputFiles(corpusFile('manuscripts', MANUSCRIPT));
      await expectNoSideScroll(page);
      await screen(page, `w${width}-upload`);
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { seenUpload: string[] }).seenUpload = seen;
        new MutationObserver(() => {
          const bar = document.querySelector('[role="progressbar"][aria-label="Upload progress"]');
          if (bar) seen.push(bar.getAttribute('aria-valuetext') ?? '');
        }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      });
      await upload.getByRole('button', { name: 'Save & close' }).click();
      await expect(upload).toBeHidden({ timeout: 20_000 });
      const seen = await page.evaluate(() => (window as unknown as { seenUpload: string[] }).seenUpload);
      expect(seen).toContain('Checking the files…');
      expect(seen.filter((text) => text.endsWith('%')).every((text) => Number.parseInt(text, 10) < 100)).toBe(true);
      expect(seen.lastIndexOf('Checking the files…')).toBe(seen.length - 1); // checking until the answer

      await page.getByRole('tab', { name: 'My sessions' }).click();
      await expectNoSideScroll(page);

      await page.goto('/formats/');
      await expect(page.getByRole('table', { name: 'Formats' })).toBeVisible();
      await expectNoSideScroll(page);
      await screen(page, `w${width}-formats`);
      await page.getByRole('button', { name: 'Create a Format' }).click();
      await expect(page.getByRole('dialog', { name: 'New Format' })).toBeVisible();
      await expectNoSideScroll(page);
      await checkScreen(page, `w${width}-format-dialog`);
    });

    test('the session page: header, panels, readable results, Back keeps parameters, run progress', async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000); // axe over the whole document preview, several screens, a loaded machine
      await page.clock.install();
      const formatName = `Screens ${width} ${Date.now()}`;
      const { sessionId } = await sessionThroughApi(page, request, formatName);
      await page.goto(`/session/${sessionId}`);

      // The header: document, version and format.
      const header = page.getByRole('definition');
      await expect(page.getByText(MANUSCRIPT, { exact: true })).toBeVisible();
      await expect(page.getByTestId('session-version')).toHaveText('0'); // the original upload is version 0
      await expect(header.filter({ hasText: formatName })).toBeVisible();
      await expect(page.getByTestId('preview-text')).toContainText('contraception', { ignoreCase: true });
      await expectNoSideScroll(page);

      const panel = checksPanel(page);
      const preview = page.getByRole('region', { name: 'Document preview' });
      await expect(panel).toBeVisible();
      if (width < 768) {
        // A sheet over the preview: the preview keeps the window's width, the panel lies on top.
        const previewBox = (await preview.boundingBox())!;
        expect(previewBox.width).toBeGreaterThan(300);
        const panelBox = (await panel.boundingBox())!;
        expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(width + 1);
        await expect(page.getByRole('separator', { name: 'Resize panel' })).toBeHidden();
      } else {
        // Drag the separator: the panel widens by what was dragged.
        const separator = page.getByRole('separator', { name: 'Resize panel' });
        const before = (await panel.boundingBox())!.width;
        const grip = (await separator.boundingBox())!;
        await page.mouse.move(grip.x + grip.width / 2, grip.y + 200);
        await page.mouse.down();
        await page.mouse.move(grip.x + grip.width / 2 + 160, grip.y + 200, { steps: 8 });
        await page.mouse.up();
        const after = (await panel.boundingBox())!.width;
        expect(after - before).toBeGreaterThan(140);
        await expect(separator).toHaveAttribute('aria-valuenow', String(Math.round(after)));
        // Keyboard: one step narrower.
        await separator.focus();
        await page.keyboard.press('ArrowLeft');
        await expect.poll(async () => (await panel.boundingBox())!.width).toBeLessThan(after);
      }
      await screen(page, `w${width}-session`);

      // word-limits with a changed parameter; the queued run shows its stage and elapsed time.
      await openCheck(page, 'Journal requirements', 'Word and character limits');
      const labels = panel.getByLabel('Count structured-abstract labels');
      await labels.check();
      await panel.getByRole('button', { name: 'Run Check' }).click();
      const progress = panel.getByTestId('run-progress');
      await expect(progress).toContainText('Elapsed');
      await expect(progress).toContainText(/Starting the check|Waiting for a free worker|Checking the manuscript/);
      await page.clock.fastForward(3_000);
      // The browser clock also runs on by itself, so the elapsed time is at least the 3 s moved on.
      await expect
        .poll(async () => Number((await progress.locator('time').getAttribute('datetime'))?.replace(/\D/g, '')))
        .toBeGreaterThanOrEqual(3);
      await expect(progress.locator('time')).toHaveText(/^\d+:\d{2}$/);
      await screen(page, `w${width}-session-queued`);
      await pollToEnd(page);

      // The type3 table fits the panel and wraps.
      const tests = panel.getByRole('table', { name: 'Tests' });
      await expect(tests).toBeVisible();
      const tableBox = (await tests.boundingBox())!;
      const panelBox = (await panel.boundingBox())!;
      expect(tableBox.x + tableBox.width).toBeLessThanOrEqual(panelBox.x + panelBox.width + 1);
      await expect(tests.locator('[data-status]').first()).toBeInViewport();
      await expectNoSideScroll(page);
      await screen(page, `w${width}-session-type3`);

      // Back from the result: the parameters, as they were run.
      await panel.getByRole('button', { name: 'Back to checks' }).first().click();
      await expect(panel.getByRole('button', { name: 'Run Check' })).toBeVisible();
      await expect(panel.getByLabel('Count structured-abstract labels')).toBeChecked();

      // A type1 check: choosing a finding shows it in the preview (on a small screen the sheet steps aside).
      await panel.getByRole('button', { name: 'Back to checks' }).click();
      await panel.getByRole('button', { name: 'Back to categories' }).click();
      await openCheck(page, 'Language and style', 'Numbers and units');
      await panel.getByRole('button', { name: 'Run Check' }).click();
      await pollToEnd(page);
      const finding = panel.getByRole('list', { name: 'Findings' }).getByRole('listitem').first();
      await finding.getByRole('button', { name: /^“/ }).click();
      await expect(page.getByTestId('preview-text').locator('mark')).toBeInViewport();
      if (width < 768) await expect(panel).toBeHidden();
      await expectNoSideScroll(page);
      await screen(page, `w${width}-session-highlight`);
      if (width < 768) {
        await page.getByRole('button', { name: 'Checks' }).click();
        await expect(panel.getByRole('list', { name: 'Findings' })).toBeVisible(); // the same result
      }
    });
  });
}
