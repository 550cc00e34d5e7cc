/**
 * The one HTTP client of the API tests: a real fetch against a running server with the caller's
 * bearer token. `call` answers the parsed body typed by the caller (the API suites); `apiFor`
 * binds a base URL and a token and also keeps the raw bytes (the workflow suites, which download
 * Word files and PDFs); `runToEnd` polls a check run to its result.
 */
import type { CheckResult, CheckRunAnswer } from '../../src/contract/checks.ts';

/** Anything with a base URL (a TestServer, or a second instance's address). */
export type Target = { url: string } | string;

export interface CallOptions {
  token?: string | null;
  json?: unknown;
  rawBody?: string;
  form?: FormData;
  headers?: Record<string, string>;
  /** Abort after this many milliseconds (default: no limit beyond the test's own timeout). */
  timeoutMs?: number;
}

export interface Answer<T = { detail: string }> {
  status: number;
  body: T;
  headers: Headers;
  bytes: Buffer;
}

function baseUrl(target: Target): string {
  return typeof target === 'string' ? target : target.url;
}

export async function call<T = { detail: string }>(
  target: Target,
  method: string,
  urlPath: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.rawBody !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = options.rawBody;
  } else if (options.form) {
    body = options.form;
  }
  const signal = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined;
  const response = await fetch(`${baseUrl(target)}${urlPath}`, { method, headers, body, signal });
  const bytes = Buffer.from(await response.arrayBuffer());
  let parsed: unknown = bytes.toString('utf8');
  if ((response.headers.get('content-type') ?? '').includes('json') && bytes.length > 0)
    parsed = JSON.parse(parsed as string);
  return { status: response.status, body: parsed as T, headers: response.headers, bytes };
}

export type Api = (
  method: string,
  url: string,
  body?: unknown,
  // biome-ignore lint/suspicious/noExplicitAny: the workflow tests read the API's JSON answers field by field
) => Promise<{ status: number; json: any; bytes: Buffer; headers: Headers }>;

/** A client bound to one server and one user's token; JSON bodies, a minute's limit per request. */
export function apiFor(target: Target, token: string): Api {
  return async (method, url, body) => {
    const answer = await call<unknown>(target, method, url, { token, json: body, timeoutMs: 60_000 });
    const json = (answer.headers.get('content-type') ?? '').includes('json') ? answer.body : null;
    return { status: answer.status, json, bytes: answer.bytes, headers: answer.headers };
  };
}

/**
 * Runs a check on a session and polls it to its result (every 100 ms, at most `polls` times):
 * the suites' one way to get a completed run; throws with the answer when it did not complete.
 */
export async function runToEnd(api: Api, checkId: string, sessionId: number, polls = 300): Promise<CheckResult> {
  let answer = await api('POST', `/api/checks/${checkId}/?session_id=${sessionId}`, {});
  for (let i = 0; i < polls && answer.json.status === 'queued'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer = await api('POST', `/api/checks/${checkId}/?session_id=${sessionId}`, answer.json.payload);
  }
  const json = answer.json as CheckRunAnswer;
  if (json.status !== 'completed') throw new Error(`the check did not complete: ${JSON.stringify(json)}`);
  return json.result;
}
