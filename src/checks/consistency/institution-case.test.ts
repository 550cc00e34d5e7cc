/** Issue 31: an institution's unit with its subject in lower case beside the same name capitalised. */
import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import { run } from './index.ts';

const findings = (texts: string[]) =>
  run({ manuscript: manuscriptFromParagraphs(texts.map((text) => ({ text }))), format: {}, params: {} }).results.filter(
    (r) => r.reasoning?.includes('a name has one form'),
  );

describe('consistency: an institution name in two cases', () => {
  it('capitalises the subject of a unit the document also writes capitalised', () => {
    const items = findings([
      '1Department of Obstetrics and Gynecology, Faculty of medicine, Ain Shams University, Cairo, Egypt',
      'Address: Department of Obstetrics and Gynecology, Faculty of Medicine, Ain Shams University, Cairo 11591, Egypt',
    ]);
    expect(items.map((r) => [r.original, r.correction])).toEqual([['medicine', 'Medicine']]);
  });

  it('leaves a lower-case subject alone when the document never writes it capitalised', () => {
    expect(findings(['Patients came from the department of medicine and the school of nursing.'])).toEqual([]);
  });
});
