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
import { READ_THREAD_START_URL, readManuscriptIsolated, type ReadRunner } from '../../docx/isolated.ts';
import { defaultIsolationLimits } from '../../docx/limits.ts';
import { poolReadRunner } from '../../jobs/read-runner.ts';
import { WorkPool } from '../../jobs/work-pool.ts';
import type { Manuscript } from '../../docx/model.ts';
import type { CheckOutcome } from '../../checks/index.ts';
import type { CheckInput } from '../../checks/types.ts';
import { readArguments } from '../arguments.ts';
import type { ReferenceLookups, ReferenceQuery } from '../../contract/reference-lookups.ts';

const USAGE =
  'Usage: npm run cli -- check FILE.docx|FOLDER --format FORMAT.json [--template T.docx] [--check ID]... [--json]\n';

interface Options {
  file: string;
  format: string;
  template?: string;
  checks: string[];
  json: boolean;
}

/** The arguments as written; check ids are checked against the catalogue once it is loaded (`run`). */
export function parseOptions(args: string[]): Options | string {
  const read = readArguments(args, {
    format: { type: 'string' },
    template: { type: 'string' },
    check: { type: 'string', multiple: true },
    json: { type: 'boolean', default: false },
  });
  if (typeof read === 'string') return read;
  const { values, positionals } = read;
  if (positionals.length !== 1) return 'Give exactly one .docx file or folder.';
  if (!values.format) return '--format FORMAT.json is required.';
  return {
    file: positionals[0]!,
    format: values.format,
    ...(values.template ? { template: values.template } : {}),
    checks: values.check ?? [],
    json: values.json,
  };
}

/** A read that has finished one way or the other (never an unhandled rejection while it waits). */
type Read = { ok: true; manuscript: Manuscript } | { ok: false; error: unknown };

/**
 * Starts reading a file on the work pool's thread (the server's pool, src/jobs/work-pool.ts, with
 * its time and heap limits), so this thread can load the checks, or check the file before, meanwhile.
 */
function startRead(file: string, runner: ReadRunner): Promise<Read> {
  return readFile(file)
    .then((bytes) => readManuscriptIsolated(bytes, { runner }))
    .then(
      (manuscript): Read => ({ ok: true, manuscript }),
      (error: unknown): Read => ({ ok: false, error }),
    );
}

/** Whether a promise has settled, without waiting for it (one turn of the event loop). */
async function settledYet(promise: Promise<unknown>): Promise<boolean> {
  const pending = Symbol('pending');
  return (await Promise.race([promise, new Promise((resolve) => setImmediate(() => resolve(pending)))])) !== pending;
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

function printText(outcomes: CheckOutcome[], nameOf: (id: string) => string): void {
  for (const outcome of outcomes) {
    const name = nameOf(outcome.check);
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

/** What one file needs to be checked: the format, the checks, and how to run one. */
interface Plan {
  options: Options;
  format: FormatConfig;
  ids: string[];
  template: Promise<Read> | undefined;
  runCheck: (id: string, input: CheckInput) => CheckOutcome;
  nameOf: (id: string) => string;
  /** Asks Crossref and PubMed for the chosen checks that verify references (issue 28); null when none does. */
  lookUp: ((manuscript: Manuscript) => Promise<ReferenceLookups>) | null;
}

/**
 * Crossref and PubMed as the server reaches them: CROSSREF_API_URL, PUBMED_EUTILS_URL,
 * CROSSREF_MAILTO and NCBI_API_KEY from the environment; answers cached for this process.
 */
async function referenceLookUp(
  queriesOf: (manuscript: Manuscript) => ReferenceQuery[],
): Promise<(manuscript: Manuscript) => Promise<ReferenceLookups>> {
  const { loadConfig } = await import('../../config/index.ts');
  const { createReferenceLookup } = await import('../../services/reference-lookup/index.ts');
  const { memoryLookupCache } = await import('../../services/reference-lookup/cache.ts');
  const service = createReferenceLookup({ settings: loadConfig().referenceLookup, cache: memoryLookupCache() });
  return (manuscript) => service.lookup(queriesOf(manuscript));
}

export async function run(args: string[]): Promise<number> {
  const options = parseOptions(args);
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
  // One reading thread, the work pool's, reused for every file (its modules load once): the
  // template and the first file wait for it at most, later files are read one ahead.
  const work = new WorkPool({
    threads: 1,
    queueLimit: 2,
    maxHeapMiB: defaultIsolationLimits.maxHeapMiB,
    preload: READ_THREAD_START_URL,
  });
  try {
    return await checkFiles(options, format, files, poolReadRunner(work));
  } finally {
    await work.close();
  }
}

/** Reads `files` one ahead on `reads` and runs the chosen checks on each. */
async function checkFiles(options: Options, format: FormatConfig, files: string[], reads: ReadRunner): Promise<number> {
  // The first file (and the template) are read on the pool's thread while this one loads the
  // checks and prepares what they need (word lists, the style's citation engine): a fresh
  // process pays for the two side by side, not one after the other.
  const template = options.template ? startRead(options.template, reads) : undefined;
  let next = startRead(files[0]!, reads);
  const checks = await import('../../checks/index.ts');
  const unknown = options.checks.filter((id) => !checks.getCheck(id));
  if (unknown.length) {
    process.stderr.write(
      `Unknown check: ${unknown.join(', ')}. Checks: ${checks.CHECKS.map((c) => c.id).join(', ')}.\n${USAGE}`,
    );
    return 2;
  }
  const filled = withDefaults(format);
  const ids = options.checks.length ? options.checks : checks.CHECKS.map((c) => c.id);
  checks.prepareChecks(ids, filled);
  // Still waiting for the read (a second core is reading): the checks' first-call costs now.
  if (!(await settledYet(next))) checks.warmUpChecks(ids, filled);
  const verifying = ids.map((id) => checks.getCheck(id)?.referenceQueries).find((q) => q !== undefined);
  let lookUp: Plan['lookUp'] = null;
  try {
    lookUp = verifying ? await referenceLookUp(verifying) : null;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 2;
  }
  const plan: Plan = {
    options,
    format: filled,
    ids,
    template,
    runCheck: checks.runCheck,
    nameOf: (id) => checks.getCheck(id)?.name ?? id,
    lookUp,
  };
  if (files.length === 1 && files[0] === options.file) return checkOne(plan, options.file, next, false);
  const results: { file: string; outcomes: CheckOutcome[] }[] = [];
  let status = 0;
  for (const [index, file] of files.entries()) {
    const read = next;
    // The next file is read while this one is checked.
    if (index + 1 < files.length) next = startRead(files[index + 1]!, reads);
    if (!options.json) process.stdout.write(`\n== ${file}\n`);
    const one = await checkOne(plan, file, read, true);
    status = Math.max(status, one.status);
    results.push({ file, outcomes: one.outcomes });
  }
  if (options.json) process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
  return status;
}

/** The exit status for a file that could not be read, after saying why. */
function refusal(error: unknown, file: string, inFolder: boolean): number {
  if (error instanceof DocxRefusedError) {
    process.stderr.write(`${inFolder ? `${file}: ` : ''}${error.message}\n`);
    return 1;
  }
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
    process.stderr.write(`Cannot read ${(error as NodeJS.ErrnoException).path ?? 'the file'}: no such file.\n`);
    return 2;
  }
  throw error;
}

async function checkOne(
  plan: Plan,
  file: string,
  reading: Promise<Read>,
  inFolder: true,
): Promise<{ status: number; outcomes: CheckOutcome[] }>;
async function checkOne(plan: Plan, file: string, reading: Promise<Read>, inFolder: false): Promise<number>;
async function checkOne(
  plan: Plan,
  file: string,
  reading: Promise<Read>,
  inFolder: boolean,
): Promise<number | { status: number; outcomes: CheckOutcome[] }> {
  const done = (status: number, outcomes: CheckOutcome[] = []) => (inFolder ? { status, outcomes } : status);
  const read = await reading;
  if (!read.ok) return done(refusal(read.error, file, inFolder));
  let template: Manuscript | undefined;
  if (plan.template) {
    const templateRead = await plan.template;
    if (!templateRead.ok) return done(refusal(templateRead.error, file, inFolder));
    template = templateRead.manuscript;
  }
  const { manuscript } = read;
  const lookups = plan.lookUp ? await plan.lookUp(manuscript) : undefined;
  const outcomes = plan.ids.map((id) =>
    plan.runCheck(id, {
      manuscript,
      format: plan.format,
      params: {},
      ...(template ? { template } : {}),
      ...(lookups ? { lookups } : {}),
    }),
  );
  if (!inFolder && plan.options.json) process.stdout.write(`${JSON.stringify(outcomes, null, 2)}\n`);
  else if (!plan.options.json) printText(outcomes, plan.nameOf);
  return done(outcomes.some((o) => o.status === 'failed') ? 1 : 0, outcomes);
}
