/**
 * type1 (several suggestions, a variant input) and type2 (one editable suggestion) findings, each
 * with Accept and Reject (SPEC §2, §4). Clicking the finding's text highlights it in the preview.
 */
import { memo, useId } from 'react';
import { Check, Undo2, X } from 'lucide-react';
import type { Coordinates, ResultItem } from '../../../src/contract/checks.ts';
import { Button } from '../Button.tsx';
import type { Decisions } from './decisions.ts';
import { suggestionsOf } from './decisions.ts';
import { useChunk } from './ChunkedList.tsx';
import { StatusBadge } from './StatusBadge.tsx';

export interface FindingListProps {
  decisions: Decisions;
  /** type1 offers every suggestion to pick from; type2 shows one editable suggestion. */
  kind: 'type1' | 'type2';
  onSelect(coordinates: Coordinates): void;
}

export function FindingList({ decisions, kind, onSelect }: FindingListProps) {
  const { shown, more } = useChunk(decisions.visible);
  if (decisions.visible.length === 0) return <p className="text-sm text-slate-700">No findings left.</p>;
  return (
    <div>
      <ol className="space-y-3" aria-label="Findings">
        {shown.map((item) => (
          <FindingRow
            key={item.hash}
            item={item}
            kind={kind}
            correction={decisions.corrections.get(item.hash) ?? ''}
            accepted={decisions.accepted.has(item.hash)}
            setCorrection={decisions.setCorrection}
            accept={decisions.accept}
            unaccept={decisions.unaccept}
            reject={decisions.reject}
            onSelect={onSelect}
          />
        ))}
      </ol>
      {more}
    </div>
  );
}

interface RowProps {
  item: ResultItem;
  kind: 'type1' | 'type2';
  correction: string;
  accepted: boolean;
  setCorrection(hash: string, value: string): void;
  accept(hash: string): void;
  unaccept(hash: string): void;
  reject(hash: string): void;
  onSelect(coordinates: Coordinates): void;
}

const FindingRow = memo(function FindingRow({
  item,
  kind,
  correction,
  accepted,
  setCorrection,
  accept,
  unaccept,
  reject,
  onSelect,
}: RowProps) {
  const inputId = useId();
  const title = item.original || item.heading || item.name || item.entry_id;
  const suggestions = kind === 'type1' ? suggestionsOf(item) : [];
  return (
    <li
      className={`rounded-md border p-3 ${accepted ? 'border-green-600 bg-green-50' : 'border-slate-200 bg-white'}`}
      aria-label={`Finding ${title}`}
    >
      <div className="flex items-start justify-between gap-2">
        {item.coordinates ? (
          <button
            type="button"
            className="focus-ring text-left text-sm font-medium text-slate-900 underline decoration-dotted underline-offset-2 hover:text-brand-700"
            title="Show in document"
            onClick={() => onSelect(item.coordinates!)}
          >
            “{title}”
          </button>
        ) : (
          <p className="text-sm font-medium text-slate-900">“{title}”</p>
        )}
        {item.status ? <StatusBadge status={item.status} /> : null}
      </div>
      {item.reasoning ? <p className="mt-1 text-xs text-slate-700">{item.reasoning}</p> : null}
      {suggestions.length > 0 ? (
        <fieldset className="mt-2 flex flex-wrap gap-1" aria-label="Suggestions">
          {suggestions.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={s === correction}
              onClick={() => setCorrection(item.hash, s)}
              className={`focus-ring rounded-full border px-2 py-0.5 text-xs ${s === correction ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-800 hover:bg-slate-100'}`}
            >
              {s}
            </button>
          ))}
        </fieldset>
      ) : null}
      <label htmlFor={inputId} className="mt-2 block text-xs font-medium text-slate-800">
        {kind === 'type1' ? 'Variant' : 'Suggestion'}
      </label>
      <input
        id={inputId}
        value={correction}
        onChange={(e) => setCorrection(item.hash, e.target.value)}
        className="focus-ring mt-1 block w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
      />
      <div className="mt-2 flex gap-2">
        {accepted ? (
          <Button variant="secondary" className="px-3 py-1" onClick={() => unaccept(item.hash)}>
            <Undo2 size={14} aria-hidden /> Accepted — undo
          </Button>
        ) : (
          <Button className="px-3 py-1" disabled={!correction.trim()} onClick={() => accept(item.hash)}>
            <Check size={14} aria-hidden /> Accept
          </Button>
        )}
        <Button variant="secondary" className="px-3 py-1" onClick={() => reject(item.hash)}>
          <X size={14} aria-hidden /> Reject
        </Button>
      </div>
    </li>
  );
});
