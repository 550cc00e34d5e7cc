/**
 * The comment of an applied batch (issue 22) reaches Word as a real comment: a comments part with
 * its content type and relationship, anchors around our changes in each paragraph they touch,
 * authored by the writer — and pandoc (`--track-changes=all`) and LibreOffice both see it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { readManuscript } from '../../src/docx/index.ts';
import { applyTrackedChanges, type Edit } from '../../src/docx/write/index.ts';
import { libreOfficeContent } from '../support/libreoffice.ts';
import { pandoc } from '../support/pandoc.ts';
import { type PandocNode, pandocText } from '../support/pandoc-text.ts';
import { buildDocx } from '../docx/support/build-docx.ts';
import { partXml } from './support.ts';

const author = 'Dr Ada Writer';
const date = new Date('2026-03-04T05:06:07Z');
const replace = (paragraphIndex: number, start: number, end: number, text: string): Edit => ({
  kind: 'replace',
  block: { part: 'word/document.xml', paragraphIndex },
  start,
  end,
  text,
});
const para = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const dir = mkdtempSync(path.join(tmpdir(), 'writer-comments-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every comment pandoc reads (`--track-changes=all`: a Span of class comment-start), with author and text. */
function pandocComments(
  node: unknown,
  out: { author: string; text: string }[] = [],
): { author: string; text: string }[] {
  if (Array.isArray(node)) for (const child of node) pandocComments(child, out);
  else if (node && typeof node === 'object') {
    const n = node as PandocNode;
    const [attr, content] = (n.t === 'Span' ? n.c : []) as [[string, string[], [string, string][]], unknown] | [];
    if (attr?.[1].includes('comment-start')) {
      const authorOf = attr[2].find(([k]) => k === 'author')?.[1] ?? '';
      out.push({ author: authorOf, text: pandocText(content) });
    } else for (const value of Object.values(n)) pandocComments(value, out);
  }
  return out;
}

async function write(bytes: Uint8Array, name: string): Promise<string> {
  const file = path.join(dir, `${name}.docx`);
  writeFileSync(file, bytes);
  return file;
}

describe('the batch comment', () => {
  it('is a Word comment by the writer, anchored on the changes of each paragraph, seen by pandoc and LibreOffice', async () => {
    const input = await buildDocx({
      body: para('The mean was 0.5 mg in group A.') + para('Untouched.') + para('P&lt;0.05 was used.'),
    });
    const comment = 'Lancet style: mid-line decimal points & spaced "P < 0.05".';
    const result = await applyTrackedChanges(input, [replace(0, 14, 15, '·'), replace(2, 0, 6, 'p < 0·05')], {
      author,
      date,
      comment: { text: comment },
    });
    expect(result.applied).toEqual([0, 1]);
    const zip = await JSZip.loadAsync(result.bytes);
    const comments = (await zip.file('word/comments.xml')?.async('string')) ?? '';
    expect(comments.match(/<w:comment /g)?.length).toBe(2);
    expect(comments).toContain(`w:author="${author}"`);
    expect(comments).toContain('w:date="2026-03-04T05:06:07Z"');
    expect(await zip.file('[Content_Types].xml')?.async('string')).toContain(
      '<Override PartName="/word/comments.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml"/>',
    );
    expect(await zip.file('word/_rels/document.xml.rels')?.async('string')).toMatch(
      /Type="http:\/\/schemas\.openxmlformats\.org\/officeDocument\/2006\/relationships\/comments" Target="comments\.xml"/,
    );
    const xml = await partXml(result.bytes);
    // Paragraph 1 was not changed: no anchor there.
    const paragraphs = xml.split('</w:p>');
    expect(paragraphs[1]).not.toContain('comment');
    for (const p of [paragraphs[0], paragraphs[2]]) {
      expect(p).toMatch(
        /<w:commentRangeStart w:id="(\d+)"\/>.*<w:commentRangeEnd w:id="\1"\/><w:r><w:commentReference w:id="\1"\/><\/w:r>/,
      );
    }
    // The reader still reads the same text (a comment adds no words).
    expect((await readManuscript(result.bytes)).blocks.map((b) => b.text)).toEqual([
      'The mean was 0·5 mg in group A.',
      'Untouched.',
      'p < 0·05 was used.',
    ]);

    const file = await write(result.bytes, 'commented');
    const seen = pandocComments(JSON.parse(await pandoc(file, 'all', 'json')));
    expect(seen).toEqual([
      { author, text: comment },
      { author, text: comment },
    ]);

    const office = (await libreOfficeContent([file], dir, 120_000)).get('commented') ?? '';
    const annotations = office.match(/<office:annotation\b[\s\S]*?<\/office:annotation>/g) ?? [];
    expect(annotations.length).toBe(2);
    for (const a of annotations) {
      expect(a).toContain(`<dc:creator>${author}</dc:creator>`);
      expect(a).toContain('Lancet style: mid-line decimal points &amp; spaced');
    }
  }, 180_000);

  it('joins an existing comments part, keeping its comments', async () => {
    const input = await buildDocx({
      body: para('Colour and more.'),
      comments: '<w:comment w:id="77" w:author="Reviewer"><w:p><w:r><w:t>Their note</w:t></w:r></w:p></w:comment>',
    });
    const result = await applyTrackedChanges(input, [replace(0, 0, 6, 'Color')], {
      author,
      date,
      comment: { text: 'US spelling' },
    });
    const zip = await JSZip.loadAsync(result.bytes);
    const comments = (await zip.file('word/comments.xml')?.async('string')) ?? '';
    expect(comments).toContain('Their note');
    expect(comments).toContain('US spelling');
    expect(Object.keys(zip.files).filter((n) => /comments/i.test(n))).toEqual(['word/comments.xml']);
    const ids = [...(await partXml(result.bytes)).matchAll(/w:id="(\d+)"/g)].map((m) => Number(m[1]));
    for (const id of ids) expect(id).toBeGreaterThan(77);
    const seen = pandocComments(JSON.parse(await pandoc(await write(result.bytes, 'joined'), 'all', 'json')));
    expect(seen).toContainEqual({ author, text: 'US spelling' });
  }, 60_000);
});
