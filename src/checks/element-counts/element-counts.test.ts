import { describe, expect, it } from 'vitest';
import { manuscriptWith, runOn } from '../framework/testing.ts';
import { elementCounts } from './index.ts';

function withCounts(
  counts: { references: number; figures: number; tables: number; keywords: number },
  hasKeywords = true,
) {
  return manuscriptWith([{ text: 'Keywords: asthma; steroids' }], () => ({
    counts,
    keywords: hasKeywords ? { blocks: [0], label: 'Keywords:', items: ['asthma', 'steroids'], separator: ';' } : null,
  }));
}
const statusOf = (result: ReturnType<typeof runOn>, name: string) => result.results.find((r) => r.name === name);

describe('element-counts', () => {
  it('fails counts above the maxima and passes those within', () => {
    const result = runOn(elementCounts, withCounts({ references: 45, figures: 3, tables: 2, keywords: 2 }), {
      max_references: 40,
      max_figures: 4,
      max_tables: 2,
      max_tables_figures: 4,
    });
    expect(statusOf(result, 'References')).toMatchObject({
      status: 'failed',
      details: '45 references: 5 more than the 40 allowed.',
    });
    expect(statusOf(result, 'Figures')?.status).toBe('pass');
    expect(statusOf(result, 'Tables')?.status).toBe('pass');
    expect(statusOf(result, 'Tables and figures')).toMatchObject({
      status: 'failed',
      details: '5 tables and figures: 1 more than the 4 allowed.',
    });
  });

  it('checks the keyword minimum and maximum', () => {
    expect(
      statusOf(
        runOn(elementCounts, withCounts({ references: 0, figures: 0, tables: 0, keywords: 2 }), {
          min_num_keywords: 3,
        }),
        'Keywords',
      ),
    ).toMatchObject({ status: 'failed', details: '2 keywords: the journal asks for at least 3.' });
    expect(
      statusOf(
        runOn(elementCounts, withCounts({ references: 0, figures: 0, tables: 0, keywords: 7 }), {
          max_num_keywords: 6,
        }),
        'Keywords',
      )?.status,
    ).toBe('failed');
    expect(
      statusOf(
        runOn(elementCounts, withCounts({ references: 0, figures: 0, tables: 0, keywords: 0 }, false), {
          min_num_keywords: 3,
        }),
        'Keywords',
      )!.details,
    ).toBe('No keyword line was found: the journal asks for at least 3 keywords.');
    expect(
      statusOf(
        runOn(elementCounts, withCounts({ references: 0, figures: 0, tables: 0, keywords: 4 }), {
          min_num_keywords: 3,
          max_num_keywords: 6,
        }),
        'Keywords',
      ),
    ).toMatchObject({ status: 'pass', details: '4 keywords; the journal asks for between 3 and 6.' });
  });

  it('passes with the count when the journal sets no limit', () => {
    const result = runOn(elementCounts, withCounts({ references: 12, figures: 1, tables: 1, keywords: 2 }));
    expect(result.results.every((r) => r.status === 'pass')).toBe(true);
    expect(statusOf(result, 'References')!.details).toBe(
      'The journal sets no limit. The manuscript has 12 references.',
    );
  });

  it('warns, never passes, when no reference list was found (0 references is not "within the limit")', () => {
    const result = runOn(elementCounts, withCounts({ references: 0, figures: 1, tables: 1, keywords: 2 }), {
      max_references: 30,
    });
    expect(statusOf(result, 'References')).toMatchObject({
      status: 'warning',
      details: 'No reference list was found, so the references were not counted; check the list by hand.',
    });
  });
});
