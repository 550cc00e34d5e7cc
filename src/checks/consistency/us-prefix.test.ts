/**
 * Under a US-English format (AMA), a prefix written both closed and hyphenated in one document is
 * put right toward the closed form, whatever the counts; under UK English the majority decides.
 */
import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import { run } from './index.ts';

const manuscript = (...texts: string[]) =>
  manuscriptFromParagraphs([{ text: 'Methods', styleName: 'heading 1' }, ...texts.map((text) => ({ text }))]);
const corrections = (m: ReturnType<typeof manuscript>, language: string) =>
  run({ manuscript: m, format: { language }, params: {} }).results.map((r) => `${r.original} → ${r.correction}`);

describe('consistency: US style closes bound prefixes', () => {
  const m = manuscript(
    'Certainty was assessed for the pre-specified outcomes.',
    'Analyses followed a pre-specified plan.',
    'GRADE was applied to the prespecified outcomes.',
  );

  it('proposes the closed form under US English, even against the majority', () => {
    expect(corrections(m, 'English (US)')).toEqual(['pre-specified → prespecified', 'pre-specified → prespecified']);
  });

  it('keeps the majority under UK English', () => {
    expect(corrections(m, 'English (UK)')).toEqual(['prespecified → pre-specified']);
  });

  it('never closes a doubled vowel or a co- word', () => {
    const doubled = manuscript(
      'Anti-inflammatory drugs and co-authors were listed.',
      'Antiinflammatory drugs were stopped; coauthors agreed.',
    );
    expect(corrections(doubled, 'English (US)')).toEqual([]);
  });
});
