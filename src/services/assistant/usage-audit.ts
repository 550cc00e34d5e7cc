/**
 * Every request to the model goes to the audit trail (issue 27): who, which model, what for, how
 * much was sent and received, how long it took and how it ended — not the text, unless the
 * organisation opted in (tenants.ai_log_text), and then clipped so the event stays within the
 * audit log's bound. Target `session:N`, so the logbook's "AI use" sheet lists a session's uses.
 */
import type { Kysely } from 'kysely';
import type { CurrentUser } from '../../contract/current-user.ts';
import type { Database } from '../../store/schema.ts';
import type { AuditLog } from '../audit.ts';

export const AI_USE_ACTION = 'assistant.request';

/** Room each text gets in an opted-in event (the whole event is bounded at 4096 characters). */
const LOGGED_TEXT_CHARS = 1500;

export interface AiUse {
  sessionId: number;
  action: string;
  model: string;
  sentChars: number;
  receivedChars: number;
  ms: number;
  /** answered, truncated, rate_limited, timeout, refused, unreachable, bad_answer, cancelled, no_edit */
  outcome: string;
  /** Only recorded when the organisation opted in. */
  sentText?: string;
  receivedText?: string;
}

function clip(text: string): string {
  return text.length <= LOGGED_TEXT_CHARS ? text : `${text.slice(0, LOGGED_TEXT_CHARS)}…`;
}

export async function recordAiUse(
  ctx: { db: Kysely<Database>; audit: AuditLog },
  user: CurrentUser,
  use: AiUse,
  logText: boolean,
): Promise<void> {
  await ctx.audit.record(ctx.db, {
    tenantId: user.tenantId,
    userId: user.id,
    action: AI_USE_ACTION,
    target: `session:${use.sessionId}`,
    details: {
      action: use.action,
      model: use.model,
      sent_chars: use.sentChars,
      received_chars: use.receivedChars,
      ms: use.ms,
      outcome: use.outcome,
      ...(logText ? { sent_text: clip(use.sentText ?? ''), received_text: clip(use.receivedText ?? '') } : {}),
    },
  });
}
