import '../test/jsdom-polyfills.ts';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { json, signIn, withQueries } from '../components/session/session-test-kit.tsx';
import SessionPage from '../pages/session/SessionPage.tsx';
import { formatItem } from '../test/answers.ts';
import { hasApiToken, loadAccount, saveAccount, saveApiToken } from '../auth/token-store.ts';
import { assistantApi } from './assistant.ts';
import { ApiError, UNREADABLE_ANSWER } from './client.ts';
import { api } from './endpoints.ts';
import { sessionApi } from './session.ts';
import type { FormatItem } from './types.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function answer(response: () => Response) {
  const fetchMock = vi.fn(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function refusalOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('every answer is checked against its schema', () => {
  it('an answer of the right shape comes back typed', async () => {
    signIn();
    answer(() => json(formatItem(4, 'BMJ', { max_words_abstract: 250 })));
    const format = await sessionApi.format(4);
    expectTypeOf(format).toEqualTypeOf<FormatItem>();
    expect(format.name).toBe('BMJ');
    expect(format.config).toEqual({ max_words_abstract: 250 });
    expect(format.updated_at).toBe('2026-01-01T00:00:00.000Z');
  });

  it('an answer of the wrong shape is an ApiError that says so in a sentence', async () => {
    signIn();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A field missing (an older server, a proxy's rewrite).
    answer(() => json({ id: 4, name: 'BMJ', config: {} }));
    let error = await refusalOf(sessionApi.format(4));
    expect(error.status).toBe(200);
    expect(error.detail).toBe(UNREADABLE_ANSWER);
    expect(error.message).toBe("The server's answer could not be read. Reload the page and try again.");
    // A date that is not one.
    answer(() => json({ ...formatItem(4, 'BMJ'), updated_at: 'yesterday' }));
    expect((await refusalOf(sessionApi.format(4))).detail).toBe(UNREADABLE_ANSWER);
    // A page instead of JSON (a sign-in portal in front of the server).
    answer(() => new Response('<html>Log in</html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    expect((await refusalOf(api.formats.page(1, 10))).detail).toBe(UNREADABLE_ANSWER);
    // JSON that does not parse.
    answer(() => new Response('{"items": [', { status: 200, headers: { 'content-type': 'application/json' } }));
    expect((await refusalOf(api.formats.page(1, 10))).detail).toBe(UNREADABLE_ANSWER);
    // Nothing where an answer was due.
    answer(() => new Response(null, { status: 204 }));
    error = await refusalOf(sessionApi.format(4));
    expect(error.detail).toBe(UNREADABLE_ANSWER);
    expect(quiet).toHaveBeenCalled();
  });

  it('a 204 answers undefined; a refusal still carries the server’s words', async () => {
    signIn();
    const fetchMock = answer(() => new Response(null, { status: 204 }));
    await expect(api.formats.remove(4)).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledWith('/api/formatting/4', expect.objectContaining({ method: 'DELETE' }));
    answer(() => json({ detail: 'This format was not found.' }, 404));
    const error = await refusalOf(api.formats.remove(4));
    expect(error.status).toBe(404);
    expect(error.detail).toBe('This format was not found.');
  });

  it('the session page shows the sentence, not a crash, when the session answer is unreadable', async () => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(() => json({ id: 7, name: 'trial' }));
    render(
      withQueries(
        <MemoryRouter initialEntries={['/session/7']}>
          <Routes>
            <Route path="/session/:id" element={<SessionPage />} />
          </Routes>
        </MemoryRouter>,
      ),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The session could not be loaded');
    expect(alert.textContent).toContain(UNREADABLE_ANSWER);
  });
});

describe("the assistant's stream", () => {
  const stream = (events: string) =>
    new Response(events, { status: 200, headers: { 'content-type': 'text/event-stream' } });

  it('hands each checked event to the callbacks', async () => {
    signIn();
    answer(() =>
      stream(
        'event: delta\ndata: {"text":"Short "}\n\nevent: delta\ndata: {"text":"answer."}\n\n' +
          'event: done\ndata: {"truncated":false,"model":"m1"}\n\n',
      ),
    );
    const seen: string[] = [];
    await assistantApi.ask(
      3,
      { action: 'ask', question: 'Why?' },
      {
        onText: (text) => seen.push(text),
        onDone: (done) => seen.push(`done ${done.model} ${done.truncated}`),
        onError: (detail) => seen.push(`error ${detail}`),
      },
    );
    expect(seen).toEqual(['Short ', 'answer.', 'done m1 false']);
  });

  it('an event of the wrong shape ends the answer with the sentence', async () => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(() => stream('event: delta\ndata: {"text":"Kept. "}\n\nevent: delta\ndata: {"words":3}\n\n'));
    const seen: string[] = [];
    const error = await refusalOf(
      assistantApi.ask(
        3,
        { action: 'ask', question: 'Why?' },
        { onText: (text) => seen.push(text), onDone: () => seen.push('done'), onError: () => seen.push('error') },
      ),
    );
    expect(error.detail).toBe(UNREADABLE_ANSWER);
    expect(seen).toEqual(['Kept. ']);
  });
});

describe('the stored account', () => {
  it('is read back when it is an account; anything else signs out', () => {
    saveApiToken('test-token');
    const account = { localAccountId: '1', tenantId: 'northwind.example', name: 'Alice', username: 'alice@x' };
    saveAccount(account);
    expect(loadAccount()).toEqual(account);
    expect(hasApiToken()).toBe(true);

    localStorage.setItem('mc.account', JSON.stringify({ name: 'Alice' }));
    expect(loadAccount()).toBeNull();
    expect(hasApiToken()).toBe(false);

    saveApiToken('test-token');
    localStorage.setItem('mc.account', '{not json');
    expect(loadAccount()).toBeNull();
    expect(hasApiToken()).toBe(false);
  });
});
