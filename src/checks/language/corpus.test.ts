/**
 * The six language checks on every real article and manuscript of the corpus: they never throw,
 * and every finding's `original` is exactly the preview text at its coordinates, inside one
 * paragraph — what the tracked-changes writer relies on when a writer accepts it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../docx/index.ts';
import { runDefinition, getCheck } from '../index.ts';
import { corpusFiles, corpusAvailable, needsCorpus } from '../../../tests/support/corpus.ts';

const IDS = ['spelling-variant', 'spelling', 'numbers-units', 'abbreviations', 'consistency', 'statistics'];
const FORMAT = {
  language: 'English (UK)',
  p_value_style: 'P < .001',
  activated_thousand_separator: 'Yes',
  option_thousand_separator: 'Thin space',
  option_decimal_separator: 'Mid-line point',
};

describe('language checks on the corpus', () => {
  const files = [...corpusFiles('articles'), ...corpusFiles('manuscripts')];
  it.skipIf(!corpusAvailable)(
    needsCorpus('point every finding at its exact text'),
    async () => {
      let findings = 0;
      for (const file of files) {
        const manuscript = await readManuscript(new Uint8Array(readFileSync(file.file)));
        for (const id of IDS) {
          const outcome = runDefinition(getCheck(id)!, { manuscript, format: FORMAT, params: {} });
          expect({ file: file.name, id, status: outcome.status }).toEqual({ file: file.name, id, status: 'completed' });
          if (outcome.status !== 'completed') continue;
          expect(new Set(outcome.result.results.map((r) => r.entry_id)).size).toBe(outcome.result.results.length);
          for (const item of outcome.result.results) {
            if (!item.coordinates) continue;
            findings += 1;
            const { absolute } = item.coordinates;
            expect(manuscript.previewText.slice(absolute.start, absolute.end)).toBe(item.original);
            expect(item.original).not.toContain('\n');
          }
        }
      }
      expect(findings).toBeGreaterThan(100);
    },
    180_000,
  );
});
