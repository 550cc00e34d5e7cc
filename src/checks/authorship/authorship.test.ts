import { describe, expect, it } from 'vitest';
import { highlightsOnly, manuscriptWith, region, runOn } from '../framework/testing.ts';
import { authorship, parseRequirements } from './index.ts';
import { splitAuthors } from './authors.ts';

function paper(authorLine: string, extra: string[] = [], withAffiliations = true) {
  const specs = [
    { text: 'A trial of budesonide', styleName: 'Title' },
    { text: authorLine },
    // Without affiliations the manuscript has no institution line at all (not merely an unrecognised one).
    ...(withAffiliations ? [{ text: '1 Department of Medicine, University of Leeds, Leeds, UK' }] : []),
    ...extra.map((text) => ({ text })),
  ];
  return manuscriptWith(specs, (m) => ({
    title: region(m, [0]),
    authors: region(m, [1]),
    affiliations: withAffiliations ? region(m, [2]) : null,
  }));
}
const rowNamed = (result: ReturnType<typeof runOn>, name: string) => result.results.find((r) => r.name === name);

describe('splitAuthors', () => {
  it('splits names and drops affiliation marks and degrees', () => {
    expect(splitAuthors('Jane Doe1,2, John Smith MD, PhD3* and Li Wei4')).toEqual(['Jane Doe', 'John Smith', 'Li Wei']);
    expect(splitAuthors('Anna-Maria van der Berg, Paul O’Neill & K. R. Patel')).toEqual([
      'Anna-Maria van der Berg',
      'Paul O’Neill',
      'K. R. Patel',
    ]);
  });
});

describe('authorship', () => {
  it('fails more authors than the journal allows', () => {
    const result = runOn(authorship, paper('Jane Doe1, John Smith2, Li Wei1 and Omar Haddad3'), {
      authorship_restriction: 3,
    });
    expect(rowNamed(result, 'Authors')).toMatchObject({
      status: 'failed',
      details: '4 authors: 1 more than the 3 allowed.',
    });
    expect(
      rowNamed(runOn(authorship, paper('Jane Doe1, John Smith2'), { authorship_restriction: 3 }), 'Authors')?.status,
    ).toBe('pass');
  });

  it('checks ORCID, affiliations and e-mail when the format asks', () => {
    const requirements = { authors_requirements: 'ORCID; affiliations; corresponding author e-mail' };
    const missing = runOn(authorship, paper('Jane Doe1, John Smith2', [], false), requirements);
    expect(missing.results.map((r) => [r.name, r.status])).toEqual([
      ['Authors', 'pass'],
      ['ORCID', 'failed'],
      ['Affiliations', 'failed'],
      ["Corresponding author's e-mail", 'failed'],
    ]);
    const complete = runOn(
      authorship,
      paper('Jane Doe1, John Smith2', [
        'ORCID: 0000-0002-1825-0097; 0000-0001-5109-3700',
        'Correspondence to: Jane Doe, jane.doe@leeds.ac.uk',
      ]),
      requirements,
    );
    expect(complete.results.every((r) => r.status === 'pass')).toBe(true);
  });

  it('warns about a requirement it does not understand', () => {
    expect(parseRequirements('ORCID, twitter handle')).toEqual({ known: ['orcid'], unknown: ['twitter handle'] });
    const result = runOn(authorship, paper('Jane Doe1'), { authors_requirements: 'twitter handle' });
    expect(result.results.find((r) => r.status === 'warning')!.details).toContain('"twitter handle" is not understood');
  });

  it('warns instead of passing when a limit is set but no author line is recognised', () => {
    const m = manuscriptWith([{ text: 'A trial' }], () => ({ authors: null }));
    expect(rowNamed(runOn(authorship, m, { authorship_restriction: 6 }), 'Authors')?.status).toBe('warning');
  });
});

describe('authorship where the engine misses the author line or the affiliations', () => {
  it('reads an author line with "1,2,*" marks when the engine pointed at an affiliation', () => {
    const m = manuscriptWith(
      [
        { text: 'Microglial remodelling in autism', styleName: 'Title' },
        { text: 'Aojie Lian1,2,*; Yingmei Yang3; Yizheng Jiang1,4; Yiping Liu1; Mei He1' },
        { text: '1 NHC Key Laboratory of Birth Defects, Changsha, China' },
      ],
      (mm) => ({ title: region(mm, [0]), authors: region(mm, [2]), affiliations: null }),
    );
    expect(rowNamed(runOn(authorship, m, { authorship_restriction: 4 }), 'Authors')).toMatchObject({
      status: 'failed',
      details: '5 authors: 1 more than the 4 allowed.',
    });
  });

  it('reads the name under "By" on a thesis title page, not the date the engine took', () => {
    const m = manuscriptWith(
      [
        { text: 'Early mobilisation of ICU patients', styleName: 'Title' },
        { text: 'A thesis submitted for the degree of Master of Science' },
        { text: 'By' },
        { text: 'Andreas Polychronidis' },
        { text: 'Thessaloniki, April 2025' },
      ],
      (mm) => ({ title: region(mm, [0]), authors: region(mm, [4]), affiliations: null }),
    );
    expect(rowNamed(runOn(authorship, m, { authorship_restriction: 3 }), 'Authors')).toMatchObject({
      status: 'pass',
      details: '1 author, within the limit of 3.',
    });
  });

  it('finds affiliations written as institution lines when the engine found no affiliation block', () => {
    const m = paper('Jane Doe1, John Smith2', ['2 Institute for Positive Psychology, Sydney, Australia'], false);
    expect(rowNamed(runOn(authorship, m, { authors_requirements: 'affiliations' }), 'Affiliations')).toMatchObject({
      status: 'pass',
    });
    const none = manuscriptWith(
      [
        { text: 'A trial of budesonide', styleName: 'Title' },
        { text: 'Jane Doe, John Smith' },
        { text: 'Abstract', styleName: 'heading 1' },
      ],
      (mm) => ({ title: region(mm, [0]), authors: region(mm, [1]), affiliations: null }),
    );
    expect(rowNamed(runOn(authorship, none, { authors_requirements: 'affiliations' }), 'Affiliations')).toMatchObject({
      status: 'failed',
    });
  });
});

describe('authorship on a file that is not a manuscript', () => {
  it('says a highlights list could not be judged instead of failing it for missing author details', () => {
    const rows = runOn(authorship, highlightsOnly(), { authors_requirements: 'ORCID; affiliations; e-mail' }).results;
    const details = rows.filter((r) => r.name !== 'Authors');
    expect(details.map((r) => [r.name, r.status])).toEqual([
      ['ORCID', 'warning'],
      ['Affiliations', 'warning'],
      ["Corresponding author's e-mail", 'warning'],
    ]);
    expect(details[0]!.details).toContain('could not be judged here: author details belong in the manuscript');
  });
});
