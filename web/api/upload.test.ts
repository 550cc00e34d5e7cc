import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearApiToken, saveApiToken } from '../auth/token-store.ts';
import { documentItem } from '../test/answers.ts';
import { FetchXhr } from '../test/fetch-xhr.ts';
import { ApiError, UNREADABLE_ANSWER } from './client.ts';
import { api } from './endpoints.ts';
import { DEFAULT_RETRY_SECONDS, MAX_RETRY_SECONDS, retryAfterSeconds } from './upload.ts';

describe('Retry-After', () => {
  it('reads delta-seconds and HTTP dates, at least 1 s and at most a minute', () => {
    expect(retryAfterSeconds('3')).toBe(3);
    expect(retryAfterSeconds('0')).toBe(1);
    expect(retryAfterSeconds('3600')).toBe(MAX_RETRY_SECONDS);
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(retryAfterSeconds('Wed, 25 Nov 2026 10:00:07 GMT', now)).toBe(7);
  });
  it('waits the default when the server gives no usable value', () => {
    expect(retryAfterSeconds(null)).toBe(DEFAULT_RETRY_SECONDS);
    expect(retryAfterSeconds('soon')).toBe(DEFAULT_RETRY_SECONDS);
  });
});

describe('the upload answer is checked against its schema', () => {
  afterEach(() => {
    clearApiToken();
    vi.unstubAllGlobals();
  });

  const docx = (name: string) => new File([new Uint8Array(10)], name);
  function answer(status: number, body: unknown) {
    saveApiToken('test-token');
    vi.stubGlobal('XMLHttpRequest', FetchXhr);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
      ),
    );
  }

  it('a stored pair comes back as the document; a refused pair as the issues to show', async () => {
    answer(201, { status: 'ok', issues: [], document: documentItem(5) });
    const stored = await api.documents.upload(docx('t.docx'), docx('m.docx'));
    expect(stored.document?.filename).toBe('manuscript.docx');
    answer(422, {
      status: 'failed',
      issues: ['Original document: This file is password-protected.'],
      document: null,
      detail: 'Validation errors found: Original document: This file is password-protected.',
    });
    const refused = await api.documents.upload(docx('t.docx'), docx('m.docx'));
    expect(refused).toMatchObject({
      status: 'failed',
      issues: ['Original document: This file is password-protected.'],
    });
  });

  it('an answer of the wrong shape is the ApiError with the sentence', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(201, { status: 'ok', issues: [], document: { id: 5 } });
    const error = await api.documents.upload(docx('t.docx'), docx('m.docx')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 201, detail: UNREADABLE_ANSWER });
  });
});
