/** The user guide PDF is built from docs/guide without any download, and covers what the issue asks. */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../support/corpus.ts';

describe('user guide PDF', () => {
  it('builds a multi-page PDF with a bookmark per section', () => {
    const dir = mkdtempSync(join(tmpdir(), 'guide-'));
    try {
      const out = join(dir, 'guide.pdf');
      execFileSync(process.execPath, ['scripts/build-guide.ts', out], { cwd: repoRoot, stdio: 'pipe' });
      const pdf = readFileSync(out);
      const text = pdf.toString('latin1');
      expect(text.startsWith('%PDF-')).toBe(true);
      const pages = text.match(/\/Type \/Page\b(?!s)/g) ?? [];
      expect(pages.length).toBeGreaterThanOrEqual(6);
      const titles = [...text.matchAll(/\/Title \(([^)]*)\)/g)].map((m) => m[1]);
      for (const section of [
        '1. Signing in',
        '3. Uploading a manuscript',
        '4. Formats',
        'Every field of the format template',
        '5. Sessions',
        '6. Running checks',
        'The checks, category by category',
        '7. Accepting and applying corrections',
        '8. History and downloads',
      ]) {
        expect(titles, section).toContain(section);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
