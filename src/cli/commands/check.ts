/**
 * `npm run cli -- check FILE.docx --format FORMAT.json [--template T.docx] [--check ID]... [--json]`
 * runs the chosen checks (all by default) without the web app. FORMAT.json holds a format's
 * config object; the fields it leaves out take the template's defaults. With --json it prints an
 * array of {check, status, result} (or {check, status: "failed", error}).
 *
 * FILE may be a folder: every .docx in it (not its sub-folders) is checked in this one process,
 * in name order, and --json prints an array of {file, outcomes}.
 *
 * Exit status: 0 when every check ran, 1 when a check failed to run or the file was refused,
 * 2 for a usage error (bad arguments, unreadable or invalid format).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { validateFormatConfig, withDefaults, type FormatConfig } from '../../contract/format-config.ts';
import type { CheckResult } from '../../contract/checks.ts';
import { DocxRefusedError } from '../../docx/errors.ts';
import { readManuscriptIsolated } from '../../docx/isolated.ts';
import type { Manuscript } from '../../docx/model.ts';
import { CHECKS, getCheck, runCheck, type CheckOutcome } from '../../checks/index.ts';

const USAGE =
  'Usage: npm run cli -- check FILE.docx|FOLDER --format FORMAT.json [--template T.docx] [--check ID]... [--json]\n';

interface Options {
  file: string;
  format: string;
  template?: string;
  checks: string[];
  json: boolean;
}

export function parseArgs(args: string[]): Options | string {
  const files: string[] = [];
  const checks: string[] = [];
  let format: string | undefined;
  let template: string | undefined;
  let json = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const value = () => {
      const next = args[i + 1];
      if (next === undefined || next.startsWith('--')) return undefined;
      i += 1;
      return next;
    };
    if (arg === '--json') json = true;
    else if (arg === '--format') format = value();
    else if (arg === '--template') template = value();
    else if (arg === '--check') {
      const id = value();
      if (!id) return '--check needs a check id.';
      checks.push(id);
    } else if (arg.startsWith('--')) return `Unknown option ${arg}.`;
    else files.push(arg);
  }
  if (files.length !== 1) return 'Give exactly one .docx file or folder.';
  if (!format) return '--format FORMAT.json is required.';
  const unknown = checks.filter((id) => !getCheck(id));
  if (unknown.length) return `Unknown check: ${unknown.join(', ')}. Checks: ${CHECKS.map((c) => c.id).join(', ')}.`;
  return { file: files[0]!, format, ...(template ? { template } : {}), checks, json };
}

async function readDocx(file: string): Promise<Manuscript> {
  return readManuscriptIsolated(await readFile(file));
}

function describeRow(result: CheckResult): string[] {
  return result.results.map((item) => {
    const status = (item.status ?? 'finding').padEnd(7);
    const what =
      item.original !== undefined && item.original !== ''
        ? `"${item.original.length > 60 ? `${item.original.slice(0, 57)}…` : item.original}"`
        : (item.name ?? '');
    const change = item.correction !== undefined ? ` → "${item.correction}"` : '';
    const why = item.details ?? item.reasoning ?? '';
    return `  ${status} ${what}${change}${why ? ` — ${why}` : ''}`;
  });
}

function printText(outcomes: CheckOutcome[]): void {
  for (const outcome of outcomes) {
    const name = getCheck(outcome.check)?.name ?? outcome.check;
    if (outcome.status === 'failed') {
      process.stdout.write(`\n${name} (${outcome.check}): could not run — ${outcome.error}\n`);
      continue;
    }
    const { result } = outcome;
    const headline = result.summary ?? `${result.results.length} finding${result.results.length === 1 ? '' : 's'}`;
    process.stdout.write(`\n${name} (${outcome.check}): ${headline}\n`);
    for (const line of describeRow(result)) process.stdout.write(`${line}\n`);
  }
}

export async function run(args: string[]): Promise<number> {
  const options = parseArgs(args);
  if (typeof options === 'string') {
    process.stderr.write(`${options}\n${USAGE}`);
    return 2;
  }
  let format: FormatConfig;
  try {
    format = JSON.parse(await readFile(options.format, 'utf8')) as FormatConfig;
  } catch (error) {
    process.stderr.write(`Cannot read the format ${options.format}: ${(error as Error).message}\n`);
    return 2;
  }
  const problems = validateFormatConfig(format);
  if (problems.length) {
    process.stderr.write(
      `The format ${options.format} is not valid:\n${problems.map((p) => `  ${p.field}: ${p.message}`).join('\n')}\n`,
    );
    return 2;
  }
  let files: string[] = [options.file];
  try {
    if ((await stat(options.file)).isDirectory()) {
      files = (await readdir(options.file))
        .filter((name) => /\.docx$/i.test(name) && !name.startsWith('~$'))
        .sort()
        .map((name) => path.join(options.file, name));
      if (files.length === 0) {
        process.stderr.write(`No .docx files in ${options.file}.\n`);
        return 2;
      }
    }
  } catch {
    // A missing path is reported when it is read, below.
  }
  if (files.length === 1 && files[0] === options.file) return checkOne(options, format, options.file, false);
  const results: { file: string; outcomes: CheckOutcome[] }[] = [];
  let status = 0;
  for (const file of files) {
    if (!options.json) process.stdout.write(`\n== ${file}\n`);
    const one = await checkOne(options, format, file, true);
    status = Math.max(status, one.status);
    results.push({ file, outcomes: one.outcomes });
  }
  if (options.json) process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
  return status;
}

async function checkOne(
  options: Options,
  format: FormatConfig,
  file: string,
  inFolder: true,
): Promise<{ status: number; outcomes: CheckOutcome[] }>;
async function checkOne(options: Options, format: FormatConfig, file: string, inFolder: false): Promise<number>;
async function checkOne(
  options: Options,
  format: FormatConfig,
  file: string,
  inFolder: boolean,
): Promise<number | { status: number; outcomes: CheckOutcome[] }> {
  const done = (status: number, outcomes: CheckOutcome[] = []) => (inFolder ? { status, outcomes } : status);
  let manuscript: Manuscript;
  let template: Manuscript | undefined;
  try {
    manuscript = await readDocx(file);
    if (options.template) template = await readDocx(options.template);
  } catch (error) {
    if (error instanceof DocxRefusedError) {
      process.stderr.write(`${inFolder ? `${file}: ` : ''}${error.message}\n`);
      return done(1);
    }
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      process.stderr.write(`Cannot read ${(error as NodeJS.ErrnoException).path ?? 'the file'}: no such file.\n`);
      return done(2);
    }
    throw error;
  }
  const ids = options.checks.length ? options.checks : CHECKS.map((c) => c.id);
  const filled = withDefaults(format);
  const outcomes = ids.map((id) =>
    runCheck(id, { manuscript, format: filled, params: {}, ...(template ? { template } : {}) }),
  );
  if (!inFolder && options.json) process.stdout.write(`${JSON.stringify(outcomes, null, 2)}\n`);
  else if (!options.json) printText(outcomes);
  return done(outcomes.some((o) => o.status === 'failed') ? 1 : 0, outcomes);
}
