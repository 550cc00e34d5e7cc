/**
 * Uploads with honest progress (issue 18). fetch cannot tell when the request body has been sent,
 * so uploads go through XMLHttpRequest: `sending` with the bytes sent so far, then `checking` once
 * every byte is out and the server is reading the files, until it answers. A 503 (the server's
 * read queue is full) is retried automatically after the Retry-After the server gives, showing
 * `busy` meanwhile; other answers behave as apiRequest's (ApiError with the server's detail, a 401
 * signs out, a success checked against its schema).
 */
import type { Static, TSchema } from '@sinclair/typebox';
import { requireApiToken } from '../auth/token-store.ts';
import { type ApiError, answerOf, jsonOrText, refusal } from './client.ts';

export type UploadProgress =
  | { phase: 'sending'; sent: number; total: number }
  | { phase: 'checking' }
  | { phase: 'busy'; retryInSeconds: number; attempt: number };

/** Retries after 503 before giving up with the server's answer. */
const MAX_BUSY_RETRIES = 6;
/** When the server sends no usable Retry-After. */
export const DEFAULT_RETRY_SECONDS = 5;
/** A Retry-After longer than this is capped: the writer is watching the dialog. */
export const MAX_RETRY_SECONDS = 60;

/** Seconds to wait from a Retry-After header: delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (header) {
    const trimmed = header.trim();
    const seconds = /^\d+$/.test(trimmed) ? Number(trimmed) : (Date.parse(trimmed) - now) / 1000;
    if (Number.isFinite(seconds)) return Math.min(MAX_RETRY_SECONDS, Math.max(1, Math.ceil(seconds)));
  }
  return DEFAULT_RETRY_SECONDS;
}

class ServerBusy extends Error {
  readonly retryInSeconds: number;
  readonly answer: ApiError;
  constructor(retryInSeconds: number, answer: ApiError) {
    super('Server busy');
    this.retryInSeconds = retryInSeconds;
    this.answer = answer;
  }
}

/**
 * POSTs a form to /api{path} with the token, reporting progress, retrying while the server is busy;
 * the answer is checked against `schema`.
 */
export async function uploadForm<S extends TSchema>(
  path: string,
  form: FormData,
  schema: S,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<Static<S>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await sendOnce(path, form, schema, onProgress, signal);
    } catch (error) {
      if (!(error instanceof ServerBusy)) throw error;
      if (attempt > MAX_BUSY_RETRIES) throw error.answer;
      onProgress({ phase: 'busy', retryInSeconds: error.retryInSeconds, attempt });
      await sleep(error.retryInSeconds * 1000, signal);
    }
  }
}

function sendOnce<S extends TSchema>(
  path: string,
  form: FormData,
  schema: S,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<Static<S>> {
  const token = requireApiToken();
  return new Promise<Static<S>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.loaded < event.total)
        onProgress({ phase: 'sending', sent: event.loaded, total: event.total });
    });
    // Every byte is out: from here on the server is reading and checking the files.
    xhr.upload.addEventListener('load', () => onProgress({ phase: 'checking' }));
    xhr.addEventListener('load', () => {
      const type = xhr.getResponseHeader('content-type') ?? '';
      // An unreadable JSON body is kept as text: the status still decides, and a check refuses it.
      const payload: unknown =
        xhr.status === 204
          ? undefined
          : type.includes('application/json')
            ? jsonOrText(xhr.responseText)
            : xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(answerOf(schema, xhr.status, payload, `POST /api${path}`));
        } catch (error) {
          reject(error);
        }
      } else if (xhr.status === 503)
        reject(new ServerBusy(retryAfterSeconds(xhr.getResponseHeader('retry-after')), refusal(503, payload)));
      else reject(refusal(xhr.status, payload));
    });
    xhr.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    onProgress({ phase: 'sending', sent: 0, total: totalSize(form) });
    xhr.send(form);
  });
}

function totalSize(form: FormData): number {
  let total = 0;
  for (const [, value] of form) total += typeof value === 'string' ? value.length : value.size;
  return total;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The upload was cancelled.', 'AbortError'));
    const id = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(id);
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
      },
      { once: true },
    );
  });
}
