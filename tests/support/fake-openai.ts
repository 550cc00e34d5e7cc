/**
 * An OpenAI-compatible chat-completions server on 127.0.0.1 (an ephemeral port) for tests that must
 * not reach a network (issue 27). It replays recorded answers (ai-recordings/*.sse, in the form
 * OpenAI streams them) in the order a test queues them, and keeps every request it received so a
 * test can read what the product sent. What it can play: a streamed answer, a structured edit
 * (the recorded stream with the edit's JSON in it), an HTTP status (429 with Retry-After), an
 * answer that never comes (for the timeout), and a stream that never ends.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeAnswer =
  | { kind: 'explain' }
  | { kind: 'text'; text: string }
  | { kind: 'edit'; original: string; replacement: string; explanation?: string }
  | { kind: 'status'; status: number; retryAfter?: string; body?: string }
  | { kind: 'silent' }
  | { kind: 'endless' };

export interface ReceivedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    stream?: boolean;
    max_tokens?: number;
    messages?: { role: string; content: string }[];
  };
}

export interface FakeOpenAi {
  /** The base URL to set as AI_BASE_URL (…/v1). */
  baseUrl: string;
  /** Answers for the next requests, in order; when none is queued, the recorded explanation. */
  queue(...answers: FakeAnswer[]): void;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

const recording = (name: string): string =>
  readFileSync(new URL(`./ai-recordings/${name}.sse`, import.meta.url), 'utf8');

function chunk(content: string): string {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1764331200,
    model: 'gpt-4o-mini-2024-07-18',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  })}\n\n`;
}

/** The recorded edit stream with this edit's JSON, split across two chunks as models do. */
function editStream(original: string, replacement: string, explanation: string): string {
  const json = JSON.stringify({ original, replacement, explanation });
  const half = Math.floor(json.length / 2);
  return recording('edit')
    .replace('{{EDIT_JSON_1}}', JSON.stringify(json.slice(0, half)).slice(1, -1))
    .replace('{{EDIT_JSON_2}}', JSON.stringify(json.slice(half)).slice(1, -1));
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const part of request) text += String(part);
  return text;
}

/** `eventDelayMs`: the pause between two events of a stream (a browser test slows it to watch it arrive). */
export async function startFakeOpenAi({ eventDelayMs = 15 }: { eventDelayMs?: number } = {}): Promise<FakeOpenAi> {
  const pending: FakeAnswer[] = [];
  const received: ReceivedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const text = await readBody(request);
    let body: ReceivedRequest['body'] = {};
    try {
      body = JSON.parse(text) as ReceivedRequest['body'];
    } catch {
      // kept empty: the test reads what arrived
    }
    received.push({ path: request.url ?? '', headers: request.headers, body });
    if (request.method !== 'POST' || !(request.url ?? '').startsWith('/v1/chat/completions')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    const answer = pending.shift() ?? { kind: 'explain' };
    if (answer.kind === 'status') {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (answer.retryAfter) headers['retry-after'] = answer.retryAfter;
      response
        .writeHead(answer.status, headers)
        .end(
          answer.body ?? '{"error":{"message":"Rate limit reached","type":"requests","code":"rate_limit_exceeded"}}',
        );
      return;
    }
    if (answer.kind === 'silent') {
      hanging.add(response);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    if (answer.kind === 'endless') {
      hanging.add(response);
      const timer = setInterval(() => response.write(chunk('and more ')), 5);
      response.on('close', () => clearInterval(timer));
      return;
    }
    const stream =
      answer.kind === 'explain'
        ? recording('explain')
        : answer.kind === 'text'
          ? `${chunk(answer.text)}data: [DONE]\n\n`
          : editStream(answer.original, answer.replacement, answer.explanation ?? 'Shorter, every number kept.');
    // Sent event by event, so the product really receives a stream.
    for (const event of stream.split(/(?<=\n\n)/)) {
      response.write(event);
      await new Promise((resolve) => setTimeout(resolve, eventDelayMs));
    }
    response.end();
  };
  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    queue: (...answers) => pending.push(...answers),
    received,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
