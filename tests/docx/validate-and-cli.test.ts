/**
 * Upload validation of the (template, original) pair and the `inspect` command line, as the
 * upload dialog and an operator see them.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { refusalMessages } from '../../src/docx/index.ts';
import { validateUploadPair } from '../../src/docx/validate.ts';
import { repoRoot } from '../support/corpus.ts';
import { buildDocx, paragraph } from './support/build-docx.ts';

const run = promisify(execFile);
const good = buildDocx({
  body: [
    paragraph('A trial', 'Title'),
    paragraph('Abstract', 'Heading1'),
    paragraph('Short abstract here.'),
    paragraph('Keywords: a; b'),
    paragraph('Introduction', 'Heading1'),
    paragraph('Text citing [1] and [2].'),
    paragraph('References', 'Heading1'),
    paragraph('1. First. 2001.'),
    paragraph('2. Second. 2002.'),
  ].join(''),
});
const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
const encrypted = new Uint8Array([
  0xd0,
  0xcf,
  0x11,
  0xe0,
  0xa1,
  0xb1,
  0x1a,
  0xe1,
  ...new TextEncoder().encode('E\0n\0c\0r\0y\0p\0t\0e\0d\0P\0a\0c\0k\0a\0g\0e\0'),
]);

describe('validateUploadPair', () => {
  it('answers ok for two readable Word documents', async () => {
    expect(await validateUploadPair(good, good)).toEqual({ status: 'ok', issues: [], warnings: [] });
    // What the reader did not check in the original comes back with the answer (issue 25).
    const withComment = buildDocx({
      body: '<w:p><w:r><w:t>Text</w:t></w:r><w:r><w:commentReference w:id="0"/></w:r></w:p>',
    });
    expect((await validateUploadPair(withComment, good)).warnings).toEqual([
      { code: 'comments', count: 1, message: '1 comment was not checked (comments are not part of the text).' },
    ]);
  });

  it('answers the SHA-256 and size of uploads on disk as the reading thread read them (their blob keys)', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'mc-validate-'));
    const template = path.join(folder, 'template.docx');
    const original = path.join(folder, 'original.docx');
    const other = buildDocx({ body: paragraph('Another manuscript.') });
    writeFileSync(template, good);
    writeFileSync(original, other);
    const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    expect((await validateUploadPair({ path: original }, { path: template })).digests).toEqual({
      original: { sha256: sha256(other), size: other.byteLength },
      template: { sha256: sha256(good), size: good.byteLength },
    });
    // A refused pair stores nothing, so it carries no digests.
    writeFileSync(original, pdf);
    expect((await validateUploadPair({ path: original }, { path: template })).digests).toBeUndefined();
  });

  it('gives one specific issue per refused file, naming which file', async () => {
    expect(await validateUploadPair(encrypted, pdf)).toEqual({
      status: 'failed',
      issues: [`Template document: ${refusalMessages.pdf}`, `Original document: ${refusalMessages.encrypted}`],
      warnings: [],
    });
    expect(await validateUploadPair(good, new Uint8Array())).toEqual({
      status: 'failed',
      issues: [`Template document: ${refusalMessages.empty}`],
      warnings: [],
    });
    expect(refusalMessages.encrypted).toBe(
      'This file is password-protected. Remove the password in Word and upload it again.',
    );
  });
});

describe('npm run cli -- inspect', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'inspect-'));
  const goodFile = path.join(dir, 'good.docx');
  const pdfFile = path.join(dir, 'paper.docx');
  writeFileSync(goodFile, good);
  writeFileSync(pdfFile, pdf);
  const cli = (args: string[]) =>
    run(process.execPath, [path.join(repoRoot, 'src/cli/main.ts'), 'inspect', ...args], { cwd: repoRoot });

  it('prints exactly the JSON fields of issue 4 §6', { timeout: 30_000 }, async () => {
    const { stdout } = await cli([goodFile, '--json']);
    const summary = JSON.parse(stdout) as Record<string, unknown>;
    expect(Object.keys(summary).sort()).toEqual(
      [
        'abstract',
        'citationOrder',
        'counts',
        'headings',
        'keySummaryPoints',
        'keywords',
        'mainText',
        'plainLanguageSummary',
        'title',
        'warnings',
      ].sort(),
    );
    expect(summary).toMatchObject({
      title: 'A trial',
      abstract: { text: 'Short abstract here.', words: 3, wordsWithLabels: 3 },
      keywords: ['a', 'b'],
      keySummaryPoints: null,
      plainLanguageSummary: null,
      mainText: { words: 5 },
      headings: ['Abstract', 'Introduction', 'References'],
      counts: { references: 2, figures: 0, tables: 0, keywords: 2 },
      citationOrder: [1, 2],
      warnings: [],
    });
  });

  it('prints a readable summary without --json', { timeout: 30_000 }, async () => {
    const { stdout } = await cli([goodFile]);
    expect(stdout).toContain('Main text:        5 words');
    expect(stdout).toContain('References:       2');
  });

  it('exits non-zero with the message for a refused file', { timeout: 30_000 }, async () => {
    const failure = await cli([pdfFile]).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr.trim()).toBe(refusalMessages.pdf);
  });
});
