import '../../test/jsdom-polyfills.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { clearApiToken, saveApiToken } from '../../auth/token-store.ts';
import UsersPage from './UsersPage.tsx';

const bob = {
  id: 2,
  name: 'Bob Stone',
  email: 'bob@northwind.example',
  role: 'member',
  created_at: '2026-01-05T10:00:00.000Z',
  last_login_at: null,
};

beforeEach(() => saveApiToken('test-token'));
afterEach(() => {
  cleanup();
  clearApiToken();
  vi.unstubAllGlobals();
});

describe('Users: disabled buttons say why (issue 26)', () => {
  it('describes the disabled Add user and every disabled Remove with the reason shown beside them', async () => {
    // The page lists the users and, below them, the AI Assistant's switch (its own answer).
    const answers: Record<string, unknown> = {
      '/api/admin/users': { items: [bob], total: 1, page: 1, size: 10, pages: 1 },
      '/api/admin/assistant': { enabled: true, log_text: false, configured: true, model: 'test-model' },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async (url: string) =>
          new Response(JSON.stringify(answers[url.split('?')[0] ?? '']), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <UsersPage />
      </QueryClientProvider>,
    );
    const add = screen.getByRole('button', {
      name: 'Add user',
      description: 'Colleagues join by signing in with their work account: there is no need to add them here.',
    }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    const remove = (await screen.findByRole('button', {
      name: 'Remove Bob Stone',
      description: "Removing a user is not available here: your organisation's IT removes their work account.",
    })) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    expect(remove.title).toBe('Are you sure you want to remove this user?');
    expect(
      screen.getByText("Removing a user is not available here: your organisation's IT removes their work account."),
    ).toBeTruthy();
  });
});
