/**
 * Author–year citations matched to the reference list (structure/citations.ts): the patterns
 * real manuscripts use — square brackets, corporate authors, "et al." variants, narrative forms,
 * same author and year, particles, software versions, nested and unclosed brackets.
 */
import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs } from '../../../src/docx/testing.ts';

const REFERENCES = [
  'Smith, J., Brown, K., & Lee, M. (2006). A first study. Journal A, 1(2), 3–4.',
  'Jones, P. (2010). A second study. Journal B, 5, 6–7.',
  'Oxford Radiocarbon Unit. (2011). Calibration data. Oxford: ORAU.',
  'Brown, A. (2009a). Early results. Journal C, 1, 1–2.',
  'Brown, A. (2009b). Later results. Journal C, 2, 3–4.',
  'Aguinis, H., Dalton, D. R., Bosco, F. A., & Pierce, C. A. (2011). Choices. Journal D, 37, 5–38.',
  'Aguinis, H., Pierce, C. A., Bosco, F. A., & Dalton, D. R. (2011). Myths. Journal E, 14, 306–331.',
  'van Aert, R. C. M., & Wicherts, J. M. (2016). Conducting meta-analyses. Psych Methods, 21, 713–729.',
  'Van Den Heuvel, O. A., & Veltman, D. J. (2003). Planning. NeuroImage, 18, 367–374.',
  'Wickham, H. (2016). Ggplot2. New York: Springer.',
  'Lavie, N. (2010). Attention. Current Directions, 19, 143–148.',
  "O'Reilly, R. C., Herd, S. A., & Pauli, W. M. (2010). Computational models. WIREs, 1, 201–209.",
  'DerSimonian, R., & Laird, N. (1986). Meta-analysis in clinical trials. Control Clin Trials, 7, 177–188.',
  'Viechtbauer, W. (2010). The metafor package. J Stat Softw, 36, 1–48.',
  'Viechtbauer, W., & Cheung, M. W. (2010). Outliers. Res Synth Methods, 1, 112–125.',
  'Reporting guidelines | The EQUATOR Network. (n.d.). https://www.equator-network.org/reporting-guidelines/.',
  'World Health Organization. (n.d.). Malaria fact sheet. https://www.who.int/news-room/fact-sheets/detail/malaria.',
  'World Health Organization. (2019). World malaria report 2019. Geneva: WHO.',
];

function citedBy(text: string): [string, number[]][] {
  const m = manuscriptFromParagraphs([
    { text: 'Title' },
    { text: 'Introduction', styleName: 'heading 1' },
    { text },
    { text: 'References', styleName: 'heading 1' },
    ...REFERENCES.map((reference) => ({ text: reference })),
  ]);
  return m.structure.citations.map((c) => [c.raw, c.numbers]);
}

describe('author–year citations', () => {
  it('reads square brackets and several authors in one bracket', () => {
    expect(citedBy('As shown [Smith et al., 2006; Jones, 2010].')).toEqual([
      ['[Smith et al., 2006; Jones, 2010]', [1, 2]],
    ]);
  });

  it('matches undated citations (APA "n.d.") by the title of an entry without author or by its corporate author', () => {
    expect(
      citedBy(
        'Guidelines exist ("Reporting guidelines | The EQUATOR Network," n.d.) and (World Health Organization, n.d.).',
      ),
    ).toEqual([
      ['("Reporting guidelines | The EQUATOR Network," n.d.)', [16]],
      ['(World Health Organization, n.d.)', [17]],
    ]);
    expect(citedBy('Malaria persists (World Health Organization, 2019; World Health Organization, n.d.).')).toEqual([
      ['(World Health Organization, 2019; World Health Organization, n.d.)', [18, 17]],
    ]);
  });

  it('matches a corporate author', () => {
    expect(citedBy('Dates were calibrated (Oxford Radiocarbon Unit, 2011).')).toEqual([
      ['(Oxford Radiocarbon Unit, 2011)', [3]],
    ]);
  });

  it('reads "et al." variants and narrative forms', () => {
    expect(citedBy('Smith et al (2006) and Smith and colleagues (2006) agree with Jones (2010).')).toEqual([
      ['Smith et al (2006)', [1]],
      ['Smith and colleagues (2006)', [1]],
      ['Jones (2010)', [2]],
    ]);
    expect(citedBy('Van Den Heuvel et al. (2003) and (van Aert & Wicherts, 2016) agree.')).toEqual([
      ['Heuvel et al. (2003)', [9]],
      ['(van Aert & Wicherts, 2016)', [8]],
    ]);
  });

  it('tells same-author same-year entries apart by their letter and by co-authors', () => {
    expect(citedBy('Both (Brown, 2009a, 2009b) and (Aguinis, Pierce, Bosco, & Dalton, 2011).')).toEqual([
      ['(Brown, 2009a, 2009b)', [4, 5]],
      ['(Aguinis, Pierce, Bosco, & Dalton, 2011)', [7]],
    ]);
    expect(citedBy('We used metafor (Viechtbauer, 2010) and its outlier tests (Viechtbauer & Cheung, 2010).')).toEqual([
      ['(Viechtbauer, 2010)', [14]],
      ['(Viechtbauer & Cheung, 2010)', [15]],
    ]);
  });

  it("reads a citation manager's unformatted citation keys", () => {
    expect(citedBy('Risky behaviour {Jones:2010cl p.373}; stress {Lavie:2010ei p.514, Wickham:2016cf}.')).toEqual([
      ['{Jones:2010cl p.373}', [2]],
      ['{Lavie:2010ei p.514, Wickham:2016cf}', [11, 10]],
    ]);
  });

  it('reads software versions, "or", nested and unclosed brackets', () => {
    expect(citedBy('Plots used ggplot2 (Version 3.3.5, Wickham, 2016).')).toEqual([
      ['(Version 3.3.5, Wickham, 2016)', [10]],
    ]);
    expect(citedBy('Distraction (Lavie, 2010; (O’Reilly et al., 2010).')).toEqual([
      ['(Lavie, 2010', [11]],
      ['(O’Reilly et al., 2010)', [12]],
    ]);
    expect(citedBy('[Aside: the method (DerSimonian & Laird, 1986) was used.')).toEqual([
      ['(DerSimonian & Laird, 1986)', [13]],
    ]);
    expect(citedBy('(for review see Jones, 2010, or Lavie, 2010)')).toEqual([
      ['(for review see Jones, 2010, or Lavie, 2010)', [2, 11]],
    ]);
  });
});
