/**
 * `npm run cli -- retarget FILE.docx --from A.json --to B.json [--json]`: a manuscript written for
 * journal A, resubmitted to journal B. Prints the rules that differ between the two formats (the
 * fields the checks read, side by side), the one-line "must change" summaries, and B's failed and
 * warning rows of every check that reads one of those fields, marked when A did not report them.
 * The report is src/retarget's, the same as the API's (POST /api/sessions/{id}/retarget).
 *
 * Exit status: 0 when it ran, 1 when the file was refused, 2 for a usage error.
 */
import type { Manuscript } from '../../docx/model.ts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validateFormatConfig, withDefaults, type FormatConfig } from '../../contract/format-config.ts';
import { DocxRefusedError } from '../../docx/errors.ts';
import { readManuscriptIsolated } from '../../docx/isolated.ts';
import { retargetReport, type NamedFormat } from '../../retarget/index.ts';
import { readArguments } from '../arguments.ts';

const USAGE = 'Usage: npm run cli -- retarget FILE.docx --from A.json --to B.json [--json]\n';

/**
 * A format file is a format config, or a format as the API answers it (`{name, config, …}`, e.g.
 * saved from GET /api/formatting/{id}), whose name then names the journal in the lines; a bare
 * config is named after its file ("jama.json" → "jama").
 */
async function readFormat(file: string): Promise<NamedFormat | string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    return `Cannot read the format ${file}: ${(error as Error).message}`;
  }
  const record = parsed as Record<string, unknown> | null;
  const wrapped =
    record !== null &&
    typeof record === 'object' &&
    typeof record.name === 'string' &&
    typeof record.config === 'object' &&
    record.config !== null &&
    !Array.isArray(record.config);
  const config = (wrapped ? record.config : parsed) as FormatConfig;
  const problems = validateFormatConfig(config);
  if (problems.length)
    return `The format ${file} is not valid: ${problems.map((p) => `${p.field}: ${p.message}`).join('; ')}`;
  const name = wrapped ? String(record.name) : path.basename(file).replace(/\.json$/i, '');
  return { name, config: withDefaults(config) };
}

export async function run(args: string[]): Promise<number> {
  const read = readArguments(args, {
    from: { type: 'string' },
    to: { type: 'string' },
    json: { type: 'boolean', default: false },
  });
  if (typeof read === 'string') {
    process.stderr.write(`${read}\n${USAGE}`);
    return 2;
  }
  const { positionals: files, values } = read;
  const { from, to, json } = values;
  if (files.length !== 1 || !from || !to) {
    process.stderr.write(USAGE);
    return 2;
  }
  const a = await readFormat(from);
  const b = await readFormat(to);
  for (const format of [a, b]) {
    if (typeof format === 'string') {
      process.stderr.write(`${format}\n`);
      return 2;
    }
  }
  const formatA = a as NamedFormat;
  const formatB = b as NamedFormat;
  let manuscript: Manuscript;
  try {
    manuscript = await readManuscriptIsolated(await readFile(files[0]!));
  } catch (error) {
    if (error instanceof DocxRefusedError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      process.stderr.write(`Cannot read ${files[0]}: no such file.\n`);
      return 2;
    }
    throw error;
  }
  const report = retargetReport(manuscript, formatA, formatB);
  if (json) {
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    return 0;
  }
  process.stdout.write(`\nRules that differ (${report.from} → ${report.to}):\n`);
  if (report.rules.length === 0) process.stdout.write('  none\n');
  for (const rule of report.rules) process.stdout.write(`  ${rule.label.padEnd(40)} ${rule.from}  →  ${rule.to}\n`);
  process.stdout.write(`\nMust change for ${report.to}:\n`);
  if (report.must_change.length === 0) process.stdout.write('  nothing: the manuscript meets the rules that differ.\n');
  for (const line of report.must_change) process.stdout.write(`  - ${line}\n`);
  const details = report.changes;
  if (details.length > 0) process.stdout.write(`\nWhat the checks report under ${report.to}:\n`);
  for (const change of details) {
    process.stdout.write(
      `  ${change.status.padEnd(7)} ${change.check}: ${change.name}${change.what ? ` — ${change.what}` : ''}${change.new_with_target ? ' (new with this journal)' : ''}\n`,
    );
  }
  return 0;
}
