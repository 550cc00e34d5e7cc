import '../../test/jsdom-polyfills.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormatItem } from '../../api/types.ts';
import { clearApiToken, saveApiToken } from '../../auth/token-store.ts';
import { FormatDialog } from './FormatDialog.tsx';
import type { FormatDraft } from './useDuplicateFormat.ts';

const system = { id: null, name: 'System' };
const lancet: FormatItem = {
  id: 1,
  name: 'The Lancet',
  config: { max_words_abstract: 300, language: 'English (UK)' },
  created_user: system,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_user: system,
  updated_at: '2026-01-05T10:00:00.000Z',
  ready_made: true,
  editable: false,
};

function Harness({ start }: { start: FormatItem }) {
  const [shown, setShown] = useState<{ format: FormatItem | null; draft?: FormatDraft }>({ format: start });
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <FormatDialog
        open
        onOpenChange={() => undefined}
        format={shown.format}
        draft={shown.draft ?? null}
        onOpenDraft={(draft) => setShown({ format: null, draft })}
      />
    </QueryClientProvider>
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => saveApiToken('test-token'));
afterEach(() => {
  cleanup();
  clearApiToken();
  vi.unstubAllGlobals();
});

describe('a format the user may not change', () => {
  it('opens read-only with the reason, and Duplicate opens an unsaved "(copy)" that only Create saves', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'POST') {
          const body = JSON.parse(String(init.body)) as { name: string; config: Record<string, unknown> };
          posted.push(body);
          return json(201, { ...lancet, ...body, id: 9, ready_made: false, editable: true });
        }
        expect(url).toContain('/formatting/?page=1&size=100');
        return json(200, {
          items: [lancet, { ...lancet, id: 7, name: 'The Lancet (copy)' }],
          total: 2,
          page: 1,
          size: 100,
          pages: 1,
        });
      }),
    );
    render(<Harness start={lancet} />);
    expect(screen.getByRole('dialog', { name: 'View Format' })).toBeTruthy();
    expect(
      screen.getByText(
        '"The Lancet" is a ready-made journal format: only an administrator can change it. Duplicate it to make your own copy, which you can edit.',
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Abstract: words') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Citation style') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    // Issue 26: the copy opens as a new format, not saved yet and not under "Edit Format".
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'New Format' })).toBeTruthy());
    expect(screen.queryByRole('dialog', { name: 'Edit Format' })).toBeNull();
    expect(posted).toEqual([]);
    expect(screen.getByText('A copy of "The Lancet", not saved yet: change what differs, then Create.')).toBeTruthy();
    // "(copy)" is taken already: the copy is "(copy 2)", with the same config.
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('The Lancet (copy 2)');
    expect(name.readOnly).toBe(false);
    expect((screen.getByLabelText('Abstract: words') as HTMLInputElement).value).toBe('300');
    expect(screen.queryByText(/is a ready-made journal format/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ name: 'The Lancet (copy 2)', config: { max_words_abstract: 300 } });
  });

  it("says why a colleague's format is read-only", () => {
    render(
      <Harness start={{ ...lancet, name: "Bob's format", ready_made: false, created_user: { id: 2, name: 'Bob' } }} />,
    );
    expect(
      screen.getByText(
        `Only the format's creator or an administrator can change "Bob's format". Duplicate it to make your own copy, which you can edit.`,
      ),
    ).toBeTruthy();
  });

  it('keeps an editable format (an admin on a ready-made one) in Edit Format, with no note', () => {
    render(<Harness start={{ ...lancet, editable: true }} />);
    expect(screen.getByRole('dialog', { name: 'Edit Format' })).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).readOnly).toBe(false);
    expect(screen.queryByRole('button', { name: 'Duplicate' })).toBeNull();
  });
});
