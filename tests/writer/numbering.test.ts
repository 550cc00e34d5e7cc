/**
 * One rule for which paragraphs count (src/docx/paragraph-rules.ts), held on the constructs that
 * have shifted the writer's numbering away from the reader's: a text box inside a `w:object`, an
 * `mc:AlternateContent` with a text box in both its choice and its fallback, a content control,
 * a table in a table, a field, note separators. The writer's paragraphs must be exactly the
 * reader's, and a correction at the end of every paragraph the reader numbered is written (no
 * refusal because of numbering) into that paragraph and no other.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../src/docx/index.ts';
import { applyTrackedChanges } from '../../src/docx/write/index.ts';
import { corpusAvailable, corpusFiles, needsCorpus } from '../support/corpus.ts';
import { buildDocx } from '../docx/support/build-docx.ts';
import { correctionAtEveryEnd, paragraphsBothWays } from './support.ts';

const V = 'urn:schemas-microsoft-com:vml';
const MC = 'http://schemas.openxmlformats.org/markup-compatibility/2006';
const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
const p = (text: string) => `<w:p>${run(text)}</w:p>`;
const box = (text: string) => `<v:shape><v:textbox><w:txbxContent>${p(text)}</w:txbxContent></v:textbox></v:shape>`;

const body = [
  p('Before the object.'),
  `<w:p><w:r><w:object xmlns:v="${V}">${box('Inside the object box')}</w:object></w:r>${run('Anchor of the object.')}</w:p>`,
  p('After the object.'),
  `<w:p><w:r><mc:AlternateContent xmlns:mc="${MC}" xmlns:v="${V}"><mc:Choice Requires="v"><w:pict>${box('Chosen box text')}</w:pict></mc:Choice><mc:Fallback><w:pict>${box('Fallback box text')}</w:pict></mc:Fallback></mc:AlternateContent></w:r>${run('Anchor of the choice.')}</w:p>`,
  `<w:sdt><w:sdtPr/><w:sdtContent>${p('In a content control.')}</w:sdtContent></w:sdt>`,
  `<w:tbl><w:tr><w:tc><w:tbl><w:tr><w:tc>${p('Inner cell.')}</w:tc></w:tr></w:tbl>${p('Outer cell.')}</w:tc></w:tr></w:tbl>`,
  `<w:p>${run('Cited ')}<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> ADDIN REF </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>${run('[1]')}<w:r><w:fldChar w:fldCharType="end"/></w:r>${run(' here.')}</w:p>`,
  // The note is referenced: a note nothing refers to is not read (src/docx/read/manuscript.ts).
  `<w:p>${run('After everything.')}<w:r><w:footnoteReference w:id="1"/></w:r></w:p>`,
].join('');

const footnotes = [
  '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>',
  '<w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote>',
  `<w:footnote w:id="1">${p('A real note.')}</w:footnote>`,
].join('');

describe('the writer numbers paragraphs exactly as the reader does', () => {
  it('on a text box in an object, a choice and its fallback, a content control, nested tables, a field and note separators', async () => {
    const bytes = await buildDocx({ body, footnotes });
    const { manuscript, reader, writer } = paragraphsBothWays(bytes);
    expect(writer).toEqual(reader);
    const texts = manuscript.blocks.map((b) => b.text);
    expect(texts).toContain('Chosen box text');
    expect(texts).not.toContain('Fallback box text');
    expect(texts).not.toContain('Inside the object box');
    expect(texts).toContain('A real note.');

    // A correction at the end of every numbered paragraph: all written, each in its own paragraph.
    const edits = correctionAtEveryEnd(manuscript);
    const result = await applyTrackedChanges(bytes, edits, { author: 'Numbering', date: new Date() });
    expect(result.refused).toEqual([]);
    const after = await readManuscript(result.bytes);
    expect(after.blocks.map((b) => b.text)).toEqual(texts.map((t) => `${t} (checked)`));
    expect(after.blocks.map((b) => b.originalText)).toEqual(manuscript.blocks.map((b) => b.originalText));
  });
});

describe.skipIf(!corpusAvailable)(
  needsCorpus('the writer numbers paragraphs as the reader on the hostile files it reads'),
  () => {
    const hostile = corpusFiles('hostile');
    it.each(hostile.map((f) => [f.name, f.file]))('%s', async (_name, file) => {
      const bytes = new Uint8Array(readFileSync(file));
      try {
        await readManuscript(bytes);
      } catch {
        return; // refused by the reader (not a readable package): nothing to number
      }
      const read = paragraphsBothWays(bytes);
      expect(read.writer).toEqual(read.reader);
    });
  },
);
