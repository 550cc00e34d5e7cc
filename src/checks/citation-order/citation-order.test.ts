/** One finding per cause (issue 23: one boxed list produced 27 citation-order rows for one cause). */
import { describe, expect, it } from 'vitest';
import { runOn } from '../framework/testing.ts';
import { withReferences } from '../references/sample.ts';
import { citationOrder } from './index.ts';

const list = (n: number) =>
  Array.from({ length: n }, (_, i) => `${i + 1}. Author${i + 1} A. Study number ${i + 1}. J Test. 2020;${i + 1}:1-9.`);

describe('citation-order: one finding per cause', () => {
  it('a box citing references 6–9 before the text cites 1–5 is one finding, naming them all', () => {
    const m = withReferences(
      [
        { text: 'Panel: further evidence [6], [7], [8], [9].', kind: 'textbox' },
        'Depression is common [1]. It is costly [2]. Treatments vary [3]. Some work [4]. Others do not [5].',
      ],
      list(9),
    );
    const items = runOn(citationOrder, m).results.filter((i) => i.status !== 'pass');
    expect(items).toHaveLength(1);
    expect(items[0]!.original).toBe('[1]');
    expect(items[0]!.reasoning).toContain(
      'References 1–5 are cited for the first time from here on, after reference 9',
    );
  });

  it('a single reference out of order keeps its own finding', () => {
    const m = withReferences(['Common [1]. Acupuncture [3], counselling [2].'], list(3));
    const items = runOn(citationOrder, m).results;
    expect(items.map((i) => [i.original, i.reasoning])).toEqual([
      [
        '[2]',
        'Reference 2 is cited for the first time here, after reference 3: references are numbered in order of first citation, so renumber them.',
      ],
    ]);
  });

  it('a run of references never cited (a further-reading list) is one finding', () => {
    const m = withReferences(['Common [1] and costly [2].'], list(8));
    const items = runOn(citationOrder, m).results;
    expect(items).toHaveLength(1);
    expect(items[0]!.reasoning).toBe('References 3–8 are never cited in the text: cite them or remove them.');
  });

  it('citations beyond a list that stops short are one finding', () => {
    const m = withReferences(['Common [1], costly [2], treated [4], studied [5], reviewed [6].'], list(2));
    const items = runOn(citationOrder, m).results;
    expect(items).toHaveLength(1);
    expect(items[0]!.original).toBe('[4]');
    expect(items[0]!.reasoning).toContain('3 citations, from here on, cite references the list does not have (4–6)');
  });
});

describe('citation-order: author–year citations read from the text (issue 24)', () => {
  const apa = [
    'Grundy, E., & Read, S. (2015). Pathways from fertility history to later life health. Demographic Research, 32, 107–146.',
    'Holze, F., & Liechti, M. E. (2022). Pharmacokinetics of psilocybin. Clinical Pharmacology, 3, 1–9.',
  ];

  it('reports "Hume et al., 2013" when no entry is by Hume in 2013, and never says every citation has one', () => {
    const m = withReferences(
      ['Parity matters (Grundy & Read, 2015; Hume et al., 2013). Psilocybin is fast (Holze et al., 2022).'],
      apa,
    );
    const items = runOn(citationOrder, m).results;
    expect(items.map((i) => [i.original, i.reasoning])).toEqual([
      [
        'Hume et al., 2013',
        'No entry in the reference list is by Hume in 2013: "Hume et al., 2013" has no reference. Add it to the list or correct the citation.',
      ],
    ]);
  });

  it('leaves a year one apart to the other-year finding (one cause, one finding)', () => {
    const m = withReferences(['Parity matters (Grundy & Read, 2015). Psilocybin is fast (Holze et al., 2023).'], apa);
    const items = runOn(citationOrder, m).results;
    expect(items.some((i) => i.reasoning?.includes('has no reference'))).toBe(false);
  });

  it('names author–year citations in a numbered manuscript as a second citation system, once', () => {
    const m = withReferences(
      [
        'Depression is common [1] and costly [2] (Hume et al., 2013; Laird, 2019). Treatment varies (Hume et al., 2013).',
      ],
      list(2),
    );
    const items = runOn(citationOrder, m).results.filter((i) => i.status !== 'pass');
    expect(items).toHaveLength(1);
    expect(items[0]!.reasoning).toBe(
      'The manuscript cites its references by number, but 2 citations in the text are author–year ("Hume et al., 2013", "Laird, 2019"): use one citation system, numbering these as references.',
    );
  });
});
