import '../../test/jsdom-polyfills.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { clearApiToken, saveApiToken } from '../../auth/token-store.ts';
import { AssistantSettings } from './AssistantSettings.tsx';

const LABEL = 'Members of the organisation may use the AI Assistant';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The tenant's switch answers GET with `held`; a PUT waits until the test answers it. */
function serverHolding(held: { enabled: boolean; log_text: boolean }) {
  const puts: ((response: Response) => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') return new Promise<Response>((resolve) => puts.push(resolve));
      return json({ ...held, configured: true, model: 'test-model' });
    }),
  );
  return {
    /** Answers the save once the page has sent it. */
    answer: async (response: Response) => {
      await waitFor(() => expect(puts.length).toBe(1));
      puts.shift()?.(response);
    },
  };
}

beforeEach(() => saveApiToken('test-token'));
afterEach(() => {
  cleanup();
  clearApiToken();
  vi.unstubAllGlobals();
});

describe('the AI Assistant switch (issue 27)', () => {
  it("shows the admin's choice from the click on, while it is saved, and puts back what the server holds when refused", async () => {
    const server = serverHolding({ enabled: true, log_text: false });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AssistantSettings />
      </QueryClientProvider>,
    );
    const box = (await screen.findByLabelText(LABEL)) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    // At once, not a moment later: a box that springs back until the save starts reads as refused.
    expect(box.checked).toBe(false);
    await server.answer(json({ enabled: false, log_text: false, configured: true, model: 'test-model' }));
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.checked).toBe(false);

    fireEvent.click(box);
    expect(box.checked).toBe(true);
    await server.answer(json({ detail: 'Only an administrator can change this.' }, 403));
    expect(await screen.findByText('Only an administrator can change this.')).toBeTruthy();
    expect(box.checked).toBe(false);
  });
});
