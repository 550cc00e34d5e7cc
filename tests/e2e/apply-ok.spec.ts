/**
 * SPEC §4, "Back to the letter of SPEC" (issue 26), at 1440 px and 390 px: after a successful
 * apply, OK returns to the check list, clears that check's cache in this session only (one
 * `clean_cache_all` call naming the session and the check) and refreshes history; reopening the
 * check lists the findings still undecided. axe on each state, no sideways scroll, a quiet console.
 */
import { test, expect } from '@playwright/test';
import { checkScreen } from './support.ts';
import { checksPanel, openCheck, pollToEnd, sessionThroughApi } from './session-support.ts';
import { expectFits, expectQuiet, watchConsole } from './page-health.ts';

for (const width of [1440, 390] as const) {
  test(`OK after an apply returns to the check list, clears that check's cache and refreshes history at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    const errors = watchConsole(page);
    await page.clock.install();
    const { sessionId } = await sessionThroughApi(page, request, `Apply OK ${width}`);
    await page.goto(`/session/${sessionId}`);
    const panel = await openCheck(page, 'Language and style', 'Numbers and units');
    await panel.getByRole('button', { name: 'Run Check' }).click();
    await pollToEnd(page);
    const findings = panel
      .getByRole('list', { name: 'Findings' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Reject' }) });
    const before = await findings.count();
    expect(before).toBeGreaterThanOrEqual(2);
    await findings.nth(0).getByRole('button', { name: 'Accept' }).click();
    await panel.getByLabel('Comment on these changes').fill(`Units spaced, ${width} px`);

    const cleared: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/job/clean_cache_all')) cleared.push(new URL(r.url()).search);
    });
    await panel.getByRole('button', { name: 'Apply', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Changes have been successfully applied!' });
    await expect(modal).toBeVisible({ timeout: 30_000 });
    await expect(modal).toContainText('1 applied as tracked changes');
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(modal).toBeHidden();

    // Back to the check list, with what was saved; no result view left open.
    await expect(panel.getByText('Select a check you want to perform')).toBeVisible();
    await expect(
      panel.getByText('Version 1 saved. Open “Numbers and units” again to decide the findings left.'),
    ).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Findings' })).toHaveCount(0);
    await expect.poll(() => cleared).toEqual([`?session_id=${sessionId}&check=numbers-units`]);
    await expectFits(page, 'the check list after OK');
    await checkScreen(page, `w${width}-apply-ok-check-list`);

    // History refreshed: the new entry with its comment.
    await page.getByRole('navigation', { name: 'Session tools' }).getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('complementary', { name: 'History' });
    await expect(history.getByRole('listitem').first()).toContainText(`Units spaced, ${width} px`);
    await checkScreen(page, `w${width}-apply-ok-history`);

    // Reopening the check runs it on version 1: the other findings are listed, still undecided.
    await page.getByRole('navigation', { name: 'Session tools' }).getByRole('button', { name: 'Checks' }).click();
    await checksPanel(page)
      .getByRole('button', { name: /^Numbers and units/ })
      .click();
    await panel.getByRole('button', { name: 'Run Check' }).click();
    await pollToEnd(page);
    await expect(findings).toHaveCount(before - 1);
    await expect(panel.getByRole('button', { name: /Accepted — undo/ })).toHaveCount(0);
    await expectQuiet(errors, 'the apply and OK');
  });
}
