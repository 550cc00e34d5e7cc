import { describe, expect, it } from 'vitest';
import {
  CHECKS,
  listCategories,
  overview,
  prepareChecks,
  runCheck,
  runDefinition,
  validateParams,
  warmUpChecks,
} from './index.ts';
import { manuscriptFromParagraphs } from '../docx/testing.ts';
import { sampleManuscript } from './framework/sample.ts';
import { format } from './framework/testing.ts';
import { CATEGORIES, type CheckDefinition } from './types.ts';
import type { Manuscript } from '../docx/model.ts';

const emptyManuscript = {
  blocks: [],
  previewText: '',
  warnings: [],
  structure: { sections: [] },
} as unknown as Manuscript;

const throwing: CheckDefinition = {
  id: 'boom',
  version: 1,
  category: 'journal-requirements',
  name: 'Boom',
  icon: 'bomb',
  description: 'Throws.',
  resultType: 'type3',
  parameters: [],
  run() {
    throw new Error('cannot read abstract');
  },
};

describe('registry', () => {
  it('lists every check once, sorted by id, with a known category and result type', () => {
    const ids = CHECKS.map((c) => c.id);
    expect(ids).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(ids.length);
    const categories = new Set(CATEGORIES.map((c) => c.id));
    for (const check of CHECKS) {
      expect(categories.has(check.category), check.id).toBe(true);
      expect(check.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(['type1', 'type2', 'type3', 'type4']).toContain(check.resultType);
    }
  });

  it('shows the catalogue in the shape of GET /api/overview/', () => {
    const categories = listCategories();
    expect(categories.map((c) => c.name)).toEqual(CATEGORIES.map((c) => c.name));
    const urls = categories.flatMap((c) => c.checks.map((check) => check.url));
    expect(urls).toEqual(expect.arrayContaining(CHECKS.map((c) => `/checks/${c.id}`)));
    expect(urls).toHaveLength(CHECKS.length);
    expect(overview().data.categories).toEqual(categories);
  });
});

describe('runCheck', () => {
  it('turns a throwing check into a failed outcome for that check alone', () => {
    const outcome = runDefinition(throwing, { manuscript: emptyManuscript, format: {}, params: {} });
    expect(outcome).toEqual({
      check: 'boom',
      status: 'failed',
      error: 'The check stopped with an error: cannot read abstract',
    });
  });

  it('fails an unknown check id in words', () => {
    expect(runCheck('no-such-check', { manuscript: emptyManuscript, format: {}, params: {} })).toEqual({
      check: 'no-such-check',
      status: 'failed',
      error: 'Unknown check "no-such-check".',
    });
  });

  it('refuses unknown parameters', () => {
    expect(validateParams(throwing, { colour: 'red' }).problems).toEqual([
      { parameter: 'colour', message: 'Unknown parameter "colour".' },
    ]);
    const outcome = runDefinition(throwing, { manuscript: emptyManuscript, format: {}, params: { colour: 'red' } });
    expect(outcome.status).toBe('failed');
  });
});

describe('loading ahead and warming up', () => {
  it("leaves every check's findings as they were (prepare, warm-up on the sample, then the same run)", () => {
    const manuscript = manuscriptFromParagraphs(
      sampleManuscript({
        body: ['All patiets recieved dexamethasone; the the dose was 10mg.', 'Smith et al reported it [3].'],
      }),
    );
    const uk = format({ language: 'English (UK)', reference_style: 'AMA', title_case: 'Sentence case' });
    const before = CHECKS.map((c) => runCheck(c.id, { manuscript, format: uk, params: {} }));
    prepareChecks(undefined, uk);
    prepareChecks();
    warmUpChecks(undefined, uk);
    warmUpChecks();
    const after = CHECKS.map((c) => runCheck(c.id, { manuscript, format: uk, params: {} }));
    expect(after).toEqual(before);
    // The run found real things, so the comparison is not between two empty answers.
    const spelling = before.find((o) => o.check === 'spelling');
    expect(spelling?.status === 'completed' && spelling.result.results.map((r) => r.original)).toEqual([
      'patiets',
      'recieved',
      'the the',
    ]);
  }, 60_000);
});
