import '../../test/jsdom-polyfills.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { RetargetAnswer, SessionItem } from '../../api/types.ts';
import { json, signIn, withQueries } from '../../components/session/session-test-kit.tsx';
import { formatItem } from '../../test/answers.ts';
import { RetargetDialog } from './RetargetDialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const session: SessionItem = {
  id: 7,
  name: 'trial – JAMA',
  created_at: '2026-01-05T10:00:00.000Z',
  document_id: 3,
  document: { id: 3, filename: 'trial.docx', warnings: [] },
  owner: { id: 1, name: 'Alice' },
  format_id: 1,
  format: { id: 1, name: 'JAMA' },
  format_name: 'JAMA',
  format_state: 'current',
  retargeted_from: null,
};

function answer(mustChange: string[]): RetargetAnswer {
  return {
    session: {
      ...session,
      id: 8,
      name: 'trial – The Lancet',
      format_id: 2,
      format_name: 'The Lancet',
      retargeted_from: 7,
    },
    retargeted_from: 7,
    version: 2,
    report: {
      from: 'JAMA',
      to: 'The Lancet',
      rules: [{ field: 'max_words_abstract', label: 'Abstract: words', from: '350', to: '300' }],
      must_change: mustChange,
      changes: [],
    },
  };
}

function serve(retarget: () => Response) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (String(url).includes('/formatting/'))
        return json({
          items: [formatItem(1, 'JAMA'), formatItem(2, 'The Lancet')],
          total: 2,
          page: 1,
          size: 100,
          pages: 1,
        });
      posted.push({ url, body: JSON.parse(String(init.body)) });
      return retarget();
    }),
  );
  return posted;
}

async function chooseLancet() {
  signIn();
  render(
    withQueries(
      <MemoryRouter>
        <RetargetDialog open onOpenChange={() => undefined} session={session} />
      </MemoryRouter>,
    ),
  );
  const dialog = screen.getByRole('dialog', { name: 'Check against another journal' });
  expect(within(dialog).getByRole('button', { name: 'Check' }).hasAttribute('disabled')).toBe(true);
  await userEvent.click(within(dialog).getByRole('combobox', { name: "Other journal's format" }));
  // The session's own format is not offered.
  expect(screen.queryByRole('option', { name: 'JAMA' })).toBeNull();
  await userEvent.click(await screen.findByRole('option', { name: 'The Lancet' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
  return dialog;
}

describe('Check against another journal', () => {
  it('offers the other formats, posts the choice and shows what must change and the rules side by side', async () => {
    const posted = serve(() => json(answer(['Abstract 312 words: JAMA allows 350, The Lancet 300.']), 201));
    const dialog = await chooseLancet();
    expect(await within(dialog).findByRole('heading', { name: 'What must change for The Lancet' })).toBeTruthy();
    expect(posted).toEqual([{ url: '/api/sessions/7/retarget', body: { format_id: 2 } }]);
    expect(within(dialog).getByRole('listitem').textContent).toBe(
      'Abstract 312 words: JAMA allows 350, The Lancet 300.',
    );
    const row = within(dialog).getByRole('row', { name: /Abstract: words/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['350', '300']);
    expect(within(dialog).getByRole('link', { name: 'trial – The Lancet' }).getAttribute('href')).toBe('/session/8');
    expect(within(dialog).getByRole('button', { name: 'Open the new session' })).toBeTruthy();
  });

  it('says when nothing must change', async () => {
    serve(() => json(answer([]), 201));
    const dialog = await chooseLancet();
    expect(
      await within(dialog).findByText('Nothing: the manuscript meets the rules of The Lancet that differ.'),
    ).toBeTruthy();
  });

  it("shows the server's words when it refuses, and offers the choice again", async () => {
    serve(() =>
      json(
        { detail: 'The server is busy with other documents. Nothing was created; please try again in 3 seconds.' },
        503,
      ),
    );
    const dialog = await chooseLancet();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The server is busy with other documents. Nothing was created; please try again in 3 seconds.',
    );
    expect(within(dialog).getByRole('button', { name: 'Check' }).hasAttribute('disabled')).toBe(false);
  });
});
