/** The title recogniser (structure/title.ts). */
import { describe, expect, it } from 'vitest';
import { recogniseTitle } from '../../../src/docx/structure/title.ts';
import { blocksOf, h } from './parts.ts';

describe('title', () => {
  it('takes the Title-styled paragraph wherever it is', () => {
    const blocks = blocksOf(['Running head: trial', { text: 'Effect of X on Y', styleName: 'Title' }]);
    expect(recogniseTitle(blocks)?.text).toBe('Effect of X on Y');
  });

  it('takes the first line, or the line under a "Title:" label', () => {
    expect(recogniseTitle(blocksOf(['', 'Effect of X on Y', 'A Author']))?.text).toBe('Effect of X on Y');
    expect(recogniseTitle(blocksOf(['Title:', 'Effect of X on Y']))?.text).toBe('Effect of X on Y');
  });

  it('finds none when the document opens with a section name', () => {
    expect(recogniseTitle(blocksOf([h(1, 'Abstract'), 'Text.']))).toBeUndefined();
    expect(recogniseTitle(blocksOf(['Introduction', 'Text.']))).toBeUndefined();
  });
});
