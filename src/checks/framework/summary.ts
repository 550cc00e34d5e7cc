/**
 * Result builders with the summaries type3 and type4 tables carry. Summaries count rows by
 * status in words a writer reads at a glance ("2 failed, 1 warning, 5 passed").
 */
import type { CheckResult, FindingStatus, ResultItem, ResultType } from '../../contract/checks.ts';
import { uniqueItems } from './finding.ts';

export function countByStatus(items: ResultItem[]): Record<FindingStatus, number> {
  const counts: Record<FindingStatus, number> = { pass: 0, failed: 0, warning: 0 };
  for (const item of items) if (item.status) counts[item.status] += 1;
  return counts;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Summary of a type3 table of tests. */
export function testsSummary(items: ResultItem[]): string {
  if (items.length === 0) return 'Nothing to check.';
  const c = countByStatus(items);
  const parts: string[] = [];
  if (c.failed) parts.push(`${c.failed} failed`);
  if (c.warning) parts.push(plural(c.warning, 'warning', 'warnings'));
  if (c.pass) parts.push(`${c.pass} passed`);
  return `${parts.join(', ')}.`;
}

/** Summary of a type4 table of findings. */
export function findingsSummary(items: ResultItem[]): string {
  const problems = items.filter((item) => item.status !== 'pass');
  if (problems.length === 0) return 'No problems found.';
  const c = countByStatus(items);
  const parts: string[] = [];
  if (c.failed) parts.push(plural(c.failed, 'problem', 'problems'));
  if (c.warning) parts.push(plural(c.warning, 'warning', 'warnings'));
  return `${parts.join(' and ')} found.`;
}

export function type1(items: ResultItem[]): CheckResult {
  return { type: 'type1', results: uniqueItems(items) };
}

export function type2(items: ResultItem[]): CheckResult {
  return { type: 'type2', results: uniqueItems(items) };
}

export function type3(items: ResultItem[], summary = testsSummary(items)): CheckResult {
  return { type: 'type3', results: uniqueItems(items), summary };
}

export function type4(items: ResultItem[], summary = findingsSummary(items)): CheckResult {
  return { type: 'type4', results: uniqueItems(items), summary };
}

export function resultOfType(type: ResultType, items: ResultItem[]): CheckResult {
  switch (type) {
    case 'type1':
      return type1(items);
    case 'type2':
      return type2(items);
    case 'type3':
      return type3(items);
    case 'type4':
      return type4(items);
  }
}
