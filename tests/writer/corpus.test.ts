/**
 * The writer on every real corpus file (articles, manuscripts, fixtures incl. smart tags,
 * hyperlinks, dense tracked revisions, notes, Strict namespaces, an alternate main part and a
 * UTF-8 byte-order mark): two rounds of corrections, each checked with the engine's reader —
 * accept-all gives exactly the corrected text, reject-all exactly the previous original text —
 * and every other zip entry and every untouched paragraph stays byte-identical.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../src/docx/index.ts';
import { applyTrackedChanges, type Edit } from '../../src/docx/write/index.ts';
import { corpusAvailable, corpusFiles, needsCorpus } from '../support/corpus.ts';
import { expectIdentities, expectedTexts, expectOnlyTouchedChanged, readBlocks, touchedParagraphs } from './support.ts';

export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Up to `count` blocks spread over the document, each with a replacement, an insertion and a deletion. */
export async function correctionsFor(bytes: Uint8Array, seed: number, count: number): Promise<Edit[]> {
  const random = seededRandom(seed);
  const manuscript = await readManuscript(bytes);
  const candidates = manuscript.blocks.filter((b) => b.text.length >= 12);
  const edits: Edit[] = [];
  const step = Math.max(1, Math.floor(candidates.length / count));
  for (let i = 0; i < candidates.length && edits.length < count * 3; i += step) {
    const b = candidates[Math.min(candidates.length - 1, i + Math.floor(random() * step))]!;
    const block = { part: b.part, paragraphIndex: b.paragraphIndex };
    const third = Math.floor(b.text.length / 3);
    const s1 = Math.floor(random() * third);
    const e1 = s1 + 1 + Math.floor(random() * Math.min(12, third - s1));
    edits.push({
      kind: 'replace',
      block,
      start: s1,
      end: e1,
      text: `fix ${seed} ${i}`,
      expected: b.text.slice(s1, e1),
    });
    const p = third + Math.floor(random() * third);
    edits.push({ kind: 'replace', block, start: p, end: p, text: ' [added]' });
    const s3 = 2 * third + Math.floor(random() * (third - 1));
    edits.push({
      kind: 'replace',
      block,
      start: s3,
      end: Math.min(b.text.length, s3 + 1 + Math.floor(random() * 6)),
      text: '',
    });
  }
  return edits;
}

const files = [...corpusFiles('articles').slice(0, 4), ...corpusFiles('manuscripts'), ...corpusFiles('fixtures')];

describe.skipIf(!corpusAvailable)(needsCorpus('tracked corrections on the corpus'), () => {
  it.each(files.map((f) => [f.name, f.file]))(
    '%s: two rounds keep accept/reject identities and untouched bytes',
    async (_name, file) => {
      let bytes = new Uint8Array(readFileSync(file));
      let before = await readBlocks(bytes);
      for (const [round, author] of [
        [1, 'Round One'],
        [2, 'Round Two'],
      ] as const) {
        const edits = await correctionsFor(bytes, round * 7919 + bytes.length, 5);
        const result = await applyTrackedChanges(bytes, edits, { author, date: new Date(Date.UTC(2026, 0, round)) });
        expect(result.applied.length + result.refused.length).toBe(edits.length);
        if (edits.length > 0) expect(result.applied.length, JSON.stringify(result.refused)).toBeGreaterThan(0);
        for (const r of result.refused) expect(r.reason).toMatch(/field/);
        const after = await readBlocks(result.bytes);
        expectIdentities(before, after, expectedTexts(before, edits, result.applied));
        await expectOnlyTouchedChanged(bytes, result.bytes, touchedParagraphs(edits, result.applied, bytes));
        bytes = new Uint8Array(result.bytes);
        before = after;
      }
    },
  );
});
