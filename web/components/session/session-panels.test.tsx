import '../../test/jsdom-polyfills.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Overview } from '../../../src/contract/checks.ts';
import SessionPage from '../../pages/session/SessionPage.tsx';
import { ChecksPanel, POLL_INTERVAL_MS } from './ChecksPanel.tsx';
import { FormatPanel } from './FormatPanel.tsx';
import { HistoryPanel } from './HistoryPanel.tsx';
import { PreviewText } from './PreviewText.tsx';
import { formatItem } from '../../test/answers.ts';
import { json, signIn, withQueries } from './session-test-kit.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const overview: Overview = {
  data: {
    categories: [
      {
        id: 'text',
        name: 'Text improvements',
        icon: 'x',
        checks: [
          {
            name: 'Title case',
            url: '/checks/title-case',
            icon: 'x',
            description: 'Headings in title case.',
            parameters: [],
          },
        ],
      },
    ],
  },
};

type Answer = (url: string, body: unknown) => Response | Promise<Response>;
function serve(answer: Answer) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      calls.push({ url, body });
      return answer(url, body);
    }),
  );
  return calls;
}

async function openTitleCase() {
  fireEvent.click(await screen.findByText('Text improvements'));
  expect(screen.getByText('Select a check you want to perform')).toBeTruthy();
  fireEvent.click(screen.getByText('Title case'));
  expect(screen.getByText("This check doesn't require any parameters.")).toBeTruthy();
}

describe('session checks panel', () => {
  it('polls a queued check every 10 s with its payload as the body until the result comes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    let polls = 0;
    const calls = serve((url, body) => {
      if (url === '/api/overview/') return json(overview);
      if (body && typeof body === 'object' && 'job_id' in body) {
        polls += 1;
        return polls < 2
          ? json({ status: 'queued', payload: { job_id: '41' } })
          : json({
              status: 'completed',
              result: {
                type: 'type3',
                summary: 'All 1 passed.',
                results: [{ entry_id: 'a', hash: 'a', name: 'Title', details: 'fine', status: 'pass' }],
              },
            });
      }
      return json({ status: 'queued', payload: { job_id: '41' } });
    });
    render(withQueries(<ChecksPanel sessionId={3} onSelect={() => undefined} onApplied={() => undefined} />));
    expect(await screen.findByText('Select a category of checks you want to perform')).toBeTruthy();
    await openTitleCase();
    fireEvent.click(screen.getByText('Run Check'));
    expect(
      await screen.findByText(
        "The 'Check' has been successfully launched. You can continue working or wait for the result.",
      ),
    ).toBeTruthy();
    const runs = () => calls.filter((c) => c.url === '/api/checks/title-case/?session_id=3');
    expect(runs()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 100));
    expect(runs()).toHaveLength(1); // not before 10 s
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(runs()).toHaveLength(2);
    expect(runs()[1]!.body).toEqual({ job_id: '41' });
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(await screen.findByText('All 1 passed.')).toBeTruthy();
    expect(runs()).toHaveLength(3);
    expect(POLL_INTERVAL_MS).toBe(10_000);
  });

  it('confirming an apply returns to the check list, clears this check’s cache in this session and refreshes history; reopening lists the undecided findings', async () => {
    signIn();
    const finding = (i: number, decision?: 'accepted' | 'rejected') => ({
      entry_id: `e${i}`,
      hash: `h${i}`,
      original: `word${i}`,
      correction: `Word${i}`,
      reasoning: `Finding number ${i}.`,
      coordinates: { absolute: { start: i * 6, end: i * 6 + 5 }, relative: { start: 0, end: 5 } },
      ...(decision ? { decision } : {}),
    });
    let runs = 0;
    const calls = serve((url) => {
      if (url === '/api/overview/') return json(overview);
      if (url === '/api/checks/title-case/apply')
        return json({
          status: 'success',
          message: 'Changes have been successfully applied!',
          session_id: 3,
          version: 1,
          history_id: 9,
          applied: ['e0'],
          refused: [],
          rejected: 1,
        });
      if (url.startsWith('/api/download/build')) return json({ status: 'success', history_id: 9, folder_path: 'f' });
      if (url.startsWith('/api/job/clean_cache_all')) return json({ status: 'success', removed: 1 });
      if (url.includes('/decisions/')) return json({ session_id: 3, check: 'title-case', comment: '', items: [] });
      runs += 1;
      // The first run on version 0; the second on version 1, where e0 is corrected (gone) and the
      // server marks e1 as rejected earlier.
      const results = runs === 1 ? [finding(0), finding(1), finding(2)] : [finding(1, 'rejected'), finding(2)];
      return json({ status: 'completed', result: { type: 'type1', results } });
    });
    const onApplied = vi.fn();
    render(withQueries(<ChecksPanel sessionId={3} onSelect={() => undefined} onApplied={onApplied} />));
    await openTitleCase();
    fireEvent.click(screen.getByText('Run Check'));
    expect(await screen.findByText('Finding number 0.')).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'Findings' })).getAllByRole('listitem');
    fireEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Accept' }));
    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Reject' }));
    fireEvent.change(screen.getByLabelText(/Comment/), { target: { value: 'First pass' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    // SPEC §4: back to the check list, with what was saved.
    expect(
      await screen.findByText('Version 1 saved. Open “Title case” again to decide the findings left.'),
    ).toBeTruthy();
    expect(screen.getByText('Select a check you want to perform')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Findings' })).toBeNull();
    await waitFor(() => expect(onApplied).toHaveBeenCalledOnce()); // history refreshed
    // Cache cleared for this check in this session only; the check does not run by itself.
    // (The decisions saved as they are made, issue 26, are tested in decision-flow.test.tsx.)
    const work = calls.map((c) => c.url).filter((u) => u !== '/api/overview/' && !u.includes('/decisions/'));
    expect(work).toEqual([
      '/api/checks/title-case/?session_id=3',
      '/api/checks/title-case/apply',
      '/api/download/build?session_id=3',
      '/api/job/clean_cache_all?session_id=3&check=title-case',
    ]);
    // Reopening the check runs it on the new version: undecided findings listed, decisions kept.
    fireEvent.click(screen.getByText('Title case'));
    fireEvent.click(screen.getByText('Run Check'));
    expect(await screen.findByText('Finding number 2.')).toBeTruthy();
    expect(screen.queryByText('Finding number 1.')).toBeNull(); // rejected earlier: stays rejected
    expect(screen.queryByText('Finding number 0.')).toBeNull(); // corrected
    expect(screen.getByText('1 decided on an earlier version of this session (not listed).')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy(); // still undecided
  });

  it('shows "Error executing check" for a failed run, and "Retry check" runs it again', async () => {
    signIn();
    let attempt = 0;
    serve((url) => {
      if (url === '/api/overview/') return json(overview);
      attempt += 1;
      return attempt === 1
        ? json({ status: 'failed', error: 'The check stopped with an error: boom' })
        : json({ status: 'completed', result: { type: 'type3', summary: 'Fine now.', results: [] } });
    });
    render(withQueries(<ChecksPanel sessionId={3} onSelect={() => undefined} onApplied={() => undefined} />));
    await openTitleCase();
    fireEvent.click(screen.getByText('Run Check'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error executing check');
    expect(alert.textContent).toContain('The check stopped with an error: boom');
    fireEvent.click(screen.getByText('Retry check'));
    expect(await screen.findByText('Fine now.')).toBeTruthy();
    // Back steps one level at a time.
    fireEvent.click(screen.getByText('Back to checks'));
    fireEvent.click(screen.getByText('Back to checks'));
    fireEvent.click(screen.getByText('Back to categories'));
    expect(screen.getByText('Select a category of checks you want to perform')).toBeTruthy();
  });
});

describe('session format and history panels', () => {
  it('format panel: no format, loading, failure, no data, then the formatted JSON', async () => {
    signIn();
    render(withQueries(<FormatPanel formatId={null} />));
    expect(screen.getByText('No format assigned to this session')).toBeTruthy();
    cleanup();

    let answer: (r: Response) => void = () => undefined;
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(withQueries(<FormatPanel formatId={4} />));
    expect(screen.getByText('Loading format...')).toBeTruthy();
    await act(async () => answer(json({ detail: 'boom' }, 500)));
    expect(await screen.findByText('Failed to load format')).toBeTruthy();
    cleanup();

    serve(() => json(formatItem(4, 'Empty')));
    render(withQueries(<FormatPanel formatId={4} />));
    expect(await screen.findByText('No format data available')).toBeTruthy();
    cleanup();

    serve(() => json(formatItem(4, 'BMJ', { max_words_abstract: 250 })));
    render(withQueries(<FormatPanel formatId={4} />));
    expect(await screen.findByText('Format: BMJ')).toBeTruthy();
    const pre = screen.getByLabelText('Configuration of BMJ');
    expect(pre.textContent).toBe('{\n  "max_words_abstract": 250\n}');
    expect(pre.className).toContain('max-h-[500px]');
  });

  it('history panel: a spinner, the empty message, then entries with date, user, download or "In Progress", check and comment', async () => {
    signIn();
    let answer: (r: Response) => void = () => undefined;
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(withQueries(<HistoryPanel sessionId={3} />));
    expect(screen.getByRole('status').textContent).toContain('Loading history');
    await act(async () => answer(json([])));
    expect(await screen.findByText('No history yet. Start by running a check.')).toBeTruthy();
    cleanup();

    serve(() =>
      json([
        {
          id: 2,
          created_at: '2026-03-05T14:07:09Z',
          user_id: 1,
          user_name: 'Alice Martin',
          folder_path: null,
          check_name: 'Spelling',
          comment: 'Typos',
          version: 2,
        },
        {
          id: 1,
          created_at: '2026-03-04T09:00:00Z',
          user_id: 1,
          user_name: 'Alice Martin',
          folder_path: 'files/1/a_v1.docx',
          check_name: 'Numbers and units',
          comment: 'Units',
          version: 1,
        },
      ]),
    );
    render(withQueries(<HistoryPanel sessionId={3} />));
    expect(await screen.findByText('In Progress')).toBeTruthy();
    expect(screen.getByText('Spelling')).toBeTruthy();
    expect(screen.getByText('Typos')).toBeTruthy();
    expect(screen.getAllByText(/Alice Martin/)).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'Download version 1' });
    expect(link.getAttribute('href')).toBe('/api/files/1/a_v1.docx');
    expect(screen.getAllByText(/^\d{2}\/03\/2026, \d{2}:\d{2}:\d{2}$/)).toHaveLength(2); // day/month/year, 24-hour
  });
});

describe('session preview and page', () => {
  it('shows document text as text (never HTML), keeps line breaks, and marks the selected range', () => {
    const text = 'First <b>line</b>\nSecond line';
    const { container, rerender } = render(<PreviewText text={text} highlight={null} />);
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByTestId('preview-text').textContent).toBe(text);
    rerender(<PreviewText text={text} highlight={{ start: 18, end: 24 }} />);
    expect(container.querySelector('mark')!.textContent).toBe('Second');
  });

  it('an unknown session shows "Session not found" with "Back to Sessions" to /', async () => {
    signIn();
    serve(() => json({ detail: 'This session was not found.' }, 404));
    render(
      withQueries(
        <MemoryRouter initialEntries={['/session/99']}>
          <Routes>
            <Route path="/session/:id" element={<SessionPage />} />
          </Routes>
        </MemoryRouter>,
      ),
    );
    expect(await screen.findByText('Session not found')).toBeTruthy();
    expect(screen.getByText('The requested session could not be found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Sessions' }).getAttribute('href')).toBe('/');
  });
});
