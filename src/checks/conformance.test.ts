/**
 * Every check folder conforms (issue 16): it is registered under its folder name, has its README,
 * labelled cases and tests, names an icon the web app bundles, and its cases run in `npm test` —
 * here, unless a test of its own already runs them. Folders are read from disk, so a new check
 * is held to this the moment its folder exists.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_ICONS } from '../../web/components/session/catalogue-icons.ts';
import { scoreCase, type LabelledCase } from './framework/cases.ts';
import { CHECKS, runDefinition } from './index.ts';
import { CATEGORIES } from './types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Shared code, not checks. */
const SHARED = new Set(['framework', 'language', 'references']);
const folders = readdirSync(here)
  .filter((name) => statSync(path.join(here, name)).isDirectory() && !SHARED.has(name))
  .sort();

const testFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.join(dir, name));
const checkTests = testFiles(here);

/** Test files that exercise a folder: its own, or one that imports from it. */
const testsOf = (folder: string): string[] =>
  checkTests.filter(
    (file) =>
      path.dirname(file) === path.join(here, folder) || readFileSync(file, 'utf8').includes(`from '../${folder}/`),
  );

/** Whether a test already runs the folder's labelled cases. */
const casesRunElsewhere = (folder: string): boolean =>
  checkTests.some((file) => {
    if (file === fileURLToPath(import.meta.url)) return false;
    const text = readFileSync(file, 'utf8');
    const own = path.dirname(file) === path.join(here, folder) && text.includes("from './cases.ts'");
    return own || text.includes(`from '../${folder}/cases.ts'`);
  });

describe('check folders', () => {
  it('are the registry, one for one', () => {
    expect(folders).toEqual(CHECKS.map((check) => check.id).sort());
  });

  it.each(folders)('%s has its README, labelled cases and tests', (folder) => {
    const dir = path.join(here, folder);
    expect(existsSync(path.join(dir, 'README.md')), `${folder}/README.md`).toBe(true);
    expect(
      readFileSync(path.join(dir, 'README.md'), 'utf8').trim().length,
      `${folder}/README.md is empty`,
    ).toBeGreaterThan(100);
    expect(existsSync(path.join(dir, 'cases.ts')), `${folder}/cases.ts`).toBe(true);
    expect(testsOf(folder), `tests of ${folder}`).not.toEqual([]);
  });

  it('name only icons the web app bundles, for every category and check', () => {
    const unknown = [...CATEGORIES, ...CHECKS]
      .filter((entry) => !(entry.icon in CATALOGUE_ICONS))
      .map((entry) => `${entry.id}: ${entry.icon}`);
    expect(unknown).toEqual([]);
  });
});

describe('labelled cases', () => {
  const unrun = folders.filter((folder) => !casesRunElsewhere(folder));

  it.each(unrun)('%s meets every labelled case', async (folder) => {
    const check = CHECKS.find((c) => c.id === folder);
    if (!check) throw new Error(`${folder} is not registered`);
    const { cases } = (await import(`./${folder}/cases.ts`)) as { cases: LabelledCase[] };
    expect(cases.length, `${folder} has no cases`).toBeGreaterThan(0);
    for (const c of cases) {
      const outcome = runDefinition(check, {
        manuscript: c.manuscript(),
        format: c.format ?? {},
        params: c.params ?? {},
        ...(c.template ? { template: c.template() } : {}),
      });
      if (outcome.status !== 'completed') throw new Error(`"${c.name}" failed: ${outcome.error}`);
      const score = scoreCase(c.expected, outcome.result.results);
      expect({
        case: c.name,
        fp: score.falsePositives.map((f) => f.original ?? f.name ?? f.correction),
        fn: score.falseNegatives,
      }).toEqual({ case: c.name, fp: [], fn: [] });
    }
  });
});
