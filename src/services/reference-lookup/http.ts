/**
 * One JSON request to a bibliographic service: paced (pacer.ts), with a time limit, retried with
 * back-off on 429 and 5xx (honouring Retry-After), and an answer that is either the JSON (200),
 * "no such record" (404) or `Unanswered` — never a guess.
 */
import type { RequestPacer } from './pacer.ts';

/** The service gave no usable answer: unreachable, timed out, or still refusing after the retries. */
export class Unanswered extends Error {
  /** True when the service could not be reached at all (connection refused, no route, DNS, time-out). */
  readonly unreachable: boolean;
  constructor(message: string, unreachable: boolean) {
    super(message);
    this.name = 'Unanswered';
    this.unreachable = unreachable;
  }
}

export type JsonAnswer = { status: 200; body: unknown } | { status: 404 };

export interface RequestOptions {
  pacer: RequestPacer;
  headers: Record<string, string>;
  timeoutMs: number;
  /** Retries after a 429 or 5xx. */
  retries: number;
  /** Epoch ms after which no retry is waited for. */
  deadline: number;
  fetch: typeof fetch;
}

const MAX_RETRY_WAIT_MS = 20_000;

/** Retry-After as seconds or an HTTP date, in ms; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function backoffMs(attempt: number): number {
  return 500 * 2 ** attempt + Math.floor(Math.random() * 250);
}

export async function getJson(url: string, options: RequestOptions): Promise<JsonAnswer> {
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await options.pacer.run(() =>
        options.fetch(url, { headers: options.headers, signal: AbortSignal.timeout(options.timeoutMs) }),
      );
    } catch (error) {
      // Refused, unroutable, unresolvable or silent past the time limit: not retried — a closed
      // network does not open in a second, and the check must answer quickly.
      const why = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not connect';
      throw new Unanswered(`${new URL(url).host} ${why}`, true);
    }
    if (response.status === 200) {
      try {
        return { status: 200, body: await response.json() };
      } catch {
        throw new Unanswered(`${new URL(url).host} answered something other than JSON`, false);
      }
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return { status: 404 };
    }
    await response.body?.cancel();
    const retriable = response.status === 429 || response.status >= 500;
    const wait = retryAfterMs(response.headers.get('retry-after')) ?? backoffMs(attempt);
    if (!retriable || attempt >= options.retries || wait > MAX_RETRY_WAIT_MS || Date.now() + wait > options.deadline) {
      throw new Unanswered(`${new URL(url).host} answered ${response.status}`, response.status >= 500);
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
