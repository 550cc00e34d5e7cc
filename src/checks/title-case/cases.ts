/** Labelled cases for title-case: titles from medical journals in the other style. */
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import type { LabelledCase } from '../framework/cases.ts';
import { sampleManuscript } from '../framework/sample.ts';

const titled = (title: string, body?: string[]) => () =>
  manuscriptFromParagraphs(sampleManuscript({ title, ...(body ? { body } : {}) }));
const sentence = { title_case: 'Sentence case' };
const titleCase = { title_case: 'Title case' };

export const cases: LabelledCase[] = [
  {
    name: 'title case to sentence case',
    manuscript: titled('Budesonide Versus Placebo in Adults With Asthma: A Randomised Controlled Trial'),
    format: sentence,
    expected: [{ correction: 'Budesonide versus placebo in adults with asthma: a randomised controlled trial' }],
  },
  {
    name: 'sentence case already',
    manuscript: titled('Budesonide versus placebo in adults with asthma: a randomised controlled trial'),
    format: sentence,
    expected: [],
  },
  {
    name: 'proper nouns and acronyms stay',
    manuscript: titled('Effect of Metformin on HbA1c in Patients With Type 2 Diabetes in Norway', [
      'In Norway, metformin is first-line treatment for type 2 diabetes.',
    ]),
    format: sentence,
    expected: [{ correction: 'Effect of metformin on HbA1c in patients with type 2 diabetes in Norway' }],
  },
  {
    name: 'ordinary words the text capitalises as labels ("the Placebo group", "Fatigue score") and a generic drug name are lowered',
    manuscript: titled(
      'Benefit from B-Lymphocyte Depletion Using Rituximab in Chronic Fatigue Syndrome. A Double-Blind and Placebo-Controlled Study',
      [
        'Chronic fatigue syndrome is a disease of unknown cause with severe fatigue.',
        'The Fatigue score improved in the Rituximab group and not in the Placebo group.',
        'The Placebo group received saline; the Fatigue score was self-reported in the Placebo group, and the Placebo group had placebo infusions that looked alike.',
        'In the Rituximab group the Fatigue score fell by 20%, in the Placebo group by 5%; the Fatigue score was read blind.',
        'Responses were seen in the Placebo group and in the Rituximab group, and the Fatigue score of the Placebo group was stable.',
      ],
    ),
    format: sentence,
    expected: [
      {
        correction:
          'Benefit from B-lymphocyte depletion using rituximab in chronic fatigue syndrome. A double-blind and placebo-controlled study',
      },
    ],
  },
  {
    name: 'named study kept as written',
    manuscript: titled(
      'Diet and Colorectal Cancer in the European Prospective Investigation into Cancer and Nutrition',
      [
        'Diet may change the risk of colorectal cancer.',
        'We used data from the European Prospective Investigation into Cancer and Nutrition cohort.',
      ],
    ),
    format: sentence,
    expected: [
      { correction: 'Diet and colorectal cancer in the European Prospective Investigation into Cancer and Nutrition' },
    ],
  },
  {
    name: 'sentence case to AMA title case',
    manuscript: titled(
      'Effect of a home-based exercise program on functional recovery following rehabilitation after hip fracture: a randomized clinical trial',
    ),
    format: titleCase,
    expected: [
      {
        correction:
          'Effect of a Home-Based Exercise Program on Functional Recovery Following Rehabilitation After Hip Fracture: A Randomized Clinical Trial',
      },
    ],
  },
  {
    name: 'AMA title case already',
    manuscript: titled('Association of Statin Use With Risk of Dementia After a Concussion'),
    format: titleCase,
    expected: [],
  },
  {
    name: 'PLoS Medicine title to sentence case (hyphenated prefix, unit after a number)',
    manuscript: titled(
      'Intention to Lose Weight, Weight Changes, and 18-y Mortality in Overweight Individuals without Co-Morbidities',
      ['Weight loss is associated with mortality in overweight individuals without co-morbidities.'],
    ),
    format: sentence,
    expected: [
      {
        correction:
          'Intention to lose weight, weight changes, and 18-y mortality in overweight individuals without co-morbidities',
      },
    ],
  },
  {
    name: 'named cohort and nationality kept in sentence case',
    manuscript: titled(
      'The Dutch Version of the Oral Health Impact Profile (OHIP-NL): Translation, Reliability and Construct Validity',
      ['The Oral Health Impact Profile (OHIP) measures oral health-related quality of life.'],
    ),
    format: sentence,
    expected: [
      {
        correction:
          'The Dutch version of the Oral Health Impact Profile (OHIP-NL): translation, reliability and construct validity',
      },
    ],
  },
  {
    name: 'sentence case lowers the ordinary first word of a subtitle after a colon or a spaced dash',
    manuscript: titled(
      'Treatment Burden in Stroke Care: Analysis of Data from The Cancer Genome Atlas – Results from the MultiCare Cohort Study',
      ['We used data from The Cancer Genome Atlas and the MultiCare Cohort Study in this analysis.'],
    ),
    format: sentence,
    expected: [
      {
        correction:
          'Treatment burden in stroke care: analysis of data from The Cancer Genome Atlas – results from the MultiCare Cohort Study',
      },
    ],
  },
  {
    name: 'a subtitle keeps an acronym or a name, and a new sentence after a question mark keeps its capital',
    manuscript: titled('Does Exercise Help? A Trial in Norway: HIV Care – Norway Cohort'),
    format: sentence,
    expected: [{ correction: 'Does exercise help? A trial in Norway: HIV care – Norway cohort' }],
  },
  {
    name: 'a unit after a number stays lower case in title case',
    manuscript: titled('Weight changes and 18-y mortality in overweight adults'),
    format: titleCase,
    expected: [{ correction: 'Weight Changes and 18-y Mortality in Overweight Adults' }],
  },
  // No format assigned: nothing to judge the title against, said once as a warning, never a pass.
  {
    name: 'no format',
    manuscript: titled('Budesonide Versus Placebo'),
    expected: [{ name: 'Format', status: 'warning' }],
  },
];
