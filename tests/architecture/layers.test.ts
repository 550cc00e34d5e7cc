/**
 * Layers call downward only (docs/ARCHITECTURE.md): web → API client → routes → services →
 * store / docx / checks, with src/contract below them all. Read from the import lines of every
 * source file (import-graph.ts), so a new file that reaches upward (a service importing the
 * server's or sign-in's modules, a route building a runner, a check importing another check, a
 * page calling fetch itself, a setting read from process.env outside config) or closes an import
 * circle fails here, not in review.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importCycles, importsOf, rel, sourceFiles } from './import-graph.ts';

function violations(folder: string, forbidden: RegExp): string[] {
  return sourceFiles(folder).flatMap((file) =>
    importsOf(file)
      .filter((target) => forbidden.test(target))
      .map((target) => `${rel(file)} → ${target}`),
  );
}

describe('layers', () => {
  it('services never import the server, the routes, sign-in or the web app; auth never the server or the routes', () => {
    // Who is asking (CurrentUser) is src/contract/current-user.ts, not src/auth's.
    expect(violations('src/services', /^(src\/(server|routes|auth)|web)\//)).toEqual([]);
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

  it('routes take from the server only its dependency types and runners, and build no runner themselves', () => {
    expect(violations('src/routes', /^src\/server\/(?!deps\.ts$|session-work-runners\.ts$)/)).toEqual([]);
    // Runners on the work pool (src/jobs, a service's runner.ts) are built in src/server and handed over in deps.
    expect(violations('src/routes', /^src\/(jobs\/|services\/.*runner\.ts$)/)).toEqual([]);
  });

  it('src/contract, which the web app and every layer read, imports nothing outside itself', () => {
    expect(violations('src/contract', /^(?!src\/contract\/)/)).toEqual([]);
  });

  it('a check imports no other check: what two checks share lives in framework/, language/ or references/', () => {
    const shared = new Set(['framework', 'language', 'references']);
    const folderOf = (file: string): string | undefined => /^src\/checks\/([^/]+)\//.exec(file)?.[1];
    const crossings = sourceFiles('src/checks').flatMap((file) => {
      const own = folderOf(rel(file));
      if (own === undefined) return []; // the catalogue itself (registry.ts, index.ts) lists every check
      return importsOf(file)
        .filter((target) => {
          const theirs = folderOf(target);
          // A shared module may use another shared module, never a check.
          return theirs !== undefined && theirs !== own && !shared.has(theirs);
        })
        .map((target) => `${rel(file)} → ${target}`);
    });
    expect(crossings).toEqual([]);
  });

  it('no import circle in src/ or web/ (types, re-exports and dynamic imports count)', () => {
    expect(importCycles(['src', 'web'])).toEqual([]);
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
