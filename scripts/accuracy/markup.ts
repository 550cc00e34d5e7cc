/**
 * Recall against an editor's mark-up: tests/accuracy/markup/<document>.json lists every problem a
 * copy editor preparing the document for a named format marked, read paragraph by paragraph,
 * each with its place (the paragraph's block index and the text quoted from it), a category and
 * the check that should find it, or "out-of-scope" (counted apart). A marked problem is found when
 * that check, run under that format, makes a finding overlapping the quoted text.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readManuscript } from '../../src/docx/index.ts';
import type { Manuscript } from '../../src/docx/model.ts';
import { ledgerDocuments } from './documents.ts';
import { overlaps } from './seeded/generate.ts';
import { runChecks } from './seeded/measure.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MARKUP_DIR = path.join(root, 'tests/accuracy/markup');

export interface MarkedProblem {
  /** Block index of the paragraph (as `npm run cli -- inspect FILE --json` numbers them). */
  block: number;
  /** The text the editor marked, exactly as it stands in that paragraph. */
  quote: string;
  /** When the quote stands more than once in the paragraph: which (0-based). */
  occurrence?: number;
  category: string;
  /** The check that should find it, or "out-of-scope". */
  check: string;
  /** What the editor would write in the margin. */
  note: string;
}

export interface MarkupFile {
  document: string;
  format: 'lancet' | 'jama';
  /** Who read it and how (one reader or two, how disagreements were settled). */
  readers: string;
  problems: MarkedProblem[];
}

export interface MarkupResult {
  documents: string[];
  problems: (MarkedProblem & { document: string; found: boolean })[];
  outOfScope: number;
  byCheck: Map<string, { marked: number; found: number }>;
  byCategory: Map<string, { marked: number; found: number }>;
  misses: string[];
}

export function readMarkup(): MarkupFile[] {
  if (!existsSync(MARKUP_DIR)) return [];
  return readdirSync(MARKUP_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(MARKUP_DIR, f), 'utf8')) as MarkupFile);
}

/** Where the quote stands in its paragraph; throws when the mark-up no longer matches the document. */
export function placeOf(
  m: Manuscript,
  p: MarkedProblem,
  document: string,
): { block: number; start: number; end: number } {
  const text = m.blocks[p.block]?.text ?? '';
  let at = -1;
  for (let k = 0; k <= (p.occurrence ?? 0); k++) at = text.indexOf(p.quote, at + 1);
  if (at < 0)
    throw new Error(`${document}: mark-up quote "${p.quote}" is not in block ${p.block} ("${text.slice(0, 80)}")`);
  return { block: p.block, start: at, end: at + p.quote.length };
}

function tally(map: Map<string, { marked: number; found: number }>, key: string, found: boolean): void {
  const t = map.get(key) ?? { marked: 0, found: 0 };
  t.marked += 1;
  if (found) t.found += 1;
  map.set(key, t);
}

export async function measureMarkup(): Promise<MarkupResult> {
  const docs = new Map(ledgerDocuments().map((d) => [d.name, d]));
  const result: MarkupResult = {
    documents: [],
    problems: [],
    outOfScope: 0,
    byCheck: new Map(),
    byCategory: new Map(),
    misses: [],
  };
  for (const file of readMarkup()) {
    const doc = docs.get(file.document);
    if (!doc) throw new Error(`Mark-up for ${file.document}, which is not a ledger document`);
    const m = await readManuscript(readFileSync(doc.file));
    result.documents.push(file.document);
    const inScope = file.problems.filter((p) => p.check !== 'out-of-scope');
    result.outOfScope += file.problems.length - inScope.length;
    for (const p of file.problems) placeOf(m, p, file.document);
    const run = runChecks(m, [...new Set(inScope.map((p) => p.check))], file.format);
    for (const p of inScope) {
      const place = placeOf(m, p, file.document);
      const found = run.located.some((f) => f.check === p.check && overlaps(f, place));
      result.problems.push({ ...p, document: file.document, found });
      tally(result.byCheck, p.check, found);
      tally(result.byCategory, p.category, found);
      if (!found)
        result.misses.push(`${p.check} (${p.category}), ${file.document} block ${p.block}: "${p.quote}" — ${p.note}`);
    }
  }
  return result;
}
