/**
 * A statement's heading left with nothing under it (a template's "Sources of funding" never filled
 * in) is a loose end an editor marks: the row says so on the heading, instead of "Found".
 */
import { describe, expect, it } from 'vitest';
import { manuscriptWith, region, runOn } from '../framework/testing.ts';
import type { ParagraphSpec } from '../framework/testing.ts';
import { requiredStatements } from './index.ts';

function paper(back: ParagraphSpec[]) {
  return manuscriptWith(
    [
      { text: 'Hepatotoxicity of antifungal drugs: a pharmacovigilance study', styleName: 'Title' },
      { text: 'Methods', styleName: 'heading 1' },
      { text: 'We searched the adverse event reporting system for liver injury reports.' },
      ...back,
    ],
    (m) => ({ title: region(m, [0]) }),
  );
}
const rowNamed = (m: ReturnType<typeof paper>, name: string, format = {}) =>
  runOn(requiredStatements, m, format).results.find((r) => r.name === name);

describe('statement headings with nothing under them', () => {
  it('warns on a funding heading holding only a tab, placed on the heading', () => {
    const m = paper([
      { text: 'Sources of funding' },
      { text: '\t' },
      { text: 'Author contributions' },
      { text: 'Conceptualization: AB and CD.' },
      { text: 'Data availability statement' },
      { text: '' },
      { text: 'Acknowledgements' },
      { text: 'We thank the agency for making the data available.' },
    ]);
    const funding = rowNamed(m, 'Funding');
    expect(funding).toMatchObject({ status: 'warning' });
    expect(funding?.details).toContain('The heading "Sources of funding" has no statement under it.');
    const start = funding?.coordinates?.absolute.start ?? -1;
    expect(m.previewText.slice(start, funding?.coordinates?.absolute.end)).toBe('Sources of funding');
    expect(rowNamed(m, 'Data availability')?.details).toContain(
      'The heading "Data availability statement" has no statement under it.',
    );
  });

  it('fails a required disclosure statement whose heading is empty', () => {
    const m = paper([
      { text: 'Competing interests', styleName: 'heading 1' },
      { text: 'Funding', styleName: 'heading 1' },
      { text: 'None.' },
    ]);
    expect(rowNamed(m, 'Disclosures / competing interests', { disclosures_inclusion: 'Yes' })).toMatchObject({
      status: 'failed',
      details:
        'The heading "Competing interests" has no statement under it. The journal requires a disclosure statement: write it there.',
    });
  });

  it('passes a heading followed by its statement, a short answer or a grant line, even where every paragraph has an outline level', () => {
    const outline = (text: string): ParagraphSpec => ({ text, outlineLevel: 2 });
    const m = paper([
      outline('Funding'),
      outline('NIHR grant 17/63/26'),
      outline('Competing interests'),
      outline('None'),
      outline('Availability of data and materials'),
      outline('All source datasets analysed in this study are publicly available from the original resources.'),
      outline('Consent for publication'),
      outline('Not applicable.'),
    ]);
    expect(rowNamed(m, 'Funding')?.status).toBe('pass');
    expect(rowNamed(m, 'Disclosures / competing interests', { disclosures_inclusion: 'Yes' })?.status).toBe('pass');
    expect(rowNamed(m, 'Data availability')?.status).toBe('pass');
  });
});
