/**
 * Which markers are citations (structure/citations.ts): the system is decided from the evidence —
 * how many list entries the markers cite in running text — not from which kind of marker exists.
 */
import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs, type ParagraphSpec } from '../../../src/docx/testing.ts';

const REFERENCES = Array.from({ length: 6 }, (_, i) => ({
  text: `${i + 1}. Author${String.fromCharCode(65 + i)} A. A study of cohort ${i + 1}. BMJ. 201${i};${i + 1}:1-9.`,
}));
const sup = (before: string, marker: string, after = ''): ParagraphSpec => ({
  text: `${before}${marker}${after}`,
  runs: [{ text: before }, { text: marker, superscript: true }, ...(after ? [{ text: after }] : [])],
});

function thesis(body: ParagraphSpec[]) {
  return manuscriptFromParagraphs([
    { text: 'Weight gain in midlife', styleName: 'Title' },
    sup('Jane Doe', '1', ', John Roe'),
    { text: 'Introduction', styleName: 'heading 1' },
    ...body,
    { text: 'Table 1. Sample', styleName: 'Caption' },
    { ...sup('N = 1,234', '1'), kind: 'table-cell' },
    { text: 'OR', kind: 'table-cell' },
    { ...sup('N = 567', '2'), kind: 'table-cell' },
    { text: 'References', styleName: 'heading 1' },
    ...REFERENCES,
  ]);
}

describe('citation system', () => {
  it('takes round-bracket citations in running text over superscript markers in tables and author lines', () => {
    const m = thesis([
      { text: 'Obesity is rising (1) and costly (2, 3). Midlife matters (4).' },
      { text: 'Parity is linked to weight (5). Our cohort is new (6).' },
    ]);
    expect(m.structure.citations.map((c) => [c.style, c.raw])).toEqual([
      ['numeric-round', '(1)'],
      ['numeric-round', '(2, 3)'],
      ['numeric-round', '(4)'],
      ['numeric-round', '(5)'],
      ['numeric-round', '(6)'],
    ]);
    expect(m.structure.citationsUncertain).toBeUndefined();
  });

  it('does not take affiliation markers in the author line for superscript citations', () => {
    const m = thesis([sup('Obesity is rising.', '1-3'), sup('Midlife matters.', '4'), sup('It is new.', '5,6')]);
    expect(m.structure.citations.map((c) => [c.block, c.raw])).toEqual([
      [3, '1-3'],
      [4, '4'],
      [5, '5,6'],
    ]);
  });

  it('does not take a power ("R²", "m²") for a citation', () => {
    const m = thesis([sup('The model explained more (R', '2', ' = 0.4) per m'), { text: 'Cited [1].' }]);
    expect(m.structure.citations.map((c) => c.raw)).toEqual(['[1]']);
  });

  it('is unsure, and says so, when two systems each cite most of the list', () => {
    const m = thesis([
      { text: 'Obesity is rising [1] and costly [2, 3]. Midlife matters [4-6].' },
      sup('Parity is linked to weight.', '1-3', ' Our cohort is new.'),
      sup('It is new.', '4-6'),
    ]);
    expect(m.structure.citationsUncertain).toBe(
      'The running text holds both 3 numbers in square brackets and 2 superscript numbers that could be citations',
    );
  });
});
