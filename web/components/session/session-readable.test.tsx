/**
 * Issue 18's readable results: notes without a correction carry no decision, long corrections show
 * a word diff, a queued run shows its stage and elapsed time, and the session header's notice.
 */
import '../../test/jsdom-polyfills.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { CheckResult, CheckSummary, ResultItem } from '../../../src/contract/checks.ts';
import type { SessionItem } from '../../api/types.ts';
import { MemoryRouter } from 'react-router';
import { SessionHeader } from '../../pages/session/SessionHeader.tsx';
import { isNote } from './decisions.ts';
import { ResultView } from './ResultView.tsx';
import { RunProgress, elapsedText } from './RunProgress.tsx';
import { withQueries } from './session-test-kit.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const check: CheckSummary = { name: 'Title', url: '/checks/title', icon: 'x', description: '', parameters: [] };
const at = (start: number, end: number) => ({ absolute: { start, end }, relative: { start: 0, end: end - start } });

const noTitle: ResultItem = { entry_id: 'n1', hash: 'n1', heading: 'No title was found', status: 'warning' };
const reference: ResultItem = {
  entry_id: 'r1',
  hash: 'r1',
  original: 'Smith J, Jones K. Contraception in Scotland. Lancet 2020;395:100-10.',
  correction: 'Smith J, Jones K. Contraception in Scotland. Lancet. 2020;395:100–110.',
  coordinates: at(10, 80),
  status: 'failed',
};

function show(result: CheckResult) {
  return render(
    withQueries(
      <ResultView result={result} check={check} sessionId={7} onSelect={() => undefined} onApplied={() => undefined} />,
    ),
  );
}

describe('notes', () => {
  it('a finding with no correction and no place in the text, or a bare warning, is a note', () => {
    expect(isNote(noTitle)).toBe(true);
    expect(isNote({ ...noTitle, original: 'Aim', coordinates: at(0, 3), status: 'warning' })).toBe(true);
    expect(isNote(reference)).toBe(false);
    // A failed finding in the text without a suggestion stays a decision: the writer may type one.
    expect(isNote({ entry_id: 's', hash: 's', original: 'recieve', coordinates: at(0, 7), status: 'failed' })).toBe(
      false,
    );
  });

  it('a result of notes only shows them without Accept, Reject, comment or Apply', () => {
    show({ type: 'type2', results: [noTitle] });
    const notes = screen.getByRole('list', { name: 'Notes' });
    expect(within(notes).getByText('No title was found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Reject/ })).toBeNull();
    expect(screen.queryByLabelText(/Comment/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.queryByText('No findings left.')).toBeNull();
  });

  it('notes sit beside decisions, which keep Accept and Apply', () => {
    show({ type: 'type2', results: [reference, noTitle] });
    const findings = screen.getByRole('list', { name: 'Findings' });
    expect(within(findings).getAllByRole('listitem')).toHaveLength(1);
    expect(within(screen.getByRole('list', { name: 'Notes' })).getAllByRole('listitem')).toHaveLength(1);
    expect(within(findings).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept all (1)' })).toBeTruthy(); // issue 26
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
  });
});

describe('word diff', () => {
  it('a long correction shows what changes, word by word', () => {
    show({ type: 'type2', results: [reference] });
    const diff = screen.getByTestId('word-diff');
    const text = (selector: string) =>
      [...diff.querySelectorAll(selector)].map((d) => d.textContent?.replace(/\[(removed|added): |\]/g, ''));
    // Only the page range and the full stop after the journal change; the rest reads as it was.
    expect(text('del')).toEqual(['-10']);
    expect(text('ins')).toEqual(['. ', '–110']);
    // Unchanged words are plain text.
    expect(diff.textContent).toContain('Contraception in Scotland.');
  });

  it('a short correction needs no diff', () => {
    show({
      type: 'type1',
      results: [{ entry_id: 'u', hash: 'u', original: '5mg', correction: '5 mg', coordinates: at(0, 3) }],
    });
    expect(screen.queryByTestId('word-diff')).toBeNull();
  });
});

describe('a queued run', () => {
  it('shows the stage and the time since Run Check, ticking every second', () => {
    vi.useFakeTimers();
    const started = Date.now();
    const { rerender } = render(<RunProgress startedAt={started} stage={undefined} />);
    expect(screen.getByText('Starting the check')).toBeTruthy();
    expect(screen.getByText('0:00')).toBeTruthy();
    act(() => vi.advanceTimersByTime(12_000));
    expect(screen.getByText('0:12')).toBeTruthy();
    rerender(<RunProgress startedAt={started} stage="running" />);
    expect(screen.getByText('Checking the manuscript')).toBeTruthy();
    rerender(<RunProgress startedAt={started} stage="waiting" />);
    expect(screen.getByText('Waiting for a free worker')).toBeTruthy();
    expect(elapsedText(3_725_000)).toBe('1:02:05');
  });
});

describe('session header', () => {
  const session: SessionItem = {
    id: 3,
    name: 'Trial – Lancet',
    created_at: '2026-11-20T10:00:00Z',
    document_id: 1,
    document: { id: 1, filename: 'trial.docx', warnings: [] },
    owner: { id: 1, name: 'Alice' },
    format_id: 2,
    format: { id: 2, name: 'Lancet' },
    format_name: 'Lancet',
    format_state: 'current',
    retargeted_from: null,
  };

  it('names the document, the version and the format, with no notice while the format is unchanged', () => {
    render(<SessionHeader session={session} version={4} />);
    expect(screen.getByText('trial.docx')).toBeTruthy();
    expect(screen.getByText('4')).toBeTruthy();
    expect(screen.getByText('Lancet')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('links a retargeted session to the session it came from', () => {
    render(
      <MemoryRouter>
        <SessionHeader session={{ ...session, retargeted_from: 12 }} version={0} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'session 12' }).getAttribute('href')).toBe('/session/12');
    expect(screen.getByText('Retargeted from')).toBeTruthy();
  });

  it('says when the format changed or was deleted since the session began', () => {
    const { rerender } = render(<SessionHeader session={{ ...session, format_state: 'changed' }} version={1} />);
    expect(screen.getByRole('status').textContent).toBe(
      'The format "Lancet" has changed since this session began; checks use the session\'s copy.',
    );
    rerender(
      <SessionHeader session={{ ...session, format_id: null, format: null, format_state: 'deleted' }} version={1} />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'The format "Lancet" was deleted; checks use the session\'s copy.',
    );
  });
});
