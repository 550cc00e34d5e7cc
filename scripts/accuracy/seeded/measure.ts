/**
 * Seeded recall: plants errors in each ledger document (generate.ts), reads the seeded .docx with
 * the reader as a user's upload would be read, runs the check that should find each plant, and
 * counts a plant found when that check makes a finding overlapping one of its places. Also
 * compares the findings away from the plants with those on the original file: planting must not
 * move them (the untouched remainder).
 */
import { readFileSync } from 'node:fs';
import { readManuscript } from '../../../src/docx/index.ts';
import type { Manuscript } from '../../../src/docx/model.ts';
import { CHECKS, runDefinition } from '../../../src/checks/index.ts';
import { findingsOf } from '../ledger.ts';
import { journal, ledgerDocuments, ledgerFormats } from '../documents.ts';
import type { FormatConfig } from '../../../src/contract/format-config.ts';
import { blocksOf, placesOf, type Plant, SEED_KINDS, type SeedKind } from './kinds.ts';
import { type Located, overlaps, seedDocument, varietyOf } from './generate.ts';
import type { Variety } from './sites.ts';

/** The seed of the plants in CI; another seed plants other errors (`--seed`). */
export const DEFAULT_SEED = 'issue-24';

export type SeededFormat = 'lancet' | 'jama' | 'nejm';

/**
 * The ready-made format a seeded kind's check runs under: The Lancet for a document written in UK
 * English, JAMA for one in US English — except numbers-units (seeded only for thousands-style),
 * which runs US documents under NEJM. A plant is an error against the journal's own style in an
 * otherwise conforming place (the check is quiet there on the original); AMA groups with a thin
 * space (17.4.3), and the US documents group with commas throughout, so under JAMA every one of
 * their grouped numbers is already a finding and no place is left to plant in. NEJM groups with a
 * comma: the style those documents follow, against which one ungrouped or thin-spaced number is a
 * real departure (tests/accuracy/README.md, "Recall").
 */
function seededFormat(variety: Variety, checkId: string): SeededFormat {
  if (variety === 'UK') return 'lancet';
  return checkId === 'numbers-units' ? 'nejm' : 'jama';
}

function seededConfig(format: SeededFormat): FormatConfig {
  return format === 'nejm' ? journal('The New England Journal of Medicine (NEJM)') : ledgerFormats()[format];
}

/** The journal's thousands separator, for the thousands-style plants. */
function thousandsOf(format: SeededFormat): ',' | '\u2009' {
  const style = seededConfig(format).option_thousand_separator;
  if (style === 'Comma') return ',';
  if (style === 'Thin space') return '\u2009';
  throw new Error(`thousands-style plants need a comma or thin-space journal, not "${String(style)}" (${format})`);
}

export interface PlantOutcome extends Plant {
  document: string;
  format: SeededFormat;
  found: boolean;
}

export interface SeededResult {
  outcomes: PlantOutcome[];
  /** Findings away from the plants that differ between the original and the seeded file. */
  moved: string[];
  seconds: number;
  /** Seconds per document (reading twice, planting, the checks twice). */
  timings: Map<string, number>;
}

interface Run {
  located: (Located & { said: string })[];
  /** Findings with no place in the text (a whole-document row), by check. */
  unplaced: string[];
}

function blockAt(m: Manuscript, offset: number): number {
  let lo = 0;
  let hi = m.blocks.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((m.blocks[mid]?.start ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Runs the checks under one format, or each under the format `format` gives it. */
export function runChecks(
  m: Manuscript,
  checkIds: readonly string[],
  format: SeededFormat | ((checkId: string) => SeededFormat),
): Run {
  const run: Run = { located: [], unplaced: [] };
  for (const id of checkIds) {
    const config = seededConfig(typeof format === 'function' ? format(id) : format);
    const check = CHECKS.find((c) => c.id === id);
    if (!check) throw new Error(`Unknown check ${id}`);
    const outcome = runDefinition(check, { manuscript: m, format: config, params: {}, template: m });
    if (outcome.status === 'failed') throw new Error(`${id}: ${outcome.error}`);
    for (const item of findingsOf(outcome.result)) {
      const at = item.coordinates?.absolute;
      if (!at) {
        run.unplaced.push(`${id}: ${item.name ?? ''} ${item.status ?? ''}`);
        continue;
      }
      const block = blockAt(m, at.start);
      const start = at.start - (m.blocks[block]?.start ?? 0);
      const said = (item.original ?? item.name ?? '').slice(0, 60);
      run.located.push({ check: id, block, start, end: start + (at.end - at.start), said });
    }
  }
  return run;
}

/** Findings outside the plants' blocks, as comparable lines (the block and its offsets are unchanged there). */
function remainder(run: Run, planted: Set<number>): string[] {
  return [
    ...run.located
      .filter((f) => !planted.has(f.block))
      .map((f) => `${f.check} @${f.block}:${f.start}-${f.end} "${f.said}"`),
    ...run.unplaced,
  ].sort();
}

function difference(a: string[], b: string[]): string[] {
  const left = new Map<string, number>();
  for (const x of a) left.set(x, (left.get(x) ?? 0) + 1);
  const out: string[] = [];
  for (const x of b) {
    const n = left.get(x) ?? 0;
    if (n > 0) left.set(x, n - 1);
    else out.push(x);
  }
  return out;
}

export async function measureSeeded(seed = DEFAULT_SEED): Promise<SeededResult> {
  const started = performance.now();
  const checkIds = [...new Set(Object.values(SEED_KINDS))];
  const outcomes: PlantOutcome[] = [];
  const moved: string[] = [];
  const timings = new Map<string, number>();
  for (const doc of ledgerDocuments()) {
    const docStarted = performance.now();
    // A plain Uint8Array: the zip writer slices and views it as one (a Buffer slice shares memory).
    const bytes = new Uint8Array(readFileSync(doc.file));
    const original = await readManuscript(bytes);
    const variety = varietyOf(original);
    const format = (checkId: string) => seededFormat(variety, checkId);
    const before = runChecks(original, checkIds, format);
    const seeded = seedDocument(
      bytes,
      original,
      variety,
      before.located,
      `${seed}:${doc.name}`,
      thousandsOf(format(SEED_KINDS['thousands-style'])),
    );
    const planted = await readManuscript(seeded.bytes);
    if (planted.blocks.length !== original.blocks.length)
      throw new Error(
        `${doc.name}: the seeded file reads as ${planted.blocks.length} blocks, not ${original.blocks.length}`,
      );
    for (const p of seeded.plants) {
      const { edit } = p;
      const read = planted.blocks[edit.block]?.text.slice(edit.start, edit.start + edit.text.length);
      if (read !== edit.text) throw new Error(`${doc.name}: plant "${p.what}" reads back as "${read}"`);
    }
    const after = runChecks(planted, checkIds, format);
    for (const p of seeded.plants) {
      const found = after.located.some((f) => f.check === p.check && placesOf(p).some((place) => overlaps(f, place)));
      outcomes.push({ ...p, document: doc.name, format: format(p.check), found });
    }
    const blocks = new Set(seeded.plants.flatMap(blocksOf));
    const was = remainder(before, blocks);
    const now = remainder(after, blocks);
    for (const x of difference(was, now)) moved.push(`${doc.name}: new ${x}`);
    for (const x of difference(now, was)) moved.push(`${doc.name}: gone ${x}`);
    timings.set(doc.name, (performance.now() - docStarted) / 1000);
  }
  return { outcomes, moved, seconds: (performance.now() - started) / 1000, timings };
}

export interface KindRecall {
  kind: SeedKind;
  check: string;
  planted: number;
  found: number;
  recall: number | null;
}

export function recallByKind(outcomes: readonly PlantOutcome[]): KindRecall[] {
  return (Object.keys(SEED_KINDS) as SeedKind[]).map((kind) => {
    const of = outcomes.filter((o) => o.kind === kind);
    const found = of.filter((o) => o.found).length;
    return { kind, check: SEED_KINDS[kind], planted: of.length, found, recall: of.length ? found / of.length : null };
  });
}
