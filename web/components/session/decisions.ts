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
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ResultItem } from '../../../src/contract/checks.ts';
import type { ApplyItem } from '../../../src/contract/api/session-work.ts';

export interface Decisions {
  visible: ResultItem[];
  corrections: ReadonlyMap<string, string>;
  accepted: ReadonlySet<string>;
  rejectedCount: number;
  /** Findings the writer decided on an earlier version (the server's `decision`): not listed, not sent again. */
  decidedEarlier: number;
  setCorrection(hash: string, value: string): void;
  accept(hash: string): void;
  unaccept(hash: string): void;
  reject(hash: string): void;
  /** What apply sends: accepted items with their corrections, then the rejections. */
  applyItems(): ApplyItem[];
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

export function useDecisions(results: readonly ResultItem[]): Decisions {
  const [corrections, setCorrections] = useState<Map<string, string>>(
    () => new Map(results.map((r) => [r.hash, firstSuggestion(r)])),
  );
  const [accepted, setAccepted] = useState<Set<string>>(() => new Set());
  const [rejected, setRejected] = useState<Set<string>>(() => new Set());

  // Read through a ref so accept stays one stable function and memoised rows do not re-render.
  const correctionsRef = useRef(corrections);
  correctionsRef.current = corrections;
  const byHash = useMemo(() => new Map(results.map((r) => [r.hash, r])), [results]);
  const byHashRef = useRef(byHash);
  byHashRef.current = byHash;

  const visible = useMemo(
    () => results.filter((r) => r.decision === undefined && !rejected.has(r.hash)),
    [results, rejected],
  );
  const decidedEarlier = useMemo(() => results.filter((r) => r.decision !== undefined).length, [results]);

  const setCorrection = useCallback((hash: string, value: string) => {
    setCorrections((current) => new Map(current).set(hash, value));
    // Seen at once by an accept in the same event, before the next render refreshes the ref.
    correctionsRef.current = new Map(correctionsRef.current).set(hash, value);
    // A correction that can no longer be accepted (emptied, or back to the original) is not accepted.
    const item = byHashRef.current.get(hash);
    if (!item || !canAccept(item, value)) setAccepted((current) => without(current, hash));
  }, []);
  const accept = useCallback((hash: string) => {
    const item = byHashRef.current.get(hash);
    if (!item || !canAccept(item, correctionsRef.current.get(hash) ?? '')) return;
    setAccepted((current) => new Set(current).add(hash));
  }, []);
  const unaccept = useCallback((hash: string) => setAccepted((current) => without(current, hash)), []);
  const reject = useCallback((hash: string) => {
    setAccepted((current) => without(current, hash));
    setRejected((current) => new Set(current).add(hash));
  }, []);

  const applyItems = useCallback((): ApplyItem[] => {
    const undecided = (hash: string) => {
      const item = byHash.get(hash);
      return item && item.decision === undefined ? item : undefined;
    };
    const items: ApplyItem[] = [];
    for (const hash of accepted) {
      const item = undecided(hash);
      if (!item) continue;
      // Exactly what the writer accepted: the proposal, or what they typed instead (issue 22).
      items.push({ ...item, correction: corrections.get(hash) ?? '', decision: 'accepted' });
    }
    for (const hash of rejected) {
      const item = undecided(hash);
      if (item) items.push({ ...item, decision: 'rejected' });
    }
    return items;
  }, [byHash, accepted, rejected, corrections]);

  return {
    visible,
    corrections,
    accepted,
    rejectedCount: rejected.size,
    decidedEarlier,
    setCorrection,
    accept,
    unaccept,
    reject,
    applyItems,
  };
}

function without(set: Set<string>, hash: string): Set<string> {
  if (!set.has(hash)) return set;
  const next = new Set(set);
  next.delete(hash);
  return next;
}
