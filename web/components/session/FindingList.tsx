/**
 * type1 (several suggestions, a variant input) and type2 (one editable suggestion) findings, each
 * with Accept and Reject (SPEC §2, §4). Clicking the finding's text highlights it in the preview.
 *
 * Issue 26: a keyboard flow over the list (`finding-keys.ts`: next, previous, accept, reject,
 * comment, undo — the keys are printed above the list), a comment on each finding, and rejected
 * findings shown in the "Rejected" view with a way back.
 */
import { memo, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Check, MessageSquare, Undo2, X } from 'lucide-react';
import type { Coordinates, ResultItem } from '../../../src/contract/checks.ts';
import { Button } from '../Button.tsx';
import type { Decisions, FindingState } from './decisions.ts';
import { canAccept, suggestionsOf } from './decisions.ts';
import { keyAction } from './finding-keys.ts';
import { useChunk } from './ChunkedList.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { WordDiff, wantsDiff } from './WordDiff.tsx';

export interface FindingListProps {
  decisions: Decisions;
  /** type1 offers every suggestion to pick from; type2 shows one editable suggestion. */
  kind: 'type1' | 'type2';
  onSelect(coordinates: Coordinates, item?: ResultItem): void;
}

const EMPTY_TEXT: Record<Decisions['status'], string> = {
  open: 'No findings left.',
  undecided: 'No undecided findings.',
  accepted: 'No accepted findings.',
  rejected: 'No rejected findings.',
};

export function FindingList({ decisions, kind, onSelect }: FindingListProps) {
  const { visible } = decisions;
  const [current, setCurrent] = useState<string | null>(null);
  const [commentFor, setCommentFor] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  // Where the current finding stood, so a decision that takes it out of the view moves on to the next.
  const lastIndex = useRef(0);
  const index = current === null ? -1 : visible.findIndex((item) => item.hash === current);
  if (index >= 0) lastIndex.current = index;
  const { shown, more } = useChunk(visible, Math.max(index, 0));
  const keyboardMoved = useRef(false);

  useEffect(() => {
    if (current === null || index >= 0 || visible.length === 0) return;
    const next = visible[Math.min(lastIndex.current, visible.length - 1)];
    if (next) setCurrent(next.hash);
  }, [current, index, visible]);

  /** Focuses the row of a finding when it is in the page; false when it is not (yet). */
  const focusRow = (hash: string): boolean => {
    const rows = listRef.current?.querySelectorAll<HTMLElement>('li[data-hash]') ?? [];
    for (const row of rows) {
      if (row.dataset.hash !== hash) continue;
      row.focus();
      return true;
    }
    return false;
  };

  // A row the keys made current that was not in the page yet (given back by Undo, the next chunk):
  // focused as soon as it is, before the browser paints.
  useLayoutEffect(() => {
    if (!keyboardMoved.current || current === null) return;
    if (focusRow(current)) keyboardMoved.current = false;
  });

  /** Makes a finding current; its row takes the focus at once when it is in the page, so the next key lands on it. */
  const focusOn = (hash: string) => {
    keyboardMoved.current = !focusRow(hash);
    setCurrent(hash);
  };

  const moveTo = (at: number) => {
    const item = visible[Math.max(0, Math.min(visible.length - 1, at))];
    if (item) focusOn(item.hash);
  };

  /**
   * A decision from the keyboard, then the next finding becomes current in the same render (the
   * writer's next key must land on it): the one after when the finding stays in the view, else
   * the one that takes its place.
   */
  const decideHere = (hash: string, action: 'accept' | 'reject') => {
    const at = visible.findIndex((item) => item.hash === hash);
    const item = visible[at];
    const state = decisions.states.get(hash);
    if (!item || !state) return;
    if (action === 'accept' && !canAccept(item, state.correction)) return;
    const stays =
      action === 'accept'
        ? decisions.status === 'open' || decisions.status === 'accepted'
        : decisions.status === 'rejected';
    const next = (stays ? visible[at + 1] : (visible[at + 1] ?? visible[at - 1])) ?? item;
    // Focus first: the row of a rejected finding leaves the page, and the focus must not go with it.
    focusOn(next.hash);
    if (action === 'accept') decisions.accept(hash);
    else decisions.reject(hash);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const typing = target.closest('input, textarea, select') !== null;
    const action = keyAction(event, typing);
    if (!action) return;
    event.preventDefault();
    // The finding the key was pressed in, else the current one, else the first.
    const inRow = target.closest<HTMLElement>('li[data-hash]')?.dataset.hash;
    const at = visible.findIndex((item) => item.hash === (inRow ?? current));
    const here = visible[at]?.hash ?? visible[0]?.hash;
    switch (action) {
      case 'next':
        return moveTo(at < 0 ? 0 : at + 1);
      case 'previous':
        return moveTo(at < 0 ? 0 : at - 1);
      case 'leave-field':
        return target.closest<HTMLElement>('li[data-hash]')?.focus();
      case 'undo': {
        // The finding given back becomes the current one, so the writer sees what was undone.
        const back = decisions.undo()[0];
        if (back) focusOn(back);
        return;
      }
      case 'accept':
      case 'reject':
        return here ? decideHere(here, action) : undefined;
      case 'comment':
        if (here) {
          setCurrent(here);
          setCommentFor(here);
        }
        return;
    }
  };

  if (visible.length === 0) return <p className="text-sm text-slate-700">{EMPTY_TEXT[decisions.status]}</p>;
  return (
    <div>
      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: the keys act on the focused finding */}
      <ol
        ref={listRef}
        className="space-y-3"
        aria-label="Findings"
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          // Whatever the writer focuses in a finding makes it the one the keys act on.
          const row = (event.target as HTMLElement).closest<HTMLElement>('li[data-hash]');
          if (row?.dataset.hash && row.dataset.hash !== current) setCurrent(row.dataset.hash);
        }}
      >
        {shown.map((item, at) => (
          <FindingRow
            key={item.hash}
            item={item}
            kind={kind}
            state={decisions.states.get(item.hash) as FindingState}
            current={item.hash === current || (current === null && at === 0)}
            openComment={commentFor === item.hash}
            onCommentOpened={() => setCommentFor(null)}
            decisions={decisions}
            onSelect={onSelect}
          />
        ))}
      </ol>
      {more}
    </div>
  );
}

type RowActions = Pick<Decisions, 'setCorrection' | 'setComment' | 'accept' | 'unaccept' | 'reject' | 'unreject'>;

interface RowProps {
  item: ResultItem;
  kind: 'type1' | 'type2';
  state: FindingState;
  /** The finding the keys act on: the one in the tab order. */
  current: boolean;
  /** The writer pressed C on this finding: open its comment and put the cursor there. */
  openComment: boolean;
  onCommentOpened(): void;
  decisions: RowActions;
  onSelect(coordinates: Coordinates, item?: ResultItem): void;
}

const FindingRow = memo(
  function FindingRow({ item, kind, state, current, openComment, onCommentOpened, decisions, onSelect }: RowProps) {
    const inputId = useId();
    const commentId = useId();
    const [commenting, setCommenting] = useState(false);
    const commentRef = useRef<HTMLTextAreaElement>(null);
    const title = item.original || item.heading || item.name || item.entry_id;
    const suggestions = kind === 'type1' ? suggestionsOf(item) : [];
    const { correction, decision } = state;
    const showComment = commenting || openComment || state.comment !== '';

    const focusComment = useRef(false);
    useEffect(() => {
      if (!openComment) return;
      focusComment.current = true;
      setCommenting(true);
      onCommentOpened();
    }, [openComment, onCommentOpened]);
    useEffect(() => {
      // After the render that shows the box.
      if (!focusComment.current || !commentRef.current) return;
      focusComment.current = false;
      commentRef.current.focus();
    });

    const look =
      decision === 'accepted'
        ? 'border-green-600 bg-green-50'
        : decision === 'rejected'
          ? 'border-slate-300 bg-slate-100'
          : 'border-slate-200 bg-white';
    return (
      <li
        data-hash={item.hash}
        data-decision={decision ?? 'undecided'}
        tabIndex={current ? 0 : -1}
        className={`focus-ring rounded-md border p-3 ${look} ${current ? 'outline outline-2 outline-offset-1 outline-brand-600' : ''}`}
        aria-label={`Finding ${title}`}
        aria-current={current ? 'true' : undefined}
      >
        <div className="flex items-start justify-between gap-2">
          {item.coordinates ? (
            <button
              type="button"
              className="focus-ring text-left text-sm font-medium text-slate-900 [overflow-wrap:anywhere] underline decoration-dotted underline-offset-2 hover:text-brand-700"
              title="Show in document"
              onClick={() => onSelect(item.coordinates!, item)}
            >
              “{title}”
            </button>
          ) : (
            <p className="text-sm font-medium text-slate-900 [overflow-wrap:anywhere]">“{title}”</p>
          )}
          {item.status ? <StatusBadge status={item.status} /> : null}
        </div>
        {item.reasoning ? <p className="mt-1 text-sm text-slate-700">{item.reasoning}</p> : null}
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
                onClick={() => decisions.setCorrection(item.hash, s)}
                className={`focus-ring rounded-full border px-2 py-0.5 text-sm ${s === correction ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-800 hover:bg-slate-100'}`}
              >
                {s}
              </button>
            ))}
          </fieldset>
        ) : null}
        <label htmlFor={inputId} className="mt-2 block text-sm font-medium text-slate-800">
          {kind === 'type1' ? 'Variant' : 'Suggestion'}
        </label>
        <CorrectionInput
          id={inputId}
          value={correction}
          onChange={(value) => decisions.setCorrection(item.hash, value)}
        />
        {shapeNote(item.original ?? '', correction) ? (
          <p className="mt-1 text-sm text-slate-700">{shapeNote(item.original ?? '', correction)}</p>
        ) : null}
        {showComment ? (
          <>
            <label htmlFor={commentId} className="mt-2 block text-sm font-medium text-slate-800">
              Comment on this finding
            </label>
            <textarea
              id={commentId}
              ref={commentRef}
              value={state.comment}
              rows={2}
              maxLength={2000}
              onChange={(e) => decisions.setComment(item.hash, e.target.value)}
              className="focus-ring mt-1 block w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
            />
          </>
        ) : null}
        <div className="mt-2 flex flex-wrap gap-2">
          {decision === 'accepted' ? (
            <Button variant="secondary" className="px-3 py-1" onClick={() => decisions.unaccept(item.hash)}>
              <Undo2 size={14} aria-hidden /> Accepted — undo
            </Button>
          ) : (
            <Button
              className="px-3 py-1"
              disabled={!canAccept(item, correction)}
              title={canAccept(item, correction) ? undefined : acceptBlockedWhy(item, correction)}
              onClick={() => decisions.accept(item.hash)}
            >
              <Check size={14} aria-hidden /> Accept
            </Button>
          )}
          {decision === 'rejected' ? (
            <Button variant="secondary" className="px-3 py-1" onClick={() => decisions.unreject(item.hash)}>
              <Undo2 size={14} aria-hidden /> Rejected — undo
            </Button>
          ) : (
            <Button variant="secondary" className="px-3 py-1" onClick={() => decisions.reject(item.hash)}>
              <X size={14} aria-hidden /> Reject
            </Button>
          )}
          {showComment ? null : (
            <Button variant="ghost" className="px-3 py-1" onClick={() => setCommenting(true)}>
              <MessageSquare size={14} aria-hidden /> Comment
            </Button>
          )}
        </div>
      </li>
    );
  },
  (a, b) =>
    a.item === b.item &&
    a.state === b.state &&
    a.current === b.current &&
    a.openComment === b.openComment &&
    a.kind === b.kind &&
    a.onSelect === b.onSelect,
);

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
  onSelect(coordinates: Coordinates, item?: ResultItem): void;
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
                    onClick={() => onSelect(coordinates, item)}
                  >
                    {title}
                  </button>
                ) : (
                  <p className="font-medium [overflow-wrap:anywhere]">{title}</p>
                )}
                {item.status ? <StatusBadge status={item.status} /> : null}
              </div>
              {item.reasoning || item.details ? (
                <p className="mt-1 text-sm text-slate-700">{item.reasoning ?? item.details}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {more}
    </section>
  );
}
