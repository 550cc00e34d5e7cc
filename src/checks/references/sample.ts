/** Small manuscripts with a reference list, for the reference and citation checks' cases and tests. */
import type { Manuscript } from '../../docx/model.ts';
import { manuscriptFromParagraphs, type ParagraphSpec } from '../../docx/testing.ts';

/** A manuscript whose body paragraphs are `body` and whose reference list is `references`. */
export function withReferences(body: (string | ParagraphSpec)[], references: string[]): Manuscript {
  return manuscriptFromParagraphs([
    { text: 'Outcomes of a randomised trial', styleName: 'Title' },
    { text: 'Introduction', styleName: 'heading 1' },
    ...body.map((b) => (typeof b === 'string' ? { text: b } : b)),
    { text: 'References', styleName: 'heading 1' },
    ...references.map((text) => ({ text })),
  ]);
}

export const LOPEZ = 'Lopez A, Murray C. The global burden of disease 1990–2020. Nat Med. 1998;4:1241–3.';
export const THOMAS =
  'Thomas C, Morris S. Cost of depression among adults in England in 2000. Br J Psychiatry. 2003;183:514–9.';
export const FAVA =
  'Fava M. Diagnosis and definition of treatment resistant depression. Biol Psychiatry. 2003;53:649–59.';
