/**
 * The journal, authorship and text checks on the real corpus (read in place): they run on every
 * article and manuscript without failing, and their counts agree with the ground truth.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { readManuscript } from '../../docx/index.ts';
import type { Manuscript } from '../../docx/model.ts';
import { corpusFiles, readTruth, corpusAvailable, needsCorpus } from '../../../tests/support/corpus.ts';
import { runCheck } from '../index.ts';
import { format } from './testing.ts';

const MINE = [
  'authorship',
  'disclosures',
  'element-counts',
  'footnotes',
  'keywords',
  'required-statements',
  'template-structure',
  'title-case',
  'word-limits',
];
const STRICT = format({
  max_words_abstract: 250,
  max_words_main_part: 4000,
  max_references: 40,
  max_figures: 5,
  max_tables: 4,
  max_tables_figures: 8,
  min_num_keywords: 3,
  max_num_keywords: 5,
  disclosures_inclusion: 'Yes',
  disclosures_wording: 'The authors declare no competing interests.',
  title_case: 'Sentence case',
  authorship_restriction: 8,
  authors_requirements: 'ORCID; affiliations; corresponding author e-mail',
  footnotes_style: 'Not allowed',
  key_point_summary_info: 'Key points',
});

interface Truth {
  authors: string[];
  abstract: { word_count: number } | null;
  references: { count: number };
  disclosures: Record<string, string[]>;
}

const articles = corpusFiles('articles');
const manuscripts = corpusFiles('manuscripts');
const fixtures = corpusFiles('fixtures');
const read = new Map<string, Manuscript>();

beforeAll(async () => {
  for (const { name, file } of [...articles, ...manuscripts]) read.set(name, await readManuscript(readFileSync(file)));
  // Fixtures from document-processing projects (tracked changes, comments, fields): odd shapes, not papers.
  for (const { name, file } of fixtures) {
    try {
      read.set(name, await readManuscript(readFileSync(file)));
    } catch {
      // A file the engine refuses is the engine's business (its own tests cover refusals).
    }
  }
}, 120_000);

describe.skipIf(!corpusAvailable)(needsCorpus('checks on the corpus'), () => {
  it('run on every article, manuscript and fixture without failing, with findings that point at their text', () => {
    for (const [name, manuscript] of read) {
      for (const id of MINE) {
        const outcome = runCheck(id, { manuscript, format: STRICT, params: {}, template: manuscript });
        expect(outcome.status, `${id} on ${name}`).toBe('completed');
        if (outcome.status !== 'completed') continue;
        for (const item of outcome.result.results) {
          if (!item.coordinates) continue;
          expect(
            manuscript.previewText.slice(item.coordinates.absolute.start, item.coordinates.absolute.end),
            `${id} on ${name}`,
          ).toBe(item.original);
        }
      }
    }
  });

  it('find nothing wrong when a document is compared with itself as the template', () => {
    for (const [name, manuscript] of read) {
      const outcome = runCheck('template-structure', { manuscript, format: STRICT, params: {}, template: manuscript });
      const results = outcome.status === 'completed' ? outcome.result.results : null;
      if (manuscript.structure.sections.some((s) => s.heading && s.level >= 1)) expect(results, name).toEqual([]);
      // A document without headings cannot serve as a template, and the check says so.
      else
        expect(
          results?.map((r) => [r.name, r.status]),
          name,
        ).toEqual([['Template headings', 'warning']]);
    }
  });

  it('count abstract words, references and authors as the truth does', () => {
    for (const { name, truthFile } of articles) {
      const truth = readTruth<Truth>(truthFile);
      const manuscript = read.get(name)!;
      const rowOf = (id: string, values: Record<string, unknown>, row: string) => {
        const outcome = runCheck(id, { manuscript, format: format(values), params: {} });
        return outcome.status === 'completed' ? outcome.result.results.find((r) => r.name === row)?.status : 'error';
      };
      if (truth.abstract) {
        expect(rowOf('word-limits', { max_words_abstract: truth.abstract.word_count }, 'Abstract: words'), name).toBe(
          'pass',
        );
        expect(
          rowOf('word-limits', { max_words_abstract: truth.abstract.word_count - 1 }, 'Abstract: words'),
          name,
        ).toBe('failed');
      }
      expect(rowOf('element-counts', { max_references: truth.references.count }, 'References'), name).toBe('pass');
      expect(rowOf('element-counts', { max_references: truth.references.count - 1 }, 'References'), name).toBe(
        'failed',
      );
      if (truth.authors.length > 1) {
        expect(rowOf('authorship', { authorship_restriction: truth.authors.length }, 'Authors'), name).toBe('pass');
        expect(rowOf('authorship', { authorship_restriction: truth.authors.length - 1 }, 'Authors'), name).toBe(
          'failed',
        );
      }
      const missing = (truth.disclosures.competing_interests ?? []).length === 0;
      expect(
        rowOf('required-statements', { disclosures_inclusion: 'Yes' }, 'Disclosures / competing interests'),
        name,
      ).toBe(missing ? 'failed' : 'pass');
    }
  });
});
