/**
 * Decisions at a professional's pace (issue 26): saved decisions come back into the list, every
 * change is saved as it is made, Accept all / Reject all act on the findings shown (all, one
 * status or one kind), Undo takes back the last decision (bulk and Reject included), a comment on
 * each finding, and the keyboard flow printed above the list.
 */
import '../../test/jsdom-polyfills.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DecisionsAnswer, SaveDecisionsBody } from '../../../src/contract/api/decisions.ts';
import type { CheckSummary, ResultItem } from '../../../src/contract/checks.ts';
import { kindOf } from './finding-kinds.ts';
import { ResultView } from './ResultView.tsx';
import { json, manyFindings, signIn, withQueries } from './session-test-kit.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const check: CheckSummary = {
  name: 'Numbers and units',
  url: '/checks/numbers-units',
  icon: 'x',
  description: '',
  parameters: [],
};

/** Three ranges and two units: two kinds of finding, as numbers-units words them. */
function findings(): ResultItem[] {
  const [a, b, c, d, e] = manyFindings(5) as [ResultItem, ResultItem, ResultItem, ResultItem, ResultItem];
  return [
    { ...a, original: '1-2', correction: '1–2', suggestions: undefined, reasoning: 'A range takes an en dash: "1–2".' },
    {
      ...b,
      original: '5mg',
      correction: '5 mg',
      suggestions: undefined,
      reasoning: 'A number and its unit are separated by a space: "5 mg".',
    },
    { ...c, original: '3-4', correction: '3–4', suggestions: undefined, reasoning: 'A range takes an en dash: "3–4".' },
    { ...d, original: '7-9', correction: '7–9', suggestions: undefined, reasoning: 'A range takes an en dash: "7–9".' },
    {
      ...e,
      original: '2kg',
      correction: '2 kg',
      suggestions: undefined,
      reasoning: 'A number and its unit are separated by a space: "2 kg".',
    },
  ];
}

interface Server {
  saves: SaveDecisionsBody[];
}

function serve(saved: DecisionsAnswer['items'] = [], comment = '', refuse = false): Server {
  signIn();
  const server: Server = { saves: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/sessions/7/decisions/numbers-units' && (init.method ?? 'GET') === 'GET')
        return json({ session_id: 7, check: 'numbers-units', comment, items: saved });
      if (url === '/api/sessions/7/decisions/numbers-units' && init.method === 'PUT') {
        if (refuse)
          return json(
            { detail: 'A finding was not produced by a run of this check on this session (h0); run the check again.' },
            422,
          );
        server.saves.push(JSON.parse(String(init.body)) as SaveDecisionsBody);
        return json({ session_id: 7, check: 'numbers-units', comment: '', items: [] });
      }
      return json({ detail: `unexpected ${url}` }, 500);
    }),
  );
  return server;
}

function show(results: ResultItem[]) {
  return render(
    withQueries(
      <ResultView
        result={{ type: 'type1', results }}
        check={check}
        sessionId={7}
        onSelect={() => undefined}
        onApplied={() => undefined}
      />,
    ),
  );
}

const rows = () => within(screen.getByRole('list', { name: 'Findings' })).queryAllByRole('listitem');
const titles = () => rows().map((row) => row.getAttribute('aria-label'));
/** Every finding's latest saved state, from all PUTs so far. */
function savedState(server: Server) {
  const state = new Map<string, { decision: string | null; correction: string | null; comment: string | null }>();
  for (const save of server.saves) for (const item of save.items) state.set(item.hash, item);
  return state;
}

describe('decisions saved on the server', () => {
  it('brings back what was saved: an accepted typed correction, a rejection, comments and the batch comment', async () => {
    serve(
      [
        {
          hash: 'h0',
          decision: 'accepted',
          correction: '1 – 2',
          comment: 'Checked with the author',
          updated_at: '2026-11-28T10:00:00Z',
          updated_by: 'Alice',
        },
        {
          hash: 'h1',
          decision: 'rejected',
          correction: null,
          comment: null,
          updated_at: '2026-11-28T10:00:00Z',
          updated_by: 'Alice',
        },
      ],
      'Ranges and units',
    );
    show(findings());
    await screen.findByText('Accepted — undo');
    const [first] = rows() as [HTMLElement];
    expect((within(first).getByLabelText('Variant') as HTMLInputElement).value).toBe('1 – 2');
    expect((within(first).getByLabelText('Comment on this finding') as HTMLTextAreaElement).value).toBe(
      'Checked with the author',
    );
    expect(titles()).not.toContain('Finding 5mg'); // rejected: out of SPEC's list
    expect((screen.getByLabelText(/Comment on these changes/) as HTMLTextAreaElement).value).toBe('Ranges and units');
    const statusFilter = screen.getByLabelText('Show') as HTMLSelectElement;
    expect([...statusFilter.options].map((o) => o.textContent)).toEqual([
      'Undecided and accepted (4)',
      'Undecided (3)',
      'Accepted (1)',
      'Rejected (1)',
    ]);
    fireEvent.change(statusFilter, { target: { value: 'rejected' } });
    expect(titles()).toEqual(['Finding 5mg']);
    fireEvent.click(screen.getByRole('button', { name: 'Rejected — undo' }));
    expect(screen.getByText('No rejected findings.')).toBeTruthy();
  });

  it('saves each change as it is made: the decision, the writer’s own correction, a comment, the batch comment', async () => {
    const server = serve();
    show(findings());
    await waitFor(() => expect(screen.queryByText('Loading your saved decisions…')).toBeNull());
    const [first, second] = rows() as [HTMLElement, HTMLElement];
    fireEvent.click(within(first).getByRole('button', { name: 'Accept' }));
    fireEvent.change(within(second).getByLabelText('Variant'), { target: { value: '5\u00a0mg' } });
    fireEvent.click(within(second).getByRole('button', { name: 'Comment' }));
    fireEvent.change(within(second).getByLabelText('Comment on this finding'), { target: { value: 'House style' } });
    fireEvent.change(screen.getByLabelText(/Comment on these changes/), { target: { value: 'Units' } });
    await screen.findByText(/All decisions saved\./);
    const state = savedState(server);
    expect(state.get('h0')).toEqual({ hash: 'h0', decision: 'accepted', correction: null, comment: null });
    expect(state.get('h1')).toEqual({ hash: 'h1', decision: null, correction: '5\u00a0mg', comment: 'House style' });
    expect(server.saves.at(-1)?.comment ?? server.saves.find((s) => s.comment !== undefined)?.comment).toBe('Units');
    // Gathered for a moment: one request for all of that, not one per key.
    expect(server.saves.length).toBeLessThanOrEqual(2);
  });

  it('says so when the server refuses to save', async () => {
    serve([], '', true);
    show(findings());
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(/Not saved: A finding was not produced by a run of this check/)).toBeTruthy();
  });
});

describe('decisions in bulk, by kind, with undo', () => {
  it('Accept all acts on the kind shown, Undo takes the whole batch back, Reject all then Undo restores the list', async () => {
    const server = serve();
    show(findings());
    const kind = screen.getByLabelText('Kind of finding') as HTMLSelectElement;
    expect([...kind.options].map((o) => o.textContent)).toEqual([
      'Every kind (5)',
      'A range takes an en dash (3)',
      'A number and its unit are separated by a space (2)',
    ]);
    fireEvent.change(kind, { target: { value: 'A range takes an en dash' } });
    expect(titles()).toEqual(['Finding 1-2', 'Finding 3-4', 'Finding 7-9']);
    fireEvent.click(screen.getByRole('button', { name: 'Accept all (3)' }));
    expect(screen.getByText(/^Accepted 3 findings\./)).toBeTruthy();
    expect(screen.getAllByText('Accepted — undo')).toHaveLength(3);
    fireEvent.change(kind, { target: { value: '' } });
    expect(screen.getAllByText('Accepted — undo')).toHaveLength(3); // the units are still undecided
    await waitFor(() =>
      expect([...savedState(server).values()].filter((s) => s.decision === 'accepted')).toHaveLength(3),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.queryAllByText('Accepted — undo')).toHaveLength(0);
    await waitFor(() => expect([...savedState(server).values()].every((s) => s.decision === null)).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Reject all (5)' }));
    expect(screen.getByText('No findings left.')).toBeTruthy();
    expect(screen.getByText('Last decision: Rejected 5 findings.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(rows()).toHaveLength(5);
    const undo = screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
    expect(undo.disabled).toBe(true);
    expect(undo.title).toBe('No decision to undo yet.');
  });

  it('Accept all leaves findings without a correction alone and says how many', () => {
    serve();
    const items = findings();
    show([...items.slice(0, 2), { ...items[2]!, correction: undefined, suggestions: undefined, status: 'failed' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Accept all (2)' }));
    expect(screen.getByText(/^Accepted 2 findings\. 1 finding shown need a correction first\./)).toBeTruthy();
    const again = screen.getByRole('button', { name: 'Accept all (0)' }) as HTMLButtonElement;
    expect(again.disabled).toBe(true);
    expect(again.title).toBe('The findings shown need a correction first.');
  });
});

describe('the keyboard flow', () => {
  it('prints its keys; J/K move, A accepts and moves on, R rejects, U undoes, C opens the comment, Escape leaves it', async () => {
    serve();
    show(findings());
    expect(
      screen.getByText('Keys: J or ↓ next · K or ↑ previous · A accept · R reject · C comment · U undo'),
    ).toBeTruthy();
    // Keys go to the focused element and bubble up to the list, as in the browser.
    const press = (key: string) => fireEvent.keyDown(document.activeElement as HTMLElement, { key });
    const focused = () => document.activeElement?.closest('li')?.getAttribute('aria-label');
    (rows()[0] as HTMLElement).focus();
    press('j');
    expect(focused()).toBe('Finding 5mg');
    press('ArrowDown');
    expect(focused()).toBe('Finding 3-4');
    press('k');
    expect(focused()).toBe('Finding 5mg');
    press('a');
    expect(rows()[1]!.dataset.decision).toBe('accepted');
    expect(focused()).toBe('Finding 3-4'); // on to the next
    press('r');
    expect(titles()).not.toContain('Finding 3-4');
    expect(focused()).toBe('Finding 7-9'); // the next takes its place
    press('u');
    expect(titles()).toContain('Finding 3-4');
    expect(focused()).toBe('Finding 3-4'); // the finding given back is the current one
    press('c');
    const box = await waitFor(() => {
      const active = document.activeElement as HTMLElement;
      expect(active.tagName).toBe('TEXTAREA');
      return active;
    });
    // Letters typed in a field are text, not commands.
    fireEvent.keyDown(box, { key: 'a' });
    expect(rows().filter((r) => r.dataset.decision === 'accepted')).toHaveLength(1);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(document.activeElement?.tagName).toBe('LI');
  });
});

describe('kinds of finding', () => {
  it('leave out the particular text and numbers, keep what the check says', () => {
    const kind = (reasoning: string) => kindOf({ entry_id: 'e', hash: 'h', reasoning });
    expect(kind('A range takes an en dash: "1964–2019".')).toBe('A range takes an en dash');
    expect(kind('"recieved" is a common misspelling of "received".')).toBe('“…” is a common misspelling of “…”');
    expect(kind('"RCT" is used 3 times but never defined; spell it out.')).toBe(
      '“…” is used … times but never defined',
    );
    expect(kind('Write 0.05 as 0·05. Journals ask for it.')).toBe('Write … as …');
    expect(kindOf({ entry_id: 'e', hash: 'h' })).toBe('Other findings');
  });
});
