/**
 * Recall, as `npm run accuracy:checks` reports it beside precision (tests/accuracy/README.md,
 * "Recall"): seeded errors per kind (seeded/), and an editor's mark-up per check and category
 * (markup.ts). Floors (tests/accuracy/recall-floors.json) are ratchets at the figures measured
 * when they were set: a kind or check below its floor fails the command, and a floor is never
 * lowered. The issue's targets (90 % per seeded kind; 80 % overall and 70 % per check on the
 * mark-up) are printed beside them.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SEED, measureSeeded, recallByKind, type SeededResult } from './seeded/measure.ts';
import { measureMarkup, type MarkupResult } from './markup.ts';
import type { CheckRecall } from '../../src/contract/checks.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface RecallFloors {
  /** Percent of plants found, per seeded kind. */
  seeded: Record<string, number>;
  /** Findings away from the plants that planting moved, per check: at most this many (only falls). */
  moved: Record<string, number>;
  /** Percent of in-scope marked problems found, per check. */
  markup: Record<string, number>;
}

export const SEEDED_TARGET = 90;
export const MARKUP_TARGET = 80;
export const MARKUP_CHECK_TARGET = 70;

export interface RecallReport {
  lines: string[];
  markdown: string[];
  problems: string[];
  byCheck: Map<string, CheckRecall>;
}

function pct(found: number, of: number): string {
  return of === 0 ? '—' : `${((100 * found) / of).toFixed(1)} %`;
}

function readFloors(): RecallFloors {
  return JSON.parse(readFileSync(path.join(root, 'tests/accuracy/recall-floors.json'), 'utf8')) as RecallFloors;
}

function seededTable(result: SeededResult, floors: RecallFloors, problems: string[]): string[] {
  const lines = [
    `| seeded kind | check | planted | found | recall | floor | target |`,
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const k of recallByKind(result.outcomes)) {
    const floor = floors.seeded[k.kind];
    if (floor === undefined && k.planted > 0) problems.push(`seeded ${k.kind}: no floor in recall-floors.json`);
    if (floor !== undefined && k.recall !== null && 100 * k.recall < floor)
      problems.push(`seeded ${k.kind}: recall ${pct(k.found, k.planted)} is below its floor ${floor} %`);
    lines.push(
      `| ${k.kind} | ${k.check} | ${k.planted} | ${k.found} | ${pct(k.found, k.planted)} | ${floor === undefined ? '—' : `${floor} %`} | ${SEEDED_TARGET} % |`,
    );
  }
  const found = result.outcomes.filter((o) => o.found).length;
  lines.push(`| **all kinds** | | ${result.outcomes.length} | ${found} | ${pct(found, result.outcomes.length)} | | |`);
  const regions = new Map<string, { planted: number; found: number }>();
  for (const o of result.outcomes) {
    const r = regions.get(o.region) ?? { planted: 0, found: 0 };
    r.planted += 1;
    if (o.found) r.found += 1;
    regions.set(o.region, r);
  }
  lines.push('', `By region: ${[...regions].map(([r, t]) => `${r} ${t.found}/${t.planted}`).join(', ')}.`);
  const moved = new Map<string, number>();
  for (const m of result.moved) {
    const check = /: (?:new|gone) (\S+)/.exec(m)?.[1] ?? '?';
    moved.set(check, (moved.get(check) ?? 0) + 1);
  }
  for (const [check, n] of moved) {
    const allowed = floors.moved[check] ?? 0;
    if (n > allowed)
      problems.push(`seeded: planting moved ${n} ${check} findings away from the plants (at most ${allowed})`);
  }
  lines.push(
    '',
    moved.size === 0
      ? 'Findings away from the plants: the same on every seeded file as on its original.'
      : `Findings away from the plants that planting moved (should be none): ${[...moved].map(([c, n]) => `${c} ${n}`).join(', ')}.`,
  );
  return lines;
}

function markupTable(result: MarkupResult, floors: RecallFloors, problems: string[]): string[] {
  const lines = [
    `Editor's mark-up: ${result.documents.length} documents (${result.documents.join(', ')}), ${result.problems.length} marked problems, ${result.outOfScope} out of scope (counted apart).`,
    '',
    '| check | marked | found | recall | floor | target |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const [check, t] of [...result.byCheck].sort()) {
    const floor = floors.markup[check];
    if (floor === undefined) problems.push(`mark-up ${check}: no floor in recall-floors.json`);
    if (floor !== undefined && 100 * (t.found / t.marked) < floor)
      problems.push(`mark-up ${check}: recall ${pct(t.found, t.marked)} is below its floor ${floor} %`);
    const target = t.marked >= 10 ? `${MARKUP_CHECK_TARGET} %` : '—';
    lines.push(
      `| ${check} | ${t.marked} | ${t.found} | ${pct(t.found, t.marked)} | ${floor === undefined ? '—' : `${floor} %`} | ${target} |`,
    );
  }
  const found = result.problems.filter((p) => p.found).length;
  lines.push(
    `| **all in scope** | ${result.problems.length} | ${found} | ${pct(found, result.problems.length)} | | ${MARKUP_TARGET} % |`,
  );
  lines.push('', '| category | marked | found | recall |', '| --- | --- | --- | --- |');
  for (const [category, t] of [...result.byCategory].sort())
    lines.push(`| ${category} | ${t.marked} | ${t.found} | ${pct(t.found, t.marked)} |`);
  return lines;
}

export async function measureRecall(): Promise<RecallReport> {
  const floors = readFloors();
  const problems: string[] = [];
  const seeded = await measureSeeded(DEFAULT_SEED);
  const markup = await measureMarkup();
  const seededLines = seededTable(seeded, floors, problems);
  const markupLines = markupTable(markup, floors, problems);
  const byCheck = new Map<string, CheckRecall>();
  const entry = (check: string): CheckRecall => {
    const e = byCheck.get(check) ?? { seeded: null, markup: null };
    byCheck.set(check, e);
    return e;
  };
  for (const o of seeded.outcomes) {
    const e = entry(o.check);
    e.seeded ??= { planted: 0, found: 0 };
    e.seeded.planted += 1;
    if (o.found) e.seeded.found += 1;
  }
  for (const [check, t] of markup.byCheck) entry(check).markup = { marked: t.marked, found: t.found };
  const misses = seeded.outcomes.filter((o) => !o.found);
  const markdown = [
    '## Recall (`npm run accuracy:recall`, also run by `npm run accuracy:checks`)',
    '',
    `Generated by scripts/accuracy/recall.ts on ${new Date().toISOString().slice(0, 10)}. Recall is the share of known errors a check finds: errors planted in real manuscripts, and problems an editor marked on real manuscripts. Floors (tests/accuracy/recall-floors.json) are ratchets at the figures measured when they were set; the issue's targets are printed beside them.`,
    '',
    '### Seeded errors',
    '',
    `scripts/accuracy/seeded/ plants known errors (seed "${DEFAULT_SEED}") in the text of each ledger document's .docx and reads the seeded file with the reader; a plant is found when the check named for its kind makes a finding overlapping it. Each document runs under the ready-made Lancet format when it is written in UK English, JAMA otherwise; the thousands-style plants of a US document run under NEJM, whose comma those documents follow (JAMA groups with a thin space, so under it every comma-grouped number is already a finding). Method: tests/accuracy/README.md, "Recall". Measured in ${seeded.seconds.toFixed(0)} s.`,
    '',
    ...seededLines,
    '',
    `Missed plants (${misses.length}):`,
    '',
    ...misses.map((o) => `- ${o.kind} (${o.check}), ${o.document} [${o.format}], ${o.region}: ${o.what}`),
    '',
    "### An editor's mark-up",
    '',
    ...markupLines,
    '',
    ...markup.misses.map((m) => `- missed: ${m}`),
  ];
  const lines = ['', 'Recall, seeded errors:', ...seededLines, '', "Recall, editor's mark-up:", ...markupLines];
  return { lines, markdown, problems, byCheck };
}

const SECTION = /<!-- recall:start -->[\s\S]*?<!-- recall:end -->\n?/;

/** Writes (or replaces) the recall section of docs/accuracy.md, leaving the rest of the file as it is. */
export function writeRecallSection(markdown: readonly string[]): void {
  const file = path.join(root, 'docs/accuracy.md');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Accuracy\n';
  const section = `<!-- recall:start -->\n${markdown.join('\n')}\n<!-- recall:end -->\n`;
  writeFileSync(file, SECTION.test(current) ? current.replace(SECTION, section) : `${current.trimEnd()}\n\n${section}`);
}

/** Puts each check's recall into src/checks/accuracy.json beside its precision (the file's other figures stay). */
export function writeRecallSummary(byCheck: ReadonlyMap<string, CheckRecall>): void {
  const file = path.join(root, 'src/checks/accuracy.json');
  const summary = JSON.parse(readFileSync(file, 'utf8')) as { checks: Record<string, Record<string, unknown>> };
  for (const [id, figures] of Object.entries(summary.checks)) figures.recall = byCheck.get(id) ?? null;
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
}
