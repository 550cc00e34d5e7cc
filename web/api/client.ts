/**
 * The one request helper (SPEC §7): attaches the API token, sends JSON or form data, returns
 * nothing for 204, parses JSON answers and otherwise returns text. Failures raise ApiError with
 * the server's `{detail}` when there is one, else 'HTTP error! status: {code}' (SPEC §8).
 */
import { requireApiToken, clearApiToken } from '../auth/token-store.ts';

export class ApiError extends Error {
  readonly status: number;
  /** The server's own message, when it sent one. */
  readonly detail: string | undefined;
  readonly body: unknown;

  constructor(status: number, detail: string | undefined, body: unknown) {
    super(detail ?? `HTTP error! status: ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.body = body;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
  form?: FormData;
  /** Sign-in calls go without a token. */
  anonymous?: boolean;
  signal?: AbortSignal;
}

/** Called when the server says the token is no longer valid, so the app can return to the welcome page. */
let onUnauthorized: (() => void) | null = null;
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (!options.anonymous) headers.authorization = `Bearer ${requireApiToken()}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`/api${path}`, {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
  });
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  const payload: unknown = type.includes('application/json') ? await response.json() : await response.text();
  if (!response.ok) throw refusal(response.status, payload, options.anonymous === true);
  return payload as T;
}

/** The error for a failed answer; a 401 on a signed-in call also signs out (token cleared, welcome page). */
export function refusal(status: number, payload: unknown, anonymous = false): ApiError {
  if (status === 401 && !anonymous) {
    clearApiToken();
    onUnauthorized?.();
  }
  return new ApiError(status, detailOf(payload), payload);
}

function detailOf(payload: unknown): string | undefined {
  if (payload && typeof payload === 'object' && 'detail' in payload) {
    const detail = (payload as { detail: unknown }).detail;
    if (typeof detail === 'string' && detail.trim()) return detail;
  }
  return undefined;
}
