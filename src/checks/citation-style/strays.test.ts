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
