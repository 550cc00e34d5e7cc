import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import { readManuscript } from '../../docx/index.ts';
import { scoreCase } from '../framework/index.ts';
import { corpusFiles, readTruth, corpusAvailable, needsCorpus } from '../../../tests/support/corpus.ts';
import { run } from './index.ts';
import { cases } from './cases.ts';

function check(texts: string[], format: Record<string, unknown>, params: Record<string, string> = {}) {
  return run({ manuscript: manuscriptFromParagraphs(texts.map((text) => ({ text }))), format, params });
}

describe('spelling-variant', () => {
  it('corrects US spellings in a UK journal, keeping the capital', () => {
    const result = check(['Tumor size was larger in the center group.'], { language: 'English (UK)' });
    expect(result.type).toBe('type1');
    expect(result.results.map((r) => [r.original, r.correction])).toEqual([
      ['Tumor', 'Tumour'],
      ['center', 'centre'],
    ]);
    expect(result.results[0]!.coordinates!.relative).toEqual({ start: 0, end: 5 });
    expect(result.results[0]!.reasoning).toContain('English (UK)');
  });

  it('leaves proper nouns, quotations and references alone', () => {
    const result = run({
      manuscript: manuscriptFromParagraphs([
        { text: 'Samples went to the Fred Hutchinson Cancer Center.' },
        { text: 'She called it “my tumor”.' },
        { text: 'References', styleName: 'heading 1' },
        { text: '2. Lee K. Tumor growth in mice. Nature. 2001;409:1–5.' },
      ]),
      format: { language: 'English (UK)' },
      params: {},
    });
    expect(result.results).toEqual([]);
  });

  it('reads a word at a start before an abbreviation as a word, and a run of names as a name', () => {
    const result = check(['Pediatric ICU admissions rose.', 'Center Parcs staff and Center ICU staff were asked.'], {
      language: 'English (UK)',
    });
    expect(result.results.map((r) => [r.original, r.correction])).toEqual([['Pediatric', 'Paediatric']]);
  });

  it('says nothing when the journal sets no language, and warns about one it does not know', () => {
    expect(check(['The tumor grew.'], { language: 'Not requested' }).results).toEqual([]);
    const warned = check(['The tumor grew.'], { language: 'Klingon' });
    expect(warned.results).toHaveLength(1);
    expect(warned.results[0]!.status).toBe('warning');
    expect(warned.results[0]!.details).toContain('"Klingon"');
  });

  it('treats -ise and -ize as British unless the journal picks one; -yze is never British', () => {
    expect(check(['Patients were randomized and randomised.'], { language: 'English (UK)' }).results).toEqual([]);
    expect(
      check(['Patients were randomized.'], { language: 'English (UK)' }, { uk_ize_spelling: 'ise' }).results[0]!
        .correction,
    ).toBe('randomised');
    expect(
      check(['Patients were randomised.'], { language: 'English (UK)' }, { uk_ize_spelling: 'ize' }).results[0]!
        .correction,
    ).toBe('randomized');
    expect(
      check(['We analyzed the data.'], { language: 'English (UK)' }, { uk_ize_spelling: 'ize' }).results[0]!.correction,
    ).toBe('analysed');
  });

  it('meets every labelled case', () => {
    for (const c of cases) {
      const result = run({ manuscript: c.manuscript(), format: c.format ?? {}, params: c.params ?? {} });
      const score = scoreCase(c.expected, result.results);
      expect({ case: c.name, fp: score.falsePositives.map((f) => f.original), fn: score.falseNegatives }).toEqual({
        case: c.name,
        fp: [],
        fn: [],
      });
    }
  });
});

interface Truth {
  language_variant?: { verdict: string };
}

// Articles whose findings were all read by hand and found to be real other-variety spellings
// (inconsistent -ize in a British article, journal-written summaries) are scored in
// docs/accuracy-language.md; these articles have none, so any finding here is a false alarm.
const CLEAN = [
  'bmc-oralhealth-1472-6831-8-11',
  'elife-00351',
  'elife-02935',
  'plos-pmed-1001786',
  'plos-pone-0119074',
  'plos-pone-0153152',
];

describe('spelling-variant on the corpus', () => {
  const articles = corpusFiles('articles');
  it.skipIf(!corpusAvailable)(
    needsCorpus('raises no finding on articles already in the journal language'),
    async () => {
      for (const article of articles.filter((a) => CLEAN.includes(a.name))) {
        const verdict = readTruth<Truth>(article.truthFile).language_variant?.verdict ?? '';
        const language = verdict.startsWith('British') ? 'English (UK)' : 'English (US)';
        const manuscript = await readManuscript(new Uint8Array(readFileSync(article.file)));
        const result = run({ manuscript, format: { language }, params: {} });
        expect({ article: article.name, findings: result.results.map((r) => r.original) }).toEqual({
          article: article.name,
          findings: [],
        });
      }
    },
  );
});

describe('spelling-variant: funders’ programme names', () => {
  it('keeps "programme" in a funding statement, and corrects it elsewhere in a US journal', () => {
    const manuscript = manuscriptFromParagraphs([
      {
        text: "This work has received funding from the European Union's Horizon Europe research and innovation programme under Grant Agreement No 101057014.",
      },
      { text: 'The screening programme reached most schools.' },
    ]);
    const results = run({ manuscript, format: { language: 'English (US)' }, params: {} }).results;
    expect(results.map((r) => [r.original, r.correction])).toEqual([['programme', 'program']]);
  });
});

describe('spelling-variant beyond the pair table (issue 24)', () => {
  const uk = { language: 'English (UK)' };
  const us = { language: 'English (US)' };
  const found = (texts: string[], format: Record<string, unknown>, params: Record<string, string> = {}) =>
    check(texts, format, params).results.map((r) => [r.original, r.correction]);

  it('follows the manuscript’s clear -ise majority where a UK journal accepts either', () => {
    const texts = [
      'Patients were randomised and the randomisation was stratified; randomised groups were compared.',
      'Each randomised patient was organised by site, and scores were standardised.',
      'Two were randomized late and the scores were standardized again.',
    ];
    expect(found(texts, uk)).toEqual([
      ['randomized', 'randomised'],
      ['standardized', 'standardised'],
    ]);
    // No clear majority: both endings are British, nothing is said.
    expect(found(['Patients were randomised, organized and standardized.'], uk)).toEqual([]);
  });

  it('corrects "program" where the UK manuscript writes "programme", but not software', () => {
    const texts = [
      'The screening programme reached 40 schools; the programme was free and each programme ran a year.',
      'Two programs were cancelled, and scores were computed with the statistical program described.',
    ];
    expect(found(texts, uk)).toEqual([['programs', 'programmes']]);
    expect(found(['The programs were cancelled.'], uk)).toEqual([]);
  });

  it('turns British endings and words no table holds into US forms', () => {
    expect(
      found(['Somatisation and deproteinisation were common amongst patients, whilst others were advised.'], us),
    ).toEqual([
      ['Somatisation', 'Somatization'],
      ['deproteinisation', 'deproteinization'],
      ['amongst', 'among'],
      ['whilst', 'while'],
    ]);
    expect(found(['Patients were advised, supervised and surprised; the exercise was otherwise precise.'], us)).toEqual(
      [],
    );
  });
});

describe('spelling-variant: US style forms the dictionaries accept (issue 24)', () => {
  const found = (texts: string[], language: string, reference_style = 'AMA') =>
    check(texts, { language, reference_style }).results.map((r) => [r.original, r.correction]);

  it('turns "towards" and "Acknowledgements" into the forms AMA style prints', () => {
    expect(
      found(['Acknowledgements', 'Previous studies suggested a trend towards reduced diversity.'], 'English (US)'),
    ).toEqual([
      ['Acknowledgements', 'Acknowledgments'],
      ['towards', 'toward'],
    ]);
  });

  it('closes up "pre-eclampsia" under US English, with any hyphen Word writes', () => {
    expect(
      found(['Pre-eclampsia complicates 5% of pregnancies; severe pre\u2010eclampsia is rarer.'], 'English (US)'),
    ).toEqual([
      ['Pre-eclampsia', 'Preeclampsia'],
      ['pre\u2010eclampsia', 'preeclampsia'],
    ]);
    expect(found(['Severe pre-eclampsia and preeclampsia were both recorded.'], 'English (UK)')).toEqual([]);
  });

  it('leaves them alone in a US journal of another style and in a UK manuscript', () => {
    expect(
      found(
        ['Acknowledgements', 'Previous studies suggested a trend towards reduced diversity.'],
        'English (US)',
        'Vancouver',
      ),
    ).toEqual([]);
    expect(
      found(['Acknowledgements', 'Previous studies suggested a trend towards reduced diversity.'], 'English (UK)'),
    ).toEqual([]);
  });
});

describe('spelling-variant: more forms against the format (issue 24)', () => {
  const uk = { language: 'English (UK)' };
  const us = { language: 'English (US)' };
  const found = (texts: string[], format: Record<string, unknown>) =>
    check(texts, format).results.map((r) => [r.original, r.correction]);

  it('counts and corrects -ise/-ize pairs the table lacks when both dictionaries confirm them', () => {
    const texts = [
      'Patients were randomised, the scores standardised and the groups characterised.',
      'Each patient received customized treatment.',
    ];
    expect(found(texts, uk)).toEqual([['customized', 'customised']]);
  });

  it('takes three against two as a majority, but not four against three', () => {
    const three = ['Data were categorised, standardised and normalised.', 'Rates were categorized and standardized.'];
    expect(found(three, uk)).toEqual([
      ['categorized', 'categorised'],
      ['standardized', 'standardised'],
    ]);
    const four = [
      'Data were categorised, standardised, normalised and summarised.',
      'Rates were categorized, organized and standardized.',
    ];
    expect(found(four, uk)).toEqual([]);
  });

  it('writes the World Health Organization’s own name with z under either variety', () => {
    const text = ['Guidance came from the World Health Organisation (WHO) and the Pan American Health Organisation.'];
    expect(found(text, us)).toEqual([
      ['Organisation', 'Organization'],
      ['Organisation', 'Organization'],
    ]);
    expect(found(text, uk)).toEqual([
      ['Organisation', 'Organization'],
      ['Organisation', 'Organization'],
    ]);
    expect(found(['Samples went to the Fred Hutchinson Cancer Center for the Organisation of care.'], uk)).toEqual([]);
  });

  it('reads words joined by a slash, and a table label’s second word capitalised like its first', () => {
    const manuscript = manuscriptFromParagraphs([
      { text: 'Results', styleName: 'heading 1' },
      { text: 'Lymphoma/Leukaemia', kind: 'table-cell' },
      { text: 'Tumour size and haemoglobin/oedema were recorded.' },
    ]);
    const results = run({ manuscript, format: us, params: {} }).results.map((r) => [r.original, r.correction]);
    expect(results).toEqual([
      ['Leukaemia', 'Leukemia'],
      ['Tumour', 'Tumor'],
      ['haemoglobin', 'hemoglobin'],
      ['oedema', 'edema'],
    ]);
  });
});
