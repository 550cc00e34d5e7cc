/**
 * Run all checks in the checks panel (issue 26), jsdom with the API answered in the test: the
 * report by category with each check's outcome in words, a check opened from it with the same
 * defaults (and Back to the report), the badges in the category and check lists, a refusal.
 */
import '../../test/jsdom-polyfills.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { RunAllAnswer } from '../../../src/contract/api/run-all.ts';
import type { Overview } from '../../../src/contract/checks.ts';
import { ChecksPanel } from './ChecksPanel.tsx';
import { json, signIn, withQueries } from './session-test-kit.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const check = (id: string, name: string) => ({
  name,
  url: `/checks/${id}`,
  icon: 'spell-check',
  description: `${name}.`,
  parameters: [],
});
const overview: Overview = {
  data: {
    categories: [
      {
        id: 'language',
        name: 'Language and style',
        icon: 'spell-check',
        checks: [check('spelling', 'Spelling'), check('statistics', 'Statistics reporting')],
      },
      { id: 'text', name: 'Text improvements', icon: 'spell-check', checks: [check('title-case', 'Title case')] },
    ],
  },
};
const line = (
  id: string,
  name: string,
  category: 'language' | 'text',
  status: 'pass' | 'failed' | 'warning',
  failed: number,
  warnings: number,
) => ({
  id,
  url: `/checks/${id}`,
  name,
  category,
  category_name: category === 'language' ? 'Language and style' : 'Text improvements',
  status,
  findings: failed + warnings,
  failed,
  warnings,
  decided: 0,
});
const report: RunAllAnswer = {
  session_id: 7,
  version: 2,
  format_name: 'The Lancet',
  ran: 3,
  reused: 0,
  elapsed_ms: 900,
  checks: [
    line('spelling', 'Spelling', 'language', 'failed', 5, 0),
    line('statistics', 'Statistics reporting', 'language', 'warning', 0, 1),
    line('title-case', 'Title case', 'text', 'pass', 0, 0),
  ],
};

function serve(runAll: () => Response) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      calls.push({ url, method: init.method ?? 'GET', body });
      if (url === '/api/overview/') return json(overview);
      if (url === '/api/sessions/7/run-all') return runAll();
      // The decisions saved as they are made (issue 26): none yet.
      if (url.includes('/decisions/')) return json({ session_id: 7, check: 'spelling', comment: '', items: [] });
      return json({
        status: 'completed',
        result: {
          type: 'type1',
          results: [
            {
              entry_id: 'a',
              hash: 'a',
              original: 'discrepencies',
              correction: 'discrepancies',
              suggestions: ['discrepancies'],
            },
          ],
        },
      });
    }),
  );
  return calls;
}

describe('Run all checks', () => {
  it('shows every check with its outcome by category, opens a check from the report, and badges the lists', async () => {
    signIn();
    const calls = serve(() => json(report));
    render(withQueries(<ChecksPanel sessionId={7} onSelect={() => undefined} onApplied={() => undefined} />));
    fireEvent.click(await screen.findByRole('button', { name: 'Run all checks' }));
    const region = await screen.findByRole('region', { name: 'Report' });
    expect(calls.filter((c) => c.url === '/api/sessions/7/run-all').map((c) => c.method)).toEqual(['POST']);
    expect(
      within(region).getByText('Version 2, checked against The Lancet. 3 checks: 1 failed, 1 with warnings, 1 passed.'),
    ).toBeTruthy();
    expect(
      within(region)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Language and style', 'Text improvements']);
    expect(within(region).getByRole('button', { name: /^Spelling/ }).textContent).toContain('Failed: 5 findings');
    expect(within(region).getByRole('button', { name: /^Statistics reporting/ }).textContent).toContain(
      'Warning: 1 finding',
    );
    expect(within(region).getByRole('button', { name: /^Title case/ }).textContent).toContain('Passed');

    // Opened from the report with the defaults Run all used ({}), Back returns to the report.
    fireEvent.click(within(region).getByRole('button', { name: /^Spelling/ }));
    expect(await screen.findByText('discrepencies', { exact: false })).toBeTruthy();
    expect(calls.filter((c) => !c.url.includes('/decisions/')).at(-1)).toMatchObject({
      url: '/api/checks/spelling/?session_id=7',
      method: 'POST',
      body: {},
    });
    fireEvent.click(screen.getByRole('button', { name: 'Back to report' }));
    expect(await screen.findByRole('region', { name: 'Report' })).toBeTruthy();

    // The category and check lists carry the same badges.
    fireEvent.click(screen.getByRole('button', { name: 'Back to categories' }));
    expect(screen.getByRole('button', { name: /^Language and style/ }).textContent).toContain('Failed: 6 findings');
    expect(screen.getByRole('button', { name: /^Text improvements/ }).textContent).toContain('Passed');
    fireEvent.click(screen.getByRole('button', { name: /^Language and style/ }));
    expect(screen.getByRole('button', { name: /^Statistics reporting/ }).textContent).toContain('Warning: 1 finding');
  });

  it("says why the checks could not run, with the server's words, and offers to run them again", async () => {
    signIn();
    let answers = 0;
    serve(() => {
      answers += 1;
      return answers === 1
        ? json(
            { detail: 'The server is busy with other documents. No check was run; please try again in 3 seconds.' },
            503,
          )
        : json(report);
    });
    render(withQueries(<ChecksPanel sessionId={7} onSelect={() => undefined} onApplied={() => undefined} />));
    fireEvent.click(await screen.findByRole('button', { name: 'Run all checks' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The checks could not be run');
    expect(alert.textContent).toContain('please try again in 3 seconds');
    fireEvent.click(screen.getByRole('button', { name: 'Run all checks again' }));
    expect(await screen.findByRole('region', { name: 'Report' })).toBeTruthy();
  });
});
