/**
 * While a check run is queued (issue 18): how long it has been going and where it is. The stage
 * comes with each poll answer (SPEC's 10 s poll stays); the clock ticks every second in the page.
 */
import { useEffect, useState } from 'react';
import type { CheckRunStage } from '../../../src/contract/checks.ts';

const STAGE_TEXT: Record<CheckRunStage | 'sent', string> = {
  sent: 'Starting the check',
  waiting: 'Waiting for a free worker',
  running: 'Checking the manuscript',
};

/** "0:07", "1:02:05". */
export function elapsedText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

export function RunProgress({ startedAt, stage }: { startedAt: number; stage: CheckRunStage | undefined }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-slate-800" data-testid="run-progress">
      <dt className="font-medium text-slate-700">Stage</dt>
      <dd>{STAGE_TEXT[stage ?? 'sent']}</dd>
      <dt className="font-medium text-slate-700">Elapsed</dt>
      <dd className="tabular-nums">
        <time dateTime={`PT${Math.max(0, Math.floor((now - startedAt) / 1000))}S`}>{elapsedText(now - startedAt)}</time>
      </dd>
    </dl>
  );
}
