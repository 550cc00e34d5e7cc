import { describe, expect, it } from 'vitest';
import { highlightsOnly, manuscriptWith, runOn } from '../framework/testing.ts';
import { elementCounts } from '../element-counts/index.ts';
import { keywords } from './index.ts';

function paper(items: string[], separator = '; ') {
  const line = `Keywords: ${items.join(separator)}`;
  return manuscriptWith([{ text: 'Abstract text.' }, { text: line }], () => ({
    keywords: { blocks: [1], label: 'Keywords:', items, separator: separator.trim() },
    counts: { references: 0, figures: 0, tables: 0, keywords: items.length },
  }));
}

describe('keywords', () => {
  it('suggests keeping the first keywords up to the maximum, in place', () => {
    const m = paper([
      'asthma',
      'budesonide',
      'exacerbation',
      'inhaled corticosteroids',
      'adults',
      'randomised controlled trial',
    ]);
    const [item] = runOn(keywords, m, { max_num_keywords: 5 }).results;
    expect(item).toMatchObject({
      original: 'asthma; budesonide; exacerbation; inhaled corticosteroids; adults; randomised controlled trial',
      correction: 'asthma; budesonide; exacerbation; inhaled corticosteroids; adults',
      status: 'failed',
    });
    expect(m.previewText.slice(item!.coordinates!.absolute.start, item!.coordinates!.absolute.end)).toBe(
      item!.original,
    );
  });

  it('drops repeated keywords, keeping the separator the author used', () => {
    const [item] = runOn(keywords, paper(['asthma', 'Asthma', 'budesonide'], ', '), { max_num_keywords: 6 }).results;
    expect(item!.correction).toBe('asthma, budesonide');
  });

  it('asks for more keywords without inventing any', () => {
    const [item] = runOn(keywords, paper(['asthma', 'budesonide']), { min_num_keywords: 4 }).results;
    expect(item!.correction).toBeUndefined();
    expect(item!.suggestions).toBe('asthma; budesonide; ');
    expect(item!.reasoning).toBe('2 different keywords: the journal asks for at least 4. Add 2 to the line.');
  });

  it('passes a line within the limits, and says when the journal sets no rule', () => {
    expect(
      runOn(keywords, paper(['asthma', 'budesonide', 'adults']), { min_num_keywords: 3, max_num_keywords: 6 })
        .results[0]!.status,
    ).toBe('pass');
    expect(runOn(keywords, paper(['asthma'])).results[0]!.reasoning).toBe(
      'The journal sets no rule for keywords. The manuscript has 1 keyword.',
    );
  });

  it('counts keywords written one per line inside one paragraph, as a reader does', () => {
    const text = 'Meta-analysis\nEvidence synthesis\nBayesian modelling\nLead exposure\nEnvironmental epidemiology';
    // The engine reads the paragraph as one item; the check splits it at the line breaks.
    const m = manuscriptWith([{ text: 'Keywords' }, { text }], () => ({
      keywords: { blocks: [1], label: 'Keywords', items: [text], separator: ';' },
      counts: { references: 0, figures: 0, tables: 0, keywords: 1 },
    }));
    expect(runOn(keywords, m, { min_num_keywords: 4, max_num_keywords: 6 }).results).toEqual([
      expect.objectContaining({ status: 'pass', details: '5 keywords; the journal asks for between 4 and 6.' }),
    ]);
    expect(runOn(elementCounts, m, { min_num_keywords: 4 }).results.find((r) => r.name === 'Keywords')).toMatchObject({
      status: 'pass',
    });
  });
});

describe('keywords on a file that is not a manuscript', () => {
  it('says a highlights list could not be judged instead of failing it for missing keywords', () => {
    const [item] = runOn(keywords, highlightsOnly(), { min_num_keywords: 4, max_num_keywords: 6 }).results;
    expect(item!.status).toBe('warning');
    expect(item!.details).toContain('not as a manuscript');
    expect(item!.details).toContain('(its one heading: "Highlights")');
  });

  it('still fails a manuscript with a title and abstract but no keyword line', () => {
    const m = manuscriptWith([
      { text: 'Budesonide in adults with asthma', styleName: 'Title' },
      { text: 'Abstract', styleName: 'heading 1' },
      { text: 'Background: exacerbations are common. Methods: a trial.' },
      { text: 'Introduction', styleName: 'heading 1' },
      { text: 'Asthma is common.' },
    ]);
    expect(runOn(keywords, m, { min_num_keywords: 4 }).results[0]!.status).toBe('failed');
  });
});
