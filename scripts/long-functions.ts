/**
 * `npm run health:functions`: every function in src/ longer than 120 lines (tests excepted), with
 * the reason it stays long. Exit status 1 when one has none, so a new long
 * function is split or explained beside its name here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const LIMIT = 120;
const root = path.resolve(import.meta.dirname, '..');

/** "file:function" → why it stays one function. */
const REASONS: Record<string, string> = {
  'src/docx/xml/parse.ts:parseXml':
    'one byte loop over the part (the hot path of every read, docs/engine.md): a call per token costs measurable time',
  'src/store/migrations/0001_initial.ts:up':
    'a migration is the flat list of tables as they were at that migration; split, it no longer reads as the schema',
  'src/config/index.ts:loadConfig': 'one line per setting, in the order of the README table it mirrors',
  'src/jobs/pg-boss-runner.ts:createPgBossRunner': 'a factory whose inner functions share the runner state',
  'src/routes/session-work/index.ts:sessionWorkRoutes':
    'one short registration per route (authenticate, schema, one service call), in the order of SPEC',
  'src/server/app.ts:buildApp': 'the set-up in the order it must happen (plugins, hooks, routes, error handler)',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

interface Long {
  file: string;
  name: string;
  line: number;
  lines: number;
}

function longFunctions(file: string): Long[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: Long[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      if (end - start + 1 > LIMIT) {
        const named = node.name ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name : undefined);
        const name = named && ts.isIdentifier(named) ? named.text : `(anonymous at ${start})`;
        out.push({ file: path.relative(root, file), name, line: start, lines: end - start + 1 });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const found = sourceFiles(path.join(root, 'src')).flatMap(longFunctions);
let unexplained = 0;
for (const f of found.sort((a, b) => b.lines - a.lines)) {
  const reason = REASONS[`${f.file}:${f.name}`];
  if (!reason) unexplained += 1;
  process.stdout.write(`${String(f.lines).padStart(4)}  ${f.file}:${f.line}  ${f.name}  — ${reason ?? 'NO REASON'}\n`);
}
process.stdout.write(`${found.length} functions over ${LIMIT} lines; ${unexplained} without a reason\n`);
process.exitCode = unexplained > 0 ? 1 : 0;
