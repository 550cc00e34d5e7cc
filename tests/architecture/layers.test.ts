/**
 * Layers call downward only (docs/ARCHITECTURE.md): web → API client → routes → services →
 * store / docx / checks. Read from the import lines of every source file, so a new file that
 * reaches upward (a service importing the server's modules, a page calling fetch itself, a
 * setting read from process.env outside config) fails here, not in review.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/corpus.ts';

function sourceFiles(folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(full);
    }
  };
  walk(path.join(repoRoot, folder));
  return out;
}

/** Repository-relative paths of the files a file imports (relative imports only). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+'(\.[^']+)'/g)) {
    found.push(path.relative(repoRoot, path.resolve(path.dirname(file), m[1] ?? '')));
  }
  return found;
}

const rel = (file: string): string => path.relative(repoRoot, file);

function violations(folder: string, forbidden: RegExp): string[] {
  return sourceFiles(folder).flatMap((file) =>
    importsOf(file)
      .filter((target) => forbidden.test(target))
      .map((target) => `${rel(file)} → ${target}`),
  );
}

describe('layers', () => {
  it('services and auth never import the server, the routes or the web app', () => {
    expect(violations('src/services', /^(src\/(server|routes)|web)\//)).toEqual([]);
    expect(violations('src/auth', /^(src\/server\/(?!deps\.ts$)|src\/routes\/|web\/)/)).toEqual([]);
  });

  it('the store, the docx engine, the checks and the retarget report import nothing above them', () => {
    const above = /^(src\/(server|routes|services|auth|jobs|worker|cli)|web)\//;
    expect(violations('src/store', above)).toEqual([]);
    expect(violations('src/docx', above)).toEqual([]);
    expect(violations('src/checks', above)).toEqual([]);
    expect(violations('src/retarget', above)).toEqual([]);
    expect(violations('src/ai', above)).toEqual([]);
  });

  it('routes take from the server only its dependency types and runners', () => {
    expect(violations('src/routes', /^src\/server\/(?!deps\.ts$|session-work-runners\.ts$)/)).toEqual([]);
  });

  it('the web app takes only src/contract from the server, and every HTTP call lives in web/api', () => {
    expect(violations('web', /^src\/(?!contract\/)/)).toEqual([]);
    // The app's own code; web/test/ holds jsdom stand-ins for the browser (an XMLHttpRequest that
    // plays a test's fetch stub), which are not the app calling HTTP.
    const callers = sourceFiles('web').filter(
      (file) =>
        !rel(file).startsWith('web/api/') &&
        !rel(file).startsWith('web/test/') &&
        /\bfetch\(/.test(readFileSync(file, 'utf8')),
    );
    expect(callers.map(rel)).toEqual([]);
  });

  it('settings are read from the environment only in src/config (and the operator CLI)', () => {
    const readers = sourceFiles('src').filter(
      (file) => !/^src\/(config|cli)\//.test(rel(file)) && /process\.env\b/.test(readFileSync(file, 'utf8')),
    );
    expect(readers.map(rel)).toEqual([]);
  });
});
