/**
 * The shared corpus (../shared/corpus beside the repository), read in place. Under CI=true it is
 * required; elsewhere every suite that needs it is skipped with `describe.skipIf(!corpusAvailable)`
 * and a title made by `needsCorpus`, so the report says which suites did not run and why.
 *
 * CORPUS_DIR points the suites at another folder; `CORPUS_DIR=/nonexistent` shows what runs on a
 * machine without the corpus (the shared ../shared folder is used by everyone, never rename it).
 * TEST_TIER=fast (npm run test:fast) leaves the corpus out without the CI rule: a choice, not a gap.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const corpusDir = path.resolve(repoRoot, process.env.CORPUS_DIR || '../shared/corpus');
/** `npm run test:fast` sets TEST_TIER=fast: the corpus-wide suites are left out of the tier on purpose. */
const fastTier = process.env.TEST_TIER === 'fast';
export const corpusAvailable = !fastTier && existsSync(corpusDir);

if (fastTier) {
  console.warn('\n*** TEST_TIER=fast: corpus suites skipped (titles say "needs ../shared/corpus") ***\n');
} else if (!corpusAvailable) {
  if (process.env.CI === 'true') {
    throw new Error(`The shared corpus is required under CI=true but ${corpusDir} does not exist.`);
  }
  console.warn(`\n*** SKIPPING corpus suites (titles say "needs ../shared/corpus"): ${corpusDir} not found ***\n`);
}

/** The title of a suite that runs only with the corpus: says why it is skipped without it. */
export function needsCorpus(title: string): string {
  return `${title} (needs ../shared/corpus)`;
}

export type CorpusGroup = 'articles' | 'manuscripts' | 'fixtures' | 'hostile';

/** Base names (without extension) of the Word files of a corpus group. */
export function corpusFiles(group: CorpusGroup): { name: string; file: string; truthFile: string }[] {
  if (!corpusAvailable) return [];
  const dir = path.join(corpusDir, group);
  return readdirSync(dir)
    .filter((f) => /\.(docx|docm)$/.test(f))
    .sort()
    .map((f) => {
      const name = f.replace(/\.(docx|docm)$/, '');
      return { name, file: path.join(dir, f), truthFile: path.join(dir, `${name}.truth.json`) };
    });
}

export function readTruth<T = Record<string, unknown>>(truthFile: string): T {
  return JSON.parse(readFileSync(truthFile, 'utf8')) as T;
}
