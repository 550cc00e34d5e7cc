/**
 * Issue 24: the typos a copy editor marked on unseen manuscripts, as patterns — non-words one
 * slip from a known word (also names and scientific terms), a zero for an o, and real words
 * confused with another, decided by their context — with the correct text beside each that must
 * stay silent.
 */
import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import { run } from './index.ts';

function found(text: string, language = 'English (UK)'): [string | undefined, string | undefined][] {
  const manuscript = manuscriptFromParagraphs([
    { text: 'Methods', styleName: 'heading 1' },
    { text: 'Patients were recruited in two hospitals and followed for a year.' },
    { text },
  ]);
  return run({ manuscript, format: { language }, params: {} }).results.map((r) => [r.original, r.correction]);
}

describe('spelling: non-words one slip from a known word', () => {
  it.each([
    ['Patients were recruited at the University of Glascow between 2010 and 2012.', 'Glascow', 'Glasgow'],
    ['We fitted a multinominal logistic regression model to the outcome.', 'multinominal', 'multinomial'],
    ['The Resaerch Ethics Committee approved the protocol.', 'Resaerch', 'Research'],
    ['P values were adjusted with the bonferoni correction for multiple testing.', 'bonferoni', 'Bonferroni'],
    ['Plates were washed with PBS containing 0.05% Tweeen 20 before blocking.', 'Tweeen', 'Tween'],
    ['Antibodies were measured with an IgG-sandwish assay.', 'sandwish', 'sandwich'],
    ['Samples were shipped to a laboratory in New Yor for analysis.', 'Yor', 'York'],
    ['Cardiac arrests were reported following the Utsein template.', 'Utsein', 'Utstein'],
    ['Data on age, sex, income ect. were collected at baseline.', 'ect', 'etc'],
    ['The mixture was heated 0f 72°C for one minute.', '0f', 'of'],
    ['Odds ratios were reported by age caterogy and sex.', 'caterogy', 'category'],
    ['Rodents were trapped in forest patchs near the villages.', 'patchs', 'patches'],
    [
      'Children were recruited in Northern Italy (Valcamonicaand Garda Lake regions).',
      'Valcamonicaand',
      'Valcamonica and',
    ],
  ])(
    '%s',
    (text, original, correction) => {
      expect(found(text)).toContainEqual([original, correction]);
    },
    30_000,
  );

  it.each([
    'The funders had no role in the study; recoding of the variables was blinded.',
    'Hotspots of transmission were mapped by postcode.',
    'Samples were analysed in Glasgow and in New York by the Utstein template.',
    'We report 0.05 and 0 to 10 on the scale, with 10 f-tests.',
    'The electroconvulsive therapy (ECT) group had an ECT session weekly.',
    'Surgeons removed the stomachs and tagged the monarchs; both epochs were sampled in forest patches.',
    'Cohorts came from Haukeland, Marstrand, Golzarand and Tjonneland, as Ferrand and Gelband reported.',
  ])('leaves correct text alone: %s', (text) => {
    expect(found(text)).toEqual([]);
  });

  it('leaves a word the manuscript uses as a term three times alone', () => {
    expect(found('The sandwish assay, a sandwish variant and a third sandwish plate were used.')).toEqual([]);
  });
});

describe('spelling: real words confused, decided in context', () => {
  it.each([
    ['Patient morality was higher in the intervention group.', 'morality', 'mortality'],
    ['In-hospital morality rates did not differ.', 'morality', 'mortality'],
    ['The effect can wary some between centres.', 'wary', 'vary'],
    ['Doses may wary by body weight.', 'wary', 'vary'],
    ['The authors received no founding for this article.', 'founding', 'funding'],
    ['Founding sources had no role in the analysis.', 'Founding', 'Funding'],
    ['The underline cause of death was recorded from certificates.', 'underline', 'underlying'],
    ['Mortality was the dependant variable.', 'dependant', 'dependent'],
    ['Uptake was highly dependant on income.', 'dependant', 'dependent'],
    ['Proportions were pooled after a Freeman-Turkey double arcsine transformation.', 'Turkey', 'Tukey'],
    ['Groups were compared with Turkey’s post hoc test.', 'Turkey', 'Tukey'],
    ['Smoking had no affect on survival.', 'affect', 'effect'],
    ['Funding for HIV/AIDs programmes fell after 2010.', 'AIDs', 'AIDS'],
    ['Statins may have side affects in older adults.', 'affects', 'effects'],
    ['Missing data could effect the results.', 'effect', 'affect'],
    ['We ran a principle component analysis of the items.', 'principle', 'principal'],
    ['The principle investigator enrolled all patients.', 'principle', 'principal'],
    ['The two methods compliment each other.', 'compliment', 'complement'],
    ['Use of complimentary and alternative medicine was common.', 'complimentary', 'complementary'],
    ['This randomised controlled trail enrolled 200 women.', 'trail', 'trial'],
    ['No casual relationship between exposure and outcome can be inferred.', 'casual', 'causal'],
    ['We used casual inference methods.', 'casual', 'causal'],
    ['The estimates were published in Lancet Planet Heath in 2023.', 'Heath', 'Health'],
    ['Training in public heath was offered to all nurses.', 'heath', 'health'],
    ['Exclusions were rheumatoid arthritis, Sjogren’s disease and lupus.', 'Sjogren', 'Sjögren'],
    ['Two patients had Sjogren syndrome.', 'Sjogren', 'Sjögren'],
    ['One case of Guillain-Barre syndrome was reported after vaccination.', 'Barre', 'Barré'],
    ['Vertigo from Meniere’s disease was excluded.', 'Meniere', 'Ménière'],
    ['Henoch-Schonlein purpura was the commonest vasculitis.', 'Schonlein', 'Schönlein'],
    ['Waldenstrom macroglobulinemia was rare.', 'Waldenstrom', 'Waldenström'],
    ['Models adjusted for age, sex, Standard Progressive Matrice and HOME score.', 'Matrice', 'Matrices'],
    ['Mammal fauna of the Muni-Pomadze Ramsa site, Ghana.', 'Ramsa', 'Ramsar'],
  ])('%s', (text, original, correction) => {
    expect(found(text)).toContainEqual([original, correction]);
  });

  it.each([
    'Morality and religion shaped attitudes to euthanasia; higher morality scores were reported.',
    'Clinicians were wary of prescribing opioids and wary about the costs.',
    'The founding of the clinic in 1990 and its founding members are described.',
    'We underline the importance of early diagnosis.',
    'Each dependant of a worker was counted; dependants received care.',
    'Participants were recruited in Turkey and Greece; Turkey’s health system differs.',
    'Negative affect and positive affect were measured; the flat affect of patients was noted.',
    'Smoking did affect survival, and the effect of statins was small.',
    'Policies may effect change in practice.',
    'The principle of beneficence guided the principal investigator.',
    'Nurses received a compliment from patients; complement activation was measured.',
    'Walking trails near homes were mapped; the trial enrolled 200 women.',
    'Casual sex and casual partners were reported; no causal effect was found.',
    'People living with HIV/AIDS used hearing AIDs and other aids.',
    'Rodents were trapped on lowland heath; the heath community was sparse, as Heath et al. found.',
    'Sjogren P, Olsen AK. Cancer pain in Denmark. Acta Oncol. 2000;39:1–5.',
    'Raven’s Standard Progressive Matrices were given; each matrice was scored. Ramsa Ltd supplied traps.',
  ])('leaves correct text alone: %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('spelling: the reference list, for the confusions that read the same in a cited title', () => {
  function inReferences(entry: string): [string | undefined, string | undefined][] {
    const manuscript = manuscriptFromParagraphs([
      { text: 'Introduction', styleName: 'heading 1' },
      { text: 'Air pollution costs lives [1]. Patients were seen once [2].' },
      { text: 'References', styleName: 'heading 1' },
      { text: entry },
      { text: '2. Smith J. Outcomes of hospital care. BMJ. 2020;370:m1234.' },
    ]);
    return run({ manuscript, format: { language: 'English (UK)' }, params: {} }).results.map((r) => [
      r.original,
      r.correction,
    ]);
  }

  it('corrects "Heath" in a journal name', () => {
    expect(inReferences('1. Rauner S. Air pollution costs. Lancet Planet Heath. 2023;7:e831–40.')).toContainEqual([
      'Heath',
      'Health',
    ]);
  });

  it('leaves an author named Sjogren and a prose-only confusion in a title alone', () => {
    expect(
      inReferences('1. Sjogren P, Olsen AK. Patient morality and the trail of care. Acta Oncol. 2000;39:1–5.'),
    ).toEqual([]);
  });
});

describe('spelling: more confusions an editor marks, each decided by its context', () => {
  it.each([
    ['It was run in 10 countries with more then half a million participants.', 'then', 'than'],
    ['Effects reflect the underlying disease rather then direct side-effects.', 'then', 'than'],
    ['COCPs were more prescribed then POPs before the pandemic.', 'then', 'than'],
    ['Rats were found across much greater ranges then were expected.', 'then', 'than'],
    ['Patients who suffer form burning mouth syndrome were excluded.', 'form', 'from'],
    ['Creatinine is associated with death form any cause.', 'form', 'from'],
    ['Prevalence rose form 12% to 20% over the decade.', 'form', 'from'],
    ['We further investigated weather the slowing was dose dependent.', 'weather', 'whether'],
    ['Women were asked at the baseline questionnaire weather they had used the pill.', 'weather', 'whether'],
    ['No study has examined the affects of COVID-19 on provision.', 'affects', 'effects'],
    ['The evidence is uncertain about the affect of corticosteroids on dialysis.', 'affect', 'effect'],
    ['Bayesian mixed affects regression models were applied.', 'affects', 'effects'],
    ['Our study shows how children are effected by screens.', 'effected', 'affected'],
    ['Patients describe how their dental problems effect their daily lives.', 'effect', 'affect'],
    ['Results are unreliable when they wary too much in quality.', 'wary', 'vary'],
    ['The prevalence estimates wary up to 1%.', 'wary', 'vary'],
    ['In sum, 4 principle premises motivated our work.', 'principle', 'principal'],
    ['Azathioprine emerged as the principle risk-driving molecule.', 'principle', 'principal'],
    ['These costs compliment physician review.', 'compliment', 'complement'],
    ['The two complimentary mtDNA strands differ in content.', 'complimentary', 'complementary'],
    ['Two patients had a serious averse event.', 'averse', 'adverse'],
    ['We estimated the true underline effect for each study.', 'underline', 'underlying'],
    ['This likely lead to the decrease in prescribing.', 'lead', 'led'],
    ['We updated the synthesized evidence regrading the effects of steroids.', 'regrading', 'regarding'],
    ['We did apply an indirect weighing technique to our data.', 'weighing', 'weighting'],
    ["In earlier studies, so-called 'weighing' of the OHIP items was performed.", 'weighing', 'weighting'],
    ['This supports the recommendation not to weigh OHIP items for most purposes.', 'weigh', 'weight'],
    ['Bias lies in the locations in which studies to data have been performed.', 'data', 'date'],
    ['Only frequent answers were counted, implicating that these were severe.', 'implicating', 'implying'],
    ['We defined abundance as the the 16S rRNA gene copy number.', 'the the', 'the'],
    ['Subcutaneous injections are licenced for self-administration.', 'licenced', 'licensed'],
  ])('%s', (text, original, correction) => {
    expect(found(text)).toContainEqual([original, correction]);
  });

  it.each([
    'Pain decreased later, then rose again; there was more, then less, bleeding.',
    'Higher doses then the trial stopped early.',
    'Cells form 28 clusters and the data form the basis of the model; a different form of consent was used.',
    'We recorded the weather the day before surgery; hot weather they said was worse.',
    'Negative affect of depressed patients was rated; the affects scale was validated.',
    'The change was effected by the board; not all reforms were effected.',
    'Physicians were wary of opioids and they stayed wary about costs.',
    'The principle of justice applies; two principles guided us; the principle holds.',
    'Nurses compliment patients; the complimentary tickets were free.',
    'Participants were risk averse and averse to change.',
    'We underline the need for trials; these results underline disparities.',
    'Lead exposure was measured; blood lead levels were high; this will likely lead to change.',
    'Tumours were regraded after regrading the slides.',
    'Weighing of the samples was done; daily weighing of infants continued; weighing of the food items.',
    'Clinicians had to weigh the evidence; we did weigh the food items and weigh the risks.',
    'We linked routine records to data from registries.',
    'Genes were implicated in the disease.',
    'We found that that was so, and they had had enough.',
  ])('leaves correct text alone: %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('spelling: reference titles, captions and the manuscript’s own words', () => {
  function findings(
    paragraphs: Parameters<typeof manuscriptFromParagraphs>[0],
  ): [string | undefined, string | undefined][] {
    const manuscript = manuscriptFromParagraphs(paragraphs);
    return run({ manuscript, format: { language: 'English (US)' }, params: {} }).results.map((r) => [
      r.original,
      r.correction,
    ]);
  }

  it('reads the lower-case words of reference titles, not names, journals, acronyms or places in lower case', () => {
    const result = findings([
      { text: 'Methods', styleName: 'heading 1' },
      { text: 'Women with HELLP syndrome were treated in Sweden and America.' },
      { text: 'References', styleName: 'heading 1' },
      { text: '1. Ouyang L, Wu J. Training language mdoels to follow instructions. Adv Neural Inf. 2022;35:1-12.' },
      {
        text: '2. Smith A. Dexamethasone for hellp syndrome in sweden and american women. Obstet Gynecol. 2001;98:1-5.',
      },
      { text: '3. Kowalczyk B, Nguyen T. Schistosoma in rodents. Parasitol Res. 2010;12:3-9.' },
    ]);
    expect(result).toEqual([['mdoels', 'models']]);
  }, 30_000);

  it('reads a caption set in italics, but not the words set apart in roman inside it', () => {
    const caption = 'Table 1. Participant carachteristics at recruitment among ';
    const manuscript = manuscriptFromParagraphs([
      { text: 'Results', styleName: 'heading 1' },
      {
        text: `${caption}Escherichai coli carriers in the cohort.`,
        runs: [
          { text: caption, italic: true },
          { text: 'Escherichai coli' },
          { text: ' carriers in the cohort.', italic: true },
        ],
      },
    ]);
    expect(
      run({ manuscript, format: { language: 'English (UK)' }, params: {} }).results.map((r) => r.correction),
    ).toEqual(['characteristics']);
  }, 30_000);

  it('corrects a slip of a word the manuscript itself uses', () => {
    expect(
      findings([
        { text: 'Results', styleName: 'heading 1' },
        { text: 'The arenavirus was found in 12 rodents; a second arenavirus and a third arenavirus were new.' },
        { text: 'Testing was more widespread than for Arenviruses in the north.' },
        { text: 'Baseline values are given in Table 1; baseline and follow-up baseline measures agreed.' },
        { text: 'Table 1. Demographics at bastline.' },
      ]),
    ).toEqual([
      ['Arenviruses', 'Arenaviruses'],
      ['bastline', 'baseline'],
    ]);
  }, 30_000);
});

describe('spelling: the manuscript’s own words never turn a UK/US difference into a slip', () => {
  it('leaves -is-/-iz-, ae/e and ll/l forms of a used word to spelling-variant', () => {
    const manuscript = manuscriptFromParagraphs([
      { text: 'Results', styleName: 'heading 1' },
      {
        text: 'Haemodiafiltration was used; haemodiafiltration and haemodiafiltration again. Autolabeling, autolabeling and autolabeling were run on pseudorandomized, pseudorandomized and pseudorandomized sets.',
      },
      { text: 'One hemodiafiltration, one autolabelling and one pseudorandomised set were noted.' },
    ]);
    expect(run({ manuscript, format: { language: 'English (UK)' }, params: {} }).results).toEqual([]);
  }, 30_000);
});
