/**
 * The AI Assistant's calls (issue 27; src/contract/api/assistant.ts): its status, a question whose
 * answer is read as it streams (server-sent events over a POST, so through fetch's reader — an
 * EventSource cannot send a body or the token), an edit proposal, and the admins' tenant switch.
 */
import type {
  AskBody,
  AssistantStatus,
  SuggestAnswer,
  SuggestBody,
  TenantAssistantAnswer,
  TenantAssistantSettings,
} from '../../src/contract/api/assistant.ts';
import { requireApiToken } from '../auth/token-store.ts';
import { apiRequest, refusal } from './client.ts';

export const assistantKeys = {
  status: ['assistant', 'status'] as const,
  tenant: ['assistant', 'tenant'] as const,
};

export interface AskCallbacks {
  onText(text: string): void;
  onDone(done: { truncated: boolean; model: string }): void;
  onError(detail: string): void;
}

/** One `event:`/`data:` block of the stream, handed to the callbacks. */
function dispatch(block: string, callbacks: AskCallbacks): void {
  const event = /^event: (.*)$/m.exec(block)?.[1];
  const data = /^data: (.*)$/m.exec(block)?.[1];
  if (!event || data === undefined) return;
  const payload = JSON.parse(data) as Record<string, unknown>;
  if (event === 'delta') callbacks.onText(String(payload.text ?? ''));
  else if (event === 'done') callbacks.onDone({ truncated: payload.truncated === true, model: String(payload.model) });
  else if (event === 'error') callbacks.onError(String(payload.detail ?? 'The AI model stopped answering.'));
}

export const assistantApi = {
  status: () => apiRequest<AssistantStatus>('/assistant/status'),
  /** Streams the answer into the callbacks; rejects (ApiError) when the server refuses before it starts. */
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
    if (!response.ok || !response.body) {
      const type = response.headers.get('content-type') ?? '';
      throw refusal(response.status, type.includes('json') ? await response.json() : await response.text());
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
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
  },
  suggest: (sessionId: number, body: SuggestBody) =>
    apiRequest<SuggestAnswer>(`/assistant/suggest?session_id=${sessionId}`, { method: 'POST', json: body }),
  tenant: () => apiRequest<TenantAssistantAnswer>('/admin/assistant'),
  saveTenant: (settings: TenantAssistantSettings) =>
    apiRequest<TenantAssistantAnswer>('/admin/assistant', { method: 'PUT', json: settings }),
};
