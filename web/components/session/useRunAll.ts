/**
 * The Run all checks state of a session page (issue 26): idle, running (since when), the report,
 * or why it could not run. One request; an answer for an older request is ignored. After an apply
 * the report describes a version that is no longer the latest: it is kept, marked `stale`.
 */
import { useCallback, useRef, useState } from 'react';
import type { RunAllAnswer } from '../../../src/contract/api/run-all.ts';
import { sessionApi } from '../../api/session.ts';
import { errorText } from '../ErrorNote.tsx';

export type RunAllState =
  | { kind: 'idle' }
  | { kind: 'running'; startedAt: number }
  | { kind: 'done'; answer: RunAllAnswer; stale: boolean }
  | { kind: 'failed'; error: string };

export interface RunAll {
  state: RunAllState;
  start(): void;
  /** A new version was saved: the report no longer describes the latest version. */
  markStale(): void;
}

export function useRunAll(sessionId: number): RunAll {
  const [state, setState] = useState<RunAllState>({ kind: 'idle' });
  const latest = useRef(0);
  const start = useCallback(() => {
    latest.current += 1;
    const mine = latest.current;
    performance.mark('run-all-start');
    setState({ kind: 'running', startedAt: Date.now() });
    sessionApi.runAll(sessionId).then(
      (answer) => {
        if (mine === latest.current) setState({ kind: 'done', answer, stale: false });
      },
      (error: unknown) => {
        if (mine === latest.current) setState({ kind: 'failed', error: errorText(error) });
      },
    );
  }, [sessionId]);
  const markStale = useCallback(() => {
    setState((s) => (s.kind === 'done' ? { ...s, stale: true } : s));
  }, []);
  return { state, start, markStale };
}
