import { describe, expect, it } from 'vitest';
import { sampleManuscript } from './sample.ts';
import { notAManuscript } from './shape.ts';
import { highlightsOnly, manuscriptWith } from './testing.ts';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';

describe('notAManuscript', () => {
  it('recognises a highlights list sent as its own file and says why', () => {
    expect(notAManuscript(highlightsOnly())).toBe(
      'this 17-word document has no title, no abstract and no sections (its one heading: "Highlights"): it reads as a part sent as its own file, such as highlights, not as a manuscript',
    );
  });

  it('reads a complete manuscript as a manuscript', () => {
    expect(notAManuscript(manuscriptFromParagraphs(sampleManuscript()))).toBeNull();
  });

  it('reads a long text without title, abstract or headings as a manuscript (a draft pasted without styles)', () => {
    const sentence = 'Mobilisation in the intensive care unit began within two days of admission in most patients. ';
    expect(notAManuscript(manuscriptWith([{ text: sentence.repeat(30) }]))).toBeNull();
  });
});
