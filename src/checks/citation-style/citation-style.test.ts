/** Issue 23: what citation-style proposes is the whole, right form, or said and not proposed. */
import { describe, expect, it } from 'vitest';
import { FAVA, LOPEZ, THOMAS, withReferences } from '../references/sample.ts';
import { citationStyle } from './index.ts';

const list = [`1. ${LOPEZ}`, `2. ${THOMAS}`, `3. ${FAVA}`];

function results(manuscript: ReturnType<typeof withReferences>, style: string) {
  return citationStyle
    .run({ manuscript, format: { citation_style: style }, params: {} })
    .results.filter((r) => r.status !== 'pass' && r.original !== undefined);
}

describe('citation-style corrections', () => {
  it('says "[2,3]" for a superscript citation under square brackets, and proposes no edit that would stay superscript', () => {
    const manuscript = withReferences(
      [
        {
          text: 'Depression is common.1 It is costly.2,3',
          runs: [
            { text: 'Depression is common.' },
            { text: '1', superscript: true },
            { text: ' It is costly.' },
            { text: '2,3', superscript: true },
          ],
        },
      ],
      list,
    );
    const found = results(manuscript, 'Numeric, square brackets');
    expect(found.map((r) => [r.original, r.correction])).toEqual([
      ['1', undefined],
      ['2,3', undefined],
    ]);
    expect(found[1]!.reasoning).toContain('write it as [2,3], on the line (not superscript)');
  });

  it('takes "5 (1, 3)" after a number for a median and its range, not a round-bracket citation', () => {
    const manuscript = withReferences(
      ['Depression is common (1) and costly (2, 3). The median stay was 5 (1, 3) days, as in 2019 (2).'],
      list,
    );
    expect(results(manuscript, 'Numeric, square brackets').map((r) => [r.original, r.correction])).toEqual([
      ['(1)', '[1]'],
      ['(2, 3)', '[2, 3]'],
      ['(2)', '[2]'],
    ]);
  });
});
