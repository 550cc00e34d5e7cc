/** Labelled cases for reference-details. */
import type { LabelledCase } from '../framework/index.ts';
import { FAVA, LOPEZ, THOMAS, withReferences } from '../references/sample.ts';

export const cases: LabelledCase[] = [
  {
    name: 'a clean list',
    manuscript: () => withReferences(['Depression is common [1–3].'], [`1. ${LOPEZ}`, `2. ${THOMAS}`, `3. ${FAVA}`]),
    format: { reference_style: 'Vancouver' },
    expected: [],
  },
  {
    name: 'a DOI missing its leading 1 and a PMID with letters',
    manuscript: () =>
      withReferences(
        ['Costs [1, 2].'],
        [
          '1. Shippee ND, Shah ND, May CR. Cumulative complexity. J Clin Epidemiol. 2012;65:1041–51. doi:0.1016/j.jclinepi.2012.05.005.',
          '2. Thomas C, Morris S. Cost of depression among adults in England in 2000. Br J Psychiatry. 2003;183:514–9. PMID: 12645X.',
        ],
      ),
    format: { reference_style: 'Vancouver' },
    expected: [{ original: 'doi:0.1016/j.jclinepi.2012.05.005.' }, { original: 'PMID: 12645X.' }],
  },
  {
    name: 'the same reference twice',
    manuscript: () => withReferences(['Depression [1, 2].'], [`1. ${LOPEZ}`, `2. ${LOPEZ}`]),
    format: { reference_style: 'Vancouver' },
    expected: [{ original: `2. ${LOPEZ}` }],
  },
  {
    name: 'an entry without a year',
    manuscript: () =>
      withReferences(
        ['Statistics [1].'],
        ['1. Ender P. Statistical Computing and Consulting. UCLA Academic Technology Services.'],
      ),
    format: { reference_style: 'Vancouver' },
    expected: [{ original: '1. Ender P. Statistical Computing and Consulting. UCLA Academic Technology Services.' }],
  },
  {
    name: '"et al." after five authors where Vancouver lists six',
    manuscript: () =>
      withReferences(
        ['Trials [1].'],
        [
          '1. Platt R, Takvorian S, Septimus E, Hickok J, Moody J, et al. Cluster randomized trials in comparative effectiveness research. Med Care. 2010;48:S52–7.',
        ],
      ),
    format: { reference_style: 'Vancouver' },
    expected: [
      {
        original:
          '1. Platt R, Takvorian S, Septimus E, Hickok J, Moody J, et al. Cluster randomized trials in comparative effectiveness research. Med Care. 2010;48:S52–7.',
      },
    ],
  },
  {
    name: 'DOIs inside publisher links, a shortDOI and a word holding "doi" are not malformed DOIs',
    manuscript: () =>
      withReferences(
        ['Mobilisation [1, 2, 4, 5].'],
        [
          '1. Schaller SJ, Anstey M, Blobner M. Early, goal-directed mobilisation in the surgical intensive care unit. N Engl J Med. 2022;387(19):1747–58. Available from: http://www.nejm.org/doi/10.1056/NEJMoa2209083',
          '2. Smith HJ. Antenatal corticosteroids for improving neonatal outcomes. Cochrane Database Syst Rev. 2015;2015(3):CD007754. Available from: https://www.cochranelibrary.com/cdsr/doi/10.1002/14651858.CD007754.pub3/full',
          '4. Butler AJ, Shuster M. Transcranial direct current stimulation facilitates motor learning post-stroke. J Neurol Neurosurg Psychiatry. 2016;87(4):345–55. https://doi.org/f8fwd8',
          '5. Harrer M, Cuijpers P. Doing Meta-Analysis With R: A Hands-On Guide. Boca Raton: Chapman & Hall/CRC Press; 2021.',
        ],
      ),
    format: { reference_style: 'Vancouver' },
    expected: [],
  },
  {
    // Issue 24: an editor marks the DOI given twice; it is well-formed, so never "not a well-formed DOI".
    name: 'a doi.org link behind "doi:" is a well-formed DOI written twice over: one warning',
    manuscript: () =>
      withReferences(
        ['Prednisolone [1].'],
        [
          '1. Isler CM, Magann EF. Postpartum prednisolone in HELLP syndrome. Eur J Obstet Gynecol Reprod Biol. 2006;128:187–93. doi:https://doi.org/10.1016/j.ejogrb.2005.11.041',
        ],
      ),
    format: { reference_style: 'Vancouver' },
    expected: [
      {
        original:
          '1. Isler CM, Magann EF. Postpartum prednisolone in HELLP syndrome. Eur J Obstet Gynecol Reprod Biol. 2006;128:187–93. doi:https://doi.org/10.1016/j.ejogrb.2005.11.041',
      },
    ],
  },
  {
    name: 'a BMJ e-locator and an article number stand where the volume would: the volume is missing, not the pages',
    manuscript: () =>
      withReferences(
        ['Guidelines [1, 2].'],
        [
          '1. Page MJ, McKenzie JE, Bossuyt PM. The PRISMA 2020 statement: an updated guideline for reporting systematic reviews. BMJ. 2021;n71.',
          '2. Shaffer RM, Carlson LM. Lead exposure and antisocial behavior: a systematic review. Environ Int. 2025;109786.',
        ],
      ),
    format: { reference_style: 'Vancouver' },
    expected: [
      {
        original:
          '1. Page MJ, McKenzie JE, Bossuyt PM. The PRISMA 2020 statement: an updated guideline for reporting systematic reviews. BMJ. 2021;n71.',
        status: 'warning',
      },
      {
        original:
          '2. Shaffer RM, Carlson LM. Lead exposure and antisocial behavior: a systematic review. Environ Int. 2025;109786.',
        status: 'warning',
      },
    ],
  },
  {
    name: "an issue in the volume's place and a Cochrane review number are not a missing volume; a journal article without either still is",
    manuscript: () =>
      withReferences(
        ['Tobacco [1–4].'],
        [
          '1. Stead LF, Lancaster T. Interventions for preventing tobacco sales to minors. Cochrane Database Syst Rev. 2005;(1):CD001497.',
          '2. Rice VH, Stead LF. Nursing interventions for smoking cessation. Cochrane Database Syst Rev. 2008;CD001188.',
          '3. Keller U, Berger W. Glucose tolerance in elderly outpatients. Acta Diabetol Lat. 1984;(2):113–21.',
          '4. Morris J, Hunt P. Smoking in pregnancy. Tob Control. 2010;:44–9.',
        ],
      ),
    format: { reference_style: 'Vancouver' },
    expected: [{ original: '4. Morris J, Hunt P. Smoking in pregnancy. Tob Control. 2010;:44–9.', status: 'warning' }],
  },
  {
    name: "an explanatory note numbered among the references lacks no year; an organisation's undated page still does",
    manuscript: () =>
      withReferences(
        ['Counts [1, 2].'],
        [
          '1. Using the form of the negative binomial with parameters r and p, where the mean is r(1 − p)/p.',
          '2. National Institute for Health Research. Guidance on cluster trials. NIHR Evaluation Centre.',
        ],
      ),
    format: { reference_style: 'Vancouver' },
    expected: [
      {
        original: '2. National Institute for Health Research. Guidance on cluster trials. NIHR Evaluation Centre.',
        status: 'failed',
      },
    ],
  },
  {
    name: 'a nineteenth-century year in a Nature-style publisher parenthesis is a year; "n.d." states an undated work',
    manuscript: () =>
      withReferences(
        ['History [1, 2].'],
        [
          '1. Bell, A. N. The sanitarian. vol. 11 (AN Bell, 1883).',
          '2. Reporting guidelines | The EQUATOR Network. (n.d.). https://www.equator-network.org/reporting-guidelines/.',
        ],
      ),
    format: { reference_style: 'Vancouver' },
    expected: [],
  },
  {
    name: 'two papers by one author in different years, which the parser cannot read fully, are not duplicates',
    manuscript: () =>
      withReferences(
        ['Computers [1, 2].'],
        [
          '1. Liao, Y.-K. Effects of Computer-Assisted Instruction on Cognitive Outcomes: A Meta-Analysis. Journal of Research on Computing in Education 24, 367–80 (1992).',
          '2. Liao, Y.-k. C., Chang, H.-w. & Chen, Y.-w. Effects of Computer Application on Elementary School Students’ Achievement. Computers in the Schools 24, 43–64 (2007).',
        ],
      ),
    format: { reference_style: 'Vancouver' },
    expected: [],
  },
];
