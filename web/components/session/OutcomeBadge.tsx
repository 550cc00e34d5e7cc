/** A check's outcome in the Run all report and the check lists (issue 26), coloured as StatusBadge. */
import type { RunAllCheck } from '../../../src/contract/api/run-all.ts';
import { outcomeWords } from './run-all-words.ts';

const styles: Record<RunAllCheck['status'], string> = {
  pass: 'bg-green-50 text-green-800 ring-green-600/30',
  failed: 'bg-red-50 text-red-800 ring-red-600/30',
  warning: 'bg-amber-50 text-amber-900 ring-amber-600/40',
  error: 'bg-slate-100 text-slate-800 ring-slate-500/30',
};

export function OutcomeBadge({ outcome }: { outcome: Pick<RunAllCheck, 'status' | 'findings'> }) {
  return (
    <span
      data-outcome={outcome.status}
      className={`inline-flex shrink-0 whitespace-nowrap rounded-full px-2 py-0.5 text-sm font-medium ring-1 ring-inset ${styles[outcome.status]}`}
    >
      {outcomeWords(outcome)}
    </span>
  );
}
