/**
 * `npm run cli -- retarget FILE.docx --from A.json --to B.json [--json]`: a manuscript written for
 * journal A, resubmitted to journal B. Prints the rules that differ between the two formats (the
 * fields the checks read, side by side) and what must change for B: every check that reads one of
 * those fields is run against both, and B's failed and warning rows are listed, marked when they
 * passed under A.
 *
 * Exit status: 0 when it ran, 1 when the file was refused, 2 for a usage error.
 */
import type { Manuscript } from '../../docx/model.ts';
import { readFile } from 'node:fs/promises';
import { validateFormatConfig, withDefaults, type FormatConfig } from '../../contract/format-config.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { DocxRefusedError } from '../../docx/errors.ts';
import { readManuscriptIsolated } from '../../docx/isolated.ts';
import { CHECKS, runCheck } from '../../checks/index.ts';

const USAGE = 'Usage: npm run cli -- retarget FILE.docx --from A.json --to B.json [--json]\n';

async function readFormat(file: string): Promise<FormatConfig | string> {
  let format: FormatConfig;
  try {
    format = JSON.parse(await readFile(file, 'utf8')) as FormatConfig;
  } catch (error) {
    return `Cannot read the format ${file}: ${(error as Error).message}`;
  }
  const problems = validateFormatConfig(format);
  if (problems.length)
    return `The format ${file} is not valid: ${problems.map((p) => `${p.field}: ${p.message}`).join('; ')}`;
  return withDefaults(format);
}

const show = (value: unknown): string =>
  value === undefined || value === null || value === '' ? '—' : Array.isArray(value) ? value.join(', ') : String(value);

const key = (item: ResultItem) => item.hash;

export async function run(args: string[]): Promise<number> {
  const files: string[] = [];
  let from: string | undefined;
  let to: string | undefined;
  let json = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--json') json = true;
    else if (arg === '--from') from = args[++i];
    else if (arg === '--to') to = args[++i];
    else if (arg.startsWith('--')) {
      process.stderr.write(`Unknown option ${arg}.\n${USAGE}`);
      return 2;
    } else files.push(arg);
  }
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
  const formatA = a as FormatConfig;
  const formatB = b as FormatConfig;
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
  const record = (f: FormatConfig) => f as Record<string, unknown>;
  const fields = [...new Set(CHECKS.flatMap((c) => c.formatFields ?? []))].filter(
    (field) =>
      JSON.stringify(record(formatA)[field]) !== JSON.stringify(record(formatB)[field]) && field !== 'journal_URL',
  );
  const rules = fields.map((field) => ({ field, from: record(formatA)[field], to: record(formatB)[field] }));
  const changes: { check: string; name: string; status: string; what: string; newWithTarget: boolean }[] = [];
  for (const check of CHECKS.filter(
    (c) => !c.needsTemplate && (c.formatFields ?? []).some((f) => fields.includes(f)),
  )) {
    const before = runCheck(check.id, { manuscript, format: formatA, params: {} });
    const after = runCheck(check.id, { manuscript, format: formatB, params: {} });
    if (after.status !== 'completed') continue;
    const passedBefore = new Set(
      before.status === 'completed' ? before.result.results.filter((r) => r.status === 'pass').map(key) : [],
    );
    const problemsBefore = new Set(
      before.status === 'completed' ? before.result.results.filter((r) => r.status !== 'pass').map(key) : [],
    );
    for (const item of after.result.results) {
      if (item.status === 'pass') continue;
      changes.push({
        check: check.id,
        name: item.name ?? (item.original ? `"${item.original.slice(0, 50)}"` : check.name),
        status: item.status ?? 'finding',
        what: item.details ?? item.reasoning ?? item.correction ?? '',
        newWithTarget: passedBefore.has(key(item)) || !problemsBefore.has(key(item)),
      });
    }
  }
  if (json) {
    process.stdout.write(`${JSON.stringify({ from, to, rules, changes }, null, 2)}\n`);
    return 0;
  }
  process.stdout.write(`\nRules that differ (${from} → ${to}):\n`);
  if (rules.length === 0) process.stdout.write('  none\n');
  for (const rule of rules)
    process.stdout.write(`  ${rule.field.padEnd(32)} ${show(rule.from)}  →  ${show(rule.to)}\n`);
  process.stdout.write(`\nWhat must change for ${to}:\n`);
  if (changes.length === 0) process.stdout.write('  nothing: the manuscript meets the rules that differ.\n');
  for (const change of changes) {
    process.stdout.write(
      `  ${change.status.padEnd(7)} ${change.check}: ${change.name}${change.what ? ` — ${change.what}` : ''}${change.newWithTarget ? ' (new with this journal)' : ''}\n`,
    );
  }
  return 0;
}
