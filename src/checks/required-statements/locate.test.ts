/**
 * Where statements hide in real manuscripts: as sentences inside Methods and acknowledgements,
 * under combined headings, inside a "Declarations" block with neighbours. Each case is a small
 * manuscript through the engine; the rows a writer reads must say found / not found truthfully.
 */
import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import { runDefinition } from '../index.ts';
import { sampleManuscript } from '../framework/sample.ts';
import { runOn } from '../framework/testing.ts';
import type { ParagraphSpec } from '../framework/testing.ts';
import { requiredStatements } from './index.ts';
import { statementBlock } from '../framework/statements.ts';

function paper(methods: string[], statements: ParagraphSpec[] = []) {
  const parts = sampleManuscript({ statements });
  const at = parts.findIndex((p) => p.text === 'Results');
  return manuscriptFromParagraphs([...parts.slice(0, at), ...methods.map((text) => ({ text })), ...parts.slice(at)]);
}
const rows = (m: ReturnType<typeof paper>, format = {}) => runOn(requiredStatements, m, format).results;
const named = (m: ReturnType<typeof paper>, name: string) => rows(m).find((r) => r.name === name);

describe('required-statements: statements inside Methods and acknowledgements', () => {
  it('finds ethics approval and data availability written as Methods sentences', () => {
    const m = paper([
      'The study was approved by the Leeds East Research Ethics Committee (reference 12/YH/0001), and all participants gave written consent.',
      'Data and code to reproduce all analyses are available in an archived Zenodo repository.',
    ]);
    expect(named(m, 'Ethics approval')).toMatchObject({
      status: 'pass',
      details: expect.stringContaining('Found under "Methods": "The study was approved by the Leeds East'),
    });
    expect(named(m, 'Data availability')).toMatchObject({
      status: 'pass',
      details: expect.stringContaining('"Data and code to reproduce all analyses are available'),
    });
  });

  it('finds data sheets "also available on the OSF project page" in Methods', () => {
    const m = paper([
      'Both data sheets, along with older versions, are also available on the OSF project page under the folder "data".',
    ]);
    expect(named(m, 'Data availability')).toMatchObject({ status: 'pass' });
  });

  it('finds a waiver of ethics review and funding named in the acknowledgements', () => {
    const m = paper(
      ['As an overview of published reviews, this study did not require formal ethical approval.'],
      [
        { text: 'Acknowledgements', styleName: 'heading 1' },
        {
          text: 'We thank the nurses. This study was funded by the National Institute for Health Research (grant 12/34/56).',
        },
      ],
    );
    expect(named(m, 'Ethics approval')).toMatchObject({ status: 'pass' });
    expect(named(m, 'Funding')).toMatchObject({
      status: 'pass',
      details: expect.stringContaining('This study was funded by the National Institute for Health Research'),
    });
  });

  it('does not take ordinary sentences for statements (no false all-clear)', () => {
    const m = paper([
      'This finding is supported by previous studies of inhaled steroids.',
      'Although no other trial data are available on the costs of treatment, prices were taken from the formulary.',
      'A video showing how we extracted data from figures is available on the project website.',
      'The drug was approved by the Food and Drug Administration in 2001.',
    ]);
    expect(named(m, 'Funding')).toMatchObject({ status: 'warning' });
    expect(named(m, 'Data availability')).toMatchObject({ status: 'warning' });
    expect(named(m, 'Ethics approval')).toMatchObject({ status: 'warning' });
  });

  it('reads a combined heading such as "Funding & Competing Interests", but not a Methods heading', () => {
    const m = paper(
      [],
      [
        { text: 'Funding & Competing Interests', styleName: 'heading 1' },
        { text: 'There was no conflict of interest and no funding of any kind for this review.' },
      ],
    );
    expect(named(m, 'Disclosures / competing interests')).toMatchObject({ status: 'pass' });
    expect(named(m, 'Funding')).toMatchObject({ status: 'pass' });
    const methods = manuscriptFromParagraphs(
      sampleManuscript({
        statements: [
          { text: 'Data Sharing, Extraction, and Verification', styleName: 'heading 2' },
          { text: 'Letters describing the meta-analysis were sent to all corresponding authors.' },
        ],
      }),
    );
    expect(runOn(requiredStatements, methods).results.find((r) => r.name === 'Data availability')).toMatchObject({
      status: 'warning',
    });
  });

  it('in a "Declarations" block, the disclosure statement is the competing-interests one', () => {
    const m = paper(
      [],
      [
        { text: 'Declarations', styleName: 'heading 1' },
        { text: 'Trial registration: not applicable.' },
        { text: 'Ethics approval and consent to participate', styleName: 'heading 2' },
        { text: 'Not applicable.' },
        { text: 'Competing interests', styleName: 'heading 2' },
        { text: 'The authors declare that they have no competing interests.' },
      ],
    );
    const block = statementBlock(m, 'disclosures');
    expect(m.blocks[block ?? -1]?.text).toBe('Competing interests');
    expect(named(m, 'Disclosures / competing interests')).toMatchObject({
      status: 'pass',
      details: expect.stringContaining('Found: "The authors declare that they have no competing interests."'),
    });
  });

  it('says once that the journal rules are unknown when the session has no format', () => {
    const m = paper([]);
    const outcome = runDefinition(requiredStatements, { manuscript: m, format: {}, params: {} });
    if (outcome.status !== 'completed') throw new Error(outcome.error);
    const items = outcome.result.results;
    expect(items.filter((r) => r.name === 'Format')).toEqual([
      expect.objectContaining({ status: 'warning', details: expect.stringContaining('No format is assigned') }),
    ]);
    expect(items.some((r) => r.details?.includes('The journal sets no rule'))).toBe(false);
  });

  it('key summary points under another name warn; a discussion section the engine took for them does not count', () => {
    const highlights = manuscriptFromParagraphs([
      { text: 'Sedation events in ICU patients', styleName: 'Title' },
      { text: 'Highlights', styleName: 'heading 1' },
      { text: 'Nurses and physicians rated sedation events differently.' },
      { text: 'Introduction', styleName: 'heading 1' },
      { text: 'Sedation is common in intensive care.' },
    ]);
    const withPoints = {
      ...highlights,
      structure: { ...highlights.structure, keySummaryPoints: { blocks: [2], words: 7 } },
    };
    const research = 'Research in context: Evidence before this study; Added value of this study';
    expect(
      runOn(requiredStatements, withPoints, { key_point_summary_info: research }).results.find(
        (r) => r.name === 'Key summary points',
      ),
    ).toMatchObject({ status: 'warning', details: expect.stringContaining('found under "Highlights"') });
    const late = { ...highlights, structure: { ...highlights.structure, keySummaryPoints: { blocks: [4], words: 6 } } };
    expect(
      runOn(requiredStatements, late, { key_point_summary_info: research }).results.find(
        (r) => r.name === 'Key summary points',
      ),
    ).toMatchObject({ status: 'failed' });
    const named = manuscriptFromParagraphs([
      { text: 'Sedation events in ICU patients', styleName: 'Title' },
      { text: 'Research in context', styleName: 'heading 1' },
      { text: 'Evidence before this study: none.' },
      { text: 'Introduction', styleName: 'heading 1' },
      { text: 'Sedation is common in intensive care.' },
    ]);
    expect(
      runOn(requiredStatements, named, { key_point_summary_info: research }).results.find(
        (r) => r.name === 'Key summary points',
      ),
    ).toMatchObject({ status: 'pass' });
  });

  it('finds the disclosure statement written as a sentence in the acknowledgements', () => {
    const m = paper(
      [],
      [
        { text: 'Acknowledgements', styleName: 'heading 1' },
        { text: 'We thank the nurses. The authors declare that they have no conflicts of interest.' },
      ],
    );
    expect(
      runOn(requiredStatements, m, { disclosures_inclusion: 'Yes' }).results.find(
        (r) => r.name === 'Disclosures / competing interests',
      ),
    ).toMatchObject({
      status: 'pass',
      details: 'Found under "Acknowledgements": "The authors declare that they have no conflicts of interest."',
    });
  });

  it('reads the label variants journals use ("Funding information", "Sources of support", "Potential conflicts of interest")', () => {
    const m = paper(
      [],
      [
        { text: 'Funding information: Wellcome Trust (grant 123456).' },
        { text: 'Potential conflicts of interest: none.' },
      ],
    );
    expect(named(m, 'Funding')).toMatchObject({
      status: 'pass',
      details: expect.stringContaining('Funding information'),
    });
    expect(
      runOn(requiredStatements, m, { disclosures_inclusion: 'Yes' }).results.find(
        (r) => r.name === 'Disclosures / competing interests',
      ),
    ).toMatchObject({ status: 'pass' });
    const support = paper([], [{ text: 'Sources of support: none.' }]);
    expect(named(support, 'Funding')).toMatchObject({ status: 'pass' });
  });

  it('reads data that cannot be shared, and funding by a company or its absence, as statements', () => {
    const m = paper([
      'The data are not publicly available because of the participants’ privacy, as their consent did not cover sharing.',
      'This study was funded by Pfizer.',
    ]);
    expect(named(m, 'Data availability')).toMatchObject({ status: 'pass' });
    expect(named(m, 'Funding')).toMatchObject({ status: 'pass', details: expect.stringContaining('Pfizer') });
    const none = paper(['The authors did not receive support from any organisation for the submitted work.']);
    expect(named(none, 'Funding')).toMatchObject({ status: 'pass' });
    const industry = paper(['Trials funded by industry are more likely to report positive results.']);
    expect(named(industry, 'Funding')).toMatchObject({ status: 'warning' });
  });

  it('does not call a manuscript "not a trial" when it has neither title nor abstract to judge by', () => {
    const read = manuscriptFromParagraphs([{ text: 'We randomly assigned 120 adults to budesonide or placebo.' }]);
    const bare = { ...read, structure: { ...read.structure, title: null, abstract: null } };
    expect(runOn(requiredStatements, bare).results.find((r) => r.name === 'Trial registration')).toMatchObject({
      status: 'warning',
      details: expect.stringContaining('could not be judged'),
    });
  });
});
