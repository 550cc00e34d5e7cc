/**
 * Issue 23, the complete-correction property for reference-style: a restyled entry, restyled
 * again, is left as it is. Regression cases from the ledger's corpus text: "Sci Rep [Internet]"
 * restyled to "Sci Rep [Internet] [Internet]"; APA's ellipsis before the last author read as a
 * 20th author; an APA book the parser could not read back; and a year letter ("2010b") that the
 * author–year citations need, dropped by a numbered style.
 */
import { describe, expect, it } from 'vitest';
import { runOn } from '../framework/testing.ts';
import { withReferences } from '../references/sample.ts';
import { referenceStyle } from './index.ts';

const run = (style: string, entries: string[]) =>
  runOn(referenceStyle, withReferences(['Cited [1].'], entries), { reference_style: style }).results;

/** Restyles `entry`, then restyles the correction: the second run must leave it alone. */
function restyledTwice(style: string, entry: string): { first: string; again: ReturnType<typeof run> } {
  const [finding] = run(style, [`1. ${entry}`]);
  const first = finding?.correction;
  if (!first) throw new Error(`not restyled: ${finding?.reasoning}`);
  return { first, again: run(style, [`1. ${first}`]) };
}

describe('reference-style: a restyled entry is complete', () => {
  const sciRep =
    'Surve S, Sinha MK, Shanbhag V, Maiya GA. Reporting of physical activity levels in intensive care unit survivors. Sci Rep [Internet]. 2025 Mar 5;15(1):7664. Available from: https://www.nature.com/articles/s41598-024-83262-1';

  it('prints "[Internet]" once, and restyles the entry no further', () => {
    // Already Vancouver: the mark as written is the one the style prints, not a second one.
    expect(run('Vancouver', [`1. ${sciRep}`])).toEqual([]);
    const { first, again } = restyledTwice('AMA', sciRep);
    expect(first).toBe(
      'Surve S, Sinha MK, Shanbhag V, Maiya GA. Reporting of physical activity levels in intensive care unit survivors. Sci Rep [Internet]. 2025;15(1):7664. Available from: https://www.nature.com/articles/s41598-024-83262-1',
    );
    expect(again).toEqual([]);
  });

  it("keeps APA's ellipsis before the last author on a second restyle", () => {
    const authors = Array.from({ length: 19 }, (_, i) => `Author${String.fromCharCode(65 + i)}, A.`).join(', ');
    const entry = `${authors}, … Riboli, E. (2010). Reproductive risk factors and endometrial cancer. International Journal of Cancer, 127(2), 442–451.`;
    expect(run('APA', [`1. ${entry}`])).toEqual([]);
  });

  it('reads back an APA book it wrote ("Kimura, M. (1984). … Cambridge University Press.")', () => {
    const { first, again } = restyledTwice(
      'APA',
      'Kimura M. The neutral theory of molecular evolution. Cambridge University Press; 1984.',
    );
    expect(first).toBe('Kimura, M. (1984). The neutral theory of molecular evolution. Cambridge University Press.');
    expect(again).toEqual([]);
  });

  it('keeps a year letter under APA, and asks for numbered citations first under Vancouver and AMA', () => {
    const moreno =
      'Moreno, S. G., Sutton, A. J., & Cooper, N. J. (2009b). Assessment of regression-based methods. BMC Medical Research Methodology, 9(1), 2.';
    expect(run('APA', [`1. ${moreno}`])).toEqual([]);
    for (const style of ['Vancouver', 'AMA']) {
      const [note] = run(style, [`1. ${moreno}`]);
      expect(note?.correction).toBeUndefined();
      expect(note?.reasoning).toBe(
        `Reference 1: the year "2009b" carries a letter that tells this work apart from another of the same authors and year for author–year citations; ${style} cites by number and prints no letter, so number the citations first, then restyle the reference to ${style}.`,
      );
    }
  });

  it('asks for the capitals of a name the title writes in lower case instead of copying it', () => {
    const entry =
      'Sy I, Diawara L, Ngabo D. Schistosoma haematobium and schistosoma mansoni in senegal: a review. Emerg Infect Dis. 2012;18:1–8.';
    for (const style of ['Vancouver', 'AMA']) {
      const [note] = run(style, [`1. ${entry}`]);
      expect(note?.correction).toBeUndefined();
      expect(note?.reasoning).toBe(
        `Reference 1: the title writes "senegal" in lower case: ${style} keeps the capitals of names in sentence case, so capitalise it, then restyle the reference to ${style}.`,
      );
    }
    // "china" and "march" are words in lower case too.
    expect(run('Vancouver', ['1. Li X. Porcelain china and the march of time. Nat Med. 1998;4:1241–3.'])).toEqual([]);
  });

  it('leaves a journal exported as a book\'s source ("Vol. 8, BMJ Open. BMJ Publishing Group; 2018") to be checked by hand', () => {
    const [note] = run('Vancouver', [
      '1. Fuke R, Hifumi T, Kondo Y. Early rehabilitation to prevent postintensive care syndrome: a systematic review. Vol. 8, BMJ Open. BMJ Publishing Group; 2018.',
    ]);
    expect(note?.correction).toBeUndefined();
    expect(note?.reasoning).toBe('Reference 1 could not be read — check it by hand against Vancouver.');
  });

  it('asks for sentence case in a book title whose capitals are hyphenated compounds', () => {
    const [note] = run('Vancouver', [
      '1. Grant R, Di Tanna GL. Bayesian Meta-Analysis: A Practical Introduction. Boca Raton: Chapman and Hall/CRC; 2025.',
    ]);
    expect(note?.correction).toBeUndefined();
    expect(note?.reasoning).toContain(
      'the title is in title case ("Bayesian Meta-Analysis: A Practical Introduction")',
    );
  });
});
