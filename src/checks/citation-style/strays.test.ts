/**
 * Issue 24: a citation in a second system, which the reader leaves out, is reported — a stray
 * superscript in a square-bracket manuscript ("All 24 citations use numbers in square brackets"
 * passed it) and a narrative author–year citation in a numbered one ("Lanphear et al. (2005)").
 */
import { describe, expect, it } from 'vitest';
import { withReferences } from '../references/sample.ts';
import { citationStyle } from './index.ts';

const list = Array.from(
  { length: 8 },
  (_, i) => `${i + 1}. Author${i + 1} A. Study ${i + 1}. J Test. 2020;${i + 1}:1-9.`,
);
const bracketed = 'Common [1]. Costly [2]. Treated [3]. Studied [4]. Reviewed [5].';

function results(body: Parameters<typeof withReferences>[0], style: string) {
  return citationStyle
    .run({ manuscript: withReferences(body, list), format: { citation_style: style }, params: {} })
    .results.filter((r) => r.status !== 'pass' && r.original !== undefined);
}

describe('citation-style: citations in a second system', () => {
  it('reports a superscript citation among square brackets, not a power or a note marker', () => {
    const body = [
      bracketed,
      {
        text: 'Relapse is frequent.6 Doses of 10 mg/m2 were used.',
        runs: [
          { text: 'Relapse is frequent.' },
          { text: '6', superscript: true },
          { text: ' Doses of 10 mg/m' },
          { text: '2', superscript: true },
          { text: ' were used.' },
        ],
      },
      { text: '2Percentage of deaths.', runs: [{ text: '2', superscript: true }, { text: 'Percentage of deaths.' }] },
    ];
    const found = results(body, 'Numeric, square brackets');
    expect(found.map((r) => [r.original, r.reasoning])).toEqual([
      [
        '6',
        "Written in superscript numbers, unlike the manuscript's other citations (numbers in square brackets); the journal uses numbers in square brackets: write it as [6], on the line (not superscript).",
      ],
    ]);
  });

  it('reports a narrative author–year citation in a numbered manuscript, not one followed by its number', () => {
    const body = [bracketed, 'The study by Lanphear et al. (2005) was pooled. Wamsley et al. (2024) [6] agree.'];
    const found = results(body, 'Numeric, square brackets');
    expect(found.map((r) => r.original)).toEqual(['Lanphear et al. (2005)']);
    expect(found[0]!.reasoning).toBe(
      "Written in author–year, unlike the manuscript's other citations (numbers in square brackets); the journal uses numbers in square brackets: rewrite it as numbers in square brackets.",
    );
  });

  it('reports "Laird 6" typed on the line when reference 6 is Laird\'s, and not "Table 6"', () => {
    const laird = [
      ...list.slice(0, 5),
      '6. Laird NM, Ware JH. Random-effects models. Biometrics. 1982;38:963-74.',
      ...list.slice(6),
    ];
    const manuscript = withReferences(
      [bracketed, 'Random effects were fitted as by Laird 6. Table 6 lists them; Author7 7 did not.'],
      laird,
    );
    const found = citationStyle
      .run({ manuscript, format: { citation_style: 'Numeric, square brackets' }, params: {} })
      .results.filter((r) => r.status !== 'pass');
    expect(found.map((r) => [r.original, r.correction, r.reasoning])).toEqual([
      [
        '6',
        '[6]',
        '"Laird 6" cites reference 6 (Laird) as plain text on the line; the journal uses numbers in square brackets: write it as [6].',
      ],
    ]);
  });
});

describe('citation-style: a round-bracket citation in a square-bracket manuscript (issue 31)', () => {
  const slade = [
    '1. Locker D. Concepts of oral health. Community Dent Health. 1988;5:3-18.',
    '2. Slade GD, Spencer J. Development of the Oral Health Impact Profile. Community Dent Health. 1994;11:3-11.',
    ...list.slice(2),
  ];
  const run = (body: Parameters<typeof withReferences>[0], style: string) =>
    citationStyle
      .run({ manuscript: withReferences(body, slade), format: { citation_style: style }, params: {} })
      .results.filter((r) => r.status !== 'pass' && r.original !== undefined);

  it('reports "(2)" after reference 2\'s first author, or after "study" when [2] is cited elsewhere', () => {
    const body = [
      'Common [1]. Costly [2]. Treated [3]. Studied [4]. Reviewed [5].',
      'In the original OHIP study (2), no period was set, although Slade & Spencer (2) do specify one.',
      'Toxoplasma gondii (4) and scores of moderate (10) were seen in the sample (3 sites).',
    ];
    expect(run(body, 'Numeric, square brackets').map((r) => [r.original, r.correction, r.reasoning])).toEqual([
      [
        '(2)',
        '[2]',
        '"study (2)" cites reference 2 in round brackets, unlike the manuscript\'s other citations (numbers in square brackets); the journal uses numbers in square brackets: write it as [2].',
      ],
      [
        '(2)',
        '[2]',
        '"Slade & Spencer (2)" cites reference 2 in round brackets, unlike the manuscript\'s other citations (numbers in square brackets); the journal uses numbers in square brackets: write it as [2].',
      ],
    ]);
  });

  it('says nothing of "(2)" when the journal itself cites in round brackets', () => {
    const body = [
      'Common [1]. Costly [2]. Treated [3]. Studied [4]. Reviewed [5].',
      'Although Slade & Spencer (2) do specify one.',
    ];
    expect(run(body, 'Numeric, round brackets').filter((r) => r.reasoning?.includes('Slade'))).toEqual([]);
  });
});

describe('citation-style: spaces inside superscript citations (issue 31)', () => {
  const superscripts = (raw: string) => ({
    text: `Liver injury is a leading cause of failure.${raw}`,
    runs: [{ text: 'Liver injury is a leading cause of failure.' }, { text: raw, superscript: true }],
  });
  const body = ['1', '2', '3, 5', '4', '6,7', '8'].map(superscripts);

  it('says that a superscript citation with a space after its comma is closed up, proposing nothing', () => {
    const found = results(body, 'Numeric, superscript').filter((r) => r.reasoning?.includes('no space'));
    expect(found.map((r) => [r.original, r.correction, r.reasoning])).toEqual([
      [
        '3, 5',
        undefined,
        'Superscript citations take no space after the comma ("3, 5"): close them up, in the citation manager\'s style if the citations are its fields.',
      ],
    ]);
  });

  it('leaves the spacing alone under a bracket style, where the superscripts are reported as such', () => {
    expect(results(body, 'Numeric, square brackets').filter((r) => r.reasoning?.includes('no space'))).toEqual([]);
  });
});
