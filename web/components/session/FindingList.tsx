/**
 * type1 (several suggestions, a variant input) and type2 (one editable suggestion) findings, each
 * with Accept and Reject (SPEC §2, §4). Clicking the finding's text highlights it in the preview.
 */
import { memo, useId } from 'react';
import { Check, Undo2, X } from 'lucide-react';
import type { Coordinates, ResultItem } from '../../../src/contract/checks.ts';
import { Button } from '../Button.tsx';
import type { Decisions } from './decisions.ts';
import { canAccept, suggestionsOf } from './decisions.ts';
import { useChunk } from './ChunkedList.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { WordDiff, wantsDiff } from './WordDiff.tsx';

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
            className="focus-ring text-left text-sm font-medium text-slate-900 [overflow-wrap:anywhere] underline decoration-dotted underline-offset-2 hover:text-brand-700"
            title="Show in document"
            onClick={() => onSelect(item.coordinates!)}
          >
            “{title}”
          </button>
        ) : (
          <p className="text-sm font-medium text-slate-900 [overflow-wrap:anywhere]">“{title}”</p>
        )}
        {item.status ? <StatusBadge status={item.status} /> : null}
      </div>
      {item.reasoning ? <p className="mt-1 text-xs text-slate-700">{item.reasoning}</p> : null}
      {item.original && wantsDiff(item.original, correction) ? (
        <WordDiff original={item.original} correction={correction} />
      ) : null}
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
      <CorrectionInput id={inputId} value={correction} onChange={(value) => setCorrection(item.hash, value)} />
      {shapeNote(item.original ?? '', correction) ? (
        <p className="mt-1 text-xs text-slate-700">{shapeNote(item.original ?? '', correction)}</p>
      ) : null}
      <div className="mt-2 flex gap-2">
        {accepted ? (
          <Button variant="secondary" className="px-3 py-1" onClick={() => unaccept(item.hash)}>
            <Undo2 size={14} aria-hidden /> Accepted — undo
          </Button>
        ) : (
          <Button
            className="px-3 py-1"
            disabled={!canAccept(item, correction)}
            title={canAccept(item, correction) ? undefined : acceptBlockedWhy(item, correction)}
            onClick={() => accept(item.hash)}
          >
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

/**
 * The correction exactly as it will be sent (issue 22): an `<input>` drops line breaks, so a
 * correction that holds one (an inserted statement's own paragraph) is edited in a textarea.
 */
function CorrectionInput({ id, value, onChange }: { id: string; value: string; onChange(value: string): void }) {
  const className = 'focus-ring mt-1 block w-full rounded-md border border-slate-300 px-2 py-1 text-sm';
  if (value.includes('\n')) {
    const rows = Math.min(6, value.split('\n').length + 1);
    return (
      <textarea id={id} value={value} rows={rows} onChange={(e) => onChange(e.target.value)} className={className} />
    );
  }
  return <input id={id} value={value} onChange={(e) => onChange(e.target.value)} className={className} />;
}

/** What a correction does that its text alone hides: a new paragraph, a deletion, spacing only. */
function shapeNote(original: string, correction: string): string | null {
  if (original === '' && /^\n|\n$/.test(correction)) return 'Added as a paragraph of its own.';
  if (original !== '' && correction === '') return `Deletes “${original}”.`;
  if (original !== correction && original.replace(/\s/g, '') === correction.replace(/\s/g, ''))
    return 'Changes spacing only.';
  return null;
}

function acceptBlockedWhy(item: ResultItem, correction: string): string {
  return correction === item.original ? 'The correction is the same as the text.' : 'Type a correction first.';
}

/** Notes and warnings that carry no correction (issue 18): read, not decided — no Accept, Reject or comment. */
export function NoteList({
  notes,
  onSelect,
}: {
  notes: readonly ResultItem[];
  onSelect(coordinates: Coordinates): void;
}) {
  const { shown, more } = useChunk(notes);
  return (
    <section aria-label="Notes">
      <h4 className="mb-2 text-sm font-semibold text-slate-900">Notes</h4>
      <ul className="space-y-2" aria-label="Notes">
        {shown.map((item) => {
          const title = item.heading || item.name || item.original || item.entry_id;
          const coordinates = item.coordinates;
          return (
            <li
              key={item.hash}
              aria-label={`Note ${title}`}
              className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-900"
            >
              <div className="flex items-start justify-between gap-2">
                {coordinates ? (
                  <button
                    type="button"
                    className="focus-ring text-left font-medium [overflow-wrap:anywhere] underline decoration-dotted underline-offset-2 hover:text-brand-700"
                    title="Show in document"
                    onClick={() => onSelect(coordinates)}
                  >
                    {title}
                  </button>
                ) : (
                  <p className="font-medium [overflow-wrap:anywhere]">{title}</p>
                )}
                {item.status ? <StatusBadge status={item.status} /> : null}
              </div>
              {item.reasoning || item.details ? (
                <p className="mt-1 text-xs text-slate-700">{item.reasoning ?? item.details}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {more}
    </section>
  );
}
