/**
 * The journal's number style (issue 24), on text as real manuscripts of the corpus write it:
 * thousands and four-digit numbers, counts under ten, % and range spacing, glued units, decimal
 * commas in a table; and the identifiers the rules must leave alone.
 */
import { describe, expect, it } from 'vitest';
import type { ParagraphSpec } from '../../docx/testing.ts';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import { JOURNAL_FORMATS } from '../../services/journal-formats.ts';
import { run } from './index.ts';

const LANCET = {
  activated_thousand_separator: 'Yes',
  option_thousand_separator: 'Thin space',
  four_digit_thousand_separator: 'No',
  option_decimal_separator: 'Mid-line point',
  numbers_under_ten: 'Words',
};
/** A US journal grouping with a comma (NEJM's separator; JAMA's before it took AMA's thin space). */
const US_COMMA = {
  activated_thousand_separator: 'Yes',
  option_thousand_separator: 'Comma',
  four_digit_thousand_separator: 'No',
  option_decimal_separator: 'Point',
  numbers_under_ten: 'Numerals',
};

function edits(format: Record<string, string>, ...paragraphs: (string | ParagraphSpec)[]) {
  const manuscript = manuscriptFromParagraphs(paragraphs.map((p) => (typeof p === 'string' ? { text: p } : p)));
  return run({ manuscript, format, params: {} }).results.map((r) => [r.original, r.correction]);
}

describe('spacing of %, ranges and units', () => {
  it('closes up a percent sign and a spaced en-dash range (bmc-oralhealth)', () => {
    expect(
      edits(
        US_COMMA,
        "Internal consistency and test-retest reliability were excellent (Cronbach's alpha = 0.82 – 0.97; ICC = 0.78 – 0.90).",
        'A convenience sample of 119 consecutive patients (68.9 % women; mean age ± SD = 57.1 ± 12.2 yrs) was recruited.',
      ),
    ).toEqual([
      ['0.82 – 0.97', '0.82–0.97'],
      ['0.78 – 0.90', '0.78–0.90'],
      ['68.9 %', '68.9%'],
      ['yrs', 'years'],
    ]);
  });

  it('writes the whole form under the mid-line point: "68.9 %" → "68·9%", "0.82 – 0.97" → "0·82–0·97"', () => {
    expect(edits(LANCET, "Cronbach's alpha = 0.82 – 0.97 in 68.9 % of the women.")).toEqual([
      ['0.82 – 0.97', '0·82–0·97'],
      ['68.9 %', '68·9%'],
    ]);
  });

  it('reads a range of grouped numbers as one range, written whole (ms-dili-pharmacovigilance)', () => {
    const text = 'Reporting volume (46,301 reports; SD 875.9, range 1,021-3,544, year-count correlation r = 0.90).';
    expect(edits({ ...US_COMMA, four_digit_thousand_separator: 'Yes' }, text)).toEqual([
      ['1,021-3,544', '1,021–3,544'],
    ]);
    // AMA closes up four-digit numbers: the one correction is the whole form.
    expect(edits(US_COMMA, text)).toEqual([['1,021-3,544', '1021–3544']]);
  });

  it('writes a tilde between two numbers as the range it is, but leaves "approximately" (ms-ckd-mortality-korea)', () => {
    expect(
      edits(
        US_COMMA,
        'Age groups were 40 ~ 49, 50 ~ 59 and 60 ~ 69 years; symptoms lasted 3~5 days.',
        'Land cover was mapped at ~300 m; the peak was ~1.5 to 2.0 times baseline.',
      ),
    ).toEqual([
      ['40 ~ 49', '40–49'],
      ['50 ~ 59', '50–59'],
      ['60 ~ 69', '60–69'],
      ['3~5', '3–5'],
    ]);
    expect(edits(LANCET, 'eGFR fell by 1.5 ∼ 2.5 mL/min.')).toEqual([['1.5 ∼ 2.5', '1·5–2·5']]);
  });

  it('spells out "yrs" as every journal does, keeping a full stop that may close the sentence (bmc-oralhealth)', () => {
    expect(
      edits(
        US_COMMA,
        'A convenience sample of 119 consecutive patients (mean age ± SD = 57.1 ± 12.2 yrs) was recruited.',
        'Follow-up was 5 yrs. and 2 months; patients were older than 65 Yrs. Most were women.',
        { text: 'Age (yrs)', kind: 'table-cell' },
      ),
    ).toEqual([
      ['yrs', 'years'],
      ['yrs.', 'years'],
      ['Yrs', 'Years'],
      ['yrs', 'years'],
    ]);
    expect(edits(LANCET, 'Mean age was 57.1yrs in the cohort.')).toEqual([['57.1yrs', '57·1 years']]);
  });

  it('writes a count above ten in numerals mid-sentence, under either style (ms-hellp-systematic-review)', () => {
    const text =
      'Twenty four titles required further assessment, and the full-text reports of twenty three published reports were assessed. Among the twelve included studies, eleven control variables and over thirty different types were recorded.';
    const expected = [
      ['twenty three', '23'],
      ['twelve', '12'],
      ['eleven', '11'],
      ['thirty', '30'],
    ];
    expect(edits(US_COMMA, text)).toEqual(expected);
    expect(edits(LANCET, text)).toEqual(expected);
  });

  it('leaves number words that open a sentence, name a title, form a compound or part of a larger number', () => {
    expect(
      edits(
        US_COMMA,
        'Fifteen trials were included. Twenty four titles were read (not "Twenty 4"). We cite What Forty Years of Research Says About schools.',
        'The twenty-year follow-up of the twenty-first cohort covered one hundred and twenty patients and twenty thousand cases.',
        'Between twenty and thirty patients, or twenty or thirty clinics, were approached until age twelve.',
      ),
    ).toEqual([]);
  });

  it('writes a range with one end in words in numerals (plos-pmed-1001518, ms-rodent-zoonoses-scoping)', () => {
    const text =
      'Practitioners saw an average of 13 patients each (range two to 45), and counsellors eight each (range one to 27). Studies trapped at between six and 93 study sites, scored from zero to 100.';
    const expected = [
      ['two to 45', '2–45'],
      ['one to 27', '1–27'],
      ['six', '6'],
      ['zero', '0'],
    ];
    expect(edits(LANCET, text)).toEqual(expected);
    expect(edits(US_COMMA, text)).toEqual(expected);
  });

  it('leaves ranges it cannot settle: a small numeral end, a year, a list, a larger number, a sentence start', () => {
    expect(
      edits(
        US_COMMA,
        'Two to 45 patients attended. Doses of two to 5 mg were given from one to 2010, to six and 93 others, and to twenty one to 45 sites.',
      ),
    ).toEqual([]);
  });

  it('spaces metres, areas and base pairs, and a dose after a dose, but not "m" that lost its letter', () => {
    expect(
      edits(
        US_COMMA,
        'Land cover was obtained at ~300m resolution, within 1km of each site.',
        'A glomerular filtration rate of less than 60m/min/1.73m² was found.',
        'NuvaRing 0.12mg/0.015mg per day; we performed paired-end 250bp sequencing.',
      ),
    ).toEqual([
      ['300m', '300 m'],
      ['1km', '1 km'],
      ['1.73m²', '1.73 m²'],
      ['0.12mg', '0.12 mg'],
      ['0.015mg', '0.015 mg'],
      ['250bp', '250 bp'],
    ]);
  });
});

describe('thousands and four-digit numbers', () => {
  it('closes up four-digit numbers, comma or thin space, and groups an area with its unit (The Lancet)', () => {
    expect(
      edits(
        LANCET,
        'Regions of under 1,000km2 were trapped most.',
        { text: 'Cases/N', kind: 'table-cell' },
        { text: '88/9\u2009875', kind: 'table-cell' },
      ),
    ).toEqual([
      ['1,000km2', '1000 km2'],
      ['9\u2009875', '9875'],
    ]);
  });

  it('groups an ungrouped count before a unit in capitals, or standing in a table cell', () => {
    expect(edits(LANCET, 'Coverage fell to 15% of pre-pandemic levels (25979 MMCC) during lockdown.')).toEqual([
      ['25979', '25\u2009979'],
    ]);
    expect(
      edits(US_COMMA, { text: 'Person-years', kind: 'table-cell' }, { text: '22442', kind: 'table-cell' }),
    ).toEqual([['22442', '22,442']]);
  });

  it("follows AMA under the ready-made JAMA format: a thin space from five digits, four closed up; NEJM's comma", () => {
    const ready = (name: string) =>
      JOURNAL_FORMATS.find((f) => f.name.includes(name))!.config as Record<string, string>;
    // AMA Manual of Style, 11th ed., 18.2.1: "A total of 72 337 postmenopausal women".
    expect(edits(ready('JAMA'), 'A total of 72\u2009337 postmenopausal women took part; 2066 had follow-up.')).toEqual(
      [],
    );
    expect(edits(ready('JAMA'), 'A total of 72,337 women and 12345 patients; 2,066 had follow-up.')).toEqual([
      ['72,337', '72\u2009337'],
      ['12345', '12\u2009345'],
      ['2,066', '2066'],
    ]);
    expect(edits(ready('NEJM'), 'A total of 72\u2009337 women and 12345 patients.')).toEqual([
      ['72\u2009337', '72,337'],
      ['12345', '12,345'],
    ]);
  });

  it('groups four-digit counts with the comma when the format asks for it, never a year', () => {
    const comma = { ...US_COMMA, four_digit_thousand_separator: 'Yes' };
    expect(edits(comma, 'We collected 1066 specimens; in 2019 patients were enrolled; N = 4012.')).toEqual([
      ['1066', '1,066'],
      ['4012', '4,012'],
    ]);
    expect(edits(US_COMMA, 'We collected 1066 specimens and 2,066 swabs.')).toEqual([['2,066', '2066']]);
    // The reason names the rule that applies: four digits here, not the five of the general rule.
    const manuscript = manuscriptFromParagraphs([{ text: 'We collected 1066 specimens.' }]);
    expect(run({ manuscript, format: comma, params: {} }).results[0]?.reasoning).toBe(
      'The journal writes numbers of four digits or more with a comma: "1,066".',
    );
  });

  it('leaves grant, patent and protocol numbers alone (plos-pmed-1001300, plos-pone-0026358, ms-vap)', () => {
    expect(
      edits(
        LANCET,
        'Funded by the Mexican Council of Science and Technology: SEP 2004-C01-47499, FOSSIS 2005-2 (14475), (87332).',
        'Family members of WO2009083602 A1 are pending, as well as granted US 12/348024.',
        'The study was approved by the University of Pennsylvania IRB (protocol #826629).',
        'Correspondence: Mayo Clinic, 200 First Street SW, Rochester, Minnesota 55905, USA.',
        `Items were selected where "BNFItemCode" LIKE '07030%' OR "BNFItemCode" LIKE '21040%'.`,
        'Parenthood relates to well-being {Proulx:2007dl} (see: Shanahan:2016cm).',
        'The research leading to these results has received funding under grant agreement FP7- 223681.',
      ),
    ).toEqual([]);
  });

  it('reads every comma of a table that writes decimal commas as a decimal mark (plos-pone Table 2)', () => {
    expect(
      edits(
        LANCET,
        { text: '8,1 (7,3–9,8)', kind: 'table-cell' },
        { text: '7,9 (6,0–10,0)', kind: 'table-cell' },
        { text: '7,8 (5,5–10,0)', kind: 'table-cell' },
      ),
    ).toEqual([
      ['8,1', '8·1'],
      ['7,3', '7·3'],
      ['9,8', '9·8'],
      ['7,9', '7·9'],
      ['6,0', '6·0'],
      ['10,0', '10·0'],
      ['7,8', '7·8'],
      ['5,5', '5·5'],
      ['10,0', '10·0'],
    ]);
  });
});

describe('counts under ten (numbers_under_ten)', () => {
  it('writes numerals under AMA, leaving sentence starts, "one", compounds and fractions', () => {
    expect(
      edits(
        US_COMMA,
        'We evaluated validation at two levels. Two patients withdrew; all three reviews used two-sided tests.',
        'Between two and five sites were trapped; one or two patients, and two thirds of the women, declined.',
      ),
    ).toEqual([
      ['two', '2'],
      ['three', '3'],
      ['two and five', '2 and 5'],
    ]);
  });

  it('writes words under The Lancet, keeping numerals with units and in a sentence of larger numbers', () => {
    expect(
      edits(
        LANCET,
        'Of these, 4 patients withdrew.',
        'Treatment lasted 5 days; 3 of 12 patients responded.',
        'Two infusions (2 patients) were given.',
      ),
    ).toEqual([['4', 'four']]);
  });

  it('does nothing when the format does not say', () => {
    const { numbers_under_ten: _, ...unset } = US_COMMA;
    expect(edits(unset, 'We evaluated validation at two levels.')).toEqual([]);
  });
});
