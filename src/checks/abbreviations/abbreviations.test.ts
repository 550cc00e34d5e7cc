import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import { readManuscript } from '../../docx/index.ts';
import { scoreCase } from '../framework/index.ts';
import { corpusFiles, readTruth, corpusAvailable, needsCorpus } from '../../../tests/support/corpus.ts';
import { run } from './index.ts';
import { cases } from './cases.ts';
import { definitionsIn } from './definitions.ts';

describe('abbreviation definitions', () => {
  it('finds the long form by word initials, then by Schwartz–Hearst', () => {
    const found = definitionsIn(
      'Women on combined oral contraceptive pills (COCP) and multidrug resistant tuberculosis (MDR-TB) cases (adjusted odds ratio [aOR] 2.5).',
    );
    expect(found.map((d) => [d.long, d.short])).toEqual([
      ['combined oral contraceptive pills', 'COCP'],
      ['multidrug resistant tuberculosis', 'MDR-TB'],
      ['adjusted odds ratio', 'aOR'],
    ]);
  });

  it('ignores parentheses that are not definitions', () => {
    expect(definitionsIn('Patients in the UK (n = 20) and HIV (HIV) tests (Table 2).')).toEqual([]);
  });
});

describe('abbreviations', () => {
  it('expands the first use when it comes before the definition', () => {
    const manuscript = manuscriptFromParagraphs([
      { text: 'Methods', styleName: 'heading 1' },
      { text: 'The HR was high.' },
      { text: 'We report the hazard ratio (HR) and the HR interval.' },
    ]);
    const result = run({ manuscript, format: {}, params: {} });
    expect(result.type).toBe('type4');
    expect(result.results).toHaveLength(1);
    expect(result.results[0]).toMatchObject({
      original: 'HR',
      correction: 'hazard ratio (HR)',
      status: 'failed',
    });
    expect(result.results[0]!.coordinates!.relative).toEqual({ start: 4, end: 6 });
    expect(result.summary).toBe('1 problem found.');
  });

  it('meets every labelled case', () => {
    for (const c of cases) {
      const result = run({ manuscript: c.manuscript(), format: c.format ?? {}, params: c.params ?? {} });
      const score = scoreCase(c.expected, result.results);
      expect({ case: c.name, fp: score.falsePositives.map((f) => f.original), fn: score.falseNegatives }).toEqual({
        case: c.name,
        fp: [],
        fn: [],
      });
    }
  });
});

interface Truth {
  abbreviations_declared?: { term: string; definition: string }[];
}

describe('abbreviations on the corpus', () => {
  const articles = corpusFiles('articles');
  it.skipIf(!corpusAvailable)(needsCorpus('finds the definitions the articles write in their text'), async () => {
    let declared = 0;
    let found = 0;
    for (const article of articles) {
      const terms = readTruth<Truth>(article.truthFile).abbreviations_declared ?? [];
      if (terms.length === 0) continue;
      const manuscript = await readManuscript(new Uint8Array(readFileSync(article.file)));
      const defined = new Set(manuscript.blocks.flatMap((b) => definitionsIn(b.text)).map((d) => d.short));
      for (const term of terms) {
        // Only glossary terms that the text itself defines as "long form (TERM)" can be found.
        const written = manuscript.blocks.some(
          (b) => b.text.includes(`(${term.term}`) || b.text.includes(`[${term.term}]`),
        );
        if (!written) continue;
        declared += 1;
        if (defined.has(term.term)) found += 1;
      }
    }
    expect(declared).toBeGreaterThan(15);
    expect(found / declared).toBeGreaterThanOrEqual(0.9);
  });
});
