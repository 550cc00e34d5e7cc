/**
 * Never a false all-clear: a session without a format has no limits, wording or rules to compare
 * with, so a check whose rules come from the format must say that in a warning — a green "the
 * journal sets no limit" would tell the writer something nobody checked.
 */
import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import { getCheck, runDefinition } from '../index.ts';
import { sampleManuscript } from './sample.ts';

const FORMAT_DRIVEN = [
  'word-limits',
  'element-counts',
  'keywords',
  'authorship',
  'footnotes',
  'disclosures',
  'required-statements',
];

describe('checks without a format', () => {
  const manuscript = manuscriptFromParagraphs(sampleManuscript());
  it.each(FORMAT_DRIVEN)('%s warns that no format is assigned instead of passing', (id) => {
    const check = getCheck(id);
    if (!check) throw new Error(`no check ${id}`);
    const outcome = runDefinition(check, { manuscript, format: {}, params: {} });
    if (outcome.status !== 'completed') throw new Error(outcome.error);
    const items = outcome.result.results;
    expect(items.filter((i) => i.name === 'Format')).toEqual([
      expect.objectContaining({ status: 'warning', details: expect.stringContaining('No format is assigned') }),
    ]);
    expect(items.some((i) => /journal sets no/i.test(`${i.details ?? ''} ${i.reasoning ?? ''}`))).toBe(false);
  });

  it('word-limits says what it counted', () => {
    const outcome = runDefinition(getCheck('word-limits')!, { manuscript, format: {}, params: {} });
    if (outcome.status !== 'completed') throw new Error(outcome.error);
    expect(outcome.result.results[0]!.details).toMatch(/Counted: abstract \d+ words, main text \d+ words\./);
  });

  it('the same check with a format that sets no limit still reports a pass', () => {
    const outcome = runDefinition(getCheck('word-limits')!, {
      manuscript,
      format: { language: 'English (UK)' },
      params: {},
    });
    if (outcome.status !== 'completed') throw new Error(outcome.error);
    expect(outcome.result.results.every((i) => i.status === 'pass')).toBe(true);
  });
});

describe('authorship without an author line', () => {
  it('warns that the authors were not counted, even when the journal sets no limit', () => {
    const manuscript = manuscriptFromParagraphs(
      sampleManuscript().filter((p) => p.text !== 'Jane Doe1, John Smith2, Li Wei1'),
    );
    const outcome = runDefinition(getCheck('authorship')!, {
      manuscript,
      format: { language: 'English (UK)' },
      params: {},
    });
    if (outcome.status !== 'completed') throw new Error(outcome.error);
    expect(outcome.result.results.find((i) => i.name === 'Authors')).toMatchObject({
      status: 'warning',
      details: 'No author line was recognised, so the authors were not counted.',
    });
  });
});
