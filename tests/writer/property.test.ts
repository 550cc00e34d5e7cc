/**
 * Property test: random sets of corrections (replacements, insertions, deletions, new
 * paragraphs, overlapping and field-cutting ones included) on corpus manuscripts and fixtures,
 * applied in several rounds by different authors. After every round the reader must see exactly
 * the corrected text (accept-all) and exactly the previous original text (reject-all), every
 * refusal must be one of the documented reasons, and everything not edited stays byte-identical.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../src/docx/index.ts';
import { applyTrackedChanges, type Edit } from '../../src/docx/write/index.ts';
import { corpusAvailable, corpusFiles, needsCorpus } from '../support/corpus.ts';
import { expectOnlyTouchedChanged } from './support.ts';

const wanted = [
  'ms-troops-highlights',
  'plos-pmed-0030205',
  'pandoc_notes',
  'poi_smarttag-snippet',
  'oxpt_RA001-Tracked-Revisions-01',
  'oxpt_003-DeletedFieldCode',
  'pandoc_track_changes_move',
  'pandoc_zotero_citations',
  'pandoc_table_captions_with_field',
  'pandoc_paragraph_insertion_deletion',
  'mammoth_strict-format',
];
const documents = [...corpusFiles('manuscripts'), ...corpusFiles('articles'), ...corpusFiles('fixtures')]
  .filter((f) => wanted.includes(f.name))
  .map((f) => ({ name: f.name, bytes: new Uint8Array(readFileSync(f.file)) }));

const KNOWN_REFUSALS = [
  /overlaps correction/,
  /cut through a field/,
  /split a character/,
  /runs past the end of the paragraph/,
];

interface RawEdit {
  block: number;
  from: number;
  length: number;
  text: string;
  newParagraph: boolean;
}

const piece = fc.constantFrom('a', 'B', ' ', 'é', '\t', '\n', '—', 'two words', '😀', '&<>"', ',');
const rawEdit = fc.record({
  block: fc.nat(),
  from: fc.double({ min: 0, max: 1, noNaN: true }),
  length: fc.nat({ max: 12 }),
  text: fc.array(piece, { maxLength: 4 }).map((a) => a.join('')),
  newParagraph: fc.nat({ max: 9 }).map((n) => n < 1), // one edit in ten adds a paragraph
});
const scenario = fc.record({
  document: fc.nat({ max: Math.max(0, documents.length - 1) }),
  rounds: fc.array(
    fc.record({ edits: fc.array(rawEdit, { minLength: 1, maxLength: 6 }), crossParagraph: fc.boolean() }),
    { minLength: 1, maxLength: 4 },
  ),
});

let editSets = 0;
let crossApplied = 0;

async function checkRound(
  bytes: Uint8Array,
  raw: RawEdit[],
  round: number,
  crossParagraph: boolean,
): Promise<Uint8Array> {
  const before = await readManuscript(bytes);
  const blocks = before.blocks.filter((b) => b.text.length > 0);
  if (blocks.length === 0) return bytes;
  const edits: Edit[] = raw.map((r) => {
    const b = blocks[r.block % blocks.length]!;
    const ref = { part: b.part, paragraphIndex: b.paragraphIndex };
    if (r.newParagraph && b.kind === 'paragraph') return { kind: 'insert-paragraph', after: ref, text: r.text };
    const start = Math.min(b.text.length, Math.floor(r.from * (b.text.length + 1)));
    // With cross-paragraph corrections allowed the range may run on into the next paragraphs.
    const end = crossParagraph ? start + r.length : Math.min(b.text.length, start + r.length);
    return { kind: 'replace', block: ref, start, end, text: start === end && r.text === '' ? 'x' : r.text };
  });
  const result = await applyTrackedChanges(bytes, edits, {
    author: `Author ${round % 2}`,
    date: new Date(Date.UTC(2026, 1, round + 1)),
    allowCrossParagraph: crossParagraph,
  });
  editSets++;
  expect([...result.applied, ...result.refused.map((r) => r.index)].sort((a, b) => a - b)).toEqual(
    edits.map((_, i) => i),
  );
  for (const r of result.refused)
    expect(
      KNOWN_REFUSALS.some((k) => k.test(r.reason)),
      r.reason,
    ).toBe(true);

  // Expected reader view: corrected text in edited blocks, new paragraphs after their targets.
  // A correction past a block's end continues after one "\n" into the next blocks: each loses its
  // share, the first one gets the new text, and the paragraph marks in between are deleted, so
  // the reader joins them (model.ts rules) — as it joins whatever the new paragraphs follow.
  const replaces = new Map<number, { start: number; end: number; text: string }[]>();
  const inserts = new Map<number, string[]>();
  const joinsNext = new Set<number>();
  const insertedAfter = new Map<string, number[]>();
  const touched = new Map<string, Set<number>>();
  const indexOf = (part: string, p: number) =>
    before.blocks.findIndex((b) => b.part === part && b.paragraphIndex === p);
  const paragraphsOf = (k: number) => {
    const b = before.blocks[k]!;
    return [b.paragraphIndex, ...(b.joined ?? []).map((j) => j.paragraphIndex)];
  };
  const touch = (part: string, k: number) => {
    for (const p of paragraphsOf(k)) touched.set(part, (touched.get(part) ?? new Set()).add(p));
  };
  for (const i of result.applied) {
    const e = edits[i]!;
    if (e.kind === 'replace') {
      let offset = 0;
      for (let k = indexOf(e.block.part, e.block.paragraphIndex); ; k++) {
        const length = before.blocks[k]!.text.length;
        const share = {
          start: Math.max(0, e.start - offset),
          end: Math.min(length, e.end - offset),
          text: offset === 0 ? e.text : '',
        };
        replaces.set(k, [...(replaces.get(k) ?? []), share]);
        touch(e.block.part, k);
        if (e.end - offset <= length) break;
        if (offset === 0) crossApplied++;
        joinsNext.add(k);
        offset += length + 1;
      }
    } else if (e.kind === 'insert-paragraph') {
      const k = indexOf(e.after.part, e.after.paragraphIndex);
      touch(e.after.part, k);
      inserts.set(k, [...(inserts.get(k) ?? []), e.text]);
      // After a joined block, the new paragraph follows its last paragraph.
      const last = paragraphsOf(k).at(-1)!;
      insertedAfter.set(e.after.part, [...(insertedAfter.get(e.after.part) ?? []), last]);
    }
  }
  // markInserted: the paragraph's mark is a tracked insertion (a paragraph an earlier round added).
  // A correction that deletes such a mark leaves it in neither view (model.ts): the original text
  // runs on with no "\n", as Word's Reject All removes an inserted break.
  const expected: { text: string; originalText: string; joinsNext: boolean; markInserted: boolean }[] = [];
  before.blocks.forEach((b, k) => {
    let text = b.text;
    for (const e of [...(replaces.get(k) ?? [])].sort((x, y) => y.start - x.start || y.end - x.end)) {
      text = text.slice(0, e.start) + e.text + text.slice(e.end);
    }
    expected.push({ text, originalText: b.originalText, joinsNext: joinsNext.has(k), markInserted: !!b.insertedMark });
    for (const t of inserts.get(k) ?? [])
      expected.push({ text: t, originalText: '', joinsNext: false, markInserted: true });
  });
  const joinedExpected: { text: string; originalText: string }[] = [];
  let joining = false;
  let joinedMarkInserted = false;
  for (const item of expected) {
    const previous = joinedExpected.at(-1);
    if (joining && previous) {
      previous.text += item.text;
      previous.originalText += `${joinedMarkInserted ? '' : '\n'}${item.originalText}`;
    } else joinedExpected.push({ text: item.text, originalText: item.originalText });
    joining = item.joinsNext;
    joinedMarkInserted = item.markInserted;
  }
  const after = await readManuscript(result.bytes);
  expect(after.blocks.map((b) => ({ text: b.text, originalText: b.originalText }))).toEqual(joinedExpected);
  await expectOnlyTouchedChanged(bytes, result.bytes, touched, insertedAfter);
  return result.bytes;
}

describe.skipIf(!corpusAvailable)(needsCorpus('random corrections in rounds'), () => {
  it('keep the accept-all / reject-all identities and leave untouched parts byte-identical', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ document, rounds }) => {
        let bytes: Uint8Array = documents[document]!.bytes;
        for (const [round, { edits, crossParagraph }] of rounds.entries())
          bytes = await checkRound(bytes, edits, round, crossParagraph);
      }),
      { numRuns: Number(process.env.WRITER_PROPERTY_RUNS ?? 420), seed: 20261121, endOnFailure: true },
    );
    if (!process.env.WRITER_PROPERTY_RUNS) expect(editSets).toBeGreaterThanOrEqual(1000);
    console.log(`${editSets} edit sets, ${crossApplied} cross-paragraph corrections applied`);
    expect(crossApplied).toBeGreaterThan(0);
  }, 240_000);
});
