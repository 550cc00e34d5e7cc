/**
 * A client of any OpenAI-compatible chat-completions endpoint (OpenAI, Azure OpenAI, Ollama, vLLM,
 * llama.cpp's server; docs/ai.md), on Node's fetch. It asks for a streamed answer (`stream: true`,
 * server-sent events) and yields the text as it comes. Bounded in time (one AbortSignal for the
 * whole request, joined with the caller's, so a writer who leaves stops the model) and in length
 * (the answer is cut at `maxAnswerChars` and the request ended). A refusal of the endpoint before
 * the first token (429, 401, 5xx, a timeout) is an AiFailure, so the caller can answer it with a
 * status instead of a half-written stream.
 */
import type { AiSettings } from '../config/index.ts';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export type AiFailureKind = 'rate_limited' | 'timeout' | 'refused' | 'unreachable' | 'bad_answer';

export class AiFailure extends Error {
  readonly kind: AiFailureKind;
  /** Seconds the endpoint asked us to wait (429 Retry-After), when it said. */
  readonly retryAfterSeconds: number | null;
  constructor(kind: AiFailureKind, message: string, retryAfterSeconds: number | null = null) {
    super(message);
    this.name = 'AiFailure';
    this.kind = kind;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** The caller's own cancellation (the browser went away). */
  signal?: AbortSignal;
  /** Lower than the configured bound for a short job (a title). */
  maxAnswerChars?: number;
}

export interface ChatStream {
  /** The answer's text, piece by piece, as the model writes it. */
  deltas: AsyncIterable<string>;
  /** After `deltas` ends: whether the answer was cut at the length bound. */
  truncated(): boolean;
}

/** `base/chat/completions`, keeping a query the base carries (Azure's `?api-version=`). */
export function completionsUrl(baseUrl: string): string {
  const [path, query] = baseUrl.split('?', 2) as [string, string | undefined];
  return `${path.replace(/\/+$/, '')}/chat/completions${query ? `?${query}` : ''}`;
}

/** Azure OpenAI takes its key in `api-key`; every other endpoint a bearer token. */
function authHeaders(settings: AiSettings): Record<string, string> {
  if (!settings.apiKey) return {};
  const host = new URL(completionsUrl(settings.baseUrl)).hostname;
  if (/\.(openai|cognitiveservices)\.azure\.com$/.test(host)) return { 'api-key': settings.apiKey };
  return { authorization: `Bearer ${settings.apiKey}` };
}

/** Retry-After in seconds: a number of seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

function timeoutFailure(settings: AiSettings): AiFailure {
  return new AiFailure(
    'timeout',
    `The AI model did not answer within ${Math.round(settings.timeoutMs / 1000)} seconds (AI_TIMEOUT_MS).`,
  );
}

export async function openChatStream(settings: AiSettings, request: ChatRequest): Promise<ChatStream> {
  const maxChars = Math.min(request.maxAnswerChars ?? settings.maxAnswerChars, settings.maxAnswerChars);
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  const own = new AbortController();
  const signal = AbortSignal.any([timeout, own.signal, ...(request.signal ? [request.signal] : [])]);
  let response: Response;
  try {
    response = await fetch(completionsUrl(settings.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...authHeaders(settings) },
      body: JSON.stringify({
        model: settings.model,
        messages: request.messages,
        stream: true,
        temperature: 0.2,
        // About four characters a token in English: the bound in characters is enforced below too.
        max_tokens: Math.ceil(maxChars / 4),
      }),
      signal,
    });
  } catch (error) {
    if (timeout.aborted) throw timeoutFailure(settings);
    throw new AiFailure('unreachable', `The AI model could not be reached (${(error as Error).message}).`);
  }
  if (response.status === 429) {
    const wait = retryAfterSeconds(response.headers.get('retry-after'));
    await response.body?.cancel();
    throw new AiFailure(
      'rate_limited',
      `The AI model is busy (too many requests)${wait === null ? '' : `; try again in ${wait} second${wait === 1 ? '' : 's'}`}.`,
      wait,
    );
  }
  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => '');
    throw new AiFailure(
      'refused',
      `The AI model refused the request (HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}).`,
    );
  }
  let cut = false;
  const body = response.body;
  async function* deltas(): AsyncGenerator<string> {
    let written = 0;
    try {
      for await (const payload of serverSentData(body)) {
        if (payload === '[DONE]') return;
        const piece = deltaText(payload);
        if (piece === '') continue;
        if (written + piece.length >= maxChars) {
          cut = true;
          yield piece.slice(0, maxChars - written);
          return;
        }
        written += piece.length;
        yield piece;
      }
    } catch (error) {
      if (timeout.aborted) throw timeoutFailure(settings);
      if (request.signal?.aborted) return; // the caller went away: nobody is left to tell
      if (error instanceof AiFailure) throw error;
      throw new AiFailure('unreachable', `The AI model stopped answering (${(error as Error).message}).`);
    } finally {
      own.abort(); // ends the upstream request when we stop early (length bound, caller gone)
    }
  }
  return { deltas: deltas(), truncated: () => cut };
}

/** The `data:` payloads of a server-sent event stream (WHATWG: events end at a blank line). */
async function* serverSentData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline = buffer.search(/\r\n|\r|\n/);
    while (newline >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
      if (line === '') {
        if (data.length > 0) yield data.join('\n');
        data = [];
      } else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      newline = buffer.search(/\r\n|\r|\n/);
    }
  }
  if (data.length > 0) yield data.join('\n');
}

function deltaText(payload: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    throw new AiFailure('bad_answer', 'The AI model sent an answer that is not OpenAI-compatible.');
  }
  const chunk = parsed as { choices?: { delta?: { content?: unknown } }[]; error?: { message?: unknown } };
  if (chunk.error) throw new AiFailure('refused', `The AI model reported an error: ${String(chunk.error.message)}`);
  const content = chunk.choices?.[0]?.delta?.content;
  return typeof content === 'string' ? content : '';
}

/** The whole answer as one string (edit suggestions are read whole before anything is shown). */
export async function completeChat(settings: AiSettings, request: ChatRequest): Promise<string> {
  const stream = await openChatStream(settings, request);
  let text = '';
  for await (const piece of stream.deltas) text += piece;
  return text;
}
