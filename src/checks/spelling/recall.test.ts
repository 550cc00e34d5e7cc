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
    ['Statins may have side affects in older adults.', 'affects', 'effects'],
    ['Missing data could effect the results.', 'effect', 'affect'],
    ['We ran a principle component analysis of the items.', 'principle', 'principal'],
    ['The principle investigator enrolled all patients.', 'principle', 'principal'],
    ['The two methods compliment each other.', 'compliment', 'complement'],
    ['Use of complimentary and alternative medicine was common.', 'complimentary', 'complementary'],
    ['This randomised controlled trail enrolled 200 women.', 'trail', 'trial'],
    ['No casual relationship between exposure and outcome can be inferred.', 'casual', 'causal'],
    ['We used casual inference methods.', 'casual', 'causal'],
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
  ])('leaves correct text alone: %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
