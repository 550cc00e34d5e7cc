/**
 * A change described between two identical values: "increased from 58.72% to 58.72%". The
 * sentence says something moved; the numbers say it did not — one of them is a slip.
 */
import type { Manuscript } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { finding } from '../framework/index.ts';
import { NUM } from './numbers.ts';

const ID = 'number-agreement';
const CHANGE = new RegExp(
  String.raw`\b(?:increas|decreas|ris|ros|fell|fall|drop|declin|improv|reduc|grew|grow|jump|climb|went (?:up|down)|chang|shift|mov|doubl|halv)[a-z]*\s(?:[a-z]+\s){0,3}?from\s(${NUM})\s?(%|[a-zA-Zµ/]+)?\s(?:to|at)\s(${NUM})\s?(%|[a-zA-Zµ/]+)?`,
  'gi',
);

export function unchangedChangeFindings(manuscript: Manuscript): ResultItem[] {
  const items: ResultItem[] = [];
  for (const block of manuscript.blocks) {
    if (!block.text.includes('from')) continue;
    for (const m of block.text.matchAll(CHANGE)) {
      if (m[1] !== m[3] || (m[2] ?? '') !== (m[4] ?? m[2] ?? '')) continue;
      items.push(
        finding(ID, manuscript, block.index, m.index, m.index + m[0].length, {
          status: 'failed',
          key: 'unchanged',
          reasoning: `The sentence describes a change, but both values are ${m[1]}${m[2] ?? ''}: one of them is probably wrong. Check the source data.`,
        }),
      );
    }
  }
  return items;
}
