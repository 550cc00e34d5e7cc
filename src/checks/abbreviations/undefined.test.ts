/**
 * Abbreviations used but never defined, and the definitions the check proposes, on text patterns
 * met in the corpus manuscripts (issues 23 and 24).
 */
import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs, type ParagraphSpec } from '../../docx/testing.ts';
import type { FormatConfig } from '../../contract/format-config.ts';
import { run } from './index.ts';

function findings(paragraphs: ParagraphSpec[], format: FormatConfig = {}) {
  return run({ manuscript: manuscriptFromParagraphs(paragraphs), format, params: {} }).results.filter(
    (r) => r.status !== 'pass',
  );
}

const heading = (text: string): ParagraphSpec => ({ text, styleName: 'heading 1' });

describe('abbreviations never defined', () => {
  it('reports the first use in the abstract and in the main text, used once or more, with no long form guessed', () => {
    const items = findings([
      heading('Abstract'),
      { text: 'Construct validity was established by calculating ANOVA.' },
      heading('Methods'),
      { text: 'Values were based on the outcome of a one-way repeated measures ANOVA [23].' },
      { text: 'They were referred to the Department of Oral Function, ACTA, with complaints.' },
    ]);
    expect(items.map((r) => [r.original, r.correction, r.reasoning])).toEqual([
      [
        'ANOVA',
        undefined,
        '"ANOVA" is used 2 times but never defined; spell it out at its first use in the abstract ("long form (ANOVA)") or list it with the abbreviations.',
      ],
      [
        'ANOVA',
        undefined,
        '"ANOVA" is used 2 times but never defined; spell it out at its first use in the main text ("long form (ANOVA)") or list it with the abbreviations.',
      ],
      ['ACTA', undefined, '"ACTA" is used once but never defined; write it out in full.'],
    ]);
  });

  it('names a phrase the text writes out without the abbreviation, without claiming it is the long form', () => {
    const [item] = findings([
      heading('Introduction'),
      { text: 'Risk rose as the glomerular filtration rate fell.' },
      { text: 'The risk of death increased as the GFR decreased below 60 ml/min.' },
    ]);
    expect(item?.reasoning).toContain(
      'The text writes "glomerular filtration rate" without "(GFR)": if that is what it stands for, define it there.',
    );
    expect(item?.correction).toBeUndefined();
  });

  it('lets the abstract stand alone: an abbreviation explained only in the list at the end is undefined in both parts', () => {
    const items = findings([
      heading('Abstract'),
      { text: 'Samples showed a higher score (beta = 0.185, P = 0.0051, FDR = 0.0077).' },
      heading('Methods'),
      { text: 'A prespecified relaxed FDR threshold was used to summarise the signals.' },
      { text: 'List of abbreviations', styleName: 'heading 1' },
      { text: 'DEGs, differentially expressed genes\nFDR, false discovery rate\nQC, quality control' },
    ]);
    expect(items.map((r) => r.reasoning)).toEqual([
      '"FDR" is explained outside the abstract but not in it; the abstract stands alone, so spell it out at its first use there ("long form (FDR)").',
      '"FDR" is in the list of abbreviations but not defined in the text; spell it out at its first use in the main text ("long form (FDR)").',
    ]);
  });

  it('defines at its first use in the text an abbreviation defined only in a table, with the table’s own long form', () => {
    const items = findings([
      heading('Results'),
      { text: 'At the HLGT level, signals clustered within hepatocellular terms; each HLGT was ranked.' },
      { text: 'Signals at the High-Level Group Term (HLGT) level', kind: 'table-cell' },
    ]);
    expect(items.map((r) => [r.original, r.correction])).toEqual([['HLGT', 'High-Level Group Term (HLGT)']]);
  });

  it('leaves alone codons, units, quoted examples, packages, gene lists, initials, Boolean capitals and names as a source records them', () => {
    expect(
      findings([
        heading('Methods'),
        { text: 'The GCG triplet codon appears to have been replaced by its synonymous GCA codon in the strand.' },
        { text: 'Models were trained on data ranging from 5 GB to 45 TB.' },
        { text: 'Enough details (e.g., “Upper Limb FMA” instead of just “FMA”) were extracted.' },
        { text: 'We used dplyr (Version 1.0.7, Wickham, 2021), MAd (Version 0.8.2.1, Hoyt, 2014) and renv.' },
        { text: 'Markers included P2RY12, CX3CR1, TMEM119, and MERTK.' },
        { text: 'The factors cannot be interpreted as physical OR mental health related.' },
        { text: 'Agents included mycophenolate mofetil (also reported as MMF, CellCept, or Myfortic).' },
        {
          text: 'Predictors selected by LASSO were refitted; LASSO (least absolute shrinkage and selection operator) was used.',
        },
        {
          text: 'Publications were relevant according to predefined PECOTS – Population, Exposure, Comparator, Outcome, Timing of exposure and Setting.',
        },
        { text: 'Data are on the National Center for Biotechnology Information’s Sequence Read Archive (NCBI SRA).' },
        { text: 'Serum immunoglobulins (IgG, IgM, IgA) were measured; one is ongoing (CTRI/2020/12/029730).' },
      ]),
    ).toEqual([]);
  });
});

describe('the definitions the check proposes', () => {
  it('spells a long form copied from the abstract in the format’s variety of English', () => {
    const items = findings(
      [
        heading('Abstract'),
        { text: 'We sought xenotropic murine leukemia virus-related virus (XMRV); XMRV was absent.' },
        heading('Methods'),
        { text: 'Samples were tested for XMRV by PCR, and XMRV was never detected.' },
      ],
      { language: 'English (UK)' },
    );
    expect(items.map((r) => r.correction)).toEqual(['xenotropic murine leukaemia virus-related virus (XMRV)']);
  });

  it('keeps the leading words of a name matched by its last words, not a sentence’s opening capital', () => {
    const items = findings([
      heading('Methods'),
      { text: 'We searched databases (Cochrane Central Register of Controlled Trials (CENTRAL), MEDLINE).' },
      { text: 'Recent National Institute for Health and Care Excellence (NICE) guidance is equivocal.' },
    ]);
    expect(items.map((r) => r.correction)).toEqual([
      'Cochrane Central Register of Controlled Trials',
      'National Institute for Health and Care Excellence',
    ]);
  });

  it('writes out in full a single use before a definition that is never used again', () => {
    const items = findings([
      heading('Methods'),
      { text: 'Serology covered viruses (EBV, CMV and others).' },
      { text: 'Epstein-Barr virus (EBV) persists; EBV was tested again.' },
      { text: 'B cells harbour viruses such as cytomegalovirus (CMV) or others.' },
    ]);
    expect(items.map((r) => [r.original, r.correction])).toEqual([
      ['EBV', 'Epstein-Barr virus (EBV)'],
      ['CMV', 'cytomegalovirus'],
      ['cytomegalovirus (CMV)', 'cytomegalovirus'],
    ]);
  });
});

describe('an abbreviation defined for one term and used for another', () => {
  it('warns, with no correction, when the word before the long form spells another abbreviation used undefined', () => {
    const items = findings([
      heading('Results'),
      { text: 'Patients with borderline lepromatous leprosy (LL) were followed.' },
      { text: 'BL patients improved, and those with LL relapsed; LL was rare.' },
    ]);
    expect(items.map((r) => [r.original, r.correction])).toContainEqual([
      'borderline lepromatous leprosy (LL)',
      undefined,
    ]);
    expect(items.find((r) => r.original === 'borderline lepromatous leprosy (LL)')?.reasoning).toBe(
      '"LL" is defined as "lepromatous leprosy", but the term reads "borderline lepromatous leprosy" and the manuscript also uses "BL", which it never defines: check which term each abbreviation stands for.',
    );
  });
});

describe('abbreviations in highlights and key points (issue 31)', () => {
  it('judges the highlights on their own: an abbreviation the abstract and text define is still undefined there', () => {
    const items = findings([
      heading('Highlights'),
      { text: 'Immunosuppressant-associated DILI shows pronounced heterogeneity across drug classes.' },
      { text: 'Multivariable LASSO modeling identifies drug exposure as the dominant risk driver.' },
      heading('Abstract'),
      { text: 'Immunosuppressants are associated with drug-induced liver injury (DILI). DILI was common.' },
      heading('Methods'),
      {
        text: 'Cases of drug-induced liver injury (DILI) were found with the least absolute shrinkage and selection operator (LASSO).',
      },
      { text: 'DILI was related to dose in the LASSO model.' },
    ]);
    expect(items.map((r) => [r.original, r.correction, r.reasoning])).toEqual([
      [
        'DILI',
        undefined,
        '"DILI" is not defined in the highlights (key points), which are read on their own; write it out there. The text defines it as "drug-induced liver injury".',
      ],
      [
        'LASSO',
        undefined,
        '"LASSO" is not defined in the highlights (key points), which are read on their own; write it out there. The text defines it as "least absolute shrinkage and selection operator".',
      ],
    ]);
  });

  it('accepts highlights that define their own abbreviations', () => {
    const items = findings([
      heading('Highlights'),
      { text: 'Drug-induced liver injury (DILI) varies across drug classes; DILI risk is concentrated in regimens.' },
      heading('Abstract'),
      { text: 'Immunosuppressants are associated with drug-induced liver injury (DILI). DILI was common.' },
    ]);
    expect(items.filter((r) => r.original === 'DILI' && r.reasoning?.includes('highlights'))).toEqual([]);
  });

  it('reads a word in capitals before "tool" or "score" as a name to define, not as emphasis', () => {
    const items = findings([
      heading('Highlights'),
      { text: 'Nurses achieved moderate consistency using a version of the TROOPS tool in the laboratory.' },
    ]);
    expect(items.map((r) => r.original)).toEqual(['TROOPS']);
    expect(
      findings([heading('Introduction'), { text: 'SUMMARY of the findings is given below for the readers.' }]),
    ).toEqual([]);
  });
});

describe('abbreviations left out of a table note that lists the others (issue 31)', () => {
  const table = (note: string): ParagraphSpec[] => [
    heading('Results'),
    { text: 'Characteristics are given in Table 1.' },
    { text: 'Table 1: Subject characteristics.' },
    { text: 'Characteristic', kind: 'table-cell' },
    { text: 'Median (IQR)', kind: 'table-cell' },
    { text: 'WBC', kind: 'table-cell' },
    { text: 'AST', kind: 'table-cell' },
    { text: 'DM', kind: 'table-cell' },
    { text: 'CHF', kind: 'table-cell' },
    { text: 'ANCOVAa', kind: 'table-cell' },
    { text: note },
  ];
  const gaps = (note: string) =>
    findings(table(note))
      .filter((r) => r.reasoning?.includes('note lists'))
      .map((r) => r.original);

  it('reports each abbreviation of the table that its note does not list, once, and reads a footnote letter ("ANCOVAa") as a mark', () => {
    const items = findings(
      table(
        'For continuous variables, medians and interquartile ranges are given. (WBC: white blood cell count; AST: aspartate aminotransferase; ANCOVA, analysis of covariance.)',
      ),
    ).filter((r) => r.reasoning?.includes('note lists'));
    expect(items.map((r) => [r.original, r.reasoning])).toEqual([
      [
        'IQR',
        '"IQR" is used in Table 1, whose note lists the table\'s other abbreviations (WBC, AST, ANCOVA) but not this one; a table is read on its own, so add "IQR" and its long form to the note.',
      ],
      [
        'DM',
        '"DM" is used in Table 1, whose note lists the table\'s other abbreviations (WBC, AST, ANCOVA) but not this one; a table is read on its own, so add "DM" and its long form to the note.',
      ],
      [
        'CHF',
        '"CHF" is used in Table 1, whose note lists the table\'s other abbreviations (WBC, AST, ANCOVA) but not this one; a table is read on its own, so add "CHF" and its long form to the note.',
      ],
    ]);
  });

  it('says nothing when the note lists fewer than two abbreviations, or none', () => {
    expect(gaps('Percentages are of all patients, with high dose INH, and others. SD, standard deviation.')).toEqual(
      [],
    );
    expect(gaps('Values are medians.')).toEqual([]);
  });

  it('takes a note entry in another case, or a note that mentions the letters, as covering them', () => {
    expect(
      gaps(
        'WBC: white blood cell count; AST: aspartate aminotransferase; dm: diabetes mellitus; ANCOVA, analysis of covariance; CHF and IQR as usual.',
      ),
    ).toEqual([]);
  });
});

describe('abbreviations used before the text explains them (issue 31)', () => {
  it('reports a first use in the main text that an explanation only follows', () => {
    const items = findings([
      heading('Introduction'),
      { text: 'We integrated descriptive analyses and multivariable risk refinement using LASSO in this study.' },
      heading('Methods'),
      { text: 'We employed penalised regression (least absolute shrinkage and selection operator, LASSO) throughout.' },
      { text: 'The LASSO penalty was tuned by cross-validation.' },
    ]);
    expect(items.map((r) => [r.original, r.correction, r.reasoning])).toEqual([
      [
        'LASSO',
        undefined,
        '"LASSO" is used here before the text explains it; move the explanation to this first use in the main text.',
      ],
    ]);
  });

  it('does not take "(ABBR)" after unrelated words or a compound as the explanation that comes later', () => {
    expect(
      findings([
        heading('Introduction'),
        { text: 'The ABCDEF bundle is a framework for patients in intensive care.' },
        { text: 'A: Assess pain. B: Both trials. C: Choice of sedation. D: Delirium. E: Early mobility. F: Family.' },
        heading('Methods'),
        { text: 'We analysed potential bundles (ABCDEF) that we came across in the reviews.' },
      ]).filter((r) => r.reasoning?.includes('before the text explains')),
    ).toEqual([]);
  });
});
