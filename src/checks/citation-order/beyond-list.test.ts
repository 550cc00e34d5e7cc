/**
 * Issue 24: a citation past the end of the list in a superscript- or round-bracket-citing
 * manuscript ("the JADER⁴⁸ database" with 43 references), which the reader does not take for a
 * citation, is reported; and it sets no order, so later first citations are not "after reference 48".
 */
import { describe, expect, it } from 'vitest';
import { runOn } from '../framework/testing.ts';
import { withReferences } from '../references/sample.ts';
import { citationOrder } from './index.ts';

const list = (n: number) =>
  Array.from({ length: n }, (_, i) => `${i + 1}. Author${i + 1} A. Study number ${i + 1}. J Test. 2020;${i + 1}:1-9.`);

/** A paragraph citing `numbers` in superscript after a word each. */
const superscripts = (numbers: number[]) => {
  const runs = numbers.flatMap((n) => [{ text: ' word' }, { text: String(n), superscript: true }]);
  return { text: runs.map((r) => r.text).join(''), runs };
};

const findings = (m: ReturnType<typeof withReferences>) =>
  runOn(citationOrder, m).results.filter((i) => i.status !== 'pass');

describe('citation-order: citations past the end of the list', () => {
  it('reports a superscript number past the list, and nothing else', () => {
    const m = withReferences([superscripts([1, 2, 3]), superscripts([4, 9, 5, 6])], list(6));
    const items = findings(m);
    expect(items.map((i) => [i.original, i.reasoning])).toEqual([
      ['9', 'Reference 9 does not exist: the list has 6 references.'],
    ]);
  });

  it('leaves a power after a digit, and a number far past the list, alone', () => {
    const power = { text: 'a titre of 109', runs: [{ text: 'a titre of 10' }, { text: '9', superscript: true }] };
    const far = { text: 'a dose 990', runs: [{ text: 'a dose ' }, { text: '990', superscript: true }] };
    expect(findings(withReferences([superscripts([1, 2, 3, 4, 5, 6]), power, far], list(6)))).toEqual([]);
  });

  it('reports a round-bracket number past the list closing a sentence, not a count', () => {
    const m = withReferences(
      [
        'Mobility helps (1). It is safe (2). It is cheap (3). It is used (4). It is taught (5).',
        'Patients (8) were seen. The data were sparse. (8)',
      ],
      list(5),
    );
    expect(findings(m).map((i) => [i.original, i.reasoning])).toEqual([
      ['(8)', 'Reference 8 does not exist: the list has 5 references.'],
    ]);
    expect(findings(m)[0]!.coordinates!.relative.start).toBeGreaterThan(20);
  });
});
