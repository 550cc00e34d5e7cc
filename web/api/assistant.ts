/**
 * The AI Assistant's calls (issue 27; src/contract/api/assistant.ts): its status, a question whose
 * answer is read as it streams (server-sent events over a POST, so through fetch's reader — an
 * EventSource cannot send a body or the token), an edit proposal, and the admins' tenant switch.
 */
import {
  type AskBody,
  AskEvents,
  AssistantStatus,
  SuggestAnswer,
  type SuggestBody,
  TenantAssistantAnswer,
  type TenantAssistantSettings,
} from '../../src/contract/api/assistant.ts';
import { requireApiToken } from '../auth/token-store.ts';
import { answerOf, apiRequest, jsonOrText, readBody, refusal } from './client.ts';

export const assistantKeys = {
  status: ['assistant', 'status'] as const,
  tenant: ['assistant', 'tenant'] as const,
};

export interface AskCallbacks {
  onText(text: string): void;
  onDone(done: { truncated: boolean; model: string }): void;
  onError(detail: string): void;
}

/**
 * One `event:`/`data:` block of the stream, checked against its event's schema and handed to the
 * callbacks; an event of another name is skipped, one that is not its shape is an ApiError
 * (UNREADABLE_ANSWER) that ends the answer.
 */
function dispatch(block: string, callbacks: AskCallbacks): void {
  const event = /^event: (.*)$/m.exec(block)?.[1];
  const data = /^data: (.*)$/m.exec(block)?.[1];
  if (!event || data === undefined) return;
  const what = `the assistant's ${event} event`;
  if (event === 'delta') callbacks.onText(answerOf(AskEvents.delta, 200, jsonOrText(data), what).text);
  else if (event === 'done') {
    const { truncated, model } = answerOf(AskEvents.done, 200, jsonOrText(data), what);
    callbacks.onDone({ truncated, model });
  } else if (event === 'error') callbacks.onError(answerOf(AskEvents.error, 200, jsonOrText(data), what).detail);
}

export const assistantApi = {
  status: () => apiRequest('/assistant/status', AssistantStatus),
  /** Streams the answer into the callbacks; rejects (ApiError) when the server refuses before it starts or an event cannot be read. */
  async ask(sessionId: number, body: AskBody, callbacks: AskCallbacks, signal?: AbortSignal): Promise<void> {
    const response = await fetch(`/api/assistant/ask?session_id=${sessionId}`, {
      method: 'POST',
      headers: {
        accept: 'text/event-stream',
        'content-type': 'application/json',
        authorization: `Bearer ${requireApiToken()}`,
      },
      body: JSON.stringify(body),
      signal,
    });
    if (!response.ok || !response.body) throw refusal(response.status, await readBody(response));
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          dispatch(buffer.slice(0, end), callbacks);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch (error) {
      // An unreadable event ends the answer: stop reading (and the server's model with it).
      await reader.cancel().catch(() => undefined);
      throw error;
    }
  },
  suggest: (sessionId: number, body: SuggestBody) =>
    apiRequest(`/assistant/suggest?session_id=${sessionId}`, SuggestAnswer, { method: 'POST', json: body }),
  tenant: () => apiRequest('/admin/assistant', TenantAssistantAnswer),
  saveTenant: (settings: TenantAssistantSettings) =>
    apiRequest('/admin/assistant', TenantAssistantAnswer, { method: 'PUT', json: settings }),
};
