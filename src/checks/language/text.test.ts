import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import { isCodeLike, matchCase, quotedSpans, sentenceStarts } from './text.ts';
import { looksLikeReference, proseBlocks } from './prose.ts';

describe('sentence starts', () => {
  it('does not break after Fig., et al., e.g. or an initial', () => {
    const text = 'As in Fig. 2 and Fig. 3, Smith et al. Reported it, e.g. in J. Lee’s cohort. 12 patients died.';
    const starts = sentenceStarts(text);
    expect(starts.map((s) => text.slice(s, s + 6))).toEqual(['As in ', '12 pat']);
  });

  it('breaks after a question mark and skips opening quotes', () => {
    const text = 'Why? “Because” it works.';
    expect(sentenceStarts(text)).toEqual([0, 6]);
  });
});

describe('word helpers', () => {
  it('finds quoted stretches but not apostrophes', () => {
    const text = 'The patients’ view: “a tumor of the mind” and "gray areas".';
    expect(quotedSpans(text).map((s) => text.slice(s.start, s.end))).toEqual(['“a tumor of the mind”', '"gray areas"']);
  });

  it('tells code-like tokens from prose with a citation', () => {
    expect(isCodeLike('https://www.opendata.nhs.scot')).toBe(true);
    expect(isCodeLike('NCT01234567')).toBe(true);
    expect(isCodeLike('tumors[12],')).toBe(false);
  });

  it('copies the case pattern of the original', () => {
    expect(matchCase('Tumor', 'tumour')).toBe('Tumour');
    expect(matchCase('TUMOR', 'tumour')).toBe('TUMOUR');
    expect(matchCase('tumor', 'tumour')).toBe('tumour');
  });
});

describe('prose blocks', () => {
  it('leaves out the reference list and reference-like paragraphs', () => {
    const manuscript = manuscriptFromParagraphs([
      { text: 'Introduction', styleName: 'heading 1' },
      { text: 'Tumor growth was slow.' },
      { text: 'References', styleName: 'heading 1' },
      { text: 'Smith J. Tumor growth. Lancet. 2001;357:1–5.' },
    ]);
    expect(proseBlocks(manuscript).map((p) => p.block.text)).toEqual(['Introduction', 'Tumor growth was slow.']);
    expect(looksLikeReference('Lee K, Park J. Outcomes. J Am Nephrol. 2012;23:1296-305.')).toBe(true);
    expect(looksLikeReference('Mortality fell by 20% in 2012.')).toBe(false);
  });
});
