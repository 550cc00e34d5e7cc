/**
 * An edit the AI Assistant proposed (issue 27), shown as a finding: the original, the proposed
 * text, a word-level diff, and what it brings in that the passage does not have. The writer
 * accepts or rejects it; accepted, it is applied with a comment through the checks' apply, as a
 * Word tracked change by the writer. Nothing is applied without the writer pressing Apply.
 */
import { useId, useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import type { SuggestAnswer } from '../../../src/contract/api/assistant.ts';
import { sessionApi } from '../../api/session.ts';
import { Button } from '../Button.tsx';
import { ErrorNote } from '../ErrorNote.tsx';
import { WordDiff } from './WordDiff.tsx';

export function AssistantProposal({
  sessionId,
  proposal,
  onDone,
}: {
  sessionId: number;
  proposal: SuggestAnswer;
  /** The proposal is finished with: rejected, or applied as version `version`. */
  onDone(outcome: { applied: boolean; version?: number }): void;
}) {
  const commentId = useId();
  const [accepted, setAccepted] = useState(false);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { finding } = proposal;
  const original = finding.original ?? '';
  const correction = finding.correction ?? '';

  const apply = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await sessionApi.apply(
        proposal.check_url,
        sessionId,
        [{ ...finding, decision: 'accepted' }],
        comment.trim(),
      );
      if (answer.applied.length === 0) {
        setError(new Error(answer.refused[0]?.reason ?? 'The edit could not be applied.'));
        return;
      }
      onDone({ applied: true, version: answer.version });
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label="Proposed edit" className="space-y-2 rounded-md border border-slate-200 p-3">
      <h3 className="text-sm font-semibold text-slate-900">{finding.name ?? 'Proposed edit'}</h3>
      <dl className="space-y-1 text-sm text-slate-800">
        <dt className="font-medium">Original</dt>
        <dd className="[overflow-wrap:anywhere]">{original}</dd>
        <dt className="font-medium">Proposed</dt>
        <dd className="[overflow-wrap:anywhere]">{correction}</dd>
      </dl>
      <WordDiff original={original} correction={correction} />
      {proposal.flags.length > 0 ? (
        <div
          role="note"
          className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950"
        >
          <AlertTriangle size={16} aria-hidden className="mt-0.5 shrink-0" />
          <div>
            <p className="font-semibold">Check before accepting: not in the passage</p>
            <ul className="list-disc pl-5">
              {proposal.flags.map((flag) => (
                <li key={flag}>The edit {flag}.</li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      {proposal.explanation ? <p className="text-sm text-slate-700">{proposal.explanation}</p> : null}
      {accepted ? (
        <div className="space-y-2">
          <label htmlFor={commentId} className="block text-sm font-medium text-slate-800">
            Comment for the logbook
          </label>
          <textarea
            id={commentId}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            rows={2}
            className="focus-ring w-full rounded-md border border-slate-300 p-2 text-sm"
          />
          <div className="flex gap-2">
            <Button onClick={() => void apply()} disabled={busy || comment.trim() === ''}>
              {busy ? 'Applying...' : 'Apply'}
            </Button>
            <Button variant="secondary" onClick={() => setAccepted(false)} disabled={busy}>
              Undo accept
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex gap-2">
          <Button onClick={() => setAccepted(true)}>Accept</Button>
          <Button variant="secondary" onClick={() => onDone({ applied: false })}>
            Reject
          </Button>
        </div>
      )}
      {error ? <ErrorNote error={error} title="The edit was not applied" /> : null}
    </section>
  );
}
