/**
 * No document is read on a request thread (issue 30): in the server's code a .docx is read into the
 * manuscript model only inside a work-pool task module (`*-task.ts`, and check-perform.ts, which the
 * check task runs), never in a route, the server's set-up or a service a request calls. A service
 * that needs the model asks the pool (services/session-work/document-work.ts).
 * tests/api/document-work-pool.test.ts holds apply and preview to it at run time.
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
      else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) out.push(full);
    }
  };
  walk(path.join(repoRoot, folder));
  return out;
}

/** A call that parses a whole .docx in the calling thread. */
const READS_A_DOCUMENT = /\b(loadManuscript|readManuscript|readManuscriptSync)\(/;
/** Modules that run on a work-pool thread, and the one that defines loadManuscript. */
const RUNS_ON_A_THREAD = /(-task|check-perform|session-work\/manuscript)\.ts$/;

describe('the request thread', () => {
  it('never reads a document: only work-pool task modules do', () => {
    const readers = ['src/server', 'src/routes', 'src/services']
      .flatMap(sourceFiles)
      .filter((file) => READS_A_DOCUMENT.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(repoRoot, file))
      .filter((file) => !RUNS_ON_A_THREAD.test(file));
    expect(readers).toEqual([]);
  });
});
