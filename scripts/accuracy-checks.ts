/**
 * `npm run accuracy:checks`: the checks' precision, measured on the accuracy ledger — a verdict
 * read by a person on every finding the catalogue makes on real manuscripts (tests/accuracy/README.md).
 *
 *   npm run accuracy:checks                      every check; writes docs/accuracy.md and src/checks/accuracy.json
 *   npm run accuracy:checks -- --check a,b       only these checks (prints, writes nothing but ledger stubs)
 *   npm run accuracy:checks -- --stub            adds a "?" entry for every finding not yet labelled
 *   npm run accuracy:checks -- --prune           removes entries for findings the checks no longer make
 *   npm run accuracy:checks -- --no-write        measures and fails as usual, writes nothing (npm test)
 *
 * Exits 1 when a finding that should be labelled is not, or a check's precision is below its floor
 * (tests/accuracy/floors.json).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readManuscript } from '../src/docx/index.ts';
import { CHECKS, runDefinition } from '../src/checks/index.ts';
import {
  ledgerDocuments,
  ledgerFormats,
  ledgerRuns,
  plosOneTemplate,
  type LedgerFormatId,
} from './accuracy/documents.ts';
import {
  contextOf,
  findingKey,
  findingsOf,
  type LedgerFinding,
  ledgerPath,
  readLedger,
  SAMPLE_SIZE,
  sampleOf,
  stubEntry,
  writeLedger,
} from './accuracy/ledger.ts';
import { scoreTruth, type Tally } from './accuracy/truth-recall.ts';
import { measureRecall, writeRecallSection } from './accuracy/recall.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    check: { type: 'string' },
    stub: { type: 'boolean', default: false },
    prune: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    /** Measure and fail as usual but write no file (what `npm test` runs). */
    'no-write': { type: 'boolean', default: false },
  },
});
const only = args.check ? new Set(args.check.split(',').map((s) => s.trim())) : null;
const checks = CHECKS.filter((c) => !only || only.has(c.id));
if (only) for (const id of only) if (!checks.some((c) => c.id === id)) throw new Error(`Unknown check "${id}"`);

/**
 * `target`: the precision every check must reach. `enforced`: the checks whose ledger is complete,
 * with their floor — for these, an unlabelled finding or a precision below the floor fails the
 * command. Checks not yet enforced are reported with what is left to label.
 */
interface Floors {
  target: number;
  enforced: Record<string, number>;
}
const floors = JSON.parse(readFileSync(path.join(root, 'tests/accuracy/floors.json'), 'utf8')) as Floors;

interface CheckFigures {
  findings: number;
  toLabel: number;
  right: number;
  wrong: number;
  unlabelled: { document: string; key: string; finding: LedgerFinding }[];
  stale: number;
  sampled: boolean;
  documents: number;
}
const figures = new Map<string, CheckFigures>(
  checks.map((c) => [
    c.id,
    { findings: 0, toLabel: 0, right: 0, wrong: 0, unlabelled: [], stale: 0, sampled: false, documents: 0 },
  ]),
);

const formats = ledgerFormats();
const plosTemplate = plosOneTemplate();
const started = performance.now();
for (const doc of ledgerDocuments()) {
  const manuscript = await readManuscript(readFileSync(doc.file));
  for (const check of checks) {
    const all = new Map<string, { finding: LedgerFinding; formats: Set<LedgerFormatId> }>();
    const toLabel = new Set<string>();
    const fig = figures.get(check.id);
    if (!fig) continue;
    for (const formatId of doc.formats) {
      if (!ledgerRuns(doc, formatId, check.id)) continue;
      // The corpus has no journal templates: the manuscript is its own template, except under
      // PLOS ONE, whose guidelines give the organisation of a research article (tests/accuracy/README.md).
      const template = formatId === 'plos-one' ? plosTemplate : manuscript;
      const outcome = runDefinition(check, { manuscript, format: formats[formatId], params: {}, template });
      if (outcome.status === 'failed') throw new Error(`${check.id} on ${doc.name} (${formatId}): ${outcome.error}`);
      const found: LedgerFinding[] = findingsOf(outcome.result).map((item) => ({
        key: findingKey(item),
        check: check.id,
        document: doc.name,
        format: formatId,
        item,
        context: contextOf(manuscript, item),
      }));
      for (const f of found) {
        const seen = all.get(f.key);
        if (seen) seen.formats.add(formatId);
        else all.set(f.key, { finding: f, formats: new Set([formatId]) });
      }
    }
    // Above SAMPLE_SIZE distinct findings on one document (all formats together), a fixed sample is labelled.
    if (all.size > SAMPLE_SIZE) fig.sampled = true;
    for (const f of sampleOf([...all.values()].map((v) => v.finding))) toLabel.add(f.key);
    const file = ledgerPath(root, check.id, doc.name);
    const ledger = readLedger(file);
    let changed = false;
    fig.findings += all.size;
    fig.toLabel += toLabel.size;
    if (all.size > 0) fig.documents += 1;
    for (const [key, { finding, formats: seenUnder }] of all) {
      const entry = ledger[key];
      if (entry && entry.verdict === 'right') fig.right += 1;
      else if (entry && entry.verdict === 'wrong') fig.wrong += 1;
      else if (toLabel.has(key)) {
        fig.unlabelled.push({ document: doc.name, key, finding });
        if (args.stub && !entry) {
          ledger[key] = stubEntry(finding, [...seenUnder].sort());
          changed = true;
        }
      }
    }
    for (const key of Object.keys(ledger)) {
      if (all.has(key)) continue;
      fig.stale += 1;
      if (args.prune) {
        delete ledger[key];
        changed = true;
      }
    }
    if (changed) writeLedger(file, ledger);
  }
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);

function precisionOf(f: CheckFigures): number | null {
  return f.right + f.wrong > 0 ? f.right / (f.right + f.wrong) : null;
}
function floorOf(id: string): number | null {
  return floors.enforced[id] ?? null;
}
function pct(x: number | null): string {
  return x === null ? '—' : `${(100 * x).toFixed(1)} %`;
}

const problems: string[] = [];
const pending: string[] = [];
for (const [id, f] of figures) {
  const p = precisionOf(f);
  const floor = floorOf(id);
  if (floor === null) {
    if (f.unlabelled.length > 0) pending.push(`${id}: ${f.unlabelled.length} findings not labelled yet (not enforced)`);
    continue;
  }
  if (f.unlabelled.length > 0) problems.push(`${id}: ${f.unlabelled.length} findings not labelled`);
  if (p !== null && 100 * p < floor) problems.push(`${id}: precision ${pct(p)} is below its floor ${floor} %`);
}

function table(): string[] {
  const lines = [
    '| check | precision | right | wrong | labelled findings | findings made | documents | floor |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  let right = 0;
  let wrong = 0;
  for (const [id, f] of figures) {
    right += f.right;
    wrong += f.wrong;
    const sampled = f.sampled ? ` (sample of ${SAMPLE_SIZE} a document)` : '';
    lines.push(
      `| ${id} | ${pct(precisionOf(f))} | ${f.right} | ${f.wrong} | ${f.right + f.wrong}${sampled} | ${f.findings} | ${f.documents} | ${floorOf(id) === null ? `not enforced: ${f.unlabelled.length} to label` : `${floorOf(id)} %`} |`,
    );
  }
  lines.push(
    `| **all checks** | **${pct(right + wrong ? right / (right + wrong) : null)}** | ${right} | ${wrong} | ${right + wrong} | | | |`,
  );
  return lines;
}

const out: string[] = [...table(), ''];
for (const [id, f] of figures) {
  if (f.unlabelled.length === 0) continue;
  out.push(`Not labelled, ${id} (${f.unlabelled.length}):`);
  for (const u of f.unlabelled.slice(0, args.quiet ? 5 : 40)) {
    const it = u.finding.item;
    const said = [
      it.name,
      it.original,
      it.correction !== undefined ? `→ ${it.correction}` : '',
      it.details,
      it.reasoning,
    ]
      .filter(Boolean)
      .join(' | ');
    out.push(`  ${u.document} ${u.key} [${u.finding.format}] ${said.replace(/\s+/g, ' ').slice(0, 200)}`);
  }
  if (f.unlabelled.length > (args.quiet ? 5 : 40))
    out.push(`  … and ${f.unlabelled.length - (args.quiet ? 5 : 40)} more`);
}
// Recall (seeded errors, editor's mark-up: scripts/accuracy/recall.ts), on full runs only.
const recall = only ? null : await measureRecall();
if (recall) {
  out.push(...recall.lines, '');
  problems.push(...recall.problems);
}
const stale = [...figures.values()].reduce((n, f) => n + f.stale, 0);
if (stale > 0)
  out.push(`${stale} ledger entries are for findings the checks no longer make (remove them with --prune).`);
out.push(`Ran ${checks.length} checks on ${ledgerDocuments().length} documents in ${seconds} s.`);

if (!only && !args['no-write']) {
  const truth = await scoreTruth();
  writeDocs(truth);
  if (recall) writeRecallSection(recall.markdown);
  writeSummary();
}
process.stdout.write(`${out.join('\n')}\n`);
if (pending.length > 0) process.stdout.write(`\nLedger incomplete:\n${pending.map((p) => `- ${p}`).join('\n')}\n`);
if (problems.length > 0) {
  process.stdout.write(`\nFAILED:\n${problems.map((p) => `- ${p}`).join('\n')}\n`);
  process.exitCode = 1;
}

/** src/checks/accuracy.json: what GET /api/overview/ and the checks panel show. */
function writeSummary(): void {
  const summary = {
    generated: new Date().toISOString().slice(0, 10),
    checks: Object.fromEntries(
      [...figures].map(([id, f]) => [
        id,
        {
          precision: precisionOf(f),
          right: f.right,
          wrong: f.wrong,
          labelled: f.right + f.wrong,
          findings: f.findings,
          sampled: f.sampled,
          recall: recall?.byCheck.get(id) ?? null,
        },
      ]),
    ),
  };
  writeFileSync(path.join(root, 'src/checks/accuracy.json'), `${JSON.stringify(summary, null, 2)}\n`);
}

function writeDocs(truth: Map<string, Tally>): void {
  const lines = [
    '<!-- checks:start -->',
    '## Checks (`npm run accuracy:checks`)',
    '',
    `Generated by scripts/accuracy-checks.ts on ${new Date().toISOString().slice(0, 10)} from the ledger in tests/accuracy/ledger (how it is made: tests/accuracy/README.md).`,
    '',
    `Precision is the share of labelled findings a person reading the manuscript judged right. Every finding the catalogue makes on ${ledgerDocuments().length} real documents (every manuscript in the corpus and six articles), under the ready-made Lancet (UK) and JAMA (US) formats and an author–year format where the document cites that way — and, for the rules those formats leave unset, under the ready-made Advances in Therapy format (keywords) and PLOS ONE's guidelines (footnotes; template-structure on the six research articles, with PLOS ONE's manuscript organisation as the template) —, is labelled; where one check makes more than ${SAMPLE_SIZE} findings on one document and format, a fixed sample of ${SAMPLE_SIZE} chosen by key is labelled and the row says so. The target is ${floors.target} % for every check. A check whose ledger is complete is enforced: an unlabelled finding or a precision below its floor fails the command and CI; a check still being labelled says how many findings are left.`,
    '',
    ...table(),
    '',
    '### Recall against the corpus truth',
    '',
    'Each fact of the truth files becomes probes for the check that reads it: a limit the document just meets (the check must pass) and one just short (it must fail); citation order and uncited references are compared as sets.',
    '',
    '| probe | true pos. | false pos. | false neg. | true neg. | recall |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const key of [...truth.keys()].sort()) {
    const t = truth.get(key);
    if (!t) continue;
    lines.push(`| ${key} | ${t.tp} | ${t.fp} | ${t.fn} | ${t.tn} | ${t.tp + t.fn ? pct(t.tp / (t.tp + t.fn)) : '—'} |`);
  }
  const noted = [...truth.keys()].sort().filter((k) => (truth.get(k)?.notes.length ?? 0) > 0);
  if (noted.length) {
    lines.push('', '#### Misses', '');
    for (const key of noted) {
      const notes = truth.get(key)?.notes ?? [];
      lines.push(`- **${key}**`);
      for (const note of notes.slice(0, 12)) lines.push(`  - ${note.replace(/\n/g, '\\n').replace(/\|/g, '\\|')}`);
      if (notes.length > 12) lines.push(`  - … and ${notes.length - 12} more`);
    }
  }
  lines.push('<!-- checks:end -->');
  const file = path.join(root, 'docs/accuracy.md');
  const current = existsSync(file)
    ? readFileSync(file, 'utf8')
    : '# Accuracy\n\n<!-- docx:start -->\n<!-- docx:end -->\n';
  const docx =
    /<!-- docx:start -->[\s\S]*?<!-- docx:end -->/.exec(current)?.[0] ?? '<!-- docx:start -->\n<!-- docx:end -->';
  writeFileSync(file, `# Accuracy\n\n${docx}\n\n${lines.join('\n')}\n`);
}
