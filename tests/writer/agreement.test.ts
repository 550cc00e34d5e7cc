/**
 * The writer addresses exactly the paragraphs the reader numbered: it finds them by the reader's
 * own ranges (src/docx/read/part-reader.ts `paragraphRanges`) and builds its editing view of
 * each, which must show the reader's accepted-view and original-view text, on
 * - every corpus file;
 * - the mutation set shared with the reader's robustness test (tests/support/mutations.ts):
 *   every mutated file the reader reads, including real files whose body paragraphs are wrapped
 *   in text boxes, embedded objects, choices with fallbacks, content controls, tables in tables
 *   and fields across paragraphs;
 * - built packages made of those constructs, nested at random, in the body and in footnotes
 *   beside separator notes.
 * And a correction written at the end of every numbered paragraph is refused for no reason of
 * numbering (0 refusals; only a field cut or a damaged paragraph the reader read leniently) and
 * lands in that paragraph and no other. If the reader's counting or text rules change, this is
 * the test that says the writer would now edit the wrong characters.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DocxRefusedError, readManuscriptSync } from '../../src/docx/index.ts';
import { applyTrackedChangesSync } from '../../src/docx/write/index.ts';
import { corpusAvailable, corpusFiles, needsCorpus } from '../support/corpus.ts';
import { constructs, type Mutation, mutationSources, mutations, wrapped } from '../support/mutations.ts';
import { buildDocx } from '../docx/support/build-docx.ts';
import { correctionAtEveryEnd, paragraphsBothWays } from './support.ts';

const files = [...corpusFiles('articles'), ...corpusFiles('manuscripts'), ...corpusFiles('fixtures')];
const options = { author: 'Agreement', date: new Date('2026-11-25T08:00:00Z') };

/** Refusals that are not about numbering: a correction inside a field result that spans paragraphs. */
const FIELD_CUT = /cut through a field/;
/** Damage the reader reads leniently and the writer will not rewrite (only in corrupted files). */
const DAMAGED_PARAGRAPH = /not valid UTF-8 text|not well formed/;

interface Tally {
  files: number;
  paragraphs: number;
  written: number;
  fieldCuts: number;
  damaged: number;
}

/**
 * Reader and writer agree on every paragraph of `bytes`; a correction at the end of each is
 * written into exactly that paragraph unless it would cut a field (or the paragraph is damaged,
 * allowed only when `damageAllowed`).
 */
function expectAgreement(bytes: Uint8Array, label: string, damageAllowed: boolean, tally: Tally): void {
  const { manuscript, reader, writer } = paragraphsBothWays(bytes);
  const damaged = new Set<string>();
  expect(writer.length, label).toBe(reader.length);
  writer.forEach((mine, i) => {
    const theirs = reader[i];
    if (mine.refused !== undefined && damageAllowed && DAMAGED_PARAGRAPH.test(mine.refused)) {
      expect({ part: mine.part, paragraphIndex: mine.paragraphIndex }).toEqual({
        part: theirs?.part,
        paragraphIndex: theirs?.paragraphIndex,
      });
      damaged.add(`${mine.part}#${mine.paragraphIndex}`);
      return;
    }
    expect(mine, `${label}: ${mine.part} paragraph ${mine.paragraphIndex}`).toEqual(theirs);
  });

  const edits = correctionAtEveryEnd(manuscript);
  const result = applyTrackedChangesSync(bytes, edits, options);
  const refused = new Map(result.refused.map((r) => [r.index, r.reason]));
  for (const [index, reason] of refused) {
    const block = manuscript.blocks[index];
    const where = `${label}: ${block?.part} paragraph ${block?.paragraphIndex}`;
    if (damaged.has(`${block?.part}#${block?.paragraphIndex}`)) expect(reason, where).toMatch(DAMAGED_PARAGRAPH);
    else expect(reason, where).toMatch(FIELD_CUT);
  }
  const after = readManuscriptSync(result.bytes);
  expect(after.blocks.map((b) => b.originalText)).toEqual(manuscript.blocks.map((b) => b.originalText));
  expect(after.blocks.map((b) => b.text)).toEqual(
    manuscript.blocks.map((b, i) => (refused.has(i) ? b.text : `${b.text} (checked)`)),
  );
  tally.files++;
  tally.paragraphs += manuscript.blocks.length;
  tally.written += result.applied.length;
  for (const reason of refused.values()) {
    if (FIELD_CUT.test(reason)) tally.fieldCuts++;
    else tally.damaged++;
  }
}

const emptyTally = (): Tally => ({ files: 0, paragraphs: 0, written: 0, fieldCuts: 0, damaged: 0 });

describe.skipIf(!corpusAvailable)(needsCorpus('writer and reader agree on paragraphs and offsets'), () => {
  // A correction at every paragraph end of a thesis is thousands of edits: seconds, more under load.
  it.each(files.map((f) => [f.name, f.file]))(
    '%s',
    (name, file) => {
      const bytes = new Uint8Array(readFileSync(file));
      const tally = emptyTally();
      expectAgreement(bytes, name, false, tally);
      expect(tally.damaged).toBe(0);
    },
    300_000,
  );
});

describe.skipIf(!corpusAvailable)(needsCorpus('writer and reader agree on the mutation set'), () => {
  const all = corpusAvailable ? mutationSources() : [];

  /** Mutations the reader refuses have no paragraphs to address; they are counted, not checked. */
  const check = (mutation: Mutation, tally: Tally, refusedByReader: { n: number }): void => {
    try {
      readManuscriptSync(mutation.bytes);
    } catch (error) {
      if (!(error instanceof DocxRefusedError)) throw error;
      expect(mutation.expect, mutation.label).not.toBe('read');
      refusedByReader.n++;
      return;
    }
    expectAgreement(mutation.bytes, mutation.label, mutation.expect === 'any', tally);
  };

  it('every mutated file the reader reads (300 mutations)', { timeout: 600_000 }, () => {
    const tally = emptyTally();
    const refusedByReader = { n: 0 };
    fc.assert(
      fc.property(mutations(all), (mutation) => check(mutation, tally, refusedByReader)),
      { numRuns: 300 },
    );
    // The read files are a large share of the runs, not a handful that slipped through.
    expect(tally.files).toBeGreaterThan(75);
    expect(tally.files + refusedByReader.n).toBe(300);
    console.log('mutation set:', { ...tally, refusedByReader: refusedByReader.n });
  });

  it('real files with body paragraphs wrapped in constructs (100 files)', { timeout: 600_000 }, () => {
    const tally = emptyTally();
    const refusedByReader = { n: 0 };
    fc.assert(
      fc.property(wrapped(all), (mutation) => check(mutation, tally, refusedByReader)),
      { numRuns: 100 },
    );
    expect(refusedByReader.n).toBe(0);
    expect(tally.damaged).toBe(0);
    console.log('wrapped constructs:', tally);
  });
});

describe('writer and reader agree on built constructs', () => {
  const kinds = Object.keys(constructs);
  const words = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,20}[a-z.]$/);
  /** A paragraph of text, wrapped in 0–3 constructs (each may hold the previous one). */
  const block = fc
    .record({ text: words, wraps: fc.array(fc.constantFrom(...kinds), { maxLength: 3 }) })
    .map(({ text, wraps }) =>
      wraps.reduce(
        (xml, kind) => (constructs[kind] as (p: string) => string)(xml),
        `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`,
      ),
    );
  const separators =
    '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>' +
    '<w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote>';
  const packageOf = fc.record({
    body: fc.array(block, { minLength: 1, maxLength: 5 }),
    notes: fc.array(block, { maxLength: 3 }),
  });

  it('nested at random in the body and in footnotes (120 packages)', { timeout: 600_000 }, async () => {
    const tally = emptyTally();
    await fc.assert(
      fc.asyncProperty(packageOf, async ({ body, notes }) => {
        const footnotes = separators + notes.map((n, i) => `<w:footnote w:id="${i + 1}">${n}</w:footnote>`).join('');
        const bytes = await buildDocx({ body: body.join(''), footnotes });
        expectAgreement(bytes, `${body.length} blocks, ${notes.length} notes`, false, tally);
      }),
      { numRuns: 120 },
    );
    expect(tally.damaged).toBe(0);
    // Everything but the corrections inside fields spanning paragraphs was written.
    expect(tally.written + tally.fieldCuts).toBe(tally.paragraphs);
    console.log('built constructs:', tally);
  });
});
