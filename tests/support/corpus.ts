/**
 * The shared corpus (../shared/corpus beside the repository), read in place. Under CI=true it is
 * required; elsewhere a suite that needs it says loudly that it is skipped.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const corpusDir = path.resolve(repoRoot, '../shared/corpus');
export const corpusAvailable = existsSync(corpusDir);

if (!corpusAvailable) {
  if (process.env.CI === 'true') {
    throw new Error(`The shared corpus is required under CI=true but ${corpusDir} does not exist.`);
  }
  console.warn(`\n*** SKIPPING corpus tests: ${corpusDir} not found ***\n`);
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
