/**
 * `npm run accuracy:checks`: the checks' precision, measured on the accuracy ledger — a verdict
 * read by a person on every finding the catalogue makes on real manuscripts (tests/accuracy/README.md).
 *
 *   npm run accuracy:checks                      every check; writes docs/accuracy.md and src/checks/accuracy.json
 *   npm run accuracy:checks -- --check a,b       only these checks (prints, writes nothing but ledger stubs)
 *   npm run accuracy:checks -- --stub            adds a "?" entry for every finding not yet labelled
 *   npm run accuracy:checks -- --prune           removes entries for findings the checks no longer make
 *   npm run accuracy:checks -- --no-write        measures and fails as usual, writes nothing (npm test)
 *   npm run accuracy:checks -- --complete        also applies every proposed correction through the
 *                                                writer and reader and re-runs the checks (the
 *                                                complete-correction property, scripts/accuracy/complete.ts)
 *
 * Exits 1 when a finding that should be labelled is not, a check's precision or published strict
 * precision is below its floor, or (with --complete) a check listed in `complete` of
 * tests/accuracy/floors.json proposes a correction that is not complete.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readManuscript } from '../src/docx/index.ts';
import { CHECKS, runDefinition } from '../src/checks/index.ts';
import { recordedLookups } from './accuracy/reference-lookups.ts';
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
import { emptyStrictTally, needsFixLabel, type StrictTally, strictPrecisionOf, tallyFix } from './accuracy/strict.ts';
import { CompletenessRun } from './accuracy/complete.ts';
import type { ResultItem } from '../src/contract/checks.ts';
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
    /** Also test the complete-correction property (scripts/accuracy/complete.ts). */
    complete: { type: 'boolean', default: false },
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
  /** Strict-precision floors; a check without one has `target`, and none is below `target`. */
  strict: Record<string, number>;
  /** Checks every one of whose corrections must be complete (the property of scripts/accuracy/complete.ts). */
  complete: string[];
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
  strict: StrictTally;
  /** Labelled entries that propose a correction with no `fix` label yet. */
  fixToLabel: { document: string; key: string; said: string }[];
}
const figures = new Map<string, CheckFigures>(
  checks.map((c) => [
    c.id,
    {
      findings: 0,
      toLabel: 0,
      right: 0,
      wrong: 0,
      unlabelled: [],
      stale: 0,
      sampled: false,
      documents: 0,
      strict: emptyStrictTally(),
      fixToLabel: [],
    },
  ]),
);

const formats = ledgerFormats();
const plosTemplate = plosOneTemplate();
const started = performance.now();
/** Write mode (every check, files written) always tests the property: docs/accuracy.md reports it. */
const writing = !only && !args['no-write'];
const completeness = args.complete || writing ? new CompletenessRun(checks.map((c) => c.id)) : null;
for (const doc of ledgerDocuments()) {
  const bytes = readFileSync(doc.file);
  const manuscript = await readManuscript(bytes);
  /** What every check found, by format, for the complete-correction property. */
  const made = new Map<LedgerFormatId, Map<string, ResultItem[]>>();
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
      const lookups = check.referenceQueries ? await recordedLookups(doc.name, manuscript) : undefined;
      const outcome = runDefinition(check, {
        manuscript,
        format: formats[formatId],
        params: {},
        template,
        ...(lookups ? { lookups } : {}),
      });
      if (outcome.status === 'failed') throw new Error(`${check.id} on ${doc.name} (${formatId}): ${outcome.error}`);
      if (!made.has(formatId)) made.set(formatId, new Map());
      made.get(formatId)?.set(check.id, outcome.result.results);
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
      if (entry && (entry.verdict === 'right' || entry.verdict === 'wrong')) {
        if (entry.verdict === 'right') fig.right += 1;
        else fig.wrong += 1;
        tallyFix(fig.strict, entry);
        if (needsFixLabel(entry)) {
          fig.fixToLabel.push({ document: doc.name, key, said: `${entry.original ?? ''} → ${entry.correction ?? ''}` });
          if (args.stub && entry.fix === undefined) {
            entry.fix = '?';
            changed = true;
          }
        }
      } else if (toLabel.has(key)) {
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
  if (completeness) await completeness.document(doc, bytes, manuscript, made);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);

function precisionOf(f: CheckFigures): number | null {
  return f.right + f.wrong > 0 ? f.right / (f.right + f.wrong) : null;
}
function strictOf(f: CheckFigures): number | null {
  return strictPrecisionOf(f.strict, f.right + f.wrong);
}
function floorOf(id: string): number | null {
  return floors.enforced[id] ?? null;
}
/** Never below the target: a strict floor can only be raised. */
function strictFloorOf(id: string): number {
  return Math.max(floors.target, floors.strict[id] ?? floors.target);
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
  const strict = strictOf(f);
  if (strict !== null && 100 * strict < strictFloorOf(id))
    problems.push(`${id}: strict precision ${pct(strict)} is below its floor ${strictFloorOf(id)} %`);
  if (f.fixToLabel.length > 0)
    pending.push(
      `${id}: ${f.fixToLabel.length} labelled findings propose a correction with no "fix" label (strict precision not published)`,
    );
}
if (completeness) problems.push(...completeness.problems(floors.complete));

function table(): string[] {
  const lines = [
    '| check | precision | strict precision | right | wrong | fix right / incomplete / wrong / none | labelled findings | findings made | documents | floor (strict floor) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  let right = 0;
  let wrong = 0;
  let strictRight = 0;
  let strictPublished = true;
  for (const [id, f] of figures) {
    right += f.right;
    wrong += f.wrong;
    strictRight += f.strict.strictRight;
    const strict = strictOf(f);
    if (strict === null && f.right + f.wrong > 0) strictPublished = false;
    const sampled = f.sampled ? ` (sample of ${SAMPLE_SIZE} a document)` : '';
    const { fixes } = f.strict;
    const strictCell =
      strict !== null
        ? pct(strict)
        : f.fixToLabel.length > 0
          ? `not published: ${f.fixToLabel.length} fixes to label`
          : '—';
    const floor = floorOf(id) === null ? `not enforced: ${f.unlabelled.length} to label` : `${floorOf(id)} %`;
    lines.push(
      `| ${id} | ${pct(precisionOf(f))} | ${strictCell} | ${f.right} | ${f.wrong} | ${fixes.right} / ${fixes.incomplete} / ${fixes.wrong} / ${fixes.none} | ${f.right + f.wrong}${sampled} | ${f.findings} | ${f.documents} | ${floor} (${strictFloorOf(id)} %) |`,
    );
  }
  const all = right + wrong;
  const allStrict = strictPublished && all > 0 ? `**${pct(strictRight / all)}**` : 'not published';
  lines.push(
    `| **all checks** | **${pct(all ? right / all : null)}** | ${allStrict} | ${right} | ${wrong} | | ${all} | | | |`,
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
for (const [id, f] of figures) {
  if (f.fixToLabel.length === 0) continue;
  const shown = args.quiet ? 5 : 40;
  out.push(`Fix not judged yet, ${id} (${f.fixToLabel.length}; --stub writes "fix": "?" on them):`);
  for (const u of f.fixToLabel.slice(0, shown))
    out.push(`  ${u.document} ${u.key} ${u.said.replace(/\s+/g, ' ').slice(0, 160)}`);
  if (f.fixToLabel.length > shown) out.push(`  … and ${f.fixToLabel.length - shown} more`);
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
if (completeness) out.push('', ...completeness.report(floors.complete));
out.push(`Ran ${checks.length} checks on ${ledgerDocuments().length} documents in ${seconds} s.`);

if (writing) {
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
          strictPrecision: strictOf(f),
          strictRight: f.strict.strictRight,
          fixUnlabelled: f.fixToLabel.length,
          recall: recall?.byCheck.get(id) ?? null,
        },
      ]),
    ),
  };
  writeFileSync(path.join(root, 'src/checks/accuracy.json'), `${JSON.stringify(summary, null, 2)}\n`);
}

/** The complete-correction property's figures (scripts/accuracy/complete.ts), for docs/accuracy.md. */
function completeSection(): string[] {
  if (!completeness) return [];
  return [
    '### Complete corrections (the property)',
    '',
    'Every correction a check proposes on these documents (each format counted apart) is written as Apply writes it — located, written as minimal tracked changes (or new paragraphs) by the real writer — the file is read back by the real reader, and every check is run again under the same format. A correction is complete when the check that proposed it no longer fires at the corrected place and no other check fires there more often than before (the reminder of loose-ends to accept tracked changes excepted). Corrections of one document are written together in rounds that neither overlap nor touch. "Not written": no place in the text, or refused by the writer (a field cut through, …) — Apply refuses those with the same reason. Checks listed in `complete` of tests/accuracy/floors.json fail the command when one of their corrections is not complete.',
    '',
    ...completeness.report(floors.complete),
  ];
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
    `Strict precision (issue 23) is the share of labelled findings that are right and whose proposed correction is right and complete — or that propose none: each entry carries a \`fix\` label, \`right\`, \`incomplete\` (half-done), \`wrong\` or \`none\` (no correction proposed; an entry with no correction is \`none\` by definition). A check's strict figure is published only when every labelled entry that proposes a correction carries its \`fix\` label; the cell says how many are left otherwise. A published strict figure below its floor (${floors.target} %, never lower) fails the command and CI.`,
    '',
    ...table(),
    '',
    ...completeSection(),
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
