/**
 * Issue 23: "restyled to AMA/Vancouver" never keeps a full or wrong journal name or a capitalised
 * subtitle. Read on a real corpus manuscript's reference list (ms-hellp-systematic-review).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusAvailable, corpusDir, needsCorpus } from '../../../tests/support/corpus.ts';
import { readManuscript } from '../../docx/index.ts';
import { runOn } from '../framework/testing.ts';
import { referenceStyle } from './index.ts';
import { journalForNlm } from './journal.ts';
import { inTitleCase, lowerSubtitle } from './title.ts';

describe('journal names and titles under AMA and Vancouver', () => {
  it('abbreviates known names, refuses to keep unknown full names, leaves abbreviations alone', () => {
    expect(journalForNlm('New Engl J Med', 2010)).toEqual({ kind: 'known', name: 'N Engl J Med' });
    expect(journalForNlm('British Medical Journal', 2001)).toEqual({ kind: 'known', name: 'BMJ' });
    expect(journalForNlm('British Medical Journal', 1975).kind).toBe('full');
    expect(journalForNlm('Journal of Clinical Epidemiology', 2021)).toEqual({
      kind: 'known',
      name: 'J Clin Epidemiol',
    });
    expect(journalForNlm('Schizophrenia Research', 2020).kind).toBe('full');
    expect(journalForNlm('Pregnancy hypertension', 2010).kind).toBe('full');
    for (const name of ['Clin J Am Soc Nephrol', 'Lancet', 'Pediatrics', 'Am J Psychiatry', 'In Vivo', 'BMJ Open'])
      expect(journalForNlm(name, 2020).kind, name).toBe('abbreviated');
  });

  it('lowers an ordinary subtitle opener, and tells a title-case title from a sentence-case one with a name', () => {
    expect(lowerSubtitle('The PRISMA 2020 statement: An updated guideline for reporting')).toBe(
      'The PRISMA 2020 statement: an updated guideline for reporting',
    );
    expect(lowerSubtitle('HELLP syndrome: Does postpartum dexamethasone help?')).toBe(
      'HELLP syndrome: does postpartum dexamethasone help?',
    );
    expect(inTitleCase('Early Childbearing and Later Economic Well-Being')).toBe(true);
    expect(inTitleCase('Development and evaluation of the Oral Health Impact Profile')).toBe(false);
  });
});

describe.runIf(corpusAvailable)(needsCorpus('reference-style on a corpus reference list (AMA)'), () => {
  it('restyles with the NLM abbreviation and a lower-case subtitle, and names a full journal name instead of keeping it', async () => {
    const file = path.join(corpusDir, 'manuscripts', 'ms-hellp-systematic-review.docx');
    const m = await readManuscript(new Uint8Array(readFileSync(file)));
    const items = runOn(referenceStyle, m, { reference_style: 'AMA' }).results;
    const page = items.find((i) => i.original?.startsWith('Page MJ'));
    expect(page?.correction).toContain(
      'The PRISMA 2020 statement: an updated guideline for reporting systematic reviews. J Clin Epidemiol. 2021',
    );
    const duPlessis = items.find((i) => i.original?.startsWith('Du Plessis J'));
    expect(duPlessis?.correction).toBeUndefined();
    expect(duPlessis?.reasoning).toContain('"Pregnancy hypertension" is written in full');
    expect(duPlessis?.reasoning).toContain('abbreviate the journal name');
    for (const item of items.filter((i) => i.correction))
      expect(item.correction, item.original).not.toMatch(/Journal of |British Medical Journal|New Engl J Med/);
  });
});
