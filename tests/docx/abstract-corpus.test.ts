/**
 * The abstract patterns and other-language tags on the corpus manuscripts where they occur
 * (issue 13 §3): each figure was read from the document (pandoc's plain text agrees on the
 * abstract counts), so a later change that loses one shows here by name.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isOtherLanguage } from '../../src/checks/language/tagged.ts';
import { readManuscript } from '../../src/docx/index.ts';
import { type Manuscript, regionText } from '../../src/docx/model.ts';
import { corpusAvailable, corpusDir, needsCorpus } from '../support/corpus.ts';

const read = async (name: string): Promise<Manuscript> =>
  readManuscript(readFileSync(path.join(corpusDir, 'manuscripts', `${name}.docx`)));

describe.skipIf(!corpusAvailable)(needsCorpus('abstracts and main text on the corpus manuscripts'), () => {
  it('psilocybin meta-analysis: the abstract ends before the repeated title and the cited introduction', async () => {
    const m = await read('ms-psilocybin-cognition-ma');
    expect(m.structure.abstract).toMatchObject({ words: 269, wordsWithLabels: 272 });
    expect(m.structure.abstract?.labels).toEqual(['Introduction', 'Methods', 'Results']);
    expect(m.structure.headings).toContain(
      'The effects of psilocybin on attention and executive functioning: A systematic review and multilevel meta-analysis',
    );
    expect(regionText(m, m.structure.mainText)).toContain('Psilocybin (and its metabolite psilocin), has gained');
  });

  it('screen-time umbrella review: the declared word count is not abstract text', async () => {
    const m = await read('ms-screen-time-umbrella');
    const abstract = m.structure.abstract ? regionText(m, m.structure.abstract) : '';
    expect(abstract).toMatch(/^The influence of electronic screens/);
    expect(abstract).not.toContain('Word count');
    expect(m.structure.abstract?.words).toBe(213);
  });

  it('fertility thesis: no separate abstract, and its first chapter is main text', async () => {
    const m = await read('ms-fertility-midlife-health-thesis');
    expect(m.structure.abstract).toBeNull();
    const main = regionText(m, m.structure.mainText);
    expect(main).toContain('Can a certain pattern of having children or remaining childless');
    expect(main).toContain('To sum it up, we have to deal with mixed resp. contrary evidence');
  });

  it('HELLP review: the outcome paragraphs after figures held in one-cell tables are main text', async () => {
    const m = await read('ms-hellp-systematic-review');
    expect(regionText(m, m.structure.mainText)).toContain(
      'The evidence is very uncertain about the effect of corticosteroids on dialysis.',
    );
  });
});

describe.skipIf(!corpusAvailable)(needsCorpus('language tags on the corpus manuscripts'), () => {
  it('a Greek thesis whose English text inherits el-GR defaults is still English to the checks', async () => {
    const m = await read('ms-icu-mobilisation-thesis');
    const tagged = m.blocks.filter((b) => b.lang === 'el-GR');
    expect(tagged.length).toBeGreaterThan(100);
    expect(tagged.filter((b) => isOtherLanguage(m, b))).toEqual([]);
  });

  it("a German thesis's statutory text tagged de-DE is left alone, its English body is not", async () => {
    const m = await read('ms-fertility-midlife-health-thesis');
    const german = m.blocks.find((b) => b.text.startsWith('Die Theorie hilft sich die Mechanismen'));
    expect(german?.lang).toBe('de-DE');
    expect(german && isOtherLanguage(m, german)).toBe(true);
    const english = m.blocks.find((b) => b.text.startsWith('Can a certain pattern of having children'));
    expect(english && isOtherLanguage(m, english)).toBe(false);
  });
});
