/**
 * A statement that is missing is placed where an editor asks for it: beside the last statement
 * heading before the reference list, or on the reference list's heading when the back matter has
 * none — so the writer sees where to write it, not only that it is missing.
 */
import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import { sampleManuscript } from '../framework/sample.ts';
import { runOn } from '../framework/testing.ts';
import type { ParagraphSpec } from '../framework/testing.ts';
import { requiredStatements } from './index.ts';

const paper = (statements: ParagraphSpec[]) => manuscriptFromParagraphs(sampleManuscript({ statements }));
const required = { disclosures_inclusion: 'Yes' };

function placed(statements: ParagraphSpec[], name: string) {
  const m = paper(statements);
  const row = runOn(requiredStatements, m, required).results.find((r) => r.name === name);
  const at = row?.coordinates?.absolute;
  return { row, text: at ? m.previewText.slice(at.start, at.end) : null };
}

describe('required-statements: where a missing statement belongs', () => {
  it('places a missing disclosure beside the last statement heading before the references', () => {
    const { row, text } = placed(
      [
        { text: 'Acknowledgements', styleName: 'heading 1' },
        { text: 'We thank the nurses of the asthma clinic.' },
        { text: 'Funding', styleName: 'heading 1' },
        { text: 'This study received no specific grant.' },
      ],
      'Disclosures / competing interests',
    );
    expect(row).toMatchObject({ status: 'failed' });
    expect(text).toBe('Funding');
    expect(row?.details).toBe(
      'The journal requires a disclosure statement and none was found. It belongs beside "Funding".',
    );
  });

  it('looks past a pre-publication history heading to the statements above it', () => {
    const { text } = placed(
      [
        { text: "Authors' contributions", styleName: 'heading 1' },
        { text: 'JD designed the study; JS analysed the data.' },
        { text: 'Pre-publication history', styleName: 'heading 1' },
        { text: 'The pre-publication history for this paper can be accessed here.' },
      ],
      'Funding',
    );
    expect(text).toBe("Authors' contributions");
  });

  it('places it on the reference heading when the discussion runs straight into the references', () => {
    const { row, text } = placed([], 'Funding');
    expect(row).toMatchObject({ status: 'warning' });
    expect(text).toBe('References');
    expect(row?.details).toContain('It belongs before "References".');
  });

  it('leaves a statement that is there unplaced as a pass', () => {
    const { row, text } = placed([{ text: 'Funding: Medical Research Council (grant MR/K000001/1).' }], 'Funding');
    expect(row).toMatchObject({ status: 'pass' });
    expect(text).toBeNull();
  });

  it('places a missing ethics approval on the sentence that reports consent without it', () => {
    const m = manuscriptFromParagraphs(
      sampleManuscript({
        statements: [{ text: 'Funding: Medical Research Council (grant MR/K000001/1).' }],
        body: ['Asthma affects 300 million people worldwide.', 'All patients signed a statement of informed consent.'],
      }),
    );
    const row = runOn(requiredStatements, m, required).results.find((r) => r.name === 'Ethics approval');
    const at = row?.coordinates?.absolute;
    expect(row).toMatchObject({ status: 'warning' });
    expect(at && m.previewText.slice(at.start, at.end)).toBe('All patients signed a statement of informed consent.');
    expect(row?.details).toContain('reports consent here but no ethics committee or review board approval');
  });
});
