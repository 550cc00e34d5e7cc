/**
 * pandoc as an independent reader of our .docx files (and the corpus): one call with its tracked
 * changes accepted, rejected or kept ("all"), as plain text or its JSON AST, without line wrapping.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function pandoc(
  file: string,
  trackChanges: 'accept' | 'reject' | 'all',
  to: 'plain' | 'json',
): Promise<string> {
  const { stdout } = await run('pandoc', [`--track-changes=${trackChanges}`, '-t', to, '--wrap=none', file], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}
