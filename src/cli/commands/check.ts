/**
 * `npm run cli -- check FILE.docx --format FORMAT.json [--template T.docx] [--check ID]... [--json]`
 * runs the chosen checks (all by default) without the web app. FORMAT.json holds a format's
 * config object; the fields it leaves out take the template's defaults. With --json it prints an
 * array of {check, status, result} (or {check, status: "failed", error}).
 *
 * Exit status: 0 when every check ran, 1 when a check failed to run or the file was refused,
 * 2 for a usage error (bad arguments, unreadable or invalid format).
 */
import { readFile } from 'node:fs/promises';
import { validateFormatConfig, withDefaults, type FormatConfig } from '../../contract/format-config.ts';
import type { CheckResult } from '../../contract/checks.ts';
import { DocxRefusedError } from '../../docx/errors.ts';
import { readManuscriptIsolated } from '../../docx/isolated.ts';
import type { Manuscript } from '../../docx/model.ts';
import { CHECKS, getCheck, runCheck, type CheckOutcome } from '../../checks/index.ts';

const USAGE =
  'Usage: npm run cli -- check FILE.docx --format FORMAT.json [--template T.docx] [--check ID]... [--json]\n';

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
  if (files.length !== 1) return 'Give exactly one .docx file.';
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
  let manuscript: Manuscript;
  let template: Manuscript | undefined;
  try {
    manuscript = await readDocx(options.file);
    if (options.template) template = await readDocx(options.template);
  } catch (error) {
    if (error instanceof DocxRefusedError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      process.stderr.write(`Cannot read ${(error as NodeJS.ErrnoException).path ?? 'the file'}: no such file.\n`);
      return 2;
    }
    throw error;
  }
  const ids = options.checks.length ? options.checks : CHECKS.map((c) => c.id);
  const filled = withDefaults(format);
  const outcomes = ids.map((id) =>
    runCheck(id, { manuscript, format: filled, params: {}, ...(template ? { template } : {}) }),
  );
  if (options.json) process.stdout.write(`${JSON.stringify(outcomes, null, 2)}\n`);
  else printText(outcomes);
  return outcomes.some((o) => o.status === 'failed') ? 1 : 0;
}
