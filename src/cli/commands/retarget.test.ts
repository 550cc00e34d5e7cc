import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { corpusFiles } from '../../../tests/support/corpus.ts';
import { run } from './retarget.ts';

const manuscript = corpusFiles('manuscripts').find((f) => f.name === 'ms-hellp-systematic-review');

function formatFile(name: string, config: unknown): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'retarget-cli-')), `${name}.json`);
  writeFileSync(file, JSON.stringify(config));
  return file;
}

afterEach(() => vi.restoreAllMocks());

describe('retarget command', () => {
  it.runIf(manuscript)(
    'lists the rules that differ and what must change for the new journal',
    async () => {
      let out = '';
      vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
        out += String(chunk);
        return true;
      });
      const from = formatFile('a', { max_tables_figures: 10, max_references: 100 });
      const to = formatFile('b', { max_tables_figures: 5, max_references: 100 });
      expect(await run([manuscript!.file, '--from', from, '--to', to, '--json'])).toBe(0);
      const answer = JSON.parse(out) as {
        rules: { field: string; from: unknown; to: unknown }[];
        changes: { check: string; name: string; status: string; what: string; newWithTarget: boolean }[];
      };
      expect(answer.rules).toEqual([{ field: 'max_tables_figures', from: 10, to: 5 }]);
      expect(answer.changes).toContainEqual({
        check: 'element-counts',
        name: 'Tables and figures',
        status: 'failed',
        what: '6 tables and figures: 1 more than the 5 allowed.',
        newWithTarget: true,
      });
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
