import { describe, expect, it } from 'vitest';
import type { ResultItem } from '../../src/contract/checks.ts';
import { findingKey, findingsOf, SAMPLE_SIZE, sampleOf, type LedgerFinding } from '../../scripts/accuracy/ledger.ts';

function item(hash: string, fields: Partial<ResultItem> = {}): ResultItem {
  return { entry_id: `x-${hash}`, hash, ...fields };
}

describe('accuracy ledger', () => {
  it('gives a finding a new key when what it tells the writer changes, and the same key when it does not', () => {
    const a = item('a'.repeat(64), { original: 'colour', correction: 'color' });
    expect(findingKey(a)).toBe(findingKey({ ...a, entry_id: 'other-id' }));
    expect(findingKey(a)).not.toBe(findingKey({ ...a, correction: 'colors' }));
    expect(findingKey(a)).not.toBe(findingKey({ ...a, reasoning: 'US spelling' }));
    expect(findingKey(a).startsWith('a'.repeat(16))).toBe(true);
  });

  it('counts failed and warning rows and items without a status, never passes', () => {
    const results = [
      item('1', { status: 'pass' }),
      item('2', { status: 'failed' }),
      item('3', { status: 'warning' }),
      item('4', { original: 'x' }),
    ];
    expect(findingsOf({ type: 'type3', results }).map((r) => r.hash)).toEqual(['2', '3', '4']);
  });

  it('labels every finding up to the sample size, then the same fixed sample on every run', () => {
    const make = (n: number): LedgerFinding[] =>
      Array.from({ length: n }, (_, i) => {
        const it = item(i.toString(16).padStart(64, '0'), { original: `w${i}` });
        return { key: findingKey(it), check: 'c', document: 'd', format: 'lancet', item: it, context: undefined };
      });
    expect(sampleOf(make(SAMPLE_SIZE))).toHaveLength(SAMPLE_SIZE);
    const many = make(100);
    const first = sampleOf(many).map((f) => f.key);
    const again = sampleOf([...many].reverse()).map((f) => f.key);
    expect(first).toHaveLength(SAMPLE_SIZE);
    expect(again).toEqual(first);
  });
});
