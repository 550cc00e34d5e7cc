/** The user guide PDF is built from docs/guide without any download, and covers what the issue asks. */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../support/corpus.ts';
import { pdfText } from '../support/pdf-text.ts';

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
        'Run all checks and the report',
        'Deciding many findings quickly',
        '8. Check against another journal',
        'Changes shown or Final',
        'Parts of the document no check read',
        '9. History and downloads',
      ]) {
        expect(titles, section).toContain(section);
      }
      // Issue 26: what the guide shows and explains, in the words of the screens.
      const words = pdfText(pdf).replace(/\s+/g, ' ');
      for (const phrase of [
        'Run all checks',
        'Download report',
        'Accept all',
        'Undo',
        'Kind of finding',
        'J or the down arrow',
        'Comment on a finding',
        'Check against another journal',
        'Changes shown',
        'Final',
        'Edit as JSON',
        'Add author guidelines link',
        'Not every part of this document was checked',
        'Thousand separator in four-digit numbers', // the format fields by their form labels
      ])
        expect(words, phrase).toContain(phrase);
      expect(words).not.toContain('coming soon');
      // The screenshots of the current screens, one image each.
      const images = text.match(/\/Subtype \/Image\b/g) ?? [];
      expect(images.length).toBeGreaterThanOrEqual(9);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
