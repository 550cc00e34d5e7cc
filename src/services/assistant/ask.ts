/**
 * A question to the AI Assistant, answered as it is written (issue 27): explain a finding, draft a
 * statement from the facts the writer typed, or answer the writer's own question, in the session's
 * context. Refusals of the model before its first word (429, timeout) are thrown as AppErrors, so
 * the route answers them with a status; later ones end the stream with an error event. The answer
 * is text for the writer to read: nothing in it changes the manuscript.
 */
import type { Kysely } from 'kysely';
import type { CurrentUser } from '../../contract/current-user.ts';
import { openChatStream } from '../../ai/chat-client.ts';
import { assistantMessages, type AssistantContext } from '../../ai/prompt.ts';
import type { AiSettings } from '../../config/index.ts';
import type { AskBody, AskEvent } from '../../contract/api/assistant.ts';
import type { WorkPool } from '../../jobs/work-pool.ts';
import type { BlobStore } from '../../store/blob/blob-store.ts';
import type { Database } from '../../store/schema.ts';
import type { AuditLog } from '../audit.ts';
import { usableAssistant } from './availability.ts';
import { aiFailureError, outcomeOf } from './failures.ts';
import { loadSessionContext, placePassage } from './session-context.ts';
import { recordAiUse } from './usage-audit.ts';

export interface AssistantDeps {
  db: Kysely<Database>;
  blobs: BlobStore;
  audit: AuditLog;
  ai: AiSettings | null;
  /** The server's work pool: the latest version is read there, never on the request thread. */
  work: WorkPool;
}

/** One event of the answer's stream; its shapes are the contract's (AskEvents), which the web app checks. */
export type { AskEvent };

export async function askAssistant(
  deps: AssistantDeps,
  user: CurrentUser,
  sessionId: number,
  body: AskBody,
  signal?: AbortSignal,
): Promise<AsyncIterable<AskEvent>> {
  const { ai, logText } = await usableAssistant(deps.db, deps.ai, user);
  const session = await loadSessionContext(deps, user, sessionId);
  const placed = body.passage ? placePassage(session.manuscript, body.passage) : null;
  const context: AssistantContext = {
    passage: placed?.text ?? '',
    section: placed?.section ?? null,
    finding: body.finding
      ? { checkName: body.finding.check_name, reasoning: body.finding.reasoning, original: body.finding.original }
      : null,
    formatName: session.formatName,
    formatRules: session.formatRules,
  };
  const messages = assistantMessages({ action: body.action, question: body.question, facts: body.facts }, context);
  const sentText = messages.map((m) => m.content).join('\n');
  const started = Date.now();
  const audit = (outcome: string, receivedText: string) =>
    recordAiUse(
      deps,
      user,
      {
        sessionId: session.session.id,
        action: body.action,
        model: ai.model,
        sentChars: sentText.length,
        receivedChars: receivedText.length,
        ms: Date.now() - started,
        outcome,
        // The system message is the same every time: the text worth keeping is the user's part.
        sentText: messages.at(-1)?.content ?? '',
        receivedText,
      },
      logText,
    );
  let stream: Awaited<ReturnType<typeof openChatStream>>;
  try {
    stream = await openChatStream(ai, { messages, signal });
  } catch (error) {
    await audit(outcomeOf(error), '');
    throw aiFailureError(error) ?? error;
  }
  async function* events(): AsyncGenerator<AskEvent> {
    let received = '';
    let outcome = 'cancelled';
    try {
      for await (const text of stream.deltas) {
        received += text;
        yield { event: 'delta', text };
      }
      if (signal?.aborted) return; // the writer stopped it or left: `cancelled` on the audit trail
      outcome = stream.truncated() ? 'truncated' : 'answered';
      yield { event: 'done', truncated: stream.truncated(), model: ai.model };
    } catch (error) {
      outcome = outcomeOf(error);
      yield { event: 'error', detail: aiFailureError(error)?.detail ?? 'The AI model stopped answering.' };
    } finally {
      await audit(outcome, received);
    }
  }
  return events();
}
