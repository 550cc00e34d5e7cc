import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../src/docx/index.ts';
import { ledgerDocuments } from '../../scripts/accuracy/documents.ts';
import { placeOf, readMarkup } from '../../scripts/accuracy/markup.ts';
import { seedDocument, varietyOf } from '../../scripts/accuracy/seeded/generate.ts';
import { PlainEditor } from '../../scripts/accuracy/seeded/plain-edit.ts';
import { thousandsSites } from '../../scripts/accuracy/seeded/sites.ts';
import { corpusAvailable, needsCorpus } from '../support/corpus.ts';
import { pandoc } from '../support/pandoc.ts';

const documents = ledgerDocuments();
const byName = (name: string) => {
  const doc = documents.find((d) => d.name === name);
  if (!doc) throw new Error(`${name} is not a ledger document`);
  return new Uint8Array(readFileSync(doc.file));
};

describe.runIf(corpusAvailable)(needsCorpus('seeded errors'), () => {
  it('plants an error as text typed into the Word file: the reader and pandoc both read it, every other paragraph is unchanged', async () => {
    const bytes = byName('ms-contraception-scotland');
    const original = await readManuscript(bytes);
    const block = original.blocks.find((b) => b.text.includes('desoestrogel'));
    if (!block) throw new Error('the paragraph is not there');
    const at = block.text.indexOf('addition');
    const editor = new PlainEditor(bytes);
    const refused = editor.edit({
      part: block.part,
      paragraphIndex: block.paragraphIndex,
      start: at,
      end: at + 'addition'.length,
      expected: 'addition',
      text: 'additoin',
    });
    expect(refused).toBeNull();
    const seeded = editor.bytes();
    const read = await readManuscript(seeded);
    expect(read.blocks).toHaveLength(original.blocks.length);
    for (const b of read.blocks) {
      const before = original.blocks[b.index]?.text;
      if (b.index === block.index)
        expect(b.text).toBe(`${block.text.slice(0, at)}additoin${block.text.slice(at + 'addition'.length)}`);
      else expect(b.text).toBe(before);
    }
    const dir = mkdtempSync(path.join(tmpdir(), 'seeded-'));
    try {
      writeFileSync(path.join(dir, 'seeded.docx'), seeded);
      const text = await pandoc(path.join(dir, 'seeded.docx'), 'accept', 'plain');
      expect(text).toContain('additoin');
      expect(text).not.toContain('the addition of desoestrogel');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // A place whose text is not what the model says is refused, and nothing changes.
    expect(
      editor.edit({
        part: block.part,
        paragraphIndex: block.paragraphIndex,
        start: 0,
        end: 4,
        expected: 'zzzz',
        text: 'x',
      }),
    ).toMatch(/expected "zzzz"/);
  });

  it('plants the same errors for the same seed, each at a place whose text reads back as planted', async () => {
    const bytes = byName('plos-pone-0026358');
    const m = await readManuscript(bytes);
    const a = seedDocument(bytes, m, varietyOf(m), [], 'test-seed', ',');
    const b = seedDocument(bytes, m, varietyOf(m), [], 'test-seed', ',');
    expect(a.plants.map((p) => p.what)).toEqual(b.plants.map((p) => p.what));
    expect(new Set(a.plants.map((p) => p.kind)).size).toBeGreaterThanOrEqual(8);
    const read = await readManuscript(a.bytes);
    for (const p of a.plants) {
      const { edit } = p;
      expect(read.blocks[edit.block]?.text.slice(edit.start, edit.start + edit.text.length)).toBe(edit.text);
      expect(m.blocks[edit.block]?.text.slice(edit.start, edit.end)).toBe(edit.expected);
    }
    // No two plants share a paragraph, so none masks another.
    const blocks = a.plants.map((p) => p.edit.block);
    expect(new Set(blocks).size).toBe(blocks.length);
  });

  it("plants a thousands error against the journal's own separator, never in an accession number or a code", async () => {
    const m = await readManuscript(byName('elife-02935'));
    for (const journal of [',', '\u2009'] as const) {
      const sites = thousandsSites(m, journal);
      expect(sites.length).toBeGreaterThan(0);
      // "NC_235570" names a sequence: "NC_235,570" is no thousands error.
      expect(sites.filter((s) => s.edit.expected.includes('235570'))).toEqual([]);
      // An ungrouped number is grouped the other journal's way; a grouped one loses its separator.
      for (const s of sites) expect(s.edit.text).not.toContain(journal);
    }
    // "item codes beginning with … 21040*" and the table cell "21040*" are BNF codes, not counts.
    const scotland = await readManuscript(byName('ms-contraception-scotland'));
    const codes = thousandsSites(scotland, '\u2009').filter((s) => s.edit.expected === '21040');
    expect(codes).toEqual([]);
  });

  it("finds every quote of the editor's mark-up in the paragraph it names", async () => {
    const files = readMarkup();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const m = await readManuscript(byName(file.document));
      for (const p of file.problems) expect(() => placeOf(m, p, file.document)).not.toThrow();
    }
  });
});
