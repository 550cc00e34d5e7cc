/**
 * Saves decisions as the writer makes them (issue 26): changes are gathered for a moment
 * (SAVE_DELAY_MS, so typing a correction is one request, not one per key) and sent one request at
 * a time, the newest state of each finding winning. A refusal (4xx) is shown and dropped; a
 * network or server failure is shown and tried again after RETRY_MS. Whatever is waiting goes out
 * when the result is left.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DraftItemInput } from '../../../src/contract/api/decisions.ts';
import { ApiError } from '../../api/client.ts';
import { sessionApi } from '../../api/session.ts';
import { errorText } from '../ErrorNote.tsx';
import type { DecisionSink } from './decisions.ts';

export const SAVE_DELAY_MS = 300;
export const RETRY_MS = 5000;

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'failed'; reason: string; retrying: boolean };

export interface DraftSaver {
  sink: DecisionSink;
  state: SaveState;
  /** Sends what is waiting and resolves when nothing is in flight (before an apply). */
  settle(): Promise<void>;
  /** Forgets what is waiting (after an apply, which cleared the server's draft). */
  discard(): void;
}

export function useDraftSaver(sessionId: number, checkUrl: string): DraftSaver {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const pending = useRef(new Map<string, DraftItemInput>());
  const pendingComment = useRef<string | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef(false);
  const flight = useRef<Promise<void>>(Promise.resolve());
  const alive = useRef(true);

  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (inFlight.current) return;
    if (pending.current.size === 0 && pendingComment.current === undefined) return;
    const items = [...pending.current.values()];
    const comment = pendingComment.current;
    pending.current = new Map();
    pendingComment.current = undefined;
    inFlight.current = true;
    if (alive.current) setState({ kind: 'saving' });
    let done: () => void = () => undefined;
    flight.current = new Promise<void>((resolve) => {
      done = resolve;
    });
    try {
      await sessionApi.saveDecisions(sessionId, checkUrl, { items, ...(comment !== undefined ? { comment } : {}) });
      inFlight.current = false;
      done();
      if (pending.current.size > 0 || pendingComment.current !== undefined) return void flush();
      if (alive.current) setState({ kind: 'saved' });
    } catch (error) {
      inFlight.current = false;
      done();
      const refused = error instanceof ApiError && error.status < 500 && error.status !== 429;
      if (!refused) {
        // Put back what nothing newer has replaced, and try again.
        for (const item of items) if (!pending.current.has(item.hash)) pending.current.set(item.hash, item);
        if (pendingComment.current === undefined) pendingComment.current = comment;
        if (alive.current) timer.current = setTimeout(() => void flush(), RETRY_MS);
      }
      if (alive.current) setState({ kind: 'failed', reason: errorText(error), retrying: !refused });
    }
  }, [sessionId, checkUrl]);

  const later = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
  }, [flush]);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      void flush();
    };
  }, [flush]);

  const sink = useMemo<DecisionSink>(
    () => ({
      items(changes) {
        for (const change of changes) pending.current.set(change.hash, change);
        later();
      },
      comment(value) {
        pendingComment.current = value;
        later();
      },
    }),
    [later],
  );
  const settle = useCallback(async () => {
    await flight.current;
    await flush();
    await flight.current;
  }, [flush]);
  const discard = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = new Map();
    pendingComment.current = undefined;
  }, []);
  return { sink, state, settle, discard };
}

/** The save state in words, for the line under the bulk actions. */
export function saveStateText(state: SaveState): string {
  switch (state.kind) {
    case 'idle':
      return 'Decisions are saved as you make them.';
    case 'saving':
      return 'Saving…';
    case 'saved':
      return 'All decisions saved.';
    case 'failed':
      return state.retrying
        ? `Not saved yet: ${state.reason} Trying again in ${RETRY_MS / 1000} s.`
        : `Not saved: ${state.reason}`;
  }
}
