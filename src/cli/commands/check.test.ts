import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { corpusFiles, corpusAvailable, needsCorpus } from '../../../tests/support/corpus.ts';
import { parseOptions, run } from './check.ts';

const article = corpusFiles('articles').find((f) => f.name === 'plos-pmed-1001518');

function formatFile(config: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'check-cli-'));
  const file = path.join(dir, 'format.json');
  writeFileSync(file, JSON.stringify(config));
  return file;
}

function capture() {
  let out = '';
  let err = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    out += String(chunk);
    return true;
  });
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    err += String(chunk);
    return true;
  });
  return { out: () => out, err: () => err };
}

afterEach(() => vi.restoreAllMocks());

describe('check command', () => {
  it('parses repeated --check and refuses unknown options', () => {
    expect(
      parseOptions(['a.docx', '--format', 'f.json', '--check', 'word-limits', '--check', 'keywords', '--json']),
    ).toEqual({
      file: 'a.docx',
      format: 'f.json',
      checks: ['word-limits', 'keywords'],
      json: true,
    });
    expect(parseOptions(['a.docx'])).toBe('--format FORMAT.json is required.');
    expect(parseOptions(['a.docx', '--format', 'f.json', '--colour'])).toBe('Unknown option --colour.');
  });

  it.skipIf(!corpusAvailable)(
    needsCorpus('prints {check, status, result} as JSON, with format defaults filled in'),
    async () => {
      const io = capture();
      const code = await run([
        article!.file,
        '--format',
        formatFile({ max_words_abstract: 250 }),
        '--check',
        'word-limits',
        '--check',
        'element-counts',
        '--json',
      ]);
      expect(code).toBe(0);
      const outcomes = JSON.parse(io.out()) as {
        check: string;
        status: string;
        result: { type: string; results: { name: string; status: string; details: string }[] };
      }[];
      expect(outcomes.map((o) => [o.check, o.status, o.result.type])).toEqual([
        ['word-limits', 'completed', 'type3'],
        ['element-counts', 'completed', 'type3'],
      ]);
      expect(outcomes[0]!.result.results.find((r) => r.name === 'Abstract: words')).toMatchObject({
        status: 'failed',
        details: '306 words: 56 over the limit of 250.',
      });
    },
  );

  it.skipIf(!corpusAvailable)(
    needsCorpus('checks every .docx of a folder in one process, each file with its outcomes'),
    async () => {
      const folder = mkdtempSync(path.join(tmpdir(), 'check-folder-'));
      copyFileSync(article!.file, path.join(folder, 'b.docx'));
      copyFileSync(article!.file, path.join(folder, 'a.docx'));
      writeFileSync(path.join(folder, 'notes.txt'), 'not a manuscript');
      const io = capture();
      const code = await run([
        folder,
        '--format',
        formatFile({ max_words_abstract: 250 }),
        '--check',
        'word-limits',
        '--json',
      ]);
      expect(code).toBe(0);
      const results = JSON.parse(io.out()) as { file: string; outcomes: { check: string; status: string }[] }[];
      expect(results.map((r) => [path.basename(r.file), r.outcomes.map((o) => `${o.check} ${o.status}`)])).toEqual([
        ['a.docx', ['word-limits completed']],
        ['b.docx', ['word-limits completed']],
      ]);
    },
  );

  it.skipIf(!corpusAvailable)(
    needsCorpus('refuses an unknown check with the catalogue and exit status 2'),
    async () => {
      const io = capture();
      expect(await run([article!.file, '--format', formatFile({}), '--check', 'spellcheck'])).toBe(2);
      expect(io.err()).toMatch(/^Unknown check: spellcheck\. Checks: abbreviations, .*spelling, /);
      expect(io.out()).toBe('');
    },
  );

  it.skipIf(!corpusAvailable)(needsCorpus('refuses an invalid format with the field and exit status 2'), async () => {
    const io = capture();
    expect(await run([article!.file, '--format', formatFile({ language: 'Klingon' })])).toBe(2);
    expect(io.err()).toContain('language must be one of');
  });

  it.skipIf(!corpusAvailable)(
    needsCorpus('runs every check by default and prints a readable report'),
    async () => {
      const io = capture();
      const code = await run([article!.file, '--format', formatFile({ title_case: 'Sentence case' })]);
      expect(io.out()).toContain('Title case (title-case):');
      expect(io.out()).toContain(
        '"Acupuncture and counselling for depression in primary care: a randomised controlled trial"',
      );
      expect(code).toBe(0);
    },
    120_000,
  ); // every check, dictionaries loaded cold, on a busy 2-core CI machine
});
