/** Labelled cases for reference-style: real reference shapes restyled to a journal's style. */
import type { LabelledCase } from '../framework/index.ts';
import { withReferences } from '../references/sample.ts';

const PLOS = 'Lopez A, Murray C (1998) The global burden of disease 1990–2020. Nat Med 4: 1241–1243.';
const VANCOUVER = 'Lopez A, Murray C. The global burden of disease 1990–2020. Nat Med. 1998;4:1241–3.';

export const cases: LabelledCase[] = [
  {
    name: 'PLOS-style entry restyled to Vancouver',
    manuscript: () => withReferences(['Depression is common [1].'], [`1. ${PLOS}`]),
    format: { reference_style: 'Vancouver' },
    expected: [{ original: PLOS, correction: VANCOUVER }],
  },
  {
    name: 'entry already in Vancouver is left alone',
    manuscript: () => withReferences(['Depression is common [1].'], [`1. ${VANCOUVER}`]),
    format: { reference_style: 'Vancouver' },
    expected: [],
  },
  {
    name: 'Vancouver entry restyled to AMA (full page range with a hyphen)',
    manuscript: () => withReferences(['Depression is common [1].'], [`1. ${VANCOUVER}`]),
    format: { reference_style: 'AMA' },
    expected: [
      {
        original: VANCOUVER,
        correction: 'Lopez A, Murray C. The global burden of disease 1990–2020. Nat Med. 1998;4:1241-1243.',
      },
    ],
  },
  {
    name: 'Vancouver entry restyled to APA',
    manuscript: () => withReferences(['Depression is common (Lopez & Murray, 1998).'], [VANCOUVER]),
    format: { reference_style: 'APA' },
    expected: [
      {
        original: VANCOUVER,
        correction: 'Lopez, A., & Murray, C. (1998). The global burden of disease 1990–2020. Nat Med, 4, 1241–1243.',
      },
    ],
  },
  {
    name: 'a web page the parser cannot read fully is not rewritten',
    manuscript: () =>
      withReferences(
        ['Guidance exists [1].'],
        [
          '1. World Health Organization (2011) Guidelines for the programmatic management of drug-resistant tuberculosis. Geneva: World Health Organization. Available: http://whqlibdoc.who.int/publications/2011/9789241501583_eng.pdf. Accessed 4 May 2012.',
        ],
      ),
    format: { reference_style: 'Vancouver' },
    // Named for a check by hand (never a silent pass), with no correction.
    expected: [
      {
        original:
          'World Health Organization (2011) Guidelines for the programmatic management of drug-resistant tuberculosis. Geneva: World Health Organization. Available: http://whqlibdoc.who.int/publications/2011/9789241501583_eng.pdf. Accessed 4 May 2012.',
      },
    ],
  },
  {
    name: 'valid NLM entries with month, day, or PubMed month-first date are left alone in Vancouver',
    manuscript: () =>
      withReferences(
        ['Mobilisation helps [1-3].'],
        [
          '1. Clark DE, Lowman JD. Early mobilization in a trauma unit: a cohort study. Phys Ther. 2013 Feb;93(2):186–96.',
          '2. Vovk O, Piho G. Tools for healthcare data anonymization: a review. Int J Gen Syst. 2023 Apr 3;52(3):326–42.',
          '3. Game DS, Lechler RI. Everolimus permits suppression in vitro. Am J Transplant. 2005 Mar;5(3):454–64.',
        ],
      ),
    format: { reference_style: 'Vancouver' },
    expected: [],
  },
  {
    name: 'a PubMed month-first date is read, not taken into the journal name; AMA gives the year only',
    manuscript: () =>
      withReferences(
        ['Everolimus works [1].'],
        ['1. Game DS, Lechler RI. Everolimus permits suppression in vitro. Am J Transplant. Mar 2005;5(3):454-64.'],
      ),
    format: { reference_style: 'AMA' },
    expected: [
      {
        original:
          'Game DS, Lechler RI. Everolimus permits suppression in vitro. Am J Transplant. Mar 2005;5(3):454-64.',
        correction: 'Game DS, Lechler RI. Everolimus permits suppression in vitro. Am J Transplant. 2005;5(3):454-464.',
      },
    ],
  },
  {
    name: 'a title ending in "?" keeps it; PLOS volume without a space is read',
    manuscript: () =>
      withReferences(
        ['Mortality fell [1].'],
        ['1. Smith A, Jones B (2010) Is mortality falling in registry data? J Infect Dis12: 410–416.'],
      ),
    format: { reference_style: 'Vancouver' },
    expected: [
      {
        original: 'Smith A, Jones B (2010) Is mortality falling in registry data? J Infect Dis12: 410–416.',
        correction: 'Smith A, Jones B. Is mortality falling in registry data? J Infect Dis. 2010;12:410–6.',
      },
    ],
  },
  {
    name: 'a question inside the title keeps the title whole and its full stop before the journal',
    manuscript: () =>
      withReferences(
        ['Parents live longer [1].'],
        [
          '1. Modig, K., & Ahlbom, A. (2017). Payback time? Influence of having children on mortality in old age. Journal of Epidemiology and Community Health, 71(5), 424–430.',
        ],
      ),
    format: { reference_style: 'Vancouver' },
    expected: [
      {
        original:
          'Modig, K., & Ahlbom, A. (2017). Payback time? Influence of having children on mortality in old age. Journal of Epidemiology and Community Health, 71(5), 424–430.',
        correction:
          'Modig K, Ahlbom A. Payback time? Influence of having children on mortality in old age. J Epidemiol Community Health. 2017;71(5):424–30.',
      },
    ],
  },
  {
    name: 'the same paper listed twice is not told apart from itself in APA ("2015b")',
    manuscript: () =>
      withReferences(
        ['Parity and health (Grundy & Read, 2015).'],
        [
          'Grundy, E., & Read, S. (2015). Pathways from fertility history to later life health. Demographic Research, 32, 107–146. https://doi.org/10.4054/demres.2015.32.4',
          'Grundy, E., & Read, S. (2015). Pathways from fertility history to later life health. Demographic Research, 32, 107–146. https://doi.org/10.4054/demres.2015.32.4',
        ],
      ),
    format: { reference_style: 'APA' },
    expected: [],
  },
  {
    name: 'a garbled author ("1, D. J. R.") is not carried into a proposal: the entry is named for a check by hand',
    manuscript: () =>
      withReferences(
        ['Parity and mortality [1].'],
        [
          '1. Högnäs, R. S., 1, D. J. R., Shor, E. (2016). J-Curve? A meta-analysis of parity and parental mortality. Population Research and Policy Review, 36(2), 273–308.',
        ],
      ),
    format: { reference_style: 'Vancouver' },
    expected: [
      {
        original:
          'Högnäs, R. S., 1, D. J. R., Shor, E. (2016). J-Curve? A meta-analysis of parity and parental mortality. Population Research and Policy Review, 36(2), 273–308.',
        status: 'warning',
      },
    ],
  },
  {
    name: 'an e-page after the page range and an en dash in a letter-prefixed range are kept (valid Vancouver left alone)',
    manuscript: () =>
      withReferences(
        ['Autism [1]; rehabilitation [2].'],
        [
          '1. Satterstrom FK, Kosmicki JA, Wang J, Breen MS, De Rubeis S, An JY. Large-scale exome sequencing study implicates changes in the neurobiology of autism. Cell. 2020;180(3):568-84 e23.',
          '2. Jiroutková K, Duska F, Waldauf P. Should new data on rehabilitation interventions change clinical practice? Crit Care Med. 2024 Jun 1;52(6):E299–303.',
        ],
      ),
    format: { reference_style: 'Vancouver' },
    expected: [],
  },
  {
    name: 'a title of two sentences keeps its full stop and is not taken into the journal name',
    manuscript: () =>
      withReferences(
        ['Mobilisation [1].'],
        [
          '1. Pfluegler G, Kasper J, Luedtke K. The immediate effects of passive joint mobilisation on local muscle function. A systematic review of the literature. Musculoskelet Sci Pract. 2020 Feb 1;45:102–10.',
        ],
      ),
    format: { reference_style: 'Vancouver' },
    expected: [],
  },
  {
    name: 'an academic editor exported before the journal ("Moy L, editor.") is not carried into a proposal: checked by hand',
    manuscript: () =>
      withReferences(
        ['Chatbots [1].'],
        [
          '1. Krishna S, Bhambra N, Bleakney R. Evaluation of GPT-4 on a radiology board-style examination. Moy L, editor. Radiology. 2024 May 1;311(2):e232715.',
        ],
      ),
    format: { reference_style: 'AMA' },
    expected: [
      {
        original:
          'Krishna S, Bhambra N, Bleakney R. Evaluation of GPT-4 on a radiology board-style examination. Moy L, editor. Radiology. 2024 May 1;311(2):e232715.',
        status: 'warning',
      },
    ],
  },
  {
    name: 'AMA: five authors then "et al." as written stay (the true count is unknown), never cut to three',
    manuscript: () =>
      withReferences(
        ['Fatigue [1]; more fatigue [2].'],
        [
          '1. Kogelnik AM, Loomis K, Hoegh-Petersen M, Rosso F, Hischier C, et al. Use of valganciclovir in patients with fatigue. J Clin Virol. 2006;37:S33–38.',
          '2. Platt R, Takvorian S, Septimus E, Hickok J, Moody J, Perlin J, et al. Cluster randomized trials in comparative effectiveness research. Med Care. 2010;48:S52–7.',
        ],
      ),
    format: { reference_style: 'AMA' },
    expected: [
      {
        original:
          'Kogelnik AM, Loomis K, Hoegh-Petersen M, Rosso F, Hischier C, et al. Use of valganciclovir in patients with fatigue. J Clin Virol. 2006;37:S33–38.',
        correction:
          'Kogelnik AM, Loomis K, Hoegh-Petersen M, Rosso F, Hischier C, et al. Use of valganciclovir in patients with fatigue. J Clin Virol. 2006;37:S33-S38.',
      },
      {
        // Six names then "et al.": seven or more authors, so AMA's three then "et al." is certain.
        original:
          'Platt R, Takvorian S, Septimus E, Hickok J, Moody J, Perlin J, et al. Cluster randomized trials in comparative effectiveness research. Med Care. 2010;48:S52–7.',
        correction:
          'Platt R, Takvorian S, Septimus E, et al. Cluster randomized trials in comparative effectiveness research. Med Care. 2010;48:S52-S57.',
      },
    ],
  },
  {
    name: 'PubMed\'s month-day-first date ("Sep 2 2023;") is read as a date, not taken into the journal name',
    manuscript: () =>
      withReferences(
        ['Nephrotic syndrome [1].'],
        [
          '1. Vivarelli M, Gibson K, Sinha A, Boyer O. Childhood nephrotic syndrome. Lancet. Sep 2 2023;402(10404):809-824. doi:10.1016/S0140-6736(23)01051-6',
        ],
      ),
    format: { reference_style: 'Vancouver' },
    expected: [
      {
        original:
          'Vivarelli M, Gibson K, Sinha A, Boyer O. Childhood nephrotic syndrome. Lancet. Sep 2 2023;402(10404):809-824. doi:10.1016/S0140-6736(23)01051-6',
        correction:
          'Vivarelli M, Gibson K, Sinha A, Boyer O. Childhood nephrotic syndrome. Lancet. 2023 Sep 2;402(10404):809–24. doi:10.1016/S0140-6736(23)01051-6',
      },
    ],
  },
  {
    name: 'a group named after the title keeps its full stop; a journal ending in a bare number or a colon is checked by hand',
    manuscript: () =>
      withReferences(
        ['Fatigue [1]; depression [2].'],
        [
          '1. Fukuda K, Straus SE, Hickie I. The chronic fatigue syndrome: a comprehensive approach to its definition and study. International Chronic Fatigue Syndrome Study Group. Ann Intern Med. 1994;121:953–959.',
          '2. MacPherson H, Richmond S, Bland MJ (2012) Acupuncture, Counseling, and Usual care for Depression (ACUDep): study protocol for a randomized controlled trial. Trials 14 13: 209.',
          '3. Luciana, M., & Collins, P. F. (2009). Tower of London performance in healthy adolescents. Developmental Neuropsychology/Developmental Neuropsychology :, 34(4), 461–475.',
        ],
      ),
    format: { reference_style: 'Vancouver' },
    expected: [
      {
        original:
          'Fukuda K, Straus SE, Hickie I. The chronic fatigue syndrome: a comprehensive approach to its definition and study. International Chronic Fatigue Syndrome Study Group. Ann Intern Med. 1994;121:953–959.',
        correction:
          'Fukuda K, Straus SE, Hickie I. The chronic fatigue syndrome: a comprehensive approach to its definition and study. International Chronic Fatigue Syndrome Study Group. Ann Intern Med. 1994;121:953–9.',
      },
      {
        original:
          'MacPherson H, Richmond S, Bland MJ (2012) Acupuncture, Counseling, and Usual care for Depression (ACUDep): study protocol for a randomized controlled trial. Trials 14 13: 209.',
        status: 'warning',
      },
      {
        original:
          'Luciana, M., & Collins, P. F. (2009). Tower of London performance in healthy adolescents. Developmental Neuropsychology/Developmental Neuropsychology :, 34(4), 461–475.',
        status: 'warning',
      },
    ],
  },
];
