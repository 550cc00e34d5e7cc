/**
 * Minimal tracked edits (issue 14): a correction is written as the smallest word-level deletions
 * and insertions, so untouched words keep their runs' formatting and the tracked change shows
 * only what changed. Checked on the real corpus manuscripts: in every reference (and title) that
 * carries italic, bold or superscript text, two plain words are corrected with one correction of
 * the whole entry, as a restyling check sends it; afterwards every untouched character keeps its
 * formatting, the accepted text is the corrected text, and pandoc sees exactly the two words
 * deleted and their corrections inserted.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { readManuscript, type Block, type RunFormat } from '../../src/docx/index.ts';
import { applyTrackedChanges, type Edit } from '../../src/docx/write/index.ts';
import { minimalEdits } from '../../src/services/session-work/minimal-edits.ts';
import { corpusAvailable, corpusFiles, needsCorpus } from '../support/corpus.ts';
import { type PandocNode, pandocText } from '../support/pandoc-text.ts';

const run = promisify(execFile);
const author = 'Minimal Check';

describe('minimalEdits', () => {
  const block = { part: 'word/document.xml', paragraphIndex: 3 };
  it('writes a restyled reference as the few changed stretches, each with the text it replaces', () => {
    const original = 'Smith J, Jones K. Title of it. Lancet 2020;395:1-10.';
    const correction = 'Smith J, Jones K. Title of it. Lancet. 2020;395(1):1–10.';
    const edits = minimalEdits(block, 100, original, correction);
    expect(edits.map((e) => [e.start - 100, e.end - 100, e.expected, e.text])).toEqual([
      [37, 37, '', '.'],
      [46, 46, '', '(1)'],
      [48, 49, '-', '–'],
    ]);
    let text = original;
    for (const e of [...edits].reverse()) text = text.slice(0, e.start - 100) + e.text + text.slice(e.end - 100);
    expect(text).toBe(correction);
  });
  it('changes only the words whose case changed in a title-case fix', () => {
    const edits = minimalEdits(block, 0, 'the effect of the drug', 'The Effect of the Drug');
    expect(edits.map((e) => [e.expected, e.text])).toEqual([
      ['the', 'The'],
      ['effect', 'Effect'],
      ['drug', 'Drug'],
    ]);
  });
  it('replaces as a whole when nothing but spaces would stay', () => {
    const edits = minimalEdits(block, 5, 'colour of', 'color for');
    expect(edits).toEqual([{ kind: 'replace', block, start: 5, end: 14, text: 'color for', expected: 'colour of' }]);
  });
});

function formatAt(block: Block, offset: number): RunFormat | null {
  return block.runs.find((r) => r.start <= offset && offset < r.end)?.format ?? null;
}

function emphasised(format: RunFormat | null): boolean {
  return !!format && (format.italic || format.bold || format.superscript || format.subscript);
}

/** Two plain lowercase words (≥ 4 letters, outside emphasis) far apart in a block without fields. */
function plainWords(block: Block): { start: number; word: string }[] {
  if (block.runs.some((r) => r.inField || r.inserted)) return [];
  const words = [...block.text.matchAll(/(?<![\p{L}\p{N}])[a-z]{4,}(?![\p{L}\p{N}])/gu)].filter((m) => {
    for (let i = m.index; i < m.index + m[0].length; i++) if (emphasised(formatAt(block, i))) return false;
    return true;
  });
  const first = words[0];
  const last = words.at(-1);
  if (!first || !last || last.index - first.index < 20) return [];
  return [
    { start: first.index, word: first[0] },
    { start: last.index, word: last[0] },
  ];
}

describe.skipIf(!corpusAvailable)(
  needsCorpus('minimal tracked edits keep formatting, on every corpus manuscript'),
  () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'minimal-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('untouched words keep italic, bold and superscript; pandoc shows only the changed words', async () => {
      let blocksTried = 0;
      for (const { name, file } of corpusFiles('manuscripts')) {
        const bytes = new Uint8Array(readFileSync(file));
        const before = await readManuscript(bytes);
        const candidates = [
          ...before.structure.references.map((r) => r.block),
          ...(before.structure.title?.blocks ?? []),
        ]
          .map((i) => before.blocks[i] as Block)
          .filter((b) => b.runs.some((r) => emphasised(r.format)) && plainWords(b).length === 2)
          .slice(0, 5);
        if (candidates.length === 0) continue;
        const edits: Edit[] = [];
        const changed: string[] = [];
        for (const b of candidates) {
          let correction = b.text;
          for (const { start, word } of plainWords(b)) {
            correction = correction.slice(0, start) + word.toUpperCase() + correction.slice(start + word.length);
            changed.push(word);
          }
          edits.push(...minimalEdits(b, 0, b.text, correction));
        }
        const result = await applyTrackedChanges(bytes, edits, { author, date: new Date('2026-11-25T05:00:00Z') });
        expect(result.refused, name).toEqual([]);
        const after = await readManuscript(result.bytes);
        for (const b of candidates) {
          const now = after.blocks[b.index] as Block;
          const words = plainWords(b);
          let expected = b.text;
          for (const { start, word } of words)
            expected = expected.slice(0, start) + word.toUpperCase() + expected.slice(start + word.length);
          expect(now.text, name).toBe(expected);
          expect(now.originalText, name).toBe(b.originalText);
          for (let i = 0; i < b.text.length; i++) {
            if (words.some((w) => i >= w.start && i < w.start + w.word.length)) continue;
            expect(formatAt(now, i), `${name} block ${b.index} offset ${i}`).toEqual(formatAt(b, i));
          }
          blocksTried++;
        }
        const out = path.join(dir, `${name}.docx`);
        writeFileSync(out, result.bytes);
        const { stdout } = await run('pandoc', ['--track-changes=all', '-t', 'json', out], {
          maxBuffer: 64 * 1024 * 1024,
        });
        const spans = revisionSpans(JSON.parse(stdout), author);
        expect(spans.deletion, name).toEqual(changed);
        expect(spans.insertion, name).toEqual(changed.map((w) => w.toUpperCase()));
      }
      expect(blocksTried).toBeGreaterThan(10);
    }, 240_000);
  },
);

// A hard line break counts as nothing here, as pandoc's plain text of a run would.
const stringify = (node: unknown): string => pandocText(node, '');

function revisionSpans(json: unknown, who: string): { insertion: string[]; deletion: string[] } {
  const out = { insertion: [] as string[], deletion: [] as string[] };
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) walk(child);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as PandocNode;
    if (n.t === 'Span' && Array.isArray(n.c)) {
      const [attr, inlines] = n.c as [[string, string[], [string, string][]], unknown];
      const kind = attr[1].includes('insertion') ? 'insertion' : attr[1].includes('deletion') ? 'deletion' : null;
      if (kind && attr[2].some(([k, v]) => k === 'author' && v === who)) {
        out[kind].push(stringify(inlines));
        return;
      }
    }
    for (const value of Object.values(n)) walk(value);
  };
  walk(json);
  return out;
}
