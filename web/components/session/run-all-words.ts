/**
 * The words of a check's outcome in the Run all report, its badges and the report PDF
 * (src/services/session-work/report-pdf.ts says the same): "Passed", "Failed: 5 findings",
 * "Warning: 1 finding", "Could not run" (docs/web.md "Run all checks").
 */
import type { RunAllAnswer, RunAllCheck } from '../../../src/contract/api/run-all.ts';

export function outcomeWords(check: Pick<RunAllCheck, 'status' | 'findings'>): string {
  if (check.status === 'error') return 'Could not run';
  if (check.status === 'pass') return 'Passed';
  const n = check.findings;
  return `${check.status === 'failed' ? 'Failed' : 'Warning'}: ${n} finding${n === 1 ? '' : 's'}`;
}

/** "22 checks: 15 failed, 2 with warnings, 5 passed." (+ ", 1 could not run" when one did not). */
export function summaryWords(answer: RunAllAnswer): string {
  const count = (status: RunAllCheck['status']) => answer.checks.filter((c) => c.status === status).length;
  const errors = count('error');
  return `${answer.checks.length} checks: ${count('failed')} failed, ${count('warning')} with warnings, ${count('pass')} passed${errors > 0 ? `, ${errors} could not run` : ''}.`;
}

/** A category's badge in the category list: its checks' worst outcome and their findings together. */
export function categoryOutcome(checks: RunAllCheck[]): Pick<RunAllCheck, 'status' | 'findings'> | null {
  if (checks.length === 0) return null;
  const order: RunAllCheck['status'][] = ['error', 'failed', 'warning', 'pass'];
  const status = order.find((s) => checks.some((c) => c.status === s)) ?? 'pass';
  return { status, findings: checks.reduce((sum, c) => sum + c.findings, 0) };
}
