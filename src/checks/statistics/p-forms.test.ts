/**
 * P-value forms beyond "P = 0.03" (issue 24), on text as the corpus writes it: "P-trend",
 * "P-interaction", "p value" and "P-valueᵃ" headings, a table's P-value column of bare values, and
 * confidence-interval labels ("95%CI", "95% C.I.").
 */
import { describe, expect, it } from 'vitest';
import type { ParagraphSpec } from '../../docx/testing.ts';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import type { Manuscript } from '../../docx/model.ts';
import { run } from './index.ts';

const LANCET = { p_value_style: 'p < 0.001', option_decimal_separator: 'Mid-line point' };
const JAMA = { p_value_style: 'P < .001', option_decimal_separator: 'Point' };

function results(format: Record<string, string>, manuscript: Manuscript) {
  return run({ manuscript, format, params: {} }).results.map((r) => [r.original, r.correction]);
}

function edits(format: Record<string, string>, ...paragraphs: (string | ParagraphSpec)[]) {
  return results(format, manuscriptFromParagraphs(paragraphs.map((p) => (typeof p === 'string' ? { text: p } : p))));
}

/** A table whose cells stand in rows and columns: `rows[r][c]`. */
function table(rows: string[][]): Manuscript {
  const manuscript = manuscriptFromParagraphs(rows.flat().map((text) => ({ text, kind: 'table-cell' as const })));
  const width = rows[0]!.length;
  manuscript.blocks.forEach((block, i) => {
    block.table = { table: 0, row: Math.floor(i / width), cell: i % width };
  });
  return manuscript;
}

describe('the letter P without a value', () => {
  it('lowers "P-trend" and "P-interaction" under The Lancet (bjc-6605965a)', () => {
    expect(
      edits(
        LANCET,
        'Neither duration of use (P-trend, 0.41) nor age at start of use (P-trend, 0.32) were associated with risk; the association varied by menopausal status (P-interaction, <0.01).',
      ),
    ).toEqual([
      ['P-trend', 'p-trend'],
      ['P-trend', 'p-trend'],
      ['P-interaction', 'p-interaction'],
    ]);
  });

  it('writes "P value" as AMA does, and "p value" as The Lancet does, keeping a sentence-opening capital', () => {
    expect(edits(JAMA, 'The p-value was computed for each subgroup; p values are two-sided.')).toEqual([
      ['p-value', 'P value'],
      ['p values', 'P values'],
    ]);
    expect(edits(LANCET, 'P values are two-sided. We recorded the nominal P value.')).toEqual([['P value', 'p value']]);
  });

  it('reads a table heading with a note letter typed plain ("P-valuea", plos-pone-0026358)', () => {
    expect(
      edits(LANCET, { text: 'Placebo group', kind: 'table-cell' }, { text: 'P-valuea', kind: 'table-cell' }),
    ).toEqual([['P-value', 'p value']]);
  });

  it('leaves a P that is part of a name or followed by its value to the other rules', () => {
    expect(edits(JAMA, 'P-glycoprotein (P-gp) and P450 were measured; the P value < .05 was significant.')).toEqual([]);
    expect(edits(JAMA, 'Mortality differed (p-value < 0.05).')).toEqual([['p-value < 0.05', 'P < .05']]);
  });
});

describe('a table column of P values', () => {
  it('writes its bare values as AMA writes P values (ms-ckd-mortality-korea, plos-pone-0026358)', () => {
    const manuscript = table([
      ['', 'HR', 'p value'],
      ['CKD', '5.84', '<.0001'],
      ['Age', '1.02', '0.000'],
      ['Sex', '0.91', '0.081'],
    ]);
    expect(results(JAMA, manuscript)).toEqual([
      ['p value', 'P value'],
      ['<.0001', '<.001'],
      ['0.000', '<.001'],
      ['0.081', '.08'],
    ]);
  });

  it('leaves a value whose only change is its decimal mark to numbers-units', () => {
    const manuscript = table([
      ['', 'p value'],
      ['CKD', '0.03'],
      ['Age', '<.0001'],
    ]);
    expect(results(LANCET, manuscript)).toEqual([['<.0001', '<0·0001']]);
  });
});

describe('a P-value heading moved by a heading that spans two columns', () => {
  /** Rows of uneven length, as the reader numbers a table with merged heading cells. */
  function ragged(rows: string[][]): Manuscript {
    const manuscript = manuscriptFromParagraphs(rows.flat().map((text) => ({ text, kind: 'table-cell' as const })));
    let i = 0;
    rows.forEach((row, r) => {
      row.forEach((_, cell) => {
        manuscript.blocks[i++]!.table = { table: 0, row: r, cell };
      });
    });
    return manuscript;
  }

  it('finds the P values right of their heading, and leaves the interval bounds under it (ms-ckd-mortality-korea)', () => {
    // "95% CI" spans the lower and upper bounds: "p value" is cell 3 of its row, its values cell 4 of theirs.
    const manuscript = ragged([
      ['', 'HR', '95% CI', 'p value'],
      ['CKD', '5.84', '5.32', '6.42', '<.0001'],
      ['Male', '0.91', '0.85', '0.98', '0.002'],
      ['Age', '1.60', '1.26', '2.04', '0.000'],
    ]);
    expect(results(JAMA, manuscript)).toEqual([
      ['p value', 'P value'],
      ['<.0001', '<.001'],
      ['0.002', '.002'],
      ['0.000', '<.001'],
    ]);
  });

  it('reads a last "p-value" heading over a later column (ms-vap-lrti-microbiome)', () => {
    const manuscript = ragged([
      ['Characteristic', 'Category & number', 'p-value'],
      ['', 'All', 'High', 'Low', ''],
      ['Diversity', '2.00 (0.90, 2.91)', '2.91 (2.49, 3.60)', '0.90 (0.17, 1.39)', '<0.001'],
      ['Duration', '21 (6, 42)', '17 (5, 35)', '24 (14, 42)', '0.25'],
    ]);
    expect(results(JAMA, manuscript)).toEqual([
      ['p-value', 'P value'],
      ['<0.001', '<.001'],
      ['0.25', '.25'],
    ]);
  });

  it('moves nothing when the columns of P-like values do not match the headings one for one', () => {
    // Two columns of small values with a bound below .001 and one heading: which is the P value is unknown.
    const manuscript = ragged([
      ['', 'Frequency', 'p value'],
      ['rs1', '0.12', '2.31', '<0.001', '0.04'],
      ['rs2', '<0.001', '1.22', '0.45', '0.30'],
    ]);
    expect(results(JAMA, manuscript)).toEqual([['p value', 'P value']]);
  });
});

describe('confidence-interval labels', () => {
  it('spaces "95%CI" and drops the full stops of "C.I." (plos-pone-0026358, ms-rodent-trapping)', () => {
    expect(
      edits(
        LANCET,
        'An total ORR of 10 patients in the Rituximab group (67%, 95%CI 41%–85%).',
        'Urban land was highly correlated with human population density (r = 0.835, 95% C.I. 0.82-0.85).',
        'The effect was small, within the 95% C.I. The next study differed.',
        'Response was 13% (95 %CI 4%–38%).',
      ),
    ).toEqual([
      ['95%CI', '95% CI'],
      ['95% C.I.', '95% CI'],
      ['95% C.I.', '95% CI.'],
      ['95 %CI', '95% CI'],
    ]);
  });
});
