/**
 * The 'AI Assistant' panel (SPEC §2; issue 27): a text box and an answer streamed in, in the
 * session's context — the selected finding and its paragraph, the section it sits in and the
 * format's rules (added by the server). Quick actions: explain this finding; shorten the passage
 * to N words keeping every number; the title in the format's case; draft a statement from facts
 * the writer types. Edits come back as proposals the writer accepts and applies (AssistantProposal).
 * Unconfigured or switched off, the panel says why and what to set, and sends nothing.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AskBody, SuggestAnswer, SuggestBody } from '../../../src/contract/api/assistant.ts';
import type { Range, ResultItem } from '../../../src/contract/checks.ts';
import { assistantApi, assistantKeys } from '../../api/assistant.ts';
import { Button } from '../Button.tsx';
import { ErrorNote } from '../ErrorNote.tsx';
import { Loading } from '../Loading.tsx';
import { AssistantProposal } from './AssistantProposal.tsx';
import { paragraphAround, shorterTarget, wordCount, type PassageChoice } from './assistant-passage.ts';

export const ASSISTANT_PLACEHOLDER = 'Ask the AI Assistant for suggestions and edits.';

export interface AssistantSelection {
  range: Range;
  /** The finding the writer showed in the document, when it was one. */
  item?: ResultItem;
}

interface Answer {
  text: string;
  state: 'streaming' | 'done' | 'truncated' | 'failed';
  error?: unknown;
}

const field = 'focus-ring w-full rounded-md border border-slate-300 p-2 text-sm';
const labelClass = 'block text-sm font-medium text-slate-800';

export function AssistantPanel({
  sessionId,
  previewText,
  selection,
  onApplied,
}: {
  sessionId: number;
  previewText: string | undefined;
  selection: AssistantSelection | null;
  onApplied(): void;
}) {
  const status = useQuery({ queryKey: assistantKeys.status, queryFn: assistantApi.status });
  if (status.isPending) return <Loading text="Loading..." />;
  if (status.isError) return <ErrorNote error={status.error} title="The AI Assistant could not be reached" />;
  if (!status.data.enabled) {
    return (
      <div className="space-y-3">
        <div role="status" className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
          <p className="font-semibold">The AI Assistant is not available</p>
          <p>{status.data.detail}</p>
        </div>
        <textarea aria-label="Question" placeholder={ASSISTANT_PLACEHOLDER} disabled rows={3} className={field} />
      </div>
    );
  }
  return (
    <AssistantWorkspace
      sessionId={sessionId}
      previewText={previewText}
      selection={selection}
      model={status.data.model ?? ''}
      onApplied={onApplied}
    />
  );
}

function AssistantWorkspace({
  sessionId,
  previewText,
  selection,
  model,
  onApplied,
}: {
  sessionId: number;
  previewText: string | undefined;
  selection: AssistantSelection | null;
  model: string;
  onApplied(): void;
}) {
  const ids = { passage: useId(), question: useId(), words: useId(), facts: useId() };
  const [passage, setPassage] = useState<PassageChoice>({ text: '', range: null });
  const [question, setQuestion] = useState('');
  const [facts, setFacts] = useState('');
  const [words, setWords] = useState(1);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [proposal, setProposal] = useState<SuggestAnswer | null>(null);
  const [proposing, setProposing] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  // A new selection in the document becomes the passage (its whole paragraph, at its place).
  useEffect(() => {
    if (!selection || previewText === undefined) return;
    const chosen = paragraphAround(previewText, selection.range);
    setPassage(chosen);
    setWords(shorterTarget(chosen.text));
  }, [selection, previewText]);

  const passageRef = (): SuggestBody['passage'] | undefined => {
    if (passage.text.trim() === '') return undefined;
    return passage.range ? { text: passage.text, ...passage.range } : { text: passage.text };
  };
  const finding = selection?.item;
  const streaming = answer?.state === 'streaming';
  const busy = streaming || proposing;

  const ask = async (body: AskBody) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setAnswer({ text: '', state: 'streaming' });
    setOutcome(null);
    let text = '';
    try {
      await assistantApi.ask(
        sessionId,
        body,
        {
          onText: (piece) => {
            text += piece;
            setAnswer({ text, state: 'streaming' });
          },
          onDone: ({ truncated }) => setAnswer({ text, state: truncated ? 'truncated' : 'done' }),
          onError: (detail) => setAnswer({ text, state: 'failed', error: new Error(detail) }),
        },
        controller.signal,
      );
    } catch (error) {
      if (controller.signal.aborted) setAnswer({ text, state: 'done' });
      else setAnswer({ text, state: 'failed', error });
    }
  };

  const suggest = async (body: Omit<SuggestBody, 'passage'>) => {
    const place = passageRef();
    if (!place) return;
    setProposing(true);
    setProposal(null);
    setOutcome(null);
    setAnswer(null);
    try {
      setProposal(await assistantApi.suggest(sessionId, { ...body, passage: place }));
    } catch (error) {
      setAnswer({ text: '', state: 'failed', error });
    } finally {
      setProposing(false);
    }
  };

  const noPassage = passage.text.trim() === '';
  return (
    <div className="space-y-4">
      <p className="text-xs text-slate-600">
        Model: {model}. Answers can be wrong: nothing changes in the manuscript until you accept and apply an edit.
      </p>
      <div className="space-y-1">
        <label htmlFor={ids.passage} className={labelClass}>
          Passage
        </label>
        <textarea
          id={ids.passage}
          value={passage.text}
          onChange={(event) => setPassage({ text: event.target.value, range: null })}
          rows={4}
          placeholder="Show a finding in the document, or paste a passage of the manuscript."
          className={field}
        />
        <p className="text-xs text-slate-600">{noPassage ? '' : `${wordCount(passage.text)} words`}</p>
      </div>
      {finding ? (
        <p className="text-sm text-slate-700">
          Selected finding: “{finding.original || finding.name || finding.entry_id}”
        </p>
      ) : null}
      <fieldset className="space-y-2" disabled={busy}>
        <legend className="text-sm font-semibold text-slate-900">Quick actions</legend>
        <Button
          variant="secondary"
          className="w-full justify-start"
          disabled={!finding}
          title={finding ? undefined : 'Show a finding in the document first'}
          onClick={() =>
            finding &&
            void ask({
              action: 'explain',
              question: '',
              ...(passageRef() ? { passage: passageRef() } : {}),
              finding: {
                check_name: finding.name ?? 'the check',
                reasoning: finding.reasoning ?? finding.details ?? '',
                original: finding.original ?? '',
              },
            })
          }
        >
          Explain this finding
        </Button>
        <div className="flex items-end gap-2">
          <Button
            variant="secondary"
            className="flex-1 justify-start"
            disabled={noPassage}
            onClick={() => void suggest({ action: 'shorten', words })}
          >
            Shorten to {words} words
          </Button>
          <div>
            <label htmlFor={ids.words} className="sr-only">
              Words
            </label>
            <input
              id={ids.words}
              type="number"
              min={1}
              max={5000}
              value={words}
              onChange={(event) => setWords(Math.max(1, Number.parseInt(event.target.value, 10) || 1))}
              className={`${field} w-20`}
            />
          </div>
        </div>
        <Button
          variant="secondary"
          className="w-full justify-start"
          disabled={noPassage}
          onClick={() => void suggest({ action: 'title-case' })}
        >
          Title in the format's case
        </Button>
        <label htmlFor={ids.facts} className={labelClass}>
          Facts for a missing statement
        </label>
        <textarea
          id={ids.facts}
          value={facts}
          onChange={(event) => setFacts(event.target.value)}
          rows={2}
          placeholder="e.g. Funded by the Chief Scientist Office, grant CZH/4/123; no competing interests."
          className={field}
        />
        <Button
          variant="secondary"
          className="w-full justify-start"
          disabled={facts.trim() === ''}
          onClick={() => void ask({ action: 'draft', question: question.trim(), facts })}
        >
          Draft the statement from these facts
        </Button>
      </fieldset>
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (question.trim() === '' || busy) return;
          void ask({ action: 'ask', question: question.trim(), ...(passageRef() ? { passage: passageRef() } : {}) });
        }}
      >
        <label htmlFor={ids.question} className={labelClass}>
          Question
        </label>
        <textarea
          id={ids.question}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          rows={3}
          placeholder={ASSISTANT_PLACEHOLDER}
          className={field}
        />
        <div className="flex gap-2">
          <Button type="submit" disabled={busy || question.trim() === ''}>
            Ask
          </Button>
          {streaming ? (
            <Button variant="secondary" onClick={() => abort.current?.abort()}>
              Stop
            </Button>
          ) : null}
        </div>
      </form>
      {proposing ? <Loading text="The AI Assistant is proposing an edit..." /> : null}
      <AnswerView answer={answer} />
      {proposal ? (
        <AssistantProposal
          key={proposal.finding.hash}
          sessionId={sessionId}
          proposal={proposal}
          onDone={({ applied, version }) => {
            setProposal(null);
            setOutcome(applied ? `Applied as a tracked change (version ${version}).` : 'Proposal rejected.');
            if (applied) {
              setPassage({ text: '', range: null });
              onApplied();
            }
          }}
        />
      ) : null}
      <p role="status" className="text-sm text-slate-800">
        {outcome}
      </p>
    </div>
  );
}

function AnswerView({ answer }: { answer: Answer | null }) {
  return (
    <section aria-label="Answer" aria-live="polite" aria-busy={answer?.state === 'streaming'} className="space-y-2">
      {answer && answer.text !== '' ? (
        <p
          className="whitespace-pre-wrap rounded-md bg-slate-50 p-3 text-sm text-slate-900"
          data-testid="assistant-answer"
        >
          {answer.text}
        </p>
      ) : null}
      {answer?.state === 'truncated' ? (
        <p className="text-xs text-slate-600">The answer was cut at its length limit.</p>
      ) : null}
      {answer?.state === 'failed' ? <ErrorNote error={answer.error} title="The AI Assistant could not answer" /> : null}
    </section>
  );
}
