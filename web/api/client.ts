/**
 * The one request helper (SPEC §7): attaches the API token, sends JSON or form data, and checks
 * every answer against the server's own schema for it (src/contract/api) before the app sees it.
 * Failures raise ApiError with the server's `{detail}` when there is one, else 'HTTP error! status:
 * {code}' (SPEC §8); an answer of the wrong shape raises ApiError with UNREADABLE_ANSWER, so a
 * changed or broken answer is a sentence on the page, never a crash deeper in a component.
 *
 * The check is TypeBox's interpretive Value.Check: its compiler builds functions with
 * `new Function`, which the page's Content-Security-Policy forbids (docs/web.md "Typed answers").
 */
import { FormatRegistry, type Static, type TSchema, Type, TypeRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { clearApiToken, requireApiToken } from '../auth/token-store.ts';

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

/** What the writer reads when an answer does not have the shape its schema promises. */
export const UNREADABLE_ANSWER = "The server's answer could not be read. Reload the page and try again.";

/** The answer of a 204 (No Content): nothing. */
export const NoContent = Type.Undefined();

// ISO 8601 as the server writes it (Date#toISOString, or with an offset), and a real date.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i;
if (!FormatRegistry.Has('date-time'))
  FormatRegistry.Set('date-time', (value) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)));

// Type.Unsafe without its own kind is a raw JSON Schema the server serialises as it is (a format's
// config: a JSON object kept without `type`, so it is written in one JSON.stringify). Value.Check
// refuses a kind it does not know; read it as JSON Schema does: its `type`, when it has one, else any value.
if (!TypeRegistry.Has('Unsafe')) TypeRegistry.Set('Unsafe', (schema, value) => matchesJsonType(schema, value));

function matchesJsonType(schema: unknown, value: unknown): boolean {
  const type = typeof schema === 'object' && schema !== null && 'type' in schema ? schema.type : undefined;
  if (type === undefined) return true;
  const kinds = Array.isArray(type) ? type : [type];
  return kinds.some((kind) => {
    switch (kind) {
      case 'object':
        return typeof value === 'object' && value !== null && !Array.isArray(value);
      case 'array':
        return Array.isArray(value);
      case 'null':
        return value === null;
      case 'integer':
        return Number.isInteger(value);
      default:
        return typeof value === kind;
    }
  });
}

/** The payload as its schema's type, else the ApiError every caller shows ("could not be read"). */
export function answerOf<S extends TSchema>(schema: S, status: number, payload: unknown, what: string): Static<S> {
  if (Value.Check(schema, payload)) return payload;
  // For whoever opens the console: which answer it was; the writer reads UNREADABLE_ANSWER.
  console.error(`The answer of ${what} does not match its schema`, payload);
  throw new ApiError(status, UNREADABLE_ANSWER, payload);
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

/** Calls /api{path} and returns its answer checked against `schema` (NoContent for a 204). */
export async function apiRequest<S extends TSchema>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<Static<S>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (!options.anonymous) headers.authorization = `Bearer ${requireApiToken()}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const method = options.method ?? 'GET';
  const response = await fetch(`/api${path}`, { method, headers, body, signal: options.signal });
  const payload = response.status === 204 ? undefined : await readBody(response);
  if (!response.ok) throw refusal(response.status, payload, options.anonymous === true);
  return answerOf(schema, response.status, payload, `${method} /api${path}`);
}

/** JSON when the server says JSON (text when it does not parse, so a check refuses it), else text. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  return (response.headers.get('content-type') ?? '').includes('application/json') ? jsonOrText(text) : text;
}

/** The value `text` holds as JSON, or the text itself when it does not parse (which no answer schema accepts). */
export function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
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
    const detail = payload.detail;
    if (typeof detail === 'string' && detail.trim()) return detail;
  }
  return undefined;
}
