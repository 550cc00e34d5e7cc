/**
 * Patterns met on manuscripts outside the corpus: contents lines and run-in labels, corporate
 * authors, organisation names, search strings, marked variant forms, prefixes and dated splits.
 */
import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import { run } from './index.ts';

function edits(...texts: string[]) {
  const manuscript = manuscriptFromParagraphs([
    { text: 'Methods', styleName: 'heading 1' },
    ...texts.map((text) => ({ text })),
  ]);
  return run({ manuscript, format: {}, params: {} }).results.map((r) => [r.original, r.correction]);
}

const lowerUses = [
  'The partnership status and the selection of age groups were recorded for each partnership.',
  'We describe partnership, selection and age at each wave; partnership was stable.',
  'Age and partnership were coded; selection and age effects, selection bias and partnership.',
  'Credibility of the evidence was graded; credibility was low for age and partnership.',
  'Group sizes varied; each group had a lead and the group met monthly, one group a week.',
  'Credibility was judged per group, and the credibility of each group was noted by age.',
];

describe('consistency in context', () => {
  it('reads the first word of a contents line or list item, and a run-in label, as openings', () => {
    expect(
      edits(
        ...lowerUses,
        'C.\tPartnership status: the support of a spouse\t12',
        'H.\tSelection effect: prior health conditions\t17',
        '(iv) Age selection effects',
        'Statistical Credibility: We graded the evidence in four classes.',
      ),
    ).toEqual([]);
  });

  it('keeps a corporate author in a citation', () => {
    const groups = Array.from(
      { length: 6 },
      (_, i) => `In wave ${i + 1} the group met, the control group waited and each group reported.`,
    );
    expect(
      edits(
        ...groups,
        'The review was reported following the reporting guideline for systematic reviews and its checklist (Moher, Liberati, Tetzlaff, Altman, & Group, 2009), as recommended.',
      ),
    ).toEqual([]);
    expect(edits(...groups, 'Patients in the Group receiving care improved.')).toEqual([['Group', 'group']]);
  });

  it('leaves search strings alone', () => {
    expect(
      edits(
        'Each meta-analysis was pooled; the meta-analysis used random effects, as did every meta-analysis.',
        'meta analysis[TIAB] OR metaanalysis[TIAB] OR "network meta analysis"[TIAB] OR metaanalytic[TIAB]',
        'TI/AB (indirect comparison OR meta analysis OR metaanalysis OR network metaanalysis)',
      ),
    ).toEqual([]);
  });

  it('never moves toward a marked or dated form, nor splits off a prefix', () => {
    expect(
      edits(
        'Whilst rates fell, whilst costs rose and whilst staff left, the service grew.',
        'Rates rose while costs fell.',
        'Care was co-ordinated by nurses, co-ordinated by doctors and otherwise coordinated by no one.',
        'The on-going trial and the on-going survey informed the ongoing review.',
        'Samples taken 90 minutes post ingestion and 3 hours post ingestion differed from post-ingestion ones.',
        'Long-term care and long-term costs matter; in long term, children are a resource.',
      ),
    ).toEqual([]);
  });

  it('still proposes the standard form, in the case of the word it replaces', () => {
    expect(
      edits(
        'Rates rose while costs fell, while staff left and while beds closed.',
        'Whilst rates fell, the service grew.',
        'Non-Pharmacological Treatments',
        'Non-pharmacological care and non-pharmacological support were offered; nonpharmacological options were few.',
      ),
    ).toEqual([
      ['Whilst', 'While'],
      ['nonpharmacological', 'non-pharmacological'],
    ]);
  });

  it('leaves organisation names alone, an "&" in them included', () => {
    expect(
      edits(
        'Reports went to the Medicines & Healthcare products Regulatory Agency (MHRA) and the Follow Up Trust.',
        'Health care costs rose; health care use and health care staff grew, as did health care demand.',
        'Median follow-up was long; follow-up ended; follow-up was complete.',
      ),
    ).toEqual([]);
  });
});
