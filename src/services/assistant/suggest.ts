/**
 * An edit the AI Assistant proposes, as a finding on an exact place (issue 27). The model is asked
 * for a structured edit ({original, replacement}) of the passage the writer selected; the server —
 * not the model — decides what becomes of it: the original must be text of that passage, at the
 * place it still holds in the latest version, in one paragraph; then it is stored as a finding of
 * the assistant (a completed run of `ai-assistant` on the version), flagged where it brings in a
 * number, citation or name the passage does not have. The writer accepts or rejects it and applies
 * it through the checks' own apply, as Word tracked changes; nothing is applied without the writer.
 */
import { createHash } from 'node:crypto';
import type { CurrentUser } from '../../contract/current-user.ts';
import { completeChat } from '../../ai/chat-client.ts';
import { introducedFacts } from '../../ai/introduced-facts.ts';
import { assistantMessages } from '../../ai/prompt.ts';
import { readProposedEdit } from '../../ai/proposed-edit.ts';
import { finding } from '../../checks/framework/finding.ts';
import { ASSISTANT_CHECK_ID, type SuggestAnswer, type SuggestBody } from '../../contract/api/assistant.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { AppError } from '../errors.ts';
import { blockAt } from '../session-work/locate.ts';
import type { AssistantDeps } from './ask.ts';
import { usableAssistant } from './availability.ts';
import { aiFailureError, outcomeOf } from './failures.ts';
import { loadSessionContext, placePassage, type PlacedPassage } from './session-context.ts';
import { recordAiUse } from './usage-audit.ts';

const ACTION_NAMES: Record<SuggestBody['action'], string> = {
  shorten: 'Shorten the passage',
  'title-case': "Title in the format's case",
  rewrite: 'Rewrite the passage',
};

/** Where the model's `original` is: inside the passage, once (else the edit has no exact place). */
function editRange(placed: PlacedPassage, original: string): { start: number; end: number } | null {
  if (original === '') return null;
  const at = placed.text.indexOf(original);
  if (at < 0 || placed.text.indexOf(original, at + 1) >= 0) return null;
  return { start: placed.range.start + at, end: placed.range.start + at + original.length };
}

export async function suggestEdit(
  deps: AssistantDeps,
  user: CurrentUser,
  sessionId: number,
  body: SuggestBody,
): Promise<SuggestAnswer> {
  const { ai, logText } = await usableAssistant(deps.db, deps.ai, user);
  const context = await loadSessionContext(deps, user, sessionId);
  const placed = placePassage(context.manuscript, body.passage);
  if (!blockAt(context.manuscript, placed.range.start, placed.range.end)) {
    throw new AppError('invalid', 'Select a passage within one paragraph; edits across paragraphs are made in Word.');
  }
  const messages = assistantMessages(
    { action: body.action, question: body.instruction ?? '', words: body.words },
    {
      passage: placed.text,
      section: placed.section,
      finding: null,
      formatName: context.formatName,
      formatRules: context.formatRules,
    },
  );
  const sentText = messages.map((m) => m.content).join('\n');
  const started = Date.now();
  let answer = '';
  let outcome = 'answered';
  try {
    // Room for the passage twice over in JSON: an edit is never longer than that needs.
    answer = await completeChat(ai, { messages, maxAnswerChars: placed.text.length * 2 + 800 });
    const edit = readProposedEdit(answer);
    if (!edit) {
      outcome = 'no_edit';
      throw new AppError(
        'upstream_failed',
        'The AI model did not propose an edit in the expected form; nothing was proposed. Try again.',
      );
    }
    const range = editRange(placed, edit.original);
    if (!range) {
      outcome = 'no_edit';
      throw new AppError(
        'upstream_failed',
        'The AI model proposed a change to text that is not in the passage you selected; nothing was proposed.',
      );
    }
    if (edit.replacement === edit.original) {
      outcome = 'no_edit';
      throw new AppError('upstream_failed', 'The AI model proposed no change to the passage.');
    }
    const flags = introducedFacts(placed.text, edit.replacement);
    const item = await storeSuggestion(deps, user, context, range, edit.replacement, {
      action: body.action,
      reasoning: reasoningOf(ai.model, body, edit.explanation, flags),
    });
    return {
      check_url: `/checks/${ASSISTANT_CHECK_ID}`,
      finding: item,
      explanation: edit.explanation,
      flags,
      model: ai.model,
    };
  } catch (error) {
    if (outcome === 'answered') outcome = outcomeOf(error);
    throw aiFailureError(error) ?? error;
  } finally {
    await recordAiUse(
      deps,
      user,
      {
        sessionId: context.session.id,
        action: body.action,
        model: ai.model,
        sentChars: sentText.length,
        receivedChars: answer.length,
        ms: Date.now() - started,
        outcome,
        // The system message is the same every time: the text worth keeping is the user's part.
        sentText: messages.at(-1)?.content ?? '',
        receivedText: answer,
      },
      logText,
    );
  }
}

/** What the logbook's Finding column says: the assistant, its model, the task, and any flag. */
function reasoningOf(model: string, body: SuggestBody, explanation: string, flags: string[]): string {
  const task =
    body.action === 'shorten' ? `${ACTION_NAMES.shorten} to ${body.words ?? '?'} words` : ACTION_NAMES[body.action];
  const parts = [`Proposed by the AI Assistant (${model}): ${task}.`];
  if (explanation.trim() !== '') parts.push(explanation.trim());
  if (flags.length > 0) parts.push(`Check before accepting: the edit ${flags.join('; ')}.`);
  return parts.join(' ');
}

async function storeSuggestion(
  deps: AssistantDeps,
  user: CurrentUser,
  context: Awaited<ReturnType<typeof loadSessionContext>>,
  range: { start: number; end: number },
  replacement: string,
  what: { action: SuggestBody['action']; reasoning: string },
): Promise<ResultItem> {
  const at = blockAt(context.manuscript, range.start, range.end);
  if (!at)
    throw new AppError('invalid', 'Select a passage within one paragraph; edits across paragraphs are made in Word.');
  const item = finding(ASSISTANT_CHECK_ID, context.manuscript, at.block.index, at.start, at.end, {
    key: `${what.action}\u0000${replacement}`,
    correction: replacement,
    suggestions: [replacement],
    reasoning: what.reasoning,
    name: ACTION_NAMES[what.action],
    status: 'warning',
  });
  const now = new Date().toISOString();
  const params = JSON.stringify({ action: what.action, hash: item.hash });
  await deps.db
    .insertInto('check_runs')
    .values({
      tenant_id: user.tenantId,
      session_id: context.session.id,
      user_id: user.id,
      version_id: context.version.id,
      check_id: ASSISTANT_CHECK_ID,
      params_hash: createHash('sha256').update(params).digest('hex'),
      params,
      status: 'completed',
      result: JSON.stringify({ type: 'type1', session_id: context.session.id, results: [item] }),
      error: null,
      attempts: 0,
      lease_until: null,
      created_at: now,
      started_at: now,
      finished_at: now,
    })
    .execute();
  return item;
}
