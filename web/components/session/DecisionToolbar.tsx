/**
 * Above a check's findings (issue 26): filter by status and by kind, Accept all / Reject all on
 * the findings shown, Undo of the last decision, the keys, and whether the decisions are saved.
 * Every disabled button says why in its tooltip.
 */
import { useId, useState } from 'react';
import { CheckCheck, Undo2, XCircle } from 'lucide-react';
import { Button } from '../Button.tsx';
import type { Decisions, StatusFilter } from './decisions.ts';
import { canAccept, plural } from './decisions.ts';
import { KEY_HINT } from './finding-keys.ts';

const STATUS_LABELS: Record<StatusFilter, string> = {
  open: 'Undecided and accepted',
  undecided: 'Undecided',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

export function DecisionToolbar({ decisions, saveText }: { decisions: Decisions; saveText: string }) {
  const statusId = useId();
  const kindId = useId();
  const [outcome, setOutcome] = useState<string | null>(null);
  const { visible, states, counts, kinds } = decisions;
  const toAccept = visible.filter((item) => {
    const state = states.get(item.hash);
    return state && state.decision !== 'accepted' && canAccept(item, state.correction);
  });
  const toReject = visible.filter((item) => states.get(item.hash)?.decision !== 'rejected');
  const needCorrection = visible.filter((item) => {
    const state = states.get(item.hash);
    return state && state.decision !== 'accepted' && !canAccept(item, state.correction);
  }).length;
  const scope = decisions.kind === null ? 'shown' : 'of this kind';

  const acceptAll = () => {
    const done = decisions.acceptAll(toAccept.map((i) => i.hash));
    setOutcome(
      `Accepted ${plural(done.changed, 'finding')}.${needCorrection > 0 ? ` ${plural(needCorrection, 'finding')} shown need a correction first.` : ''}`,
    );
  };
  const rejectAll = () => {
    const done = decisions.rejectAll(toReject.map((i) => i.hash));
    setOutcome(`Rejected ${plural(done.changed, 'finding')}.`);
  };

  return (
    <section aria-label="Decide findings" className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3">
      <div className="grid gap-2">
        <div>
          <label htmlFor={statusId} className="block text-sm font-medium text-slate-800">
            Show
          </label>
          <select
            id={statusId}
            value={decisions.status}
            onChange={(e) => decisions.setStatus(e.target.value as StatusFilter)}
            className="focus-ring mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
          >
            {(Object.keys(STATUS_LABELS) as StatusFilter[]).map((status) => (
              <option key={status} value={status}>
                {`${STATUS_LABELS[status]} (${counts[status]})`}
              </option>
            ))}
          </select>
        </div>
        {kinds.length > 1 ? (
          <div>
            <label htmlFor={kindId} className="block text-sm font-medium text-slate-800">
              Kind of finding
            </label>
            <select
              id={kindId}
              value={decisions.kind ?? ''}
              onChange={(e) => decisions.setKind(e.target.value === '' ? null : e.target.value)}
              className="focus-ring mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
            >
              <option value="">{`Every kind (${decisions.items.length})`}</option>
              {kinds.map(({ kind, count }) => (
                <option key={kind} value={kind}>
                  {`${kind} (${count})`}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          className="px-3 py-1"
          disabled={toAccept.length === 0}
          title={
            toAccept.length > 0
              ? `Accept the ${plural(toAccept.length, 'finding')} ${scope}`
              : needCorrection > 0
                ? 'The findings shown need a correction first.'
                : 'Every finding shown is accepted already.'
          }
          onClick={acceptAll}
        >
          <CheckCheck size={14} aria-hidden /> {`Accept all (${toAccept.length})`}
        </Button>
        <Button
          variant="secondary"
          className="px-3 py-1"
          disabled={toReject.length === 0}
          title={
            toReject.length > 0
              ? `Reject the ${plural(toReject.length, 'finding')} ${scope}`
              : 'Every finding shown is rejected already.'
          }
          onClick={rejectAll}
        >
          <XCircle size={14} aria-hidden /> {`Reject all (${toReject.length})`}
        </Button>
        <Button
          variant="secondary"
          className="px-3 py-1"
          disabled={decisions.lastAction === null}
          title={decisions.lastAction === null ? 'No decision to undo yet.' : `Undo: ${decisions.lastAction}`}
          onClick={() => {
            setOutcome(decisions.lastAction ? `Undone: ${decisions.lastAction}.` : null);
            void decisions.undo();
          }}
        >
          <Undo2 size={14} aria-hidden /> Undo
        </Button>
      </div>
      {decisions.lastAction ? (
        <p className="text-sm text-slate-700">{`Last decision: ${decisions.lastAction}.`}</p>
      ) : null}
      <p className="text-sm text-slate-700">{KEY_HINT}</p>
      <p role="status" className="text-sm text-slate-700">
        {outcome ? `${outcome} ` : ''}
        {saveText}
      </p>
    </section>
  );
}
