/** The sentence a report quotes for a finding, and the characters the PDF's fonts can draw. */
import { describe, expect, it } from 'vitest';
import { MAX_SENTENCE, sentenceAround } from './finding-place.ts';
import { pdfText } from './report-text.ts';

const at = (text: string, part: string): [number, number] => {
  const start = text.indexOf(part);
  return [start, start + part.length];
};

describe('sentenceAround', () => {
  const paragraph =
    'Rodents carry many pathogens. Smith et al. found 12 species in Fig. 2 (p < 0.05). Others disagree! The rest is unknown.';

  it('quotes the whole sentence that holds the finding, not an abbreviation’s fragment', () => {
    expect(sentenceAround(paragraph, ...at(paragraph, '12 species'))).toBe(
      'Smith et al. found 12 species in Fig. 2 (p < 0.05).',
    );
    expect(sentenceAround(paragraph, ...at(paragraph, 'Rodents'))).toBe('Rodents carry many pathogens.');
    expect(sentenceAround(paragraph, ...at(paragraph, 'unknown'))).toBe('The rest is unknown.');
  });

  it('keeps a finding that runs across two sentences whole', () => {
    expect(sentenceAround(paragraph, ...at(paragraph, 'disagree! The'))).toBe('Others disagree! The rest is unknown.');
  });

  it('cuts a very long sentence around the finding, at word boundaries, with ellipses', () => {
    const long = `${'word '.repeat(120)}TARGET ${'more '.repeat(120)}end.`;
    const quoted = sentenceAround(long, ...at(long, 'TARGET'));
    expect(quoted).toContain('TARGET');
    expect(quoted.startsWith('…word')).toBe(true);
    expect(quoted.endsWith('more…')).toBe(true);
    expect(quoted.length).toBeLessThanOrEqual(MAX_SENTENCE + 2);
  });
});

describe('pdfText', () => {
  it('keeps Windows-1252 text as it is and writes the rest as plain equivalents, never dropping it', () => {
    expect(pdfText('“Café” – 5 µg ± 2 · naïve')).toBe('“Café” – 5 µg ± 2 · naïve');
    expect(pdfText('p ≤ 0.05, n ≥ 3, −2, 5 μm, α = 0.8, 2→3')).toBe('p <= 0.05, n >= 3, -2, 5 µm, alpha = 0.8, 2->3');
    expect(pdfText('漢')).toBe('?');
  });
});
