/** Labelled cases for authorship: author lines as journals print them. */
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import type { LabelledCase } from '../framework/cases.ts';
import { sampleManuscript } from '../framework/sample.ts';

const withAuthors = (authors: string) => () => manuscriptFromParagraphs(sampleManuscript({ authors }));
/** The sample with its authors one per line, under the title. */
const namesPerLine =
  (...names: string[]) =>
  () => {
    const paragraphs = sampleManuscript({ authors: names[0] ?? '' });
    paragraphs.splice(2, 0, ...names.slice(1).map((text) => ({ text })));
    return manuscriptFromParagraphs(paragraphs);
  };

export const cases: LabelledCase[] = [
  {
    name: 'three authors, limit 6',
    manuscript: withAuthors('Jane Doe1, John Smith2, Li Wei1'),
    format: { authorship_restriction: 6 },
    expected: [],
  },
  {
    name: 'seven authors with degrees, limit 6',
    manuscript: withAuthors(
      'Jane Doe MD, PhD1, John Smith MSc2, Li Wei1, Omar Haddad3, Ana Souza2, Paul O’Neill1 and Kate Brown3*',
    ),
    format: { authorship_restriction: 6 },
    expected: [{ name: 'Authors', status: 'failed' }],
  },
  {
    name: 'six authors with degrees, limit 6',
    manuscript: withAuthors('Jane Doe MD, PhD1, John Smith MSc2, Li Wei1, Omar Haddad3, Ana Souza2 and Kate Brown3*'),
    format: { authorship_restriction: 6 },
    expected: [],
  },
  {
    name: 'affiliations and e-mail present',
    manuscript: withAuthors('Jane Doe1, John Smith2'),
    format: { authors_requirements: 'affiliations; corresponding author e-mail' },
    expected: [],
  },
  {
    name: 'degrees after commas, semicolon-separated, limit 2',
    manuscript: withAuthors('Jane Doe, MD; John Smith, PhD; Li Wei, MSc'),
    format: { authorship_restriction: 2 },
    expected: [{ name: 'Authors', status: 'failed' }],
  },
  {
    name: 'group author counts once, limit 3',
    manuscript: withAuthors('Jane Doe1, John Smith2 and the ACUDep Trial Investigators'),
    format: { authorship_restriction: 3 },
    expected: [],
  },
  {
    name: 'one ORCID for three authors',
    manuscript: () =>
      manuscriptFromParagraphs(
        sampleManuscript({ affiliations: ['1 University of Leeds, Leeds, UK', 'ORCID: Jane Doe 0000-0002-1825-0097'] }),
      ),
    format: { authors_requirements: 'ORCID' },
    expected: [{ name: 'ORCID', status: 'warning' }],
  },
  {
    name: 'ORCID required, none given',
    manuscript: withAuthors('Jane Doe1, John Smith2'),
    format: { authors_requirements: 'ORCID' },
    expected: [{ name: 'ORCID', status: 'failed' }],
  },
  {
    // "Research Article" / "Open Access" have this shape too: the count is not judged on it.
    name: 'three names one per line, no label or marks, limit 2: could not decide',
    manuscript: namesPerLine('Kari Nordmann', 'Ola Hansen', 'Per Berg'),
    format: { authorship_restriction: 2 },
    expected: [{ name: 'Authors', status: 'warning' }],
  },
  {
    name: 'three marked names one per line, limit 2',
    manuscript: namesPerLine('Kari Nordmann1', 'Ola Hansen2', 'Per Berg1'),
    format: { authorship_restriction: 2 },
    expected: [{ name: 'Authors', status: 'failed' }],
  },
];
