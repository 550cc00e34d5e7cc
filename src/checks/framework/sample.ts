/**
 * A realistic short manuscript as paragraph descriptions, for labelled cases: each case changes
 * the part it is about and keeps the rest complete, so a finding elsewhere is a false positive.
 */
import type { ParagraphSpec } from '../../docx/testing.ts';

export interface SampleParts {
  title?: string;
  authors?: string;
  affiliations?: string[];
  abstract?: string[];
  keywords?: string | null;
  body?: string[];
  statements?: ParagraphSpec[];
  footnotes?: string[];
}

export function sampleManuscript(parts: SampleParts = {}): ParagraphSpec[] {
  const abstract = parts.abstract ?? [
    'Background: Inhaled corticosteroids reduce exacerbations in adults with asthma.',
    'Methods: We randomly assigned 120 adults to budesonide or placebo for 12 weeks.',
    'Results: Exacerbations were fewer with budesonide (risk ratio 0.62, 95% CI 0.45 to 0.85).',
    'Conclusions: Budesonide reduced exacerbations.',
  ];
  return [
    {
      text: parts.title ?? 'Budesonide versus placebo in adults with asthma: a randomised controlled trial',
      styleName: 'Title',
    },
    { text: parts.authors ?? 'Jane Doe1, John Smith2, Li Wei1' },
    ...(
      parts.affiliations ?? [
        '1 Department of Respiratory Medicine, University of Leeds, Leeds, UK',
        '2 Department of Medicine, University of Oxford, Oxford, UK',
      ]
    ).map((text) => ({ text })),
    { text: 'Correspondence to: Jane Doe, jane.doe@leeds.ac.uk' },
    { text: 'Abstract', styleName: 'heading 1' },
    ...abstract.map((text) => ({ text })),
    ...(parts.keywords === null
      ? []
      : [{ text: parts.keywords ?? 'Keywords: asthma; budesonide; exacerbation; randomised controlled trial' }]),
    { text: 'Introduction', styleName: 'heading 1' },
    ...(
      parts.body ?? [
        'Asthma affects 300 million people worldwide.',
        'We tested whether budesonide reduces exacerbations.',
      ]
    ).map((text) => ({ text })),
    { text: 'Methods', styleName: 'heading 1' },
    { text: 'Adults aged 18 to 65 years with asthma were randomly assigned to budesonide or placebo.' },
    { text: 'Results', styleName: 'heading 1' },
    { text: 'Exacerbations occurred in 18 of 60 patients given budesonide and 29 of 60 given placebo.' },
    { text: 'Discussion', styleName: 'heading 1' },
    { text: 'Budesonide reduced exacerbations in adults with asthma.' },
    ...(parts.statements ?? [
      { text: 'Funding: Medical Research Council (grant MR/K000001/1).' },
      { text: 'Competing interests: The authors declare no competing interests.' },
      { text: 'Ethics approval: Leeds East Research Ethics Committee (reference 12/YH/0001).' },
      { text: 'Trial registration: ISRCTN12345678.' },
      { text: 'Data availability: Data are available from the corresponding author on reasonable request.' },
    ]),
    { text: 'References', styleName: 'heading 1' },
    { text: '1. Smith J, Doe J. Asthma in adults. BMJ. 2010;340:c1.' },
    { text: '2. Wei L. Inhaled steroids. Lancet. 2012;380:100-5.' },
    ...(parts.footnotes ?? []).map((text) => ({ text, kind: 'footnote' as const })),
  ];
}
