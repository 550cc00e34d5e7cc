import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { corpusFiles, corpusAvailable, needsCorpus } from '../../../tests/support/corpus.ts';
import type { RetargetReport } from '../../contract/api/retarget.ts';
import { run } from './retarget.ts';

const manuscript = corpusFiles('manuscripts').find((f) => f.name === 'ms-hellp-systematic-review');

function formatFile(name: string, config: unknown): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'retarget-cli-')), `${name}.json`);
  writeFileSync(file, JSON.stringify(config));
  return file;
}

afterEach(() => vi.restoreAllMocks());

describe('retarget command', () => {
  it.skipIf(!corpusAvailable)(
    needsCorpus('lists the rules that differ and what must change for the new journal'),
    async () => {
      let out = '';
      vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
        out += String(chunk);
        return true;
      });
      const from = formatFile('a', { max_tables_figures: 10, max_references: 100 });
      const to = formatFile('b', { max_tables_figures: 5, max_references: 100 });
      expect(await run([manuscript!.file, '--from', from, '--to', to, '--json'])).toBe(0);
      const answer = JSON.parse(out) as RetargetReport;
      expect(answer.rules).toEqual([{ field: 'max_tables_figures', label: 'Tables and figures', from: '10', to: '5' }]);
      expect(answer.must_change).toEqual(['Tables and figures 6: a allows 10, b 5.']);
      expect(answer.changes).toContainEqual({
        check: 'element-counts',
        name: 'Tables and figures',
        status: 'failed',
        what: '6 tables and figures: 1 more than the 5 allowed.',
        new_with_target: true,
      });
    },
    120_000,
  );

  it.skipIf(!corpusAvailable)(
    needsCorpus('prints the one-line summaries of what must change, naming both journals'),
    async () => {
      let out = '';
      vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
        out += String(chunk);
        return true;
      });
      const from = formatFile('jama', { max_words_abstract: 350, language: 'English (US)' });
      const to = formatFile('lancet', { max_words_abstract: 250, language: 'English (UK)' });
      expect(await run([manuscript!.file, '--from', from, '--to', to])).toBe(0);
      expect(out).toContain('Rules that differ (jama → lancet):');
      expect(out).toMatch(/Abstract: words +350 {2}→ {2}250/);
      expect(out).toContain('Must change for lancet:');
      expect(out).toMatch(/- Abstract \d+ words: jama allows 350, lancet 250\./);
      expect(out).toMatch(
        /- Spelling \(variety of English\) from English \(US\) to English \(UK\): \d+ words? to change\./,
      );
    },
    120_000,
  );

  it.skipIf(!corpusAvailable)(
    needsCorpus('takes a format as the API answers it, named by its own name'),
    async () => {
      let out = '';
      vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
        out += String(chunk);
        return true;
      });
      const from = formatFile('1', { id: 1, name: 'JAMA', config: { max_tables_figures: 10 } });
      const to = formatFile('2', { id: 2, name: 'The Lancet', config: { max_tables_figures: 5 } });
      expect(await run([manuscript!.file, '--from', from, '--to', to, '--json'])).toBe(0);
      const answer = JSON.parse(out) as RetargetReport;
      expect(answer).toMatchObject({ from: 'JAMA', to: 'The Lancet' });
      expect(answer.must_change).toEqual(['Tables and figures 6: JAMA allows 10, The Lancet 5.']);
    },
    120_000,
  );

  it('refuses missing options with the usage line', async () => {
    let err = '';
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      err += String(chunk);
      return true;
    });
    expect(await run(['a.docx', '--from', 'a.json'])).toBe(2);
    expect(err).toContain('Usage: npm run cli -- retarget FILE.docx --from A.json --to B.json');
  });
});
