/**
 * The writer's decisions on a result (SPEC §4): each finding is either not accepted or accepted;
 * accept needs a non-empty correction (type1, type2); reject removes the finding from the list but
 * is still sent with apply, so the logbook records it. Keyed by the finding's hash (its identity),
 * so one decision never re-renders the other 999 findings.
 *
 * Corrections are sent exactly as the check proposed them or as the writer typed them (issue 22):
 * never trimmed. A leading or trailing line break is what makes an inserted statement its own
 * paragraph, and a spacing fix ("±" → " ± ") is nothing but whitespace. "Empty" means the empty
 * string: a correction of spaces only is a correction. The one empty correction that can be
 * accepted is a deletion — a finding whose check proposes the empty string for a non-empty original.
 *
 * Issue 26: a rejected finding leaves SPEC's list but stays in the "Rejected" view, where it can
 * be taken back; Accept all / Reject all act on the findings the filters show (every finding, one
 * status or one kind); Undo takes back the last decision, bulk ones included; each finding has a
 * comment of its own; every change goes to a `DecisionSink` (the server's draft) as it is made.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ResultItem } from '../../../src/contract/checks.ts';
import type { ApplyItem } from '../../../src/contract/api/session-work.ts';
import type { DecisionsAnswer, DraftItemInput } from '../../../src/contract/api/decisions.ts';
import { kindOf, kindsOf, type KindCount } from './finding-kinds.ts';

export type DecisionValue = 'accepted' | 'rejected' | null;

/** A finding as the writer left it: the decision, the correction (exactly as typed) and a comment. */
export interface FindingState {
  decision: DecisionValue;
  correction: string;
  comment: string;
}

/** Which findings the list shows: SPEC's list (rejected ones removed) or one status. */
export type StatusFilter = 'open' | 'undecided' | 'accepted' | 'rejected';

export interface BulkOutcome {
  changed: number;
  /** Findings Accept all left alone because they have no correction to accept. */
  skipped: number;
}

export interface Decisions {
  /** The findings to decide (those decided on an earlier version are not among them). */
  items: ResultItem[];
  /** The findings the filters show, in the check's order. */
  visible: ResultItem[];
  states: ReadonlyMap<string, FindingState>;
  corrections: ReadonlyMap<string, string>;
  accepted: ReadonlySet<string>;
  rejectedCount: number;
  counts: Record<StatusFilter, number>;
  status: StatusFilter;
  setStatus(status: StatusFilter): void;
  /** The kind the list is narrowed to (`kindOf`), or null for every kind. */
  kind: string | null;
  setKind(kind: string | null): void;
  kinds: KindCount[];
  /** Findings the writer decided on an earlier version (the server's `decision`): not listed, not sent again. */
  decidedEarlier: number;
  setCorrection(hash: string, value: string): void;
  setComment(hash: string, value: string): void;
  accept(hash: string): void;
  /** Back to undecided (the "— undo" button of an accepted or rejected finding). */
  unaccept(hash: string): void;
  reject(hash: string): void;
  unreject(hash: string): void;
  acceptAll(hashes: readonly string[]): BulkOutcome;
  rejectAll(hashes: readonly string[]): BulkOutcome;
  /** What Undo would take back, in words; null when there is nothing to undo. */
  lastAction: string | null;
  /** Takes back the last decision; answers the findings it gave back (the first becomes current). */
  undo(): string[];
  batchComment: string;
  setBatchComment(value: string): void;
  /** Decisions saved on the server (another browser, an earlier visit): taken unless changed here already. */
  restore(saved: DecisionsAnswer): void;
  /** What apply sends: accepted items with their corrections, then the rejections. */
  applyItems(): ApplyItem[];
}

/** Where each change goes as it is made (the server's draft, issue 26). */
export interface DecisionSink {
  items(changes: DraftItemInput[]): void;
  comment(value: string): void;
}

/** The suggestion a finding starts with: the correction the check proposes, else the first suggestion. */
export function firstSuggestion(item: ResultItem): string {
  if (item.correction !== undefined && (item.correction !== '' || proposesDeletion(item))) return item.correction;
  if (Array.isArray(item.suggestions)) return item.suggestions[0] ?? '';
  return item.suggestions ?? '';
}

/**
 * A deletion in this model: the check proposes the empty string (`correction: ''`, or an empty
 * suggestion) for a finding with text in the document. Accepting it deletes that text.
 */
export function proposesDeletion(item: ResultItem): boolean {
  if (!item.original) return false;
  if (item.correction === '') return true;
  return Array.isArray(item.suggestions) ? item.suggestions.includes('') : item.suggestions === '';
}

/** Whether `correction` can be accepted for `item`: any non-empty text, or the empty one of a deletion. */
export function canAccept(item: ResultItem, correction: string): boolean {
  if (correction === '') return proposesDeletion(item);
  return correction !== item.original;
}

/**
 * A finding that carries no correction and cannot take one (issue 18): nothing to suggest, and
 * either no place in the text to put a correction (no original or no coordinates, e.g. "No title
 * was found") or only a warning or a pass. It renders as a note: no Accept, no comment, no Apply.
 */
export function isNote(item: ResultItem): boolean {
  if (firstSuggestion(item) !== '' || proposesDeletion(item)) return false;
  return !item.original || !item.coordinates || item.status === 'warning' || item.status === 'pass';
}

export function suggestionsOf(item: ResultItem): string[] {
  if (Array.isArray(item.suggestions)) return item.suggestions;
  return item.suggestions ? [item.suggestions] : item.correction ? [item.correction] : [];
}

interface UndoStep {
  label: string;
  before: [string, DecisionValue][];
}

const quoted = (item: ResultItem | undefined) => `“${item?.original || item?.heading || item?.entry_id || ''}”`;

export function useDecisions(results: readonly ResultItem[], sink?: DecisionSink): Decisions {
  const items = useMemo(() => results.filter((r) => r.decision === undefined), [results]);
  const byHash = useMemo(() => new Map(results.map((r) => [r.hash, r])), [results]);
  const kindByHash = useMemo(() => new Map(items.map((r) => [r.hash, kindOf(r)])), [items]);
  const [states, setStates] = useState<Map<string, FindingState>>(
    () => new Map(results.map((r) => [r.hash, { decision: null, correction: firstSuggestion(r), comment: '' }])),
  );
  const [undoSteps, setUndoSteps] = useState<UndoStep[]>([]);
  const [status, setStatus] = useState<StatusFilter>('open');
  const [kind, setKind] = useState<string | null>(null);
  const [batchComment, setBatchCommentState] = useState('');

  // Read and written through refs so every action is one stable function (memoised rows do not
  // re-render) and two actions in one event see each other.
  const statesRef = useRef(states);
  const byHashRef = useRef(byHash);
  byHashRef.current = byHash;
  const sinkRef = useRef(sink);
  sinkRef.current = sink;
  const undoRef = useRef(undoSteps);
  /** Findings changed on this page: a late answer with saved decisions does not overwrite them. */
  const touched = useRef(new Set<string>());
  const commentTouched = useRef(false);

  const draftOf = useCallback((hash: string, state: FindingState): DraftItemInput => {
    const item = byHashRef.current.get(hash);
    const own = item && state.correction === firstSuggestion(item) ? null : state.correction;
    return { hash, decision: state.decision, correction: own, comment: state.comment === '' ? null : state.comment };
  }, []);

  /** Applies `change` to the given findings, saves those that changed, and returns them. */
  const update = useCallback(
    (hashes: readonly string[], change: (state: FindingState, item: ResultItem) => FindingState | null): string[] => {
      const next = new Map(statesRef.current);
      const changed: string[] = [];
      for (const hash of hashes) {
        const item = byHashRef.current.get(hash);
        const state = next.get(hash);
        if (!item || !state || item.decision !== undefined) continue;
        const after = change(state, item);
        if (!after || after === state) continue;
        next.set(hash, after);
        changed.push(hash);
        touched.current.add(hash);
      }
      if (changed.length === 0) return changed;
      statesRef.current = next;
      setStates(next);
      sinkRef.current?.items(changed.map((hash) => draftOf(hash, next.get(hash) as FindingState)));
      return changed;
    },
    [draftOf],
  );

  const remember = useCallback((label: string, before: [string, DecisionValue][]) => {
    if (before.length === 0) return;
    undoRef.current = [...undoRef.current.slice(-49), { label, before }];
    setUndoSteps(undoRef.current);
  }, []);

  const decide = useCallback(
    (hashes: readonly string[], decision: DecisionValue, label: ((n: number) => string) | null): string[] => {
      const before = new Map(hashes.map((h) => [h, statesRef.current.get(h)?.decision ?? null]));
      const changed = update(hashes, (state, item) => {
        if (state.decision === decision) return null;
        if (decision === 'accepted' && !canAccept(item, state.correction)) return null;
        return { ...state, decision };
      });
      if (label)
        remember(
          label(changed.length),
          changed.map((h) => [h, before.get(h) ?? null]),
        );
      return changed;
    },
    [update, remember],
  );

  const setCorrection = useCallback(
    (hash: string, value: string) =>
      void update([hash], (state, item) => ({
        ...state,
        correction: value,
        // A correction that can no longer be accepted (emptied, or back to the original) is not accepted.
        decision: state.decision === 'accepted' && !canAccept(item, value) ? null : state.decision,
      })),
    [update],
  );
  const setComment = useCallback(
    (hash: string, value: string) => void update([hash], (state) => ({ ...state, comment: value })),
    [update],
  );
  const accept = useCallback(
    (hash: string) => void decide([hash], 'accepted', () => `Accepted ${quoted(byHashRef.current.get(hash))}`),
    [decide],
  );
  const reject = useCallback(
    (hash: string) => void decide([hash], 'rejected', () => `Rejected ${quoted(byHashRef.current.get(hash))}`),
    [decide],
  );
  const unaccept = useCallback((hash: string) => void decide([hash], null, null), [decide]);
  const unreject = unaccept;
  const acceptAll = useCallback(
    (hashes: readonly string[]): BulkOutcome => {
      const open = hashes.filter((h) => statesRef.current.get(h)?.decision !== 'accepted');
      const changed = decide(open, 'accepted', (n) => `Accepted ${plural(n, 'finding')}`);
      return { changed: changed.length, skipped: open.length - changed.length };
    },
    [decide],
  );
  const rejectAll = useCallback(
    (hashes: readonly string[]): BulkOutcome => ({
      changed: decide(hashes, 'rejected', (n) => `Rejected ${plural(n, 'finding')}`).length,
      skipped: 0,
    }),
    [decide],
  );
  const undo = useCallback((): string[] => {
    const step = undoRef.current.at(-1);
    if (!step) return [];
    undoRef.current = undoRef.current.slice(0, -1);
    setUndoSteps(undoRef.current);
    const was = new Map(step.before);
    update([...was.keys()], (state, item) => ({ ...state, decision: was.get(item.hash) ?? null }));
    return [...was.keys()];
  }, [update]);

  const setBatchComment = useCallback((value: string) => {
    commentTouched.current = true;
    setBatchCommentState(value);
    sinkRef.current?.comment(value);
  }, []);

  const restore = useCallback((saved: DecisionsAnswer) => {
    const next = new Map(statesRef.current);
    for (const draft of saved.items) {
      const item = byHashRef.current.get(draft.hash);
      if (!item || item.decision !== undefined || touched.current.has(draft.hash)) continue;
      const correction = draft.correction ?? firstSuggestion(item);
      const decision = draft.decision === 'accepted' && !canAccept(item, correction) ? null : draft.decision;
      next.set(draft.hash, { decision, correction, comment: draft.comment ?? '' });
    }
    statesRef.current = next;
    setStates(next);
    if (!commentTouched.current) setBatchCommentState(saved.comment);
  }, []);

  const derived = useMemo(() => {
    const accepted = new Set<string>();
    const corrections = new Map<string, string>();
    const counts: Record<StatusFilter, number> = { open: 0, undecided: 0, accepted: 0, rejected: 0 };
    for (const item of items) {
      const state = states.get(item.hash);
      if (!state) continue;
      corrections.set(item.hash, state.correction);
      if (state.decision === 'accepted') accepted.add(item.hash);
      counts[state.decision ?? 'undecided'] += 1;
      if (state.decision !== 'rejected') counts.open += 1;
    }
    return { accepted, corrections, counts };
  }, [items, states]);

  const kinds = useMemo(() => kindsOf(items), [items]);
  const visible = useMemo(
    () =>
      items.filter((item) => {
        const decision = states.get(item.hash)?.decision ?? null;
        const shown = status === 'open' ? decision !== 'rejected' : (decision ?? 'undecided') === status;
        return shown && (kind === null || kindByHash.get(item.hash) === kind);
      }),
    [items, states, status, kind, kindByHash],
  );
  const decidedEarlier = results.length - items.length;

  const applyItems = useCallback((): ApplyItem[] => {
    const sent = (item: ResultItem, state: FindingState, decision: 'accepted' | 'rejected'): ApplyItem => {
      const comment = state.comment.trim();
      return {
        ...item,
        // Exactly what the writer accepted: the proposal, or what they typed instead (issue 22).
        ...(decision === 'accepted' ? { correction: state.correction } : {}),
        ...(comment !== '' ? { comment } : {}),
        decision,
      };
    };
    const out: ApplyItem[] = [];
    for (const decision of ['accepted', 'rejected'] as const) {
      for (const item of items) {
        const state = states.get(item.hash);
        if (state?.decision === decision) out.push(sent(item, state, decision));
      }
    }
    return out;
  }, [items, states]);

  return {
    items,
    visible,
    states,
    corrections: derived.corrections,
    accepted: derived.accepted,
    rejectedCount: derived.counts.rejected,
    counts: derived.counts,
    status,
    setStatus,
    kind,
    setKind,
    kinds,
    decidedEarlier,
    setCorrection,
    setComment,
    accept,
    unaccept,
    reject,
    unreject,
    acceptAll,
    rejectAll,
    lastAction: undoSteps.at(-1)?.label ?? null,
    undo,
    batchComment,
    setBatchComment,
    restore,
    applyItems,
  };
}

export function plural(n: number, word: string): string {
  return `${n.toLocaleString('en-GB')} ${word}${n === 1 ? '' : 's'}`;
}
