import '../../test/jsdom-polyfills.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { UploadDialog } from './UploadDialog.tsx';
import { saveApiToken, clearApiToken } from '../../auth/token-store.ts';
import { documentItem } from '../../test/answers.ts';
import { FetchXhr } from '../../test/fetch-xhr.ts';

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <button type="button" onClick={() => setOpen(true)}>
        reopen
      </button>
      <UploadDialog open={open} onOpenChange={setOpen} />
    </QueryClientProvider>
  );
}

const docx = (name: string) =>
  new File([new Uint8Array(3000)], name, {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function chooseBoth() {
  await userEvent.upload(screen.getByLabelText('Template document file'), docx('template.docx'));
  await userEvent.upload(screen.getByLabelText('Original document file'), docx('manuscript.docx'));
}

beforeEach(() => {
  saveApiToken('test-token');
  // Uploads go through XMLHttpRequest (honest progress); it hands each request to the fetch stub.
  vi.stubGlobal('XMLHttpRequest', FetchXhr);
});
afterEach(() => {
  cleanup();
  clearApiToken();
  vi.unstubAllGlobals();
});

describe('Upload dialog', () => {
  it('needs both files, then sends them as original_file and template_file with the token', async () => {
    const fetchMock = vi.fn(async () => json(201, { status: 'ok', issues: [], document: documentItem(1) }));
    vi.stubGlobal('fetch', fetchMock);
    render(<Harness />);
    const save = screen.getByRole('button', { name: 'Save & close' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    // Issue 26: the disabled Save says why, beside it and as its accessible description.
    expect(screen.getByRole('button', { name: 'Save & close', description: 'Add both documents to save.' })).toBe(save);
    await userEvent.upload(screen.getByLabelText('Template document file'), docx('template.docx'));
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Add the original document to save.')).toBeTruthy();
    await userEvent.upload(screen.getByLabelText('Original document file'), docx('manuscript.docx'));
    expect((save as HTMLButtonElement).disabled).toBe(false);
    expect(save.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(/to save\.$/)).toBeNull();
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/documents/');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer test-token');
    const form = init.body as FormData;
    expect((form.get('original_file') as File).name).toBe('manuscript.docx');
    expect((form.get('template_file') as File).name).toBe('template.docx');
  });

  it('on status "failed" shows "Validation errors found" with the issues and stays open', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(422, {
          status: 'failed',
          issues: ['Original document: This file is password-protected.'],
          document: null,
          detail: 'x',
        }),
      ),
    );
    render(<Harness />);
    await chooseBoth();
    await userEvent.click(screen.getByRole('button', { name: 'Save & close' }));
    expect(await screen.findByText('Validation errors found')).toBeTruthy();
    expect(screen.getByText('Original document: This file is password-protected.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByText('manuscript.docx')).toBeTruthy();
  });

  it("shows the server's detail, or 'HTTP error! status: N' when there is none", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(413, { detail: 'The file is larger than 25 MB.' })),
    );
    render(<Harness />);
    await chooseBoth();
    await userEvent.click(screen.getByRole('button', { name: 'Save & close' }));
    expect(await screen.findByText('The file is larger than 25 MB.')).toBeTruthy();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('bad gateway', { status: 502 })),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save & close' }));
    expect(await screen.findByText('HTTP error! status: 502')).toBeTruthy();
  });

  it('shows "Saving..." while busy and clears both slots when closed', async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((r) => (answer = r))),
    );
    render(<Harness />);
    await chooseBoth();
    await userEvent.click(screen.getByRole('button', { name: 'Save & close' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeTruthy();
    answer(json(422, { status: 'failed', issues: ['bad'], document: null }));
    await screen.findByText('Validation errors found');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'reopen' }));
    expect(screen.queryByText('manuscript.docx')).toBeNull();
    expect(screen.queryByText('Validation errors found')).toBeNull();
  });

  it("raises 'No access token found' when no token is stored", async () => {
    clearApiToken();
    vi.stubGlobal('fetch', vi.fn());
    render(<Harness />);
    await chooseBoth();
    await userEvent.click(screen.getByRole('button', { name: 'Save & close' }));
    expect(await screen.findByText('No access token found')).toBeTruthy();
  });

  it('after the bytes are sent shows "Checking the files…" until the server answers, never 100 % early', async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((r) => (answer = r))),
    );
    render(<Harness />);
    await chooseBoth();
    await userEvent.click(screen.getByRole('button', { name: 'Save & close' }));
    expect(await screen.findByText('Checking the files…')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuetext')).toBe('Checking the files…');
    expect(screen.getByRole('dialog')).toBeTruthy();
    answer(json(201, { status: 'ok', issues: [], document: documentItem(1) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('on 503 shows "Server busy, retrying…" and sends again after Retry-After', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ detail: 'busy' }), {
          status: 503,
          headers: { 'content-type': 'application/json', 'retry-after': '1' },
        }),
      )
      .mockResolvedValueOnce(json(201, { status: 'ok', issues: [], document: documentItem(1) }));
    vi.stubGlobal('fetch', fetchMock);
    render(<Harness />);
    await chooseBoth();
    await userEvent.click(screen.getByRole('button', { name: 'Save & close' }));
    expect(await screen.findByText('Server busy, retrying…')).toBeTruthy();
    expect(screen.getByText('Trying again in 1 s (attempt 2).')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const form = (fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].body as FormData;
    expect((form.get('original_file') as File).name).toBe('manuscript.docx');
  });

  it('Cancel stops an upload waiting to retry: nothing more is sent', async () => {
    const fetchMock = vi.fn(
      async () => new Response('busy', { status: 503, headers: { 'content-type': 'text/plain', 'retry-after': '1' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<Harness />);
    await chooseBoth();
    await userEvent.click(screen.getByRole('button', { name: 'Save & close' }));
    await screen.findByText('Server busy, retrying…');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((r) => setTimeout(r, 1500));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
