/**
 * The AI Assistant's API (issue 27; docs/ai.md): whether it is available, a question answered as a
 * stream of server-sent events, an edit proposed as a finding the writer accepts and applies
 * through the checks' apply (`POST /api/checks/ai-assistant/apply`), and the tenant switch.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ResultItemSchema } from './check-results.ts';

/** Apply's check id for the assistant's proposed edits: the same apply path as every check. */
export const ASSISTANT_CHECK_ID = 'ai-assistant';

export const AssistantStatus = Type.Object({
  configured: Type.Boolean({ description: 'The server has AI_BASE_URL and AI_MODEL' }),
  enabled: Type.Boolean({ description: 'Configured, and not switched off for the organisation' }),
  model: Type.Union([Type.String(), Type.Null()]),
  detail: Type.Union([Type.String(), Type.Null()], {
    description: 'Why the assistant is unavailable and what to set; null when it is available',
  }),
});
export type AssistantStatus = Static<typeof AssistantStatus>;

const Passage = Type.Object({
  text: Type.String({ minLength: 1, maxLength: 20_000, description: 'The passage exactly as the preview shows it' }),
  start: Type.Optional(Type.Integer({ minimum: 0, description: 'Where it starts in the preview text' })),
  end: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type Passage = Static<typeof Passage>;

export const AskBody = Type.Object({
  action: Type.Union([Type.Literal('ask'), Type.Literal('explain'), Type.Literal('draft')]),
  question: Type.String({ maxLength: 4000 }),
  passage: Type.Optional(Passage),
  finding: Type.Optional(
    Type.Object({
      check_name: Type.String({ maxLength: 200 }),
      reasoning: Type.String({ maxLength: 4000 }),
      original: Type.String({ maxLength: 20_000 }),
    }),
  ),
  facts: Type.Optional(Type.String({ maxLength: 8000, description: 'draft: the facts the statement may use' })),
});
export type AskBody = Static<typeof AskBody>;

/**
 * The `data:` of each server-sent event of an answer (`event: delta`, `done` or `error`): the
 * service writes these shapes and the web app checks each event against them.
 */
export const AskEvents = {
  delta: Type.Object({ text: Type.String({ description: 'The next piece of the answer' }) }),
  done: Type.Object({
    truncated: Type.Boolean({ description: 'The model stopped at its length limit' }),
    model: Type.String(),
  }),
  error: Type.Object({ detail: Type.String({ description: 'Why the answer stopped, in words' }) }),
};
export type AskEvent =
  | ({ event: 'delta' } & Static<typeof AskEvents.delta>)
  | ({ event: 'done' } & Static<typeof AskEvents.done>)
  | ({ event: 'error' } & Static<typeof AskEvents.error>);

export const SuggestBody = Type.Object({
  action: Type.Union([Type.Literal('shorten'), Type.Literal('title-case'), Type.Literal('rewrite')]),
  passage: Passage,
  words: Type.Optional(Type.Integer({ minimum: 1, maximum: 5000, description: 'shorten: the most words' })),
  instruction: Type.Optional(Type.String({ maxLength: 4000 })),
});
export type SuggestBody = Static<typeof SuggestBody>;

export const SuggestAnswer = Type.Object({
  check_url: Type.Literal(`/checks/${ASSISTANT_CHECK_ID}`),
  finding: ResultItemSchema,
  explanation: Type.String(),
  flags: Type.Array(Type.String(), {
    description: 'What the edit brings in that the passage does not have (numbers, citations, names)',
  }),
  model: Type.String(),
});
export type SuggestAnswer = Static<typeof SuggestAnswer>;

export const TenantAssistantSettings = Type.Object({
  enabled: Type.Boolean({ description: 'Members of the organisation may use the AI Assistant' }),
  log_text: Type.Boolean({ description: 'The audit trail keeps the text sent to and received from the model' }),
});
export type TenantAssistantSettings = Static<typeof TenantAssistantSettings>;

export const TenantAssistantAnswer = Type.Object({
  enabled: Type.Boolean(),
  log_text: Type.Boolean(),
  configured: Type.Boolean(),
  model: Type.Union([Type.String(), Type.Null()]),
});
export type TenantAssistantAnswer = Static<typeof TenantAssistantAnswer>;
