import { describe, expect, it } from 'vitest';
import type { ResultItem } from '../../src/contract/checks.ts';
import {
  findingKey,
  findingsOf,
  fixOf,
  type LedgerEntry,
  type LedgerFinding,
  SAMPLE_SIZE,
  sampleOf,
  stubEntry,
} from '../../scripts/accuracy/ledger.ts';
import { emptyStrictTally, strictPrecisionOf, tallyFix } from '../../scripts/accuracy/strict.ts';

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

  it('reads a missing fix label as none exactly when the entry proposes no correction', () => {
    const entry = (fields: Partial<LedgerEntry>): LedgerEntry => ({
      verdict: 'right',
      reason: 'r',
      formats: ['lancet'],
      ...fields,
    });
    expect(fixOf(entry({}))).toBe('none');
    expect(fixOf(entry({ correction: '' }))).toBe('none');
    expect(fixOf(entry({ original: '3.1', correction: '3·1' }))).toBeNull();
    expect(fixOf(entry({ original: '3.1', correction: '3·1', fix: '?' }))).toBeNull();
    // "none" on a proposed correction is a slip, not a judgement.
    expect(fixOf(entry({ original: '3.1', correction: '3·1', fix: 'none' }))).toBeNull();
    expect(fixOf(entry({ original: '3.1', correction: '3·1', fix: 'incomplete' }))).toBe('incomplete');
    // A correction proposed in words ("write it as [57]") is judged by an explicit label.
    expect(fixOf(entry({ reasoning: 'write it as 57', fix: 'wrong' }))).toBe('wrong');
  });

  it('stubs a fix to judge only on findings that propose a correction', () => {
    const finding = (fields: Partial<ResultItem>): LedgerFinding => {
      const it = item('c'.repeat(64), fields);
      return { key: findingKey(it), check: 'c', document: 'd', format: 'lancet', item: it, context: undefined };
    };
    expect(stubEntry(finding({ original: '3.1', correction: '3·1' }), ['lancet']).fix).toBe('?');
    expect(stubEntry(finding({ name: 'Word count', status: 'failed' }), ['lancet']).fix).toBeUndefined();
  });

  it('counts strict precision as finding right and fix right or none, published only when every fix is judged', () => {
    const entries: LedgerEntry[] = [
      { verdict: 'right', reason: '', formats: [], fix: 'right', correction: 'a' },
      { verdict: 'right', reason: '', formats: [] },
      { verdict: 'right', reason: '', formats: [], fix: 'incomplete', correction: 'b' },
      { verdict: 'wrong', reason: '', formats: [], fix: 'wrong', correction: 'c' },
    ];
    const tally = emptyStrictTally();
    for (const e of entries) tallyFix(tally, e);
    expect(tally.strictRight).toBe(2);
    expect(tally.fixes).toEqual({ right: 1, incomplete: 1, wrong: 1, none: 1 });
    expect(strictPrecisionOf(tally, entries.length)).toBe(0.5);
    tallyFix(tally, { verdict: 'right', reason: '', formats: [], correction: 'd' });
    expect(tally.fixUnlabelled).toBe(1);
    expect(strictPrecisionOf(tally, entries.length + 1)).toBeNull();
    expect(strictPrecisionOf(emptyStrictTally(), 0)).toBeNull();
  });
});
