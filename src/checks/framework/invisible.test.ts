import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import { finding, invisibleChange } from './finding.ts';

describe('no invisible rewrites', () => {
  it('says what a correction changes when it only swaps spaces the eye cannot tell apart', () => {
    const manuscript = manuscriptFromParagraphs([{ text: 'Groups differed (p\u200A=\u200A0.58).' }]);
    const item = finding('statistics', manuscript, 0, 17, 25, {
      correction: 'p = 0.58',
      reasoning: 'The journal writes P values as "p < 0.001".',
    });
    expect(item.reasoning).toBe(
      'The journal writes P values as "p < 0.001". This changes only characters you cannot see: it replaces the hair space with a normal space.',
    );
  });

  it('names no-break, thin and zero-width characters, and stays silent about visible changes', () => {
    expect(invisibleChange('34\u00A0945', '34\u2009945')).toBe(
      'This changes only characters you cannot see: it replaces the no-break space with a thin space.',
    );
    expect(invisibleChange('ran\u200Bdom', 'random')).toBe(
      'This changes only characters you cannot see: it removes the zero-width space.',
    );
    expect(invisibleChange('p=0.58', 'p = 0.58')).toBeNull();
    expect(invisibleChange('p = 0.58', 'p = 0.58')).toBeNull();
  });
});
