/**
 * Forms an editor marked on real manuscripts (issue 24): case forms of acronyms and names,
 * proper adjectives and eponyms, names made of capitals and a number, and singular/plural
 * compounds counted as one term.
 */
import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import { run } from './index.ts';

function findings(...texts: string[]) {
  const manuscript = manuscriptFromParagraphs([
    { text: 'Methods', styleName: 'heading 1' },
    ...texts.map((text) => ({ text })),
  ]);
  return run({ manuscript, format: {}, params: {} }).results.map((r) => [r.original, r.correction ?? null]);
}

describe('case forms', () => {
  it('puts an acronym written in lower case right, with the continuation the document always gives it', () => {
    expect(
      findings(
        'During COVID-19 restrictions prescribing fell.',
        'After COVID-19 lockdowns it recovered; COVID-19 changed access.',
        'Rates differed between pre and post covid periods.',
      ),
    ).toEqual([['covid', 'COVID-19']]);
  });

  it('puts a name with an inner capital right, in a table cell too', () => {
    const m = manuscriptFromParagraphs([
      { text: 'Methods', styleName: 'heading 1' },
      { text: 'The RNase L genotype was recorded; RNase L variants were typed.' },
      { text: 'Results for RNase L are shown.' },
      { text: 'Rnase L genotype', kind: 'table-cell' },
    ]);
    expect(run({ manuscript: m, format: {}, params: {} }).results.map((r) => [r.original, r.correction])).toEqual([
      ['Rnase', 'RNase'],
    ]);
  });

  it('puts a cell line with an inner capital right beside its form written twice, but no acronym on two uses', () => {
    expect(
      findings(
        'Lymphocytes were cocultured with LNCaP prostate cancer cells.',
        'Coculture with LNCap cells and subsequent PCR followed.',
        'LNCaP cells were passaged weekly.',
      ),
    ).toEqual([['LNCap', 'LNCaP']]);
    expect(
      findings(
        'Levels of mRNA rose; mRNA was extracted twice.',
        'In one sample MRNA fell.',
        'The NaCl solution and NaCL buffer were mixed; NACl was used once.',
      ),
    ).toEqual([]);
  });

  it('leaves dictionary words, names, gene symbols and addresses alone', () => {
    expect(
      findings(
        'The WHO guidance was cited; WHO data and WHO tables were used.',
        'Nurses who saw patients reported it.',
        'Brca1 knockout mice differ from BRCA1 carriers; BRCA1 and BRCA1 again.',
        'Data are on the OSF project (OSF, OSF) at osf.io/uagvf/.',
        'The GPT model was run; GPT-4 and GPT-5 used the gpt-4-0613 model.',
      ),
    ).toEqual([]);
  });

  it('capitalises a proper adjective the dictionary knows only capitalised, and an eponym the document capitalises', () => {
    expect(
      findings(
        'We used a Bayesian confidence propagation neural network.',
        'Signals came from disproportionality or bayesian methods.',
      ),
    ).toEqual([['bayesian', 'Bayesian']]);
    expect(
      findings(
        'p-values from Student’s t-test for independent samples.',
        'p-values from Student’s t-test.',
        'p-values from student’s t-test for continuous data.',
        'The student’s grades were not used.',
      ),
    ).toEqual([['student’s', 'Student’s']]);
  });
});

describe('names made of capitals and a number', () => {
  it('proposes the majority form, and only a note where the correction would become the first use', () => {
    const results = run({
      manuscript: manuscriptFromParagraphs([
        { text: 'Methods', styleName: 'heading 1' },
        { text: 'Depression was measured with the Patient Health Questionnaire (PHQ-9).' },
        { text: 'PHQ-9 scores ranged from 0 to 27; the PHQ-9 cut-off was 10.' },
        { text: 'A single PHQ9 below 5 does not mean recovery.' },
        { text: 'Alignment used QIIME2, and the QIIME 2 classifier and QIIME 2 plugins assigned taxa.' },
      ]),
      format: {},
      params: {},
    }).results;
    expect(results.map((r) => [r.original, r.correction ?? null])).toEqual([
      ['PHQ9', 'PHQ-9'],
      ['QIIME2', null],
    ]);
    expect(results[1]!.reasoning).toContain('Written "QIIME 2", this would be its first use');
  });

  it('leaves decimals, counts and software packages alone', () => {
    expect(
      findings(
        'The HR 1.2 and HR-1 lines; HR-1 and HR-1 again.',
        'In the ICU 24 h later; ICU-24 and ICU-24 beds.',
        'We used the R packages InterVA5 version 1.1.3 and InterVA-5 with InterVA-5 defaults.',
      ),
    ).toEqual([]);
  });
});

describe('singular and plural compounds', () => {
  it('counts "endpoints" for "endpoint" and keeps the number of each occurrence', () => {
    expect(
      findings(
        'The primary end-point was fatigue at three months. The secondary endpoints were symptoms.',
        'Secondary endpoints at 8 and 10 months were added; the primary endpoint was negative.',
        'The primary end-points differed from the endpoint of the pilot.',
      ),
    ).toEqual([
      ['end-point', 'endpoint'],
      ['end-points', 'endpoints'],
    ]);
  });
});

describe('names of two capitalised words', () => {
  it('puts a hyphenated name right where the text and a cited title write it spaced', () => {
    const m = manuscriptFromParagraphs([
      { text: 'Methods', styleName: 'heading 1' },
      { text: 'All methods fell, with the exception of Sayana-Press SC injection [1].' },
      { text: 'Sayana Press (a subcutaneous injection) rose during lockdown.' },
      { text: 'References', styleName: 'heading 1' },
      { text: '1. Burke HM, Chen M. Self-injection of Sayana Press in Uganda. Contraception. 2018;98:1-7.' },
    ]);
    expect(run({ manuscript: m, format: {}, params: {} }).results.map((r) => [r.original, r.correction])).toEqual([
      ['Sayana-Press', 'Sayana Press'],
    ]);
  });

  it('does not take a keyword line or a title-cased heading for a name', () => {
    expect(
      findings(
        'Keywords: Cause of Death, Physicians, Computer-Assisted Diagnosis',
        'This study establishes a basis for Computer Assisted Verbal Autopsy (CAVA).',
        'We call it Computer Assisted Verbal Autopsy.',
      ),
    ).toEqual([]);
  });
});
