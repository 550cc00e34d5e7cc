/**
 * Shared checks for the writer's tests: read a package with the engine's reader, apply edits to
 * the reader's text to get what the writer must produce, compare zip entries with an independent
 * zip implementation (jszip), and build small packages in memory.
 */
import JSZip from 'jszip';
import { expect } from 'vitest';
import { type Manuscript, readManuscript, readManuscriptSync } from '../../src/docx/index.ts';
import type { Edit } from '../../src/docx/write/index.ts';
import { type ParagraphText, readParagraphTexts } from '../../src/docx/write/inspect.ts';
import { paragraphRanges } from '../../src/docx/read/part-reader.ts';

export interface BlockTexts {
  text: string;
  originalText: string;
}

export const key = (part: string, paragraphIndex: number): string => `${part}#${paragraphIndex}`;

const order = (a: ParagraphText, b: ParagraphText) =>
  a.part.localeCompare(b.part) || a.paragraphIndex - b.paragraphIndex;

/**
 * Every paragraph the reader numbered, as the reader reads it and as the writer addresses and
 * views it before editing (same order): the two lists must be equal.
 */
export function paragraphsBothWays(bytes: Uint8Array): {
  manuscript: Manuscript;
  reader: ParagraphText[];
  writer: ParagraphText[];
} {
  const manuscript = readManuscriptSync(bytes);
  const parts = [...new Set(manuscript.blocks.map((b) => b.part))];
  const reader = manuscript.blocks.map((b) => ({
    part: b.part,
    paragraphIndex: b.paragraphIndex,
    accepted: b.text,
    original: b.originalText,
  }));
  // Only the paragraphs the reader made blocks of: a note nothing refers to (a separator whose type
  // was lost, a note whose only reference is deleted) counts in the numbering but is no block, and
  // the writer is never asked to edit it. Numbering still has to agree: a paragraph counted on one
  // side only shifts every later index of its part, and those blocks' texts then differ.
  const blocks = new Set(reader.map((r) => key(r.part, r.paragraphIndex)));
  const writer = readParagraphTexts(bytes, parts).filter((w) => blocks.has(key(w.part, w.paragraphIndex)));
  return { manuscript, reader: reader.sort(order), writer: writer.sort(order) };
}

/** A correction at the end of every paragraph the reader numbered, expecting nothing there. */
export function correctionAtEveryEnd(manuscript: Manuscript, text = ' (checked)'): Edit[] {
  return manuscript.blocks.map((b) => ({
    kind: 'replace',
    block: { part: b.part, paragraphIndex: b.paragraphIndex },
    start: b.text.length,
    end: b.text.length,
    text,
    expected: '',
  }));
}

export async function readBlocks(bytes: Uint8Array): Promise<Map<string, BlockTexts>> {
  const manuscript = await readManuscript(bytes);
  return new Map(
    manuscript.blocks.map((b) => [key(b.part, b.paragraphIndex), { text: b.text, originalText: b.originalText }]),
  );
}

/** The accepted-view text each edited block must have after the applied replace edits. */
export function expectedTexts(before: Map<string, BlockTexts>, edits: Edit[], applied: number[]): Map<string, string> {
  const byBlock = new Map<string, Extract<Edit, { kind: 'replace' }>[]>();
  for (const index of applied) {
    const edit = edits[index];
    if (edit?.kind !== 'replace') continue;
    const k = key(edit.block.part, edit.block.paragraphIndex);
    byBlock.set(k, [...(byBlock.get(k) ?? []), edit]);
  }
  const out = new Map<string, string>();
  for (const [k, list] of byBlock) {
    let text = before.get(k)?.text ?? '';
    for (const e of [...list].sort((a, b) => b.start - a.start || b.end - a.end)) {
      text = text.slice(0, e.start) + e.text + text.slice(e.end);
    }
    out.set(k, text);
  }
  return out;
}

/** Accept-all gives exactly the corrected text, reject-all exactly the previous original text. */
export function expectIdentities(
  before: Map<string, BlockTexts>,
  after: Map<string, BlockTexts>,
  expected: Map<string, string>,
): void {
  expect([...after.keys()]).toEqual([...before.keys()]);
  for (const [k, b] of before) {
    const a = after.get(k) as BlockTexts;
    expect(a.originalText, `original view of ${k}`).toBe(b.originalText);
    expect(a.text, `accepted view of ${k}`).toBe(expected.get(k) ?? b.text);
  }
}

export async function unzipEntries(bytes: Uint8Array): Promise<Map<string, Uint8Array>> {
  const zip = await JSZip.loadAsync(bytes);
  const out = new Map<string, Uint8Array>();
  for (const [name, file] of Object.entries(zip.files)) if (!file.dir) out.set(name, await file.async('uint8array'));
  return out;
}

/** Every entry except `touched` is byte-identical; in touched parts every untouched paragraph is too. */
export async function expectOnlyTouchedChanged(
  beforeBytes: Uint8Array,
  afterBytes: Uint8Array,
  touched: Map<string, Set<number>>,
  /** Per part, the paragraphs after which new paragraphs were inserted (one entry per new paragraph). */
  insertedAfter: Map<string, number[]> = new Map(),
): Promise<void> {
  const before = await unzipEntries(beforeBytes);
  const after = await unzipEntries(afterBytes);
  expect([...after.keys()]).toEqual([...before.keys()]);
  const decoder = new TextDecoder();
  for (const [name, data] of before) {
    const paragraphs = touched.get(name);
    if (!paragraphs) {
      expect(Buffer.compare(Buffer.from(after.get(name) as Uint8Array), Buffer.from(data)), `entry ${name}`).toBe(0);
      continue;
    }
    const newData = after.get(name) as Uint8Array;
    const slice = (bytes: Uint8Array, start: number, end: number) => decoder.decode(bytes.subarray(start, end));
    const oldParagraphs = paragraphRanges(data, name);
    const newParagraphs = paragraphRanges(newData, name);
    const inserts = insertedAfter.get(name) ?? [];
    expect(newParagraphs.length).toBe(oldParagraphs.length + inserts.length);
    const touchedOuter = new Set([...paragraphs].map((i) => oldParagraphs[i]?.outer));
    oldParagraphs.forEach((p, index) => {
      if (touchedOuter.has(p.outer)) return;
      const q = newParagraphs[index + inserts.filter((t) => t < index).length];
      expect(q && slice(newData, q.start, q.end), `paragraph ${index} of ${name}`).toBe(slice(data, p.start, p.end));
    });
    const first = oldParagraphs[0];
    if (first) expect(slice(newData, 0, first.start)).toBe(slice(data, 0, first.start));
  }
}

/**
 * The paragraphs the applied edits may change, per part: each edit's paragraph and, when `source`
 * (the package edited) is given, every paragraph of a block the reader joins there (model.ts rules).
 */
export function touchedParagraphs(edits: Edit[], applied: number[], source?: Uint8Array): Map<string, Set<number>> {
  const joined = new Map<string, number[]>();
  for (const b of source ? readManuscriptSync(source).blocks : [])
    if (b.joined)
      joined.set(
        key(b.part, b.paragraphIndex),
        b.joined.map((j) => j.paragraphIndex),
      );
  const out = new Map<string, Set<number>>();
  for (const index of applied) {
    const edit = edits[index];
    if (!edit) continue;
    const ref = edit.kind === 'replace' ? edit.block : edit.kind === 'insert-paragraph' ? edit.after : edit.before;
    const set = out.get(ref.part) ?? new Set();
    for (const p of [ref.paragraphIndex, ...(joined.get(key(ref.part, ref.paragraphIndex)) ?? [])]) set.add(p);
    out.set(ref.part, set);
  }
  return out;
}

export async function partXml(bytes: Uint8Array, part = 'word/document.xml'): Promise<string> {
  return new TextDecoder().decode((await unzipEntries(bytes)).get(part));
}
