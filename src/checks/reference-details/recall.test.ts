/** Issue 24: entries in capitals and garbled author lists are reported (texts as the issue quotes them). */
import { describe, expect, it } from 'vitest';
import { runOn } from '../framework/testing.ts';
import { LOPEZ, withReferences } from '../references/sample.ts';
import { referenceDetails } from './index.ts';

const findings = (entries: string[]) =>
  runOn(referenceDetails, withReferences(['Cited [1–2].'], entries), { reference_style: 'Vancouver' }).results.filter(
    (i) => i.status !== 'pass',
  );

describe('reference-details: entries an editor retypes', () => {
  it('reports an entry typed in capitals, and not an entry with acronyms', () => {
    const items = findings([
      `1. ${LOPEZ}`,
      '2. KOOPMAN JS, LONGINI IM. THE ECOLOGICAL EFFECTS OF INDIVIDUAL EXPOSURES AND NONLINEAR DISEASE DYNAMICS IN POPULATIONS. AM J PUBLIC HEALTH. 1994;84:836-42.',
    ]);
    expect(items.map((i) => i.reasoning)).toEqual([
      "Reference 2 is written in capitals: no reference style prints it so; retype it in the style's case.",
    ]);
    expect(
      findings([`1. ${LOPEZ}`, '2. WHO. HIV/AIDS and COVID-19 in the WHO European Region. Copenhagen: WHO; 2021.']),
    ).toEqual([]);
  });

  it('reports a name that lost its initials between names that have them ("Koopman J S, Henry, Park J H")', () => {
    const items = findings([
      `1. ${LOPEZ}`,
      '2. Koopman J S, Henry, Park J H. Modelling infection transmission. Am J Epidemiol. 2002;155:1-9.',
    ]);
    expect(items.map((i) => i.reasoning)).toContain(
      'Reference 2: the author list looks garbled — "Henry" has no initials between names that have them; check the authors against the source.',
    );
    expect(
      findings([`1. ${LOPEZ}`, '2. Koopman JS, Henry JA, Park JH. Modelling. Am J Epidemiol. 2002;155:1-9.']),
    ).toEqual([]);
  });
});

describe('reference-details: an article with no journal', () => {
  it('reports a title that runs straight into year, volume and pages, and not one that names its journal', () => {
    const missing = findings([
      `1. ${LOPEZ}`,
      '2. Smith J, Jones K. Risk factors for stroke in older adults. 2015;12:34-56.',
    ]);
    expect(missing.map((i) => i.reasoning)).toEqual(['Reference 2 has no journal.']);
    expect(
      findings([
        `1. ${LOPEZ}`,
        '2. Lanphear BP, Hornung R. Erratum: “Low-Level Environmental Lead Exposure and Children’s Intellectual Function: An International Pooled Analysis.” Environ Health Perspect. 2019;127:099001.',
      ]).filter((i) => i.reasoning?.includes('no journal')),
    ).toEqual([]);
  });
});

describe('reference-details: entries the parser cannot read whole (issue 24)', () => {
  const reasons = (entry: string) => findings([`1. ${LOPEZ}`, `2. ${entry}`]).map((i) => i.reasoning);

  it('reports an entry that ends at its year, and not a book whose publisher precedes the year', () => {
    expect(reasons('Yousaf H. NHS Recovery Plan 2021-2026 2021.')).toEqual([
      'Reference 2 ends at its year ("…H. NHS Recovery Plan 2021-2026 2021."): there is no volume and pages, no publisher and no link — say where it was published.',
    ]);
    expect(reasons('Joint Formulary Committee. Nonoxinol. London, UK: BMJ; Pharmaceutical Press; 2023.')).toEqual([]);
    expect(reasons('Wickham H. Ggplot2: elegant graphics for data analysis. Springer, 2016.')).toEqual([]);
  });

  it('reports a journal entry with no volume or pages, or a volume "n/a"', () => {
    expect(
      reasons(
        'Kitsios GD, Yang H. Respiratory tract dysbiosis. American journal of respiratory and critical care medicine 2020; Available at: http://dx.doi.org/10.1164/rccm.201912-2441OC.',
      ),
    ).toEqual(['Reference 2 gives a year but no volume or pages: give them, or mark it online ahead of print.']);
    expect(reasons('Bowler DE, Henle K. Temporal trends. Ecography. 2022;n/a: e06219. doi:10.1111/ecog.06219')).toEqual(
      ['Reference 2 gives its volume as "n/a": give the volume, or mark it online ahead of print.'],
    );
    // Software cited by its title and year is not a journal article.
    expect(
      reasons(
        'R Core Team. R: A language and environment for statistical computing. 2018; Available at: https://www.R-project.org/.',
      ),
    ).toEqual([]);
  });

  it('reports a page range that ends before it starts, "et all" and a DOI written twice over', () => {
    expect(
      reasons('Slade GD. Derivation of a short-form profile. Community Dent Oral Epidemiol. 1997;25:284–29.'),
    ).toEqual([
      'Reference 2 gives the pages "284–29", a range that ends before it starts: check the pages against the source.',
    ]);
    expect(
      reasons('Slade GD. Derivation of a short-form profile. Community Dent Oral Epidemiol. 1997;25:284–90.'),
    ).toEqual([]);
    expect(
      reasons('Muntner P, Newsome B, Kramer H, et all. Racial differences. Clin J Am Soc Nephrol. 2012;7:101–7.'),
    ).toContain('Reference 2 writes "et all": write "et al."');
    expect(
      reasons(
        'Heimel PJ. A trial. Eur J Obstet Gynecol Reprod Biol. 2006;128:187–93. doi:https://doi.org/10.1016/j.ejogrb.2005.11.041',
      ),
    ).toEqual([
      'Reference 2 writes the DOI twice over ("doi:https://doi.org/"): write doi:10.1016/j.ejogrb.2005.11.041 or the link, not both.',
    ]);
  });

  it('reports authors written initials or given name first, or with the particle after the initials', () => {
    expect(
      reasons('HJ Chin, JM Ahn, KY Na, et al (2010). The effect. Nephrol Dial Transplant. 25, 413–419.'),
    ).toContain(
      'Reference 2 writes authors given name or initials first ("HJ Chin", "JM Ahn", "KY Na"): every reference style writes the surname first, then the initials.',
    );
    expect(
      reasons(
        'Dickson RP, Schultz MJ, Poll T van der, et al. Lung microbiota. Am J Respir Crit Care Med. 2020;201:555–63.',
      ),
    ).toEqual(['Reference 2 writes "Poll T van der" with the particle after the initials: write "van der Poll T".']);
  });

  it('reports more than six authors in an entry read only as far as its authors', () => {
    expect(
      reasons(
        'Tsilidis KK, Allen NE, Key TJ, Bakken K, Berrino F, Fournier A, Lund E. Menopausal hormone therapy. Int J Cancer. 2010.',
      ),
    ).toContain(
      'Reference 2 lists all 7 authors, but Vancouver lists the first six authors followed by "et al." when there are more than six.',
    );
    const ama = runOn(
      referenceDetails,
      withReferences(
        ['Cited [1].'],
        [
          '1. Levy MM, Fink MP, Marshall JC, Abraham E, Angus D, Cook D, et al. 2001 International Sepsis Definitions Conference. In: Critical Care Medicine. 2003. p. 1250–6.',
        ],
      ),
      { reference_style: 'AMA' },
    ).results.map((i) => i.reasoning);
    expect(ama).toContain(
      'Reference 1 lists 6 authors before "et al.", but AMA lists the first three authors followed by "et al." when there are more than six.',
    );
  });
});

describe('reference-details: a garbled or missing volume (issue 31)', () => {
  it('reports two bare numbers where the volume stands, and a journal run straight into its pages', () => {
    const items = findings([
      `1. ${LOPEZ}`,
      '2. MacPherson H, Richmond S, Bland MJ (2012) Acupuncture, counselling and usual care for depression: study protocol. Trials 14 13: 209.',
      '3. Hopton AK, Curnoe S (2012) Acupuncture in practice. BMJ Open 1 2(1) Available: http://bmjopen.bmj.com/content/2/1/e000456.abstract.',
      '4. MacPherson H, Elliot B (2013) Acupuncture for depression: patterns of diagnosis. Evid Based Complement Alternat Med 1–9.',
    ]).filter((i) => /volume/.test(i.reasoning ?? ''));
    expect(items.map((i) => i.reasoning)).toEqual([
      'Reference 2 gives two numbers where the volume stands ("14 13"): check the volume and issue against the source.',
      'Reference 3 gives two numbers where the volume stands ("1 2(1)"): check the volume and issue against the source.',
      'Reference 4 gives pages ("Evid Based Complement Alternat Med 1–9") but no volume: give the volume, or the article number.',
    ]);
  });

  it('leaves a volume with its issue in brackets, a year before the volume and a place and publisher alone', () => {
    const items = findings([
      `1. ${LOPEZ}`,
      '2. Mischoulon D, Brill CD (2012) A pilot study of acupuncture. J Affect Disord 141 (2–3): 469–473.',
      '3. Fava M (2003) Diagnosis of treatment resistant depression. Biol Psychiatry 53: 649–659.',
      '4. Effective Health Care Bulletin (2005) Improving recognition. York: Centre for Reviews and Dissemination: 1–12.',
      '5. Smith CA, Hay PP (2012) Acupuncture for depression. Trials 2012 13: 209.',
    ]).filter((i) => /two numbers|no volume/.test(i.reasoning ?? ''));
    expect(items).toEqual([]);
  });
});

describe('reference-details: a stray day and pages after the stop (issue 31)', () => {
  it('reports a day where the year stands and pages that go on after their full stop', () => {
    const items = findings([
      `1. ${LOPEZ}`,
      '2. Abd ElHafeez S, Bolignano D (2018). Prevalence of chronic kidney disease in Africa. BMJ Open.  10; 8(1): e015069.',
      '3. Locker D, Slade G. Oral health and the quality of life among older adults. J Can Dent Assoc. 1993;59:830–833. 837–838, 844',
    ]).filter((i) => /no year|full stop/.test(i.reasoning ?? ''));
    expect(items.map((i) => i.reasoning)).toEqual([
      'Reference 2 gives "10; 8(1)" where the year and volume stand: "10" is no year; check the date and volume against the source.',
      'Reference 3 gives pages "830–833. 837–838, 844": the pages go on after the full stop that closes them; write discontinuous pages with commas.',
    ]);
  });

  it('leaves a date with its month and pages followed by a DOI alone', () => {
    const items = findings([
      `1. ${LOPEZ}`,
      '2. Abd ElHafeez S. Prevalence of kidney disease. BMJ Open. 2018 Jan 10;8(1):e015069.',
      '3. Locker D. Oral health. J Can Dent Assoc. 1993;59:830–833. doi:10.1000/xyz',
    ]).filter((i) => /no year|full stop/.test(i.reasoning ?? ''));
    expect(items).toEqual([]);
  });
});
