/**
 * Step 5 of the checks panel: the result by its type, and for type1/type2 the apply step (SPEC §4):
 * at least one accepted item and a non-blank comment; after saving, the download is built and the
 * modal "Changes have been successfully applied!" shows.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import type { CheckResult, CheckSummary, Coordinates, ResultItem } from '../../../src/contract/checks.ts';
import type { ApplyAnswer } from '../../../src/contract/api/session-work.ts';
import type { DecisionsAnswer } from '../../../src/contract/api/decisions.ts';
import { sessionApi } from '../../api/session.ts';
import { Button } from '../Button.tsx';
import { ErrorNote, errorText } from '../ErrorNote.tsx';
import { Modal } from '../Modal.tsx';
import { isNote, useDecisions } from './decisions.ts';
import { DecisionToolbar } from './DecisionToolbar.tsx';
import { saveStateText, useDraftSaver } from './draft-saver.ts';
import { FindingList, NoteList } from './FindingList.tsx';
import { FindingsTable, TestsTable } from './ResultTables.tsx';

export interface ResultViewProps {
  result: CheckResult;
  check: CheckSummary;
  sessionId: number;
  onSelect(coordinates: Coordinates, item?: ResultItem): void;
  /** The writer confirmed the success modal; `version` is the version the apply made. */
  onApplied(version: number): void;
}

export function ResultView({ result, ...rest }: ResultViewProps) {
  switch (result.type) {
    case 'type1':
    case 'type2':
      return <DecisionResult result={result} kind={result.type} {...rest} />;
    case 'type3':
      return <TestsTable result={result} onSelect={rest.onSelect} />;
    case 'type4':
      return <FindingsTable result={result} onSelect={rest.onSelect} />;
    default:
      return <p className="text-sm text-slate-700">Not supported result type.</p>;
  }
}

function DecisionResult({
  result,
  kind,
  check,
  sessionId,
  onSelect,
  onApplied,
}: ResultViewProps & { kind: 'type1' | 'type2' }) {
  const notes = useMemo(() => result.results.filter(isNote), [result.results]);
  const decidable = useMemo(() => result.results.filter((r) => !isNote(r)), [result.results]);
  const saver = useDraftSaver(sessionId, check.url);
  const decisions = useDecisions(decidable, saver.sink);
  const saved = useSavedDecisions(sessionId, check.url, decidable.length > 0, decisions.restore);
  const comment = decisions.batchComment;
  const setComment = decisions.setBatchComment;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [applied, setApplied] = useState<ApplyAnswer | null>(null);
  const commentId = useId();
  const hintId = useId();
  const canApply = decisions.accepted.size > 0 && comment.trim() !== '' && !busy;

  const apply = async () => {
    setBusy(true);
    setError(null);
    try {
      // The saved decisions first, so none lands after apply has cleared them (issue 26).
      await saver.settle().catch(() => undefined);
      const answer = await sessionApi.apply(check.url, sessionId, decisions.applyItems(), comment.trim());
      saver.discard();
      // SPEC §4: after saving results, the download is built. A failure here only delays the link.
      await sessionApi.buildDownload(sessionId).catch((e: unknown) => console.error('download build failed', e));
      setApplied(answer);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      {decidable.length > 0 ? (
        <DecisionToolbar decisions={decisions} saveText={saved ?? saveStateText(saver.state)} />
      ) : null}
      {decidable.length > 0 || notes.length === 0 ? (
        <FindingList decisions={decisions} kind={kind} onSelect={onSelect} />
      ) : null}
      {notes.length > 0 ? <NoteList notes={notes} onSelect={onSelect} /> : null}
      {decidable.length === 0 ? null : (
        <div className="space-y-2 border-t border-slate-200 pt-3">
          <label htmlFor={commentId} className="block text-sm font-medium text-slate-800">
            Comment on these changes
            <span className="ml-0.5 text-red-700" aria-hidden>
              *
            </span>
          </label>
          <textarea
            id={commentId}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            rows={2}
            maxLength={2000}
            aria-describedby={hintId}
            className="focus-ring block w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
          />
          <p id={hintId} className="text-sm text-slate-700">
            {decisions.accepted.size} accepted, {decisions.rejectedCount} rejected. Apply needs at least one accepted
            item and a comment.
          </p>
          {decisions.decidedEarlier > 0 ? (
            <p className="text-sm text-slate-700">
              {`${decisions.decidedEarlier} decided on an earlier version of this session (not listed).`}
            </p>
          ) : null}
          {error ? <ErrorNote error={error} /> : null}
          <Button className="w-full" disabled={!canApply} onClick={() => void apply()}>
            {busy ? 'Applying...' : 'Apply'}
          </Button>
        </div>
      )}
      <Modal
        open={applied !== null}
        onOpenChange={(open) => (open || !applied ? undefined : onApplied(applied.version))}
        title="Changes have been successfully applied!"
        description={applied ? appliedText(applied) : undefined}
        footer={<Button onClick={() => applied && onApplied(applied.version)}>OK</Button>}
      />
    </div>
  );
}

/**
 * Loads the decisions saved on the server (issue 26) into the list once; the answer is the line
 * shown while loading, or why they could not be loaded, else null.
 */
function useSavedDecisions(
  sessionId: number,
  checkUrl: string,
  wanted: boolean,
  restore: (saved: DecisionsAnswer) => void,
): string | null {
  const [note, setNote] = useState<string | null>(wanted ? 'Loading your saved decisions…' : null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    sessionApi
      .decisions(sessionId, checkUrl)
      .then((saved) => {
        if (!live) return;
        restore(saved);
        setNote(null);
      })
      .catch((error: unknown) => {
        if (live) setNote(`Your saved decisions could not be loaded: ${errorText(error)}`);
      });
    return () => {
      live = false;
    };
  }, [sessionId, checkUrl, wanted, restore]);
  return note;
}

function appliedText(answer: ApplyAnswer): string {
  const parts = [`${answer.applied.length} applied as tracked changes (version ${answer.version}).`];
  if (answer.rejected) parts.push(`${answer.rejected} rejected.`);
  if (answer.refused.length) parts.push(`Not applied: ${answer.refused.map((r) => r.reason).join(' ')}`);
  return parts.join(' ');
}
