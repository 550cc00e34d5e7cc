/**
 * `npm run cli -- inspect FILE.docx [--json]`: what the document engine reads from a manuscript.
 * A refused file prints its user-facing message and exits with status 1.
 */
import { readFile } from 'node:fs/promises';
import { DocxRefusedError } from '../../docx/errors.ts';
import { readManuscriptIsolated } from '../../docx/isolated.ts';
import { formatSummary, inspectSummary } from '../../docx/inspect.ts';
import { readArguments } from '../arguments.ts';

export async function run(args: string[]): Promise<number> {
  const read = readArguments(args, { json: { type: 'boolean', default: false } });
  const files = typeof read === 'string' ? [] : read.positionals;
  if (typeof read === 'string' || files.length !== 1 || !files[0]) {
    process.stderr.write(
      `${typeof read === 'string' ? `${read}\n` : ''}Usage: npm run cli -- inspect FILE.docx [--json]\n`,
    );
    return 2;
  }
  const { json } = read.values;
  let bytes: Uint8Array;
  try {
    bytes = await readFile(files[0]);
  } catch (error) {
    process.stderr.write(`Cannot read ${files[0]}: ${(error as Error).message}\n`);
    return 2;
  }
  try {
    const summary = inspectSummary(await readManuscriptIsolated(bytes));
    process.stdout.write(json ? `${JSON.stringify(summary, null, 2)}\n` : formatSummary(summary));
    return 0;
  } catch (error) {
    if (error instanceof DocxRefusedError) {
      if (json)
        process.stdout.write(`${JSON.stringify({ refused: true, reason: error.reason, message: error.message })}\n`);
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
