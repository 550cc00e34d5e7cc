/**
 * Look-alikes of numbers in real manuscripts: phone numbers, grant, registry and ethics codes,
 * isolate and strain codes, dates, section numbers of headings and contents lines, and thousand
 * separators that differ only in the class of space.
 */
import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import { run } from './index.ts';

const LANCET = {
  activated_thousand_separator: 'Yes',
  option_thousand_separator: 'Thin space',
  option_decimal_separator: 'Mid-line point',
};

function edits(format: Record<string, string>, ...texts: string[]) {
  const manuscript = manuscriptFromParagraphs(texts.map((text) => ({ text })));
  return run({ manuscript, format, params: {} }).results.map((r) => [r.original, r.correction]);
}

describe('numbers-units in context', () => {
  it('leaves phone numbers, grant, registry and ethics codes, isolates, strains and dates alone', () => {
    expect(
      edits(
        LANCET,
        'Contact the study office on +44 (0)20 7946 0958 or 0131 242 1000, or call 020-7946-0958 or 1-800-555-0199.',
        'Tel: 0044 1865 123456; fax 01865 123457; Phone 555-1234.',
        'Funded by the Medical Research Council (grant MR/N013867/1, G0902093 and 12345-67890) and NIH R01 HL123456.',
        'The trial was registered (ISRCTN12345678, NCT01234567, ACTRN12610000123456, CRD42019123456, DRKS00012345).',
        'Isolates ST131 and 2016-1234, strain ATCC 25922, isolate 16-0562 and sequence type 12-15 were typed.',
        'Data were collected from 12-05-2020 to 30.06.2021, and on 2019-03-14, 03/14/2019 and 14.3.2019.',
        'Ethics approval 09/H0308/165 and REC 14/LO/1234; project 2013-001234-22 (EudraCT).',
        'Data are at https://doi.org/10.3389/fmicb.2018.00150 and doi:10.1000/xyz.2019.12-15, see www.example.org/v1.2.',
      ),
    ).toEqual([]);
  });

  it('reads a number opening a heading or a contents line as a section number', () => {
    const manuscript = manuscriptFromParagraphs([
      { text: '2.1 Data sources', styleName: 'heading 2' },
      { text: '4.3\tMeasuring fertility\t46' },
      { text: '1.2. Aims of the study' },
      { text: 'B.2.1\tInput data and preprocessing' },
      { text: 'The mean dose was 1.5 mg in 2.1% of the patients.' },
    ]);
    expect(run({ manuscript, format: LANCET, params: {} }).results.map((r) => r.original)).toEqual(['1.5', '2.1']);
  });

  it('proposes no change of space class in a grouped number, but still groups what needs it', () => {
    expect(edits(LANCET, 'We counted 34\u00A0945 cells, 1\u202F025\u202F340 reads and 12,345 patients.')).toEqual([
      ['12,345', '12\u2009345'],
    ]);
  });
});

/** Issue 23: every correction is the whole, right form, whatever else sits beside the number. */
describe('numbers-units corrections are whole', () => {
  function superscripted(...runs: [string, boolean][]) {
    const text = runs.map(([t]) => t).join('');
    const manuscript = manuscriptFromParagraphs([
      { text, runs: runs.map(([t, superscript]) => ({ text: t, superscript })) },
    ]);
    return run({ manuscript, format: LANCET, params: {} }).results.map((r) => [r.original, r.correction]);
  }

  it('never reads a superscript citation or note mark as part of a number', () => {
    expect(
      superscripted(['Of the types 1 and 3.', false], ['1', true], [' All were 1999.', false], ['2', true]),
    ).toEqual([]);
    expect(
      superscripted(['A target for 2030.', false], ['6', true], [' The ratio was 1.2', false], ['52', true]),
    ).toEqual([['1.2', '1·2']]);
    // A power of ten keeps its superscript: ×10⁶/L is not 106.
    expect(superscripted(['Counts were 5.5×10', false], ['6', true], ['/L.', false])).toEqual([['5.5', '5·5']]);
  });

  it('writes a decimal range under the mid-line point whole, and a range glued to its unit with its space', () => {
    expect(edits(LANCET, 'The odds ratio was 7.22 (95% CI, 6.56-7.95) and sleeping 6-8h per night.')).toEqual([
      ['7.22', '7·22'],
      ['6.56-7.95', '6·56–7·95'],
      ['6-8h', '6–8 h'],
    ]);
    expect(edits(LANCET, 'A dose of 17.5mg was given.')).toEqual([['17.5mg', '17·5 mg']]);
  });

  it('adds no thousand separator to the decimals of a small number', () => {
    expect(edits(LANCET, 'The slope was 0.0082 (95%CI 0.00083 to 0.016).')).toEqual([
      ['0.0082', '0·0082'],
      ['0.00083', '0·00083'],
      ['0.016', '0·016'],
    ]);
  });

  it('leaves lists of numbers, long identifiers and section ranges alone', () => {
    expect(
      edits(
        LANCET,
        'Samples were taken on days 4, 29,113 and 337. Funded under 2002061749 from the council. See Sections 3.2-3.4.',
      ),
    ).toEqual([]);
  });

  it('closes up a four-digit number under a space-grouping journal, and leaves it under a comma one', () => {
    expect(edits(LANCET, 'We enrolled 2,066 patients and 12,345 controls.')).toEqual([
      ['2,066', '2066'],
      ['12,345', '12\u2009345'],
    ]);
    expect(
      edits({ activated_thousand_separator: 'Yes', option_thousand_separator: 'Comma' }, 'We enrolled 2,066 patients.'),
    ).toEqual([]);
  });

  it('leaves the decimal of a P value to the statistics check, which writes it whole', () => {
    expect(edits({ ...LANCET, p_value_style: 'p < 0.001' }, 'Mortality fell (p-value <0.001) by 0.5%.')).toEqual([
      ['0.5', '0·5'],
    ]);
  });
});

describe('numbers-units recall (issue 24)', () => {
  it('spaces a unit of time written as a word, and reads "0,1%" as a decimal comma', () => {
    expect(edits(LANCET, 'Mean follow-up was 11.3years; 0,1% were lost.')).toEqual([
      ['11.3years', '11·3 years'],
      ['0,1', '0·1'],
    ]);
  });
});

describe('decimal commas are not thousand separators', () => {
  it('reads "2,030" in a table that writes "0,42" as a decimal (2·030), and "N(0,100)" as two parameters', () => {
    const manuscript = manuscriptFromParagraphs([
      { text: 'Coefficient', kind: 'table-cell' },
      { text: '-2,030**', kind: 'table-cell' },
      { text: '-0,42', kind: 'table-cell' },
      { text: 'Default shrinkage: mu=N(0,100), tau=N+(0, 2). We enrolled 2,115 women.' },
    ]);
    expect(run({ manuscript, format: LANCET, params: {} }).results.map((r) => [r.original, r.correction])).toEqual([
      ['2,030', '2·030'],
      ['0,42', '0·42'],
      ['2,115', '2115'],
    ]);
  });
});
