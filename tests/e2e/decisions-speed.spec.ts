/**
 * Issue 26's journey, at 1440 px and 390 px: a writer decides a real 10k-word manuscript's numbers-and-units
 * findings with the keyboard (next, previous, accept, reject, undo, comment) and in bulk (Accept all
 * of one kind), reloads the page and finds every decision, corrected text and comment as left
 * (saved on the server as they were made), applies, downloads the tracked-changes file, and pandoc
 * sees the accepted corrections (and the text as before with the changes rejected). Axe on every
 * state, no sideways scroll, and the console free of errors.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { DecisionsAnswer } from '../../src/contract/api/decisions.ts';
import type { CheckResult, ResultItem } from '../../src/contract/checks.ts';
import { firstSuggestion, isNote } from '../../web/components/session/decisions.ts';
import { kindsOf } from '../../web/components/session/finding-kinds.ts';
import { checksPanel, openCheck, pollToEnd, sessionThroughApi } from './session-support.ts';
import { checkScreen, repoRoot } from './support.ts';

const CHECK = 'numbers-units';
/** ≈ 9,800 words; numbers-units finds ranges without an en dash and units without a space: two kinds. */
const MANUSCRIPT = 'ms-rodent-trapping-review-with-comment.docx';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const squash = (text: string): string =>
  text
    .replace(/\u200b/g, '')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();

/** The run the page shows, read through the API (a cached run: the same findings). */
async function resultOf(request: APIRequestContext, token: string, sessionId: number): Promise<CheckResult> {
  let answer = await (
    await request.post(`/api/checks/${CHECK}/?session_id=${sessionId}`, { headers: auth(token), data: {} })
  ).json();
  for (let i = 0; i < 100 && answer.status === 'queued'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    answer = await (
      await request.post(`/api/checks/${CHECK}/?session_id=${sessionId}`, {
        headers: auth(token),
        data: answer.payload,
      })
    ).json();
  }
  expect(answer.status).toBe('completed');
  return answer.result as CheckResult;
}

/** Console errors, except Radix's refused inline <style> (docs/web.md "Page security"; our stylesheet covers it). */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/Content.Security.Policy/i.test(message.text()) && /style-src/i.test(message.text())) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);
}

async function runTheCheck(page: Page): Promise<void> {
  const panel = await openCheck(page, 'Language and style', 'Numbers and units');
  await panel.getByRole('button', { name: 'Run Check' }).click();
  await pollToEnd(page);
  await expect(panel.getByRole('list', { name: 'Findings' })).toBeVisible();
}

for (const width of [1440, 390] as const) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 900 : 844 } });

    test('decide with the keyboard and in bulk, reload, the decisions are still there, apply, and pandoc sees them', async ({
      page,
      request,
    }) => {
      test.setTimeout(600_000); // a 10k-word page, screenshots and axe on each state: minutes on a loaded machine
      const errors = watchConsole(page);
      await page.clock.install();
      const { token, sessionId } = await sessionThroughApi(
        page,
        request,
        `Decisions ${width} ${Date.now()}`,
        undefined,
        MANUSCRIPT,
      );
      await page.goto(`/session/${sessionId}`);
      await runTheCheck(page);
      const panel = checksPanel(page);
      const result = await resultOf(request, token, sessionId);
      const listed = result.results.filter((r) => !isNote(r) && r.decision === undefined);
      expect(listed.length).toBeGreaterThanOrEqual(6);
      const rows = panel.getByRole('list', { name: 'Findings' }).getByRole('listitem');
      await expect(
        panel.getByText('Keys: J or ↓ next · K or ↑ previous · A accept · R reject · C comment · U undo'),
      ).toBeVisible();
      await checkScreen(page, `decisions-${width}-list`);
      await noSidewaysScroll(page);

      // The keyboard: J/K move, A accepts and moves on, R rejects (out of the list), U undoes, C comments.
      const title = (item: ResultItem) => `Finding ${item.original || item.heading || item.name || item.entry_id}`;
      const [first, second] = listed as [ResultItem, ResultItem];
      await rows.first().focus();
      await page.keyboard.press('j');
      await expect(rows.nth(1)).toBeFocused();
      await page.keyboard.press('k');
      await expect(rows.first()).toBeFocused();
      await page.keyboard.press('a');
      await expect(rows.first()).toHaveAttribute('data-decision', 'accepted');
      await expect(rows.nth(1)).toBeFocused();
      await page.keyboard.press('r');
      await expect(rows.nth(1)).not.toHaveAttribute('aria-label', title(second));
      await expect(rows.nth(1)).toBeFocused();
      await page.keyboard.press('u');
      await expect(rows.nth(1)).toHaveAttribute('aria-label', title(second));
      await expect(rows.nth(1)).toBeFocused(); // the finding given back is the current one
      await page.keyboard.press('r'); // rejected for good
      await expect(panel.getByLabel('Show')).toContainText('Rejected (1)');
      await expect(rows.nth(1)).toBeFocused(); // the next finding took its place
      await page.keyboard.press('c');
      const comment = rows.nth(1).getByLabel('Comment on this finding');
      await expect(comment).toBeFocused();
      await page.keyboard.type('Asked the author to confirm');
      await page.keyboard.press('Escape');
      await expect(rows.nth(1)).toBeFocused();
      await checkScreen(page, `decisions-${width}-keyboard`);
      await page.screenshot({ path: join(repoRoot, `docs/screenshots/w${width}-decisions-keyboard.png`) });

      // In bulk: Accept all of the commonest kind (undecided ones only).
      const kinds = kindsOf(listed).sort((a, b) => b.count - a.count);
      expect(kinds.length).toBeGreaterThanOrEqual(2);
      const [common] = kinds;
      expect(common?.count).toBeGreaterThanOrEqual(2);
      await panel.getByLabel('Show').selectOption('undecided');
      await panel.getByLabel('Kind of finding').selectOption(common!.kind);
      const bulk = panel.getByRole('button', { name: /^Accept all \(\d+\)$/ });
      await expect(bulk).toBeEnabled();
      await bulk.click();
      await expect(panel.getByText(/^Accepted \d+ findings?\./)).toBeVisible();
      await panel.getByLabel('Kind of finding').selectOption('');
      await panel.getByLabel('Show').selectOption('open');
      await panel.getByLabel('Comment on these changes').fill('Numbers and units as the journal asks');
      await expect(panel.getByText(/All decisions saved\./)).toBeVisible({ timeout: 15_000 });
      await checkScreen(page, `decisions-${width}-bulk`);
      await panel.getByRole('region', { name: 'Decide findings' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(repoRoot, `docs/screenshots/w${width}-decisions-bulk.png`) });
      await noSidewaysScroll(page);

      const before = (await (
        await request.get(`/api/sessions/${sessionId}/decisions/${CHECK}`, { headers: auth(token) })
      ).json()) as DecisionsAnswer;
      const accepted = before.items.filter((i) => i.decision === 'accepted').map((i) => i.hash);
      expect(accepted).toContain(first.hash);
      expect(accepted.length).toBeGreaterThanOrEqual(3);
      expect(before.items.find((i) => i.decision === 'rejected')?.hash).toBe(second.hash);

      // Reload: the same decisions, comment and batch comment, from the server.
      await page.reload();
      await runTheCheck(page);
      await expect(panel.getByLabel('Show')).toContainText(`Accepted (${accepted.length})`);
      await expect(panel.getByLabel('Show')).toContainText('Rejected (1)');
      await panel.getByLabel('Show').selectOption('accepted');
      await expect(rows).toHaveCount(Math.min(accepted.length, 50));
      await expect(rows.getByRole('button', { name: 'Accepted — undo' })).toHaveCount(Math.min(accepted.length, 50));
      await panel.getByLabel('Show').selectOption('open');
      await expect(panel.getByLabel('Comment on this finding')).toHaveValue('Asked the author to confirm');
      await expect(panel.getByLabel('Comment on these changes')).toHaveValue('Numbers and units as the journal asks');
      await checkScreen(page, `decisions-${width}-reloaded`);

      // Apply as before; the download carries the accepted corrections.
      const preview = (
        (await (
          await request.get(`/api/preview/latest_version?session_id=${sessionId}`, { headers: auth(token) })
        ).json()) as { text: string }
      ).text;
      await panel.getByRole('button', { name: 'Apply', exact: true }).click();
      const modal = page.getByRole('dialog', { name: 'Changes have been successfully applied!' });
      await expect(modal).toBeVisible({ timeout: 30_000 });
      await expect(modal).toContainText('1 rejected.');
      await checkScreen(page, `decisions-${width}-applied`);
      await modal.getByRole('button', { name: 'OK' }).click();
      await expect(panel.getByText(/^Version 1 saved\./)).toBeVisible();
      // The draft is in the logbook now.
      const after = (await (
        await request.get(`/api/sessions/${sessionId}/decisions/${CHECK}`, { headers: auth(token) })
      ).json()) as DecisionsAnswer;
      expect(after.items).toEqual([]);

      await page.getByRole('button', { name: 'Download', exact: true }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: 'Tracked changes (.docx)' }).click();
      const file = join(mkdtempSync(join(tmpdir(), 'mc-decisions-')), 'tracked.docx');
      await (await download).saveAs(file);
      const read = (mode: 'accept' | 'reject') =>
        squash(
          execFileSync('pandoc', ['-s', `--track-changes=${mode}`, '-t', 'plain', '--wrap=none', file], {
            encoding: 'utf8',
            maxBuffer: 64 * 1024 * 1024,
          }),
        );
      const acceptedText = read('accept');
      const rejectedText = read('reject');
      // Each accepted correction in running text, with the plain words around it.
      let seen = 0;
      for (const hash of accepted) {
        const item = listed.find((i) => i.hash === hash)!;
        const at = item.coordinates!;
        const start = at.absolute.start - at.relative.start;
        const end = preview.indexOf('\n', at.absolute.end);
        const paragraph = preview.slice(start, end === -1 ? undefined : end);
        if (paragraph.length < 60) continue; // table cells and short lines read differently in each reader
        const left =
          paragraph.slice(Math.max(0, at.relative.start - 10), at.relative.start).match(/[\p{L} ,;]*$/u)?.[0] ?? '';
        const right = paragraph.slice(at.relative.end, at.relative.end + 10).match(/^[\p{L} ,;]*/u)?.[0] ?? '';
        expect(acceptedText, `“${item.original}” → “${firstSuggestion(item)}”`).toContain(
          squash(left + firstSuggestion(item) + right),
        );
        expect(rejectedText, `“${item.original}” back when rejected`).toContain(squash(left + item.original + right));
        seen += 1;
      }
      expect(seen).toBeGreaterThanOrEqual(1);
      expect(errors).toEqual([]);
    });
  });
}
