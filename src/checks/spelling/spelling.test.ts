import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import { readManuscript } from '../../docx/index.ts';
import { scoreCase } from '../framework/index.ts';
import { corpusFiles, corpusAvailable, needsCorpus } from '../../../tests/support/corpus.ts';
import { run } from './index.ts';
import { cases } from './cases.ts';
import { looksDerived, typoOf } from './lexicon.ts';

describe('spelling', () => {
  it('points at the slip and keeps its capital', () => {
    const manuscript = manuscriptFromParagraphs([
      { text: 'Methods', styleName: 'heading 1' },
      { text: 'Recieved doses were recorded.' },
    ]);
    const result = run({ manuscript, format: { language: 'English (US)' }, params: {} });
    expect(result.results).toHaveLength(1);
    expect(result.results[0]).toMatchObject({
      original: 'Recieved',
      correction: 'Received',
      coordinates: { relative: { start: 0, end: 8 } },
    });
  }, 30_000);

  it('proposes typing slips inside the word, never a changed first or last letter', () => {
    const words = (lower: string) => typoOf(lower, 'US').map((t) => t.word);
    expect(words('patiets')).toContain('patients');
    expect(words('sandwish')).toEqual(['sandwich']);
    expect(words('funders')).not.toContain('sunders');
    expect(words('hotspots')).toEqual([]);
    expect(looksDerived('funders')).toBe(true);
    expect(looksDerived('patiets')).toBe(false);
  });

  it('warns about a language it does not know', () => {
    const manuscript = manuscriptFromParagraphs([{ text: 'Fine text.' }]);
    expect(run({ manuscript, format: { language: 'Klingon' }, params: {} }).results[0]).toMatchObject({
      status: 'warning',
    });
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

describe('spelling on the corpus', () => {
  const articles = corpusFiles('articles');
  // Published articles went through copy-editing: any finding in them is a false alarm.
  it.skipIf(!corpusAvailable)(
    needsCorpus('finds nothing to correct in published articles but twelve real slips'),
    async () => {
      const found: string[] = [];
      for (const article of articles) {
        const manuscript = await readManuscript(new Uint8Array(readFileSync(article.file)));
        for (const item of run({ manuscript, format: {}, params: {} }).results)
          found.push(`${article.name}: ${item.original}`);
      }
      // Real slips that went to print: eLife 02935's "upto" (a listed misspelling), in PLOS
      // ONE 0026358 "valgancicliovir" (valganciclovir) and "B-lymphotrophic" (lymphotropic), in
      // BMC Oral Health "'weighing' of the OHIP items", "an indirect weighing technique"
      // (weighting) and "responses only, implicating that" (implying: an editor marked all
      // three, and "not to weigh OHIP items", weight), PLOS Medicine 1001518's "Table 1. … at bastline" (baseline), and in PLOS ONE
      // 0066742's italic paragraph "cardiac arrythmias (26.9%)" (arrhythmias), and PLOS ONE
      // 0026358's "a BD Canto II flowcytometer" (flow cytometer, an editor marked it), and BMC
      // Oral Health's "the afore-mentioned international guidelines" (aforementioned, marked too),
      // and PLOS ONE 0026358's "Sjogren's disease" (Sjögren's, the eponym's diacritic: marked too).
      expect(found).toEqual([
        'bmc-oralhealth-1472-6831-8-11: afore-mentioned',
        'bmc-oralhealth-1472-6831-8-11: weighing',
        'bmc-oralhealth-1472-6831-8-11: weighing',
        'bmc-oralhealth-1472-6831-8-11: implicating',
        'bmc-oralhealth-1472-6831-8-11: weigh',
        'elife-02935: upto',
        'plos-pmed-1001518: bastline',
        'plos-pone-0026358: Sjogren',
        'plos-pone-0026358: flowcytometer',
        'plos-pone-0026358: lymphotrophic',
        'plos-pone-0026358: valgancicliovir',
        'plos-pone-0066742: arrythmias',
      ]);
    },
    60_000,
  );
});
