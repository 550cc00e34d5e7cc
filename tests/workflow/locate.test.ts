/**
 * Re-locating findings made on an older version (issue 22): the place is mapped across the two
 * versions' texts, so edits around the finding (on both sides, new paragraphs before it) never
 * lose it, insertions keep their point, it is never matched inside a longer token, and it is
 * refused by name when its own text changed or it is ambiguous.
 */
import { describe, expect, test } from 'vitest';
import { manuscriptFromParagraphs } from '../../src/docx/testing.ts';
import { locateInSameVersion, relocate, type FindingRef } from '../../src/services/session-work/locate.ts';

const doc = (...texts: string[]) => manuscriptFromParagraphs(texts.map((text) => ({ text })));

function refIn(texts: string[], paragraph: number, original: string, occurrence = 0): FindingRef {
  const m = doc(...texts);
  const block = m.blocks[paragraph]!;
  let at = -1;
  for (let i = 0; i <= occurrence; i += 1) at = block.text.indexOf(original, at + 1);
  return {
    checkId: 'c',
    original,
    absStart: block.start + at,
    absEnd: block.start + at + original.length,
  };
}

describe('locate', () => {
  const v0 = ['Title line', 'The mean was 1.4 mg in the first group and 11.45 mg in the second.', 'Colour and color.'];

  test('same version: the coordinates are used when the text still reads the original', () => {
    const ref = refIn(v0, 1, '1.4');
    const found = locateInSameVersion(doc(...v0), ref);
    expect(found.ok && found.at.block.index === 1 && found.at.block.text.slice(found.at.start, found.at.end)).toBe(
      '1.4',
    );
    const moved = locateInSameVersion(doc('Title line!', v0[1]!, v0[2]!), ref);
    expect(moved.ok).toBe(false);
  });

  test('older version: found again after text before it changed length', () => {
    const ref = refIn(v0, 2, 'color');
    const v1 = ['A much longer title line than before', v0[1]!, v0[2]!];
    const found = relocate(doc(...v1), ref, doc(...v0));
    expect(found.ok && found.at.block.index === 2 && found.at.start).toBe(11);
  });

  test('a corrected finding is refused, never matched inside a longer number', () => {
    const ref = refIn(v0, 1, '1.4');
    const v1 = [v0[0]!, v0[1]!.replace('1.4 mg', '1·4 mg'), v0[2]!];
    const found = relocate(doc(...v1), ref, doc(...v0));
    expect(found.ok).toBe(false);
    if (!found.ok) expect(found.reason).toMatch(/Run the check again/);
  });

  test('a neighbouring correction on one side still lets the finding be found by the other side', () => {
    const texts = ['Colour is spelt colour here and color there, with more words after it to fill the context.'];
    const ref = refIn(texts, 0, 'color');
    const v1 = ['Colour is spelt COLOUR here and color there, with more words after it to fill the context.'];
    const found = relocate(doc(...v1), ref, doc(...texts));
    expect(found.ok && found.at.start).toBe(texts[0]!.indexOf('color'));
  });

  test('the same text with the same surroundings in two paragraphs: the finding stays in its own paragraph', () => {
    const texts = ['Women, non CKD', 'Men, non CKD', 'Men, non CKD'];
    const ref = refIn(texts, 2, 'non CKD');
    const v1 = ['Women, non-CKD', 'Men, non CKD', 'Men, non CKD']; // an earlier correction shifted the offsets
    const found = relocate(doc(...v1), ref, doc(...texts));
    expect(found.ok && found.at.block.index).toBe(2);
  });

  test('corrections on both sides of a finding and a new paragraph before it do not lose it', () => {
    const texts = ['Title', 'Colour was 1.4 mg and color was 2.0 mg, then colour again.'];
    const ref = refIn(texts, 1, 'color');
    const v1 = ['Title', 'Competing interests: none.', 'Colour was 1·4 mg and color was 2·0 mg, then colour again.'];
    const found = relocate(doc(...v1), ref, doc(...texts));
    expect(found.ok && found.at.block.index === 2 && found.at.block.text.slice(found.at.start, found.at.end)).toBe(
      'color',
    );
    expect(found.ok && found.at.start).toBe(v1[2]!.indexOf('color'));
  });

  test('an insertion found on an older version keeps its point; refused by name when its neighbourhood changed', () => {
    const texts = ['Title', 'Methods text here.', 'Results text.'];
    const m = doc(...texts);
    const point = m.blocks[1]!.start + m.blocks[1]!.text.length;
    const ref: FindingRef = { checkId: 'c', original: '', absStart: point, absEnd: point };
    const v1 = ['A longer title', 'Methods text here.', 'Results text.'];
    const found = relocate(doc(...v1), ref, m);
    expect(found.ok && found.at.block.index === 1 && found.at.start).toBe(texts[1]!.length);
    const gone = relocate(doc('Title', 'Results text.'), ref, m);
    expect(gone.ok ? '' : gone.reason).toBe(
      'The place of the insertion after “Methods text here.” has changed since the check ran. Run the check again.',
    );
  });

  test('without its own version, a text found exactly once is taken and a repeated one is refused', () => {
    const ref = refIn(v0, 2, 'color');
    const found = relocate(doc('Another title', v0[1]!, v0[2]!), ref, null);
    expect(found.ok && found.at.block.index).toBe(2);
    const twice = relocate(doc('color', v0[1]!, v0[2]!), ref, null);
    expect(twice.ok ? '' : twice.reason).toMatch(/now appears 2 times/);
  });
});
