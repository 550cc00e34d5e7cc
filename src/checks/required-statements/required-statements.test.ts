import { describe, expect, it } from 'vitest';
import { highlightsOnly, manuscriptWith, region, runOn } from '../framework/testing.ts';
import type { ParagraphSpec } from '../framework/testing.ts';
import { requiredStatements } from './index.ts';
import { findRegistryNumbers } from './registry-numbers.ts';

function paper(
  extra: ParagraphSpec[] = [],
  title = 'Budesonide versus placebo in adults with asthma: a randomised controlled trial',
) {
  return manuscriptWith(
    [
      { text: title, styleName: 'Title' },
      { text: 'Abstract', styleName: 'heading 1' },
      { text: 'Methods: We randomly assigned 120 adults to budesonide or placebo.' },
      ...extra,
    ],
    (m) => ({ title: region(m, [0]) }),
  );
}
const rowNamed = (result: ReturnType<typeof runOn>, name: string) => result.results.find((r) => r.name === name);

describe('registry numbers', () => {
  it('accepts well-formed numbers of the main registries', () => {
    for (const n of [
      'NCT01234567',
      'ISRCTN12345678',
      'ACTRN12618000123456',
      'CRD42019123456',
      '2010-012345-67',
      'DRKS00012345',
    ]) {
      expect(findRegistryNumbers(`Registered as ${n}.`), n).toEqual([
        expect.objectContaining({ text: n, wellFormed: true }),
      ]);
    }
  });
  it('rejects NCT numbers with the wrong number of digits or a space', () => {
    expect(findRegistryNumbers('ClinicalTrials.gov NCT0123456.')).toEqual([
      expect.objectContaining({ text: 'NCT0123456', wellFormed: false }),
    ]);
    expect(findRegistryNumbers('(NCT 01234567)')).toEqual([
      expect.objectContaining({ text: 'NCT 01234567', wellFormed: false }),
    ]);
  });
});

describe('required-statements', () => {
  it('fails a required disclosure statement that is missing, passes one that is present', () => {
    expect(
      rowNamed(
        runOn(requiredStatements, paper(), { disclosures_inclusion: 'Yes' }),
        'Disclosures / competing interests',
      ),
    ).toMatchObject({ status: 'failed', details: 'The journal requires a disclosure statement and none was found.' });
    const withStatement = paper([{ text: 'Competing interests: None declared.' }]);
    expect(
      rowNamed(
        runOn(requiredStatements, withStatement, { disclosures_inclusion: 'Yes' }),
        'Disclosures / competing interests',
      ),
    ).toMatchObject({ status: 'pass', details: 'Found: "Competing interests: None declared."' });
  });

  it('says the journal sets no rule for disclosures when not requested', () => {
    expect(rowNamed(runOn(requiredStatements, paper()), 'Disclosures / competing interests')).toMatchObject({
      status: 'pass',
      details: 'The journal sets no rule. None was found.',
    });
  });

  it('warns about a trial without a registry number and fails a malformed one', () => {
    expect(rowNamed(runOn(requiredStatements, paper()), 'Trial registration')?.status).toBe('warning');
    const malformed = runOn(
      requiredStatements,
      paper([{ text: 'Trial registration: ClinicalTrials.gov NCT0123456.' }]),
    );
    expect(rowNamed(malformed, 'Trial registration number')).toMatchObject({ status: 'failed' });
    expect(rowNamed(malformed, 'Trial registration number')!.details).toContain('expected NCT followed by 8 digits');
    const good = runOn(requiredStatements, paper([{ text: 'Trial registration: ClinicalTrials.gov NCT01234567.' }]));
    expect(rowNamed(good, 'Trial registration')).toMatchObject({
      status: 'pass',
      details: 'Registry number NCT01234567.',
    });
  });

  it('does not ask a review of trials for a registry number', () => {
    const review = paper([], 'Inhaled steroids for asthma: a systematic review of randomised controlled trials');
    expect(rowNamed(runOn(requiredStatements, review), 'Trial registration')?.status).toBe('pass');
  });

  it('requires key summary points when the format names them', () => {
    expect(
      rowNamed(
        runOn(requiredStatements, paper(), { key_point_summary_info: 'Key Summary Points' }),
        'Key summary points',
      ),
    ).toMatchObject({ status: 'failed', details: 'The journal asks for "Key Summary Points" and none was found.' });
  });

  it('reminds of additional documents and flags an uncommissioned review', () => {
    const result = runOn(requiredStatements, paper([], 'Asthma in adults: a narrative review'), {
      additional_documents_requested: 'Yes',
      additional_documents: 'cover letter; PRISMA checklist',
      non_commissioned_reviews_allowed: 'No',
    });
    expect(rowNamed(result, 'Additional documents')!.details).toContain('cover letter; PRISMA checklist');
    expect(rowNamed(result, 'Non-commissioned review')?.status).toBe('warning');
  });

  it('warns about an option value it does not understand', () => {
    const result = runOn(requiredStatements, paper(), { disclosures_inclusion: 'Mandatory' });
    expect(rowNamed(result, 'Format field disclosures_inclusion')).toMatchObject({ status: 'warning' });
  });

  it('warns about a missing funding statement rather than failing', () => {
    expect(rowNamed(runOn(requiredStatements, paper()), 'Funding')?.status).toBe('warning');
    expect(
      rowNamed(
        runOn(requiredStatements, paper([{ text: 'Funding: Medical Research Council (grant MR/123).' }])),
        'Funding',
      )?.status,
    ).toBe('pass');
  });
});

describe('statement names', () => {
  it('does not take a sentence that starts with the same word for a statement', () => {
    const m = paper([{ text: 'Disclosure of HIV status to partners was associated with adherence.' }]);
    expect(
      rowNamed(runOn(requiredStatements, m, { disclosures_inclusion: 'Yes' }), 'Disclosures / competing interests')
        ?.status,
    ).toBe('failed');
  });
  it('reads a heading-style statement and shows its text', () => {
    const m = paper([
      { text: 'Ethics statement', styleName: 'heading 1' },
      { text: 'The study was approved by the Leeds East ethics committee.' },
    ]);
    expect(rowNamed(runOn(requiredStatements, m), 'Ethics approval')).toMatchObject({
      status: 'pass',
      details: 'Found: "The study was approved by the Leeds East ethics committee."',
    });
  });
});

describe('required-statements on a file that is not a manuscript', () => {
  it('says whether a highlights list lacks the required disclosure could not be judged, not that it fails', () => {
    const rows = runOn(requiredStatements, highlightsOnly(), { disclosures_inclusion: 'Yes' }).results;
    const disclosure = rows.find((r) => r.name === 'Disclosures / competing interests');
    expect(disclosure).toMatchObject({ status: 'warning' });
    expect(disclosure!.details).toContain('could not be judged here: it belongs in the manuscript');
  });
});
