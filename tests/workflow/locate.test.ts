/**
 * Re-locating findings made on an older version: by content hash, then by the surroundings the
 * text had, never inside a longer token, and refused (with a reason) when it vanished or is
 * ambiguous.
 */
import { describe, expect, test } from 'vitest';
import { contentHash } from '../../src/checks/framework/finding.ts';
import { manuscriptFromParagraphs } from '../../src/docx/testing.ts';
import { locateInSameVersion, relocate, type FindingRef } from '../../src/services/session-work/locate.ts';

const doc = (...texts: string[]) => manuscriptFromParagraphs(texts.map((text) => ({ text })));

function refIn(texts: string[], paragraph: number, original: string, occurrence = 0): FindingRef {
  const m = doc(...texts);
  const block = m.blocks[paragraph]!;
  let at = -1;
  for (let i = 0; i <= occurrence; i += 1) at = block.text.indexOf(original, at + 1);
  const before = block.text.slice(Math.max(0, at - 40), at);
  const after = block.text.slice(at + original.length, at + original.length + 40);
  return {
    checkId: 'c',
    original,
    hash: contentHash('c', '', original, before, after),
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

  test('older version: found again by hash after text before it changed length', () => {
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
    const found = relocate(doc(...v1), { ...ref, hash: 'keyed-hash' }, doc(...texts));
    expect(found.ok && found.at.block.index).toBe(2);
  });

  test('without its own version, only the hash can identify a moved finding', () => {
    const ref = { ...refIn(v0, 2, 'color'), hash: 'not-a-known-hash' };
    const found = relocate(doc('Another title', v0[1]!, v0[2]!), ref, null);
    expect(found.ok).toBe(false);
  });
});
