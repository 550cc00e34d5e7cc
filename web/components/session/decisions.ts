/**
 * The writer's decisions on a result (SPEC §4): each finding is either not accepted or accepted;
 * accept needs a non-empty correction (type1, type2); reject removes the finding from the list but
 * is still sent with apply, so the logbook records it. Keyed by the finding's hash (its identity),
 * so one decision never re-renders the other 999 findings.
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
  if (item.correction) return item.correction;
  if (Array.isArray(item.suggestions)) return item.suggestions[0] ?? '';
  return item.suggestions ?? '';
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

  const visible = useMemo(
    () => results.filter((r) => r.decision === undefined && !rejected.has(r.hash)),
    [results, rejected],
  );
  const decidedEarlier = useMemo(() => results.filter((r) => r.decision !== undefined).length, [results]);

  const setCorrection = useCallback((hash: string, value: string) => {
    setCorrections((current) => new Map(current).set(hash, value));
    // A blank correction cannot stay accepted.
    if (!value.trim()) setAccepted((current) => without(current, hash));
  }, []);
  const accept = useCallback((hash: string) => {
    if (!(correctionsRef.current.get(hash) ?? '').trim()) return;
    setAccepted((current) => new Set(current).add(hash));
  }, []);
  const unaccept = useCallback((hash: string) => setAccepted((current) => without(current, hash)), []);
  const reject = useCallback((hash: string) => {
    setAccepted((current) => without(current, hash));
    setRejected((current) => new Set(current).add(hash));
  }, []);

  const applyItems = useCallback((): ApplyItem[] => {
    const byHash = new Map(results.filter((r) => r.decision === undefined).map((r) => [r.hash, r]));
    const items: ApplyItem[] = [];
    for (const hash of accepted) {
      const item = byHash.get(hash);
      if (item) items.push({ ...item, correction: (corrections.get(hash) ?? '').trim(), decision: 'accepted' });
    }
    for (const hash of rejected) {
      const item = byHash.get(hash);
      if (item) items.push({ ...item, decision: 'rejected' });
    }
    return items;
  }, [results, accepted, rejected, corrections]);

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
