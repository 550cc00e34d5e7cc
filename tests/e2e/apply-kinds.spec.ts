/**
 * Issue 22's journey: through the web app at 1440 px, on three real corpus manuscripts, the writer
 * accepts each kind of finding — a replacement, the insertion of a missing statement, a heading, a
 * keyword line, a deletion and a spacing-only fix — applies each check's decisions, downloads the
 * tracked-changes .docx, and two independent readers check it: pandoc (changes accepted and
 * rejected) and LibreOffice (its ODT). Each inserted statement is a paragraph of its own right
 * after the paragraph the finding named (nothing glued to a neighbour), every accepted change is
 * there as a tracked insertion or deletion by the writer, and rejecting them gives the text back.
 */
import { DOMParser, type Element as XmlElement, type Node as XmlNode } from '@xmldom/xmldom';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { diffChars } from 'diff';
import type { CheckResult, Overview, ResultItem } from '../../src/contract/checks.ts';
import { firstSuggestion, isNote } from '../../web/components/session/decisions.ts';
import { libreOfficeContent } from '../support/libreoffice.ts';
import { checksPanel, openCheck, pollToEnd, sessionThroughApi } from './session-support.ts';
import { apiTokenOf } from './support.ts';

test.use({ viewport: { width: 1440, height: 900 } });

type Kind = 'replacement' | 'statement' | 'heading' | 'keyword line' | 'deletion' | 'spacing';

interface Plan {
  manuscript: string;
  /** One apply per check, with the kinds of finding accepted in it. */
  applies: { check: string; kinds: Kind[] }[];
}

const PLANS: Plan[] = [
  {
    manuscript: 'ms-rodent-trapping-review-with-comment.docx',
    applies: [
      { check: 'disclosures', kinds: ['statement'] },
      { check: 'title-case', kinds: ['heading'] },
      { check: 'numbers-units', kinds: ['spacing', 'replacement'] },
      { check: 'spelling-variant', kinds: ['deletion'] },
    ],
  },
  {
    manuscript: 'ms-lead-iq-meta-analysis.docx',
    applies: [
      { check: 'keywords', kinds: ['keyword line'] },
      { check: 'title-case', kinds: ['heading'] },
      { check: 'numbers-units', kinds: ['spacing'] },
      { check: 'spelling-variant', kinds: ['deletion', 'replacement'] },
    ],
  },
  {
    manuscript: 'ms-contraception-scotland.docx',
    applies: [
      { check: 'disclosures', kinds: ['statement'] },
      { check: 'title-case', kinds: ['heading'] },
      // Its replacements would be reference restyles inside the citation manager's bibliography
      // field: those are notes (change them in the citation manager); the other two have replacements.
      { check: 'numbers-units', kinds: ['spacing'] },
    ],
  },
];

/** What one accepted finding should leave in the file. */
interface Expectation {
  kind: Kind;
  original: string;
  correction: string;
  /** The text around it before and after (whitespace collapsed), as a reader shows the paragraph. */
  before: string;
  after: string;
  /** For a statement: the paragraph it follows. */
  anchor?: string;
}

const squash = (text: string): string =>
  text
    .replace(/\u200b/g, '')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();

function kindOf(check: string, item: ResultItem): Kind | null {
  const original = item.original ?? '';
  const proposal = firstSuggestion(item);
  if (proposal === original) return null;
  if (original === '') return proposal.startsWith('\n') ? 'statement' : null;
  if (check === 'title-case') return 'heading';
  if (check === 'keywords') return 'keyword line';
  if (proposal === '' || original.length < 2) return null;
  if (original.replace(/\s/g, '') === proposal.replace(/\s/g, '')) return 'spacing';
  if (diffChars(original, proposal).every((part) => !part.added)) return 'deletion';
  return 'replacement';
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function apiResult(request: APIRequestContext, token: string, check: string, sessionId: number) {
  let answer = await (
    await request.post(`/api/checks/${check}/?session_id=${sessionId}`, { headers: auth(token), data: {} })
  ).json();
  for (let i = 0; i < 100 && answer.status === 'queued'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    answer = await (
      await request.post(`/api/checks/${check}/?session_id=${sessionId}`, {
        headers: auth(token),
        data: answer.payload,
      })
    ).json();
  }
  expect(answer.status).toBe('completed');
  return answer.result as CheckResult;
}

/** The paragraph of the preview text that holds a finding, and the finding's offsets in it. */
function paragraphOf(text: string, item: ResultItem) {
  const start = item.coordinates!.absolute.start - item.coordinates!.relative.start;
  const end = text.indexOf('\n', item.coordinates!.absolute.end);
  return { paragraph: text.slice(start, end === -1 ? undefined : end), at: item.coordinates!.relative };
}

/** The preview lines of a paragraph (a keyword line may hold line breaks), whitespace collapsed. */
const linesOf = (paragraph: string): string[] => paragraph.split('\n').map(squash);

function expectationFor(kind: Kind, item: ResultItem, preview: string): Expectation {
  const correction = firstSuggestion(item);
  const { paragraph, at } = paragraphOf(preview, item);
  // Context of plain words only: readers render equations, fields and symbols each their own way.
  const left = paragraph.slice(Math.max(0, at.start - 12), at.start).match(/[\p{L}\p{N} ,.;]*$/u)?.[0] ?? '';
  const right = paragraph.slice(at.end, at.end + 12).match(/^[\p{L}\p{N} ,.;]*/u)?.[0] ?? '';
  if (kind === 'statement') {
    return { kind, original: '', correction, before: '', after: squash(correction), anchor: squash(paragraph) };
  }
  return {
    kind,
    original: item.original ?? '',
    correction,
    before: squash(left + (item.original ?? '') + right),
    after: squash(left + correction + right),
  };
}

async function acceptThroughThePage(page: Page, item: ResultItem, visible: ResultItem[]): Promise<void> {
  const panel = checksPanel(page);
  const rows = panel.getByRole('list', { name: 'Findings' }).getByRole('listitem');
  const index = visible.findIndex((v) => v.hash === item.hash);
  expect(index).toBeGreaterThanOrEqual(0);
  while ((await rows.count()) <= index) await panel.getByRole('button', { name: /^Show \d+ more$/ }).click();
  const row = rows.nth(index);
  // The field holds exactly the proposal: line breaks and spaces included.
  const field = row.getByLabel(/^(Suggestion|Variant)$/);
  await expect(field).toHaveValue(firstSuggestion(item));
  await row.getByRole('button', { name: 'Accept' }).click();
  await expect(row.getByRole('button', { name: /Accepted — undo/ })).toBeVisible();
}

/** Accepts and applies the plan's findings through the page; answers the download and what it must hold. */
async function journey(page: Page, request: APIRequestContext, plan: Plan, dir: string) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
  // NEJM's format (a disclosure sentence to insert, title case) with a keyword limit of 3–4.
  const signedIn = await apiTokenOf(page);
  const formats = await (await request.get('/api/formatting/?page=1&size=100', { headers: auth(signedIn) })).json();
  const nejm = (formats.items as { name: string; config: unknown }[]).find((f) => f.name.includes('NEJM'));
  if (!nejm) throw new Error('the NEJM ready-made format is missing');
  const config = typeof nejm.config === 'string' ? JSON.parse(nejm.config) : nejm.config;
  const { token, sessionId } = await sessionThroughApi(
    page,
    request,
    `Apply journey ${plan.manuscript} ${Date.now()}`,
    { ...config, min_num_keywords: 3, max_num_keywords: 4 },
    plan.manuscript,
  );
  const overview = (await (await request.get('/api/overview/', { headers: auth(token) })).json()) as Overview;
  const where = (check: string) => {
    for (const category of overview.data.categories) {
      const found = category.checks.find((c) => c.url === `/checks/${check}`);
      if (found) return { category: category.name, name: found.name };
    }
    throw new Error(`no check ${check} in the catalogue`);
  };
  await page.goto(`/session/${sessionId}`);
  const original = squash(
    (await (await request.get(`/api/preview/latest_version?session_id=${sessionId}`, { headers: auth(token) })).json())
      .text,
  );
  expect(original.length).toBeGreaterThan(1000);

  const expectations: Expectation[] = [];
  const touched = new Set<string>();
  for (const apply of plan.applies) {
    const names = where(apply.check);
    const panel = await openCheck(page, names.category, names.name);
    await panel.getByRole('button', { name: 'Run Check' }).click();
    await pollToEnd(page);
    await expect(panel.getByRole('list', { name: 'Findings' })).toBeVisible();
    const result = await apiResult(request, token, apply.check, sessionId);
    const latest = (await (
      await request.get(`/api/preview/latest_version?session_id=${sessionId}`, { headers: auth(token) })
    ).json()) as { text: string; blocks: { start: number; end: number; kind: string }[] };
    const preview = latest.text;
    const kindAt = (offset: number) => latest.blocks.find((b) => b.start <= offset && offset <= b.end)?.kind;
    const visible = result.results.filter((r) => !isNote(r) && r.decision === undefined);
    for (const kind of apply.kinds) {
      // One accepted correction per paragraph, across every apply: each one's text stays checkable.
      const item = visible.find((r) => {
        if (!r.coordinates || kindOf(apply.check, r) !== kind) return false;
        const { paragraph } = paragraphOf(preview, r);
        // Corrections in running text (a table cell of "10-14" reads differently in each reader).
        const inText = kind === 'replacement' || kind === 'deletion' || kind === 'spacing';
        if (inText && (paragraph.length < 40 || kindAt(r.coordinates.absolute.start) !== 'paragraph')) return false;
        return !linesOf(paragraph).some((line) => touched.has(line));
      });
      if (!item) throw new Error(`${apply.check} proposes no ${kind} in ${plan.manuscript}`);
      const { paragraph, at } = paragraphOf(preview, item);
      const corrected = paragraph.slice(0, at.start) + firstSuggestion(item) + paragraph.slice(at.end);
      for (const line of [...linesOf(paragraph), ...linesOf(corrected)]) if (line) touched.add(line);
      expectations.push(expectationFor(kind, item, preview));
      await acceptThroughThePage(page, item, visible);
    }
    await panel.getByLabel('Comment').fill(`${apply.kinds.join(' and ')} (${apply.check})`);
    await panel.getByRole('button', { name: 'Apply', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Changes have been successfully applied!' });
    await expect(modal).toBeVisible({ timeout: 30_000 });
    await expect(modal).toContainText(`${apply.kinds.length} applied as tracked changes`);
    await expect(modal).not.toContainText('Not applied');
    await modal.getByRole('button', { name: 'OK' }).click();
    // SPEC §4: back to the check list.
    await expect(panel.getByText(/^Version \d+ saved\./)).toBeVisible();
    await panel.getByRole('button', { name: 'Back to categories' }).click();
  }
  const kinds = new Set(expectations.map((e) => e.kind));
  expect(kinds.size).toBe(new Set(plan.applies.flatMap((a) => a.kinds)).size);

  // The tracked-changes download, through the page's Download menu.
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Tracked changes (.docx)' }).click();
  const file = join(dir, `${plan.manuscript.replace(/\.docx$/, '')}-tracked.docx`);
  await (await download).saveAs(file);

  // pandoc: with the changes accepted, every correction is there; rejected, the text is as before.
  const read = (mode: 'accept' | 'reject') =>
    execFileSync('pandoc', ['-s', `--track-changes=${mode}`, '-t', 'plain', '--wrap=none', file], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  const accepted = read('accept');
  const rejected = read('reject');
  const acceptedFlat = squash(accepted);
  const rejectedFlat = squash(rejected);
  const paragraphs = accepted.split(/\n\s*\n/).map(squash);
  for (const e of expectations) {
    if (e.kind === 'statement') {
      // Its own paragraph, right after the paragraph the finding named; gone when rejected.
      const index = paragraphs.indexOf(e.after);
      expect(index, `“${e.after}” is a paragraph of its own`).toBeGreaterThan(0);
      expect(paragraphs.filter((p) => p.includes(e.after) && p !== e.after)).toEqual([]);
      expect(paragraphs[index - 1]!.endsWith(e.anchor!.slice(-30))).toBe(true);
      expect(rejectedFlat).not.toContain(e.after);
      continue;
    }
    expect(acceptedFlat, `${e.kind}: “${e.original}” → “${e.correction}”`).toContain(e.after);
    expect(rejectedFlat, `${e.kind}: “${e.original}” back when rejected`).toContain(e.before);
  }
  const native = execFileSync('pandoc', ['--track-changes=all', '-t', 'native', file], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(native).toContain('Alice Martin');

  return { file, expectations };
}

/** The paragraphs of a LibreOffice ODT body, as text (whitespace collapsed), read with an XML parser. */
function odtParagraphs(odt: string): string[] {
  const document = new DOMParser().parseFromString(odt, 'text/xml');
  // Not the paragraph's own text: the deleted text kept in the tracked-changes list, and Word
  // comments (the batch comment on our changes), which hold paragraphs of their own.
  for (const name of ['text:tracked-changes', 'office:annotation']) {
    for (const element of [...Array.from(document.getElementsByTagName(name))])
      element.parentNode?.removeChild(element);
  }
  const textOf = (node: XmlNode): string => {
    if (node.nodeType === 3) return node.nodeValue ?? '';
    const element = node as XmlElement;
    if (element.nodeName === 'text:s') return ' '.repeat(Number(element.getAttribute('text:c') ?? 1));
    if (element.nodeName === 'text:tab' || element.nodeName === 'text:line-break') return ' ';
    if (element.nodeName === 'text:note') return ''; // a footnote's own paragraphs
    return Array.from(element.childNodes).map(textOf).join('');
  };
  const paragraphs: string[] = [];
  for (const name of ['text:p', 'text:h'])
    for (const element of Array.from(document.getElementsByTagName(name))) paragraphs.push(squash(textOf(element)));
  return paragraphs;
}

test('accept every kind of finding on three manuscripts, apply, and read each download with pandoc and LibreOffice', async ({
  page,
  request,
}) => {
  // Eleven applies through the page and one LibreOffice run, on a shared, loaded machine.
  test.setTimeout(360_000);
  await page.clock.install();
  const dir = mkdtempSync(join(tmpdir(), 'mc-apply-kinds-'));
  const downloads: { file: string; expectations: Expectation[] }[] = [];
  for (const plan of PLANS) downloads.push(await journey(page, request, plan, dir));
  // Every kind was accepted on some manuscript.
  expect(new Set(downloads.flatMap((d) => d.expectations.map((e) => e.kind)))).toEqual(
    new Set<Kind>(['replacement', 'statement', 'heading', 'keyword line', 'deletion', 'spacing']),
  );

  // LibreOffice (one run for the three files): each statement is one whole paragraph, and every
  // accepted change is a tracked change by the writer — an insertion for every kind but a pure
  // deletion, a deletion for each deletion.
  const content = await libreOfficeContent(
    downloads.map((d) => d.file),
    dir,
    120_000,
  );
  for (const { file, expectations } of downloads) {
    const odt = content.get(basename(file, '.docx')) ?? '';
    const paragraphs = odtParagraphs(odt);
    for (const e of expectations.filter((x) => x.kind === 'statement')) {
      expect(paragraphs).toContain(e.after);
      expect(paragraphs.filter((p) => p.includes(e.after) && p !== e.after)).toEqual([]);
    }
    const insertions = odt.match(/<text:insertion>/g)?.length ?? 0;
    const deletions = odt.match(/<text:deletion>/g)?.length ?? 0;
    expect(insertions, file).toBeGreaterThanOrEqual(expectations.filter((e) => e.kind !== 'deletion').length);
    expect(deletions, file).toBeGreaterThanOrEqual(expectations.filter((e) => e.kind === 'deletion').length);
    expect(odt).toContain('Alice Martin');
  }
});
