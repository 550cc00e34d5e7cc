/**
 * Issue 26 at 1440 px and 390 px: "Run all checks" on a 10,000-word corpus manuscript under The
 * Lancet, then the report — every check with its outcome and count, by category; a check opens its
 * result and Back returns to the report; the check lists carry the same badges; "Download report"
 * saves a PDF whose text holds a finding's section and quoted sentence. axe on every state, no
 * sideways scroll, no error in the console. Screenshots for docs/web.md.
 */
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pdfText } from '../support/pdf-text.ts';
import { apiTokenOf, checkScreen, readCorpus, repoRoot, uploadThroughApi } from './support.ts';
import { checksPanel, TEMPLATE } from './session-support.ts';
import { CHECKS } from '../../src/checks/registry.ts';

const WIDTHS = [1440, 390] as const;
const TEN_THOUSAND_WORDS = 'ms-rodent-trapping-review-with-comment.docx';
const SENTENCE =
  'Third, we compare identified host-pathogen associations with global datasets (CLOVER) to understand discrepencies in rodent host-pathogen associations and report the proportion positive for pathogens of interest.';

async function expectNoSideScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'page width').toBeLessThanOrEqual(client);
}

async function lancetSession(page: Page, request: APIRequestContext): Promise<number> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
  const token = await apiTokenOf(page);
  const headers = { authorization: `Bearer ${token}` };
  const formats = (await (await request.get('/api/formatting/', { headers })).json()) as {
    items: { id: number; name: string }[];
  };
  const lancet = formats.items.find((f) => f.name === 'The Lancet');
  expect(lancet).toBeDefined();
  const document = await uploadThroughApi(request, token, {
    template: readCorpus('articles', TEMPLATE),
    original: readCorpus('manuscripts', TEN_THOUSAND_WORDS),
  });
  const response = await request.post('/api/sessions/', {
    headers,
    data: { document_id: document.id, format_id: lancet?.id },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 900 : 844 } });

    test('run all checks: the report by category, a check opened from it, the badges, the PDF', async ({
      page,
      request,
    }) => {
      test.setTimeout(600_000); // the whole catalogue on a 10k-word manuscript, axe on each state: minutes on a loaded machine
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const sessionId = await lancetSession(page, request);
      await page.goto(`/session/${sessionId}`);
      const panel = checksPanel(page);
      await expect(panel.getByText('Select a category of checks you want to perform')).toBeVisible();

      await panel.getByRole('button', { name: 'Run all checks' }).click();
      const report = panel.getByRole('region', { name: 'Report' });
      await expect(report).toBeVisible({ timeout: 60_000 });
      // Every check in the catalogue runs and is counted (the catalogue grows; the figure follows it).
      const summary = new RegExp(`^Version 0, checked against The Lancet\\. ${CHECKS.length} checks: \\d+ failed`);
      await expect(report.getByText(summary)).toBeVisible();
      for (const category of [
        'Journal requirements',
        'Language and style',
        'References and citations',
        'Authorship and disclosures',
        'Text improvements',
      ])
        await expect(report.getByRole('heading', { name: category, level: 4 })).toBeVisible();
      await expect(report.getByRole('listitem')).toHaveCount(CHECKS.length);
      const spelling = report.getByRole('button', { name: /^Spelling\b/ });
      // The badge's count is the number of findings the check then lists (the count itself follows
      // the catalogue, which grows: the journey holds the report, the result and the lists to one figure).
      await expect(spelling).toHaveText(/Spelling\s*Failed: \d+ findings/);
      const spellingFindings = Number(/Failed: (\d+) findings/.exec((await spelling.textContent()) ?? '')?.[1]);
      expect(spellingFindings).toBeGreaterThan(1);
      await expect(report.getByRole('button', { name: /^Word and character limits/ })).toContainText('Passed');
      await expectNoSideScroll(page);
      await checkScreen(page, `run-all-w${width}-report`);
      const dir = join(repoRoot, 'docs/screenshots');
      mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: join(dir, `w${width}-run-all-report.png`) });

      // The PDF a writer can send: the finding where Word shows it, section and sentence.
      const saved = page.waitForEvent('download');
      await report.getByRole('button', { name: 'Download report' }).click();
      const download = await saved;
      expect(download.suggestedFilename()).toBe('ms-rodent-trapping-review-with-comment-report-v0.pdf');
      const text = pdfText(readFileSync(await download.path()));
      expect(text).toContain(`Where: Introduction: “${SENTENCE}”`);
      expect(text).toContain('Change to: “discrepancies”');

      // A check opens its result (stored by Run all: no wait), and Back returns to the report.
      await spelling.click();
      const findings = panel.getByRole('list', { name: 'Findings' });
      await expect(findings).toBeVisible();
      await expect(findings.getByRole('listitem')).toHaveCount(spellingFindings);
      await expect(findings).toContainText('discrepencies');
      await checkScreen(page, `run-all-w${width}-spelling`);
      await panel.getByRole('button', { name: 'Back to report' }).click();
      await expect(report).toBeVisible();

      // The check lists show the same badges.
      await panel.getByRole('button', { name: 'Back to categories' }).click();
      const language = panel.getByRole('button', { name: /^Language and style/ });
      await expect(language).toContainText(/Failed: \d+ findings/);
      await language.click();
      await expect(panel.getByRole('button', { name: /^Spelling\b/ })).toContainText(
        `Failed: ${spellingFindings} findings`,
      );
      await expectNoSideScroll(page);
      await checkScreen(page, `run-all-w${width}-badges`);
      await page.screenshot({ path: join(dir, `w${width}-run-all-badges.png`) });
      expect(problems).toEqual([]);
    });
  });
}
