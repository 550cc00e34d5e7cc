/**
 * The accuracy ledger: every finding the catalogue makes on the ledger's documents, each with a
 * verdict read by a person. A finding is keyed by its content hash (place and text) and a short
 * fingerprint of what it says (correction, reasoning, row name, details, status), so a finding
 * whose message changes must be read again. Files: tests/accuracy/ledger/<check>/<document>.json.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Manuscript } from '../../src/docx/model.ts';
import type { CheckResult, ResultItem } from '../../src/contract/checks.ts';

/** Above this many findings of one check on one document and format, a fixed sample is labelled. */
export const SAMPLE_SIZE = 30;

export type Verdict = 'right' | 'wrong' | '?';

/**
 * Is the proposed correction right? `right`: right and complete; `incomplete`: right as far as it
 * goes but half-done (the check, or another, would still flag the place); `wrong`: it makes the
 * text wrong or puts words in the authors' mouths; `none`: the finding proposes no correction.
 * `?`: not judged yet (what `--stub` writes for a finding with a correction).
 */
export type FixVerdict = 'right' | 'incomplete' | 'wrong' | 'none' | '?';

export interface LedgerEntry {
  verdict: Verdict;
  /** Whether the correction is right (issue 23); absent means `none` when the entry has no correction. */
  fix?: FixVerdict;
  reason: string;
  /** The formats under which the check made this finding when it was last stubbed. */
  formats: string[];
  status?: string;
  name?: string;
  details?: string;
  original?: string;
  correction?: string;
  suggestions?: string[] | string;
  reasoning?: string;
  /** The paragraph around the finding, the finding itself between ⟦ and ⟧. */
  context?: string;
}

export type LedgerFile = Record<string, LedgerEntry>;

/** One finding as the ledger sees it. */
export interface LedgerFinding {
  key: string;
  check: string;
  document: string;
  format: string;
  item: ResultItem;
  context: string | undefined;
}

/** Type1/2 items, type4 items that are not passes, type3 rows that failed or warn. */
export function findingsOf(result: CheckResult): ResultItem[] {
  return result.results.filter((item) => item.status !== 'pass');
}

export function findingKey(item: ResultItem): string {
  const said = JSON.stringify([
    item.original ?? null,
    item.correction ?? null,
    item.suggestions ?? null,
    item.reasoning ?? null,
    item.name ?? null,
    item.details ?? null,
    item.status ?? null,
  ]);
  const fingerprint = createHash('sha256').update(said).digest('hex');
  return `${item.hash.slice(0, 16)}.${fingerprint.slice(0, 8)}`;
}

const CONTEXT_CHARS = 160;

/** The paragraph text around a finding's coordinates, the finding marked ⟦…⟧. */
export function contextOf(manuscript: Manuscript, item: ResultItem): string | undefined {
  const at = item.coordinates?.absolute;
  if (!at) return undefined;
  const block = manuscript.blocks.find((b) => at.start >= b.start && at.start <= b.start + b.text.length);
  if (!block) return undefined;
  const start = at.start - block.start;
  const end = Math.min(block.text.length, Math.max(start, at.end - block.start));
  const before = block.text.slice(Math.max(0, start - CONTEXT_CHARS), start);
  const after = block.text.slice(end, end + CONTEXT_CHARS);
  return `${start > CONTEXT_CHARS ? '…' : ''}${before}⟦${block.text.slice(start, end)}⟧${after}${end + CONTEXT_CHARS < block.text.length ? '…' : ''}`;
}

/**
 * The findings of one check on one document (all formats together) that need a verdict: all of
 * them, or, above SAMPLE_SIZE, the first SAMPLE_SIZE in key order (a fixed sample, the same on
 * every run: the key is a hash of the finding's place, text and message).
 */
export function sampleOf(findings: LedgerFinding[]): LedgerFinding[] {
  if (findings.length <= SAMPLE_SIZE) return findings;
  return [...findings].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).slice(0, SAMPLE_SIZE);
}

export function ledgerPath(root: string, check: string, document: string): string {
  return path.join(root, 'tests/accuracy/ledger', check, `${document}.json`);
}

export function readLedger(file: string): LedgerFile {
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as LedgerFile;
}

export function writeLedger(file: string, ledger: LedgerFile): void {
  const sorted: LedgerFile = {};
  for (const key of Object.keys(ledger).sort()) {
    const entry = ledger[key];
    if (entry) sorted[key] = entry;
  }
  // A ledger pruned to nothing goes: an empty file would only say "no findings" twice.
  if (Object.keys(sorted).length === 0) {
    rmSync(file, { force: true });
    return;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}

/** Whether the entry's finding proposes a correction (a non-empty stored correction). */
export function proposesCorrection(entry: Pick<LedgerEntry, 'correction'>): boolean {
  return entry.correction !== undefined && entry.correction !== '';
}

/**
 * The entry's fix verdict: its label, or `none` by definition when it proposes no correction;
 * null when it proposes one and nobody has judged it ("fix unlabelled").
 */
export function fixOf(entry: LedgerEntry): Exclude<FixVerdict, '?'> | null {
  const corrects = proposesCorrection(entry);
  // "none" on an entry that proposes a correction is a slip, not a judgement of the correction.
  if (entry.fix === 'none' && corrects) return null;
  if (entry.fix !== undefined && entry.fix !== '?') return entry.fix;
  return corrects ? null : 'none';
}

/** A placeholder entry for a finding nobody has read yet. */
export function stubEntry(finding: LedgerFinding, formats: string[]): LedgerEntry {
  const { item } = finding;
  const entry: LedgerEntry = { verdict: '?', reason: '', formats };
  if (item.correction !== undefined && item.correction !== '') entry.fix = '?';
  if (item.status !== undefined) entry.status = item.status;
  if (item.name !== undefined) entry.name = item.name;
  if (item.details !== undefined) entry.details = item.details;
  if (item.original !== undefined) entry.original = item.original;
  if (item.correction !== undefined) entry.correction = item.correction;
  if (item.suggestions !== undefined) entry.suggestions = item.suggestions;
  if (item.reasoning !== undefined) entry.reasoning = item.reasoning;
  if (finding.context !== undefined) entry.context = finding.context;
  return entry;
}
