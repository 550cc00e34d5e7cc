/**
 * The writer's own reading of every paragraph (which it uses to validate offsets) must agree with
 * the engine's reader on every corpus file: same paragraphs (part, paragraphIndex), same
 * accepted-view and original-view text. If the reader's counting or text rules change, this is
 * the test that says the writer would now edit the wrong characters.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../src/docx/index.ts';
import { readParagraphTexts } from '../../src/docx/write/inspect.ts';
import { corpusAvailable, corpusFiles } from '../support/corpus.ts';

const files = [...corpusFiles('articles'), ...corpusFiles('manuscripts'), ...corpusFiles('fixtures')];

describe.skipIf(!corpusAvailable)('writer and reader agree on paragraphs and offsets', () => {
  it.each(files.map((f) => [f.name, f.file]))('%s', async (_name, file) => {
    const bytes = new Uint8Array(readFileSync(file));
    const manuscript = await readManuscript(bytes);
    const parts = [...new Set(manuscript.blocks.map((b) => b.part))];
    const mine = readParagraphTexts(bytes, parts);
    const reader = manuscript.blocks.map((b) => ({
      part: b.part,
      paragraphIndex: b.paragraphIndex,
      accepted: b.text,
      original: b.originalText,
    }));
    const order = (a: { part: string; paragraphIndex: number }, b: { part: string; paragraphIndex: number }) =>
      a.part.localeCompare(b.part) || a.paragraphIndex - b.paragraphIndex;
    expect(mine.sort(order)).toEqual(reader.sort(order));
  });
});
