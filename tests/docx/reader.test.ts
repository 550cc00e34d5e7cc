/**
 * The text rules of model.ts, one element at a time, on packages built in memory: what a check
 * sees as the text of a paragraph, and what it does not.
 */
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../src/docx/index.ts';
import { buildDocx, paragraph } from './support/build-docx.ts';

const read = (body: string, extra: Parameters<typeof buildDocx>[0] extends infer T ? Partial<T> : never = {}) =>
  readManuscript(buildDocx({ body, ...extra }));

describe('accepted and original views', () => {
  it('takes tracked insertions into the accepted view and deletions into the original view', async () => {
    const m = await read(
      '<w:p><w:r><w:t xml:space="preserve">The dose was </w:t></w:r>' +
        '<w:del w:id="1" w:author="A"><w:r><w:delText>10 mg</w:delText></w:r></w:del>' +
        '<w:ins w:id="2" w:author="A"><w:r><w:t>20 mg</w:t></w:r></w:ins><w:r><w:t>.</w:t></w:r></w:p>',
    );
    expect(m.blocks[0]?.text).toBe('The dose was 20 mg.');
    expect(m.blocks[0]?.originalText).toBe('The dose was 10 mg.');
    const inserted = m.blocks[0]?.runs.find((run) => run.inserted);
    expect(inserted && m.blocks[0]?.text.slice(inserted.start, inserted.end)).toBe('20 mg');
    expect(inserted?.runIndex).toBe(2);
  });

  it('reads moves as an insertion at the destination and a deletion at the source', async () => {
    const m = await read(
      '<w:p><w:moveFrom w:id="1" w:author="A"><w:r><w:t>Moved.</w:t></w:r></w:moveFrom></w:p>' +
        '<w:p><w:moveTo w:id="2" w:author="A"><w:r><w:t>Moved.</w:t></w:r></w:moveTo></w:p>',
    );
    expect(m.blocks.map((b) => [b.text, b.originalText])).toEqual([
      ['', 'Moved.'],
      ['Moved.', ''],
    ]);
  });

  it('does not treat a deleted or inserted paragraph mark as deleted or inserted text', async () => {
    const m = await read(
      '<w:p><w:pPr><w:rPr><w:del w:id="1" w:author="A"/></w:rPr></w:pPr><w:r><w:t>Kept</w:t></w:r></w:p>',
    );
    expect(m.blocks[0]?.text).toBe('Kept');
    expect(m.blocks[0]?.originalText).toBe('Kept');
  });
});

describe('characters and fields', () => {
  it('maps tabs, breaks, hyphens and symbols as model.ts says', async () => {
    const m = await read(
      '<w:p><w:r><w:t>a</w:t><w:tab/><w:t>b</w:t><w:br/><w:t>c</w:t><w:br w:type="page"/><w:t>d</w:t>' +
        '<w:noBreakHyphen/><w:t>e</w:t><w:softHyphen/><w:t>f</w:t><w:sym w:font="Symbol" w:char="F062"/>' +
        '<w:sym w:font="Arial" w:char="03B2"/><w:cr/></w:r></w:p>',
    );
    // Symbol's "F062" is its β (symbol-font.ts), as Word shows it.
    expect(m.blocks[0]?.text).toBe('a\tb\ncd-efββ\n');
  });

  it('shows a field result, never its instruction, and marks the result as inside a field', async () => {
    const m = await read(
      '<w:p><w:r><w:t xml:space="preserve">See </w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r>' +
        '<w:r><w:instrText xml:space="preserve"> ADDIN ZOTERO_ITEM CSL_CITATION {"x":1} </w:instrText></w:r>' +
        '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>[1]</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>' +
        '<w:p><w:fldSimple w:instr=" SEQ Table \\* ARABIC "><w:r><w:t>2</w:t></w:r></w:fldSimple></w:p>',
    );
    expect(m.blocks.map((b) => b.text)).toEqual(['See [1]', '2']);
    expect(m.blocks[0]?.runs.find((run) => run.inField)?.start).toBe(4);
  });

  it('leaves comments and note references out of the text and reads notes as their own blocks', async () => {
    const m = await read(
      '<w:p><w:commentRangeStart w:id="0"/><w:r><w:t>Text</w:t></w:r><w:commentRangeEnd w:id="0"/>' +
        '<w:r><w:commentReference w:id="0"/></w:r><w:r><w:footnoteReference w:id="1"/></w:r>' +
        '<w:r><w:endnoteReference w:id="1"/></w:r></w:p>',
      {
        footnotes:
          '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>' +
          '<w:footnote w:id="1"><w:p><w:r><w:footnoteRef/></w:r><w:r><w:t xml:space="preserve"> A note.</w:t></w:r></w:p></w:footnote>',
        endnotes: '<w:endnote w:id="1"><w:p><w:r><w:t>An endnote.</w:t></w:r></w:p></w:endnote>',
      },
    );
    expect(m.blocks.map((b) => [b.kind, b.text])).toEqual([
      ['paragraph', 'Text'],
      ['footnote', ' A note.'],
      ['endnote', 'An endnote.'],
    ]);
    expect(m.structure.notes).toEqual({ footnotes: [1], endnotes: [2] });
    expect(m.warnings).toContainEqual({
      code: 'comments',
      count: 1,
      message: '1 comment was not checked (comments are not part of the text).',
    });
    expect(m.previewText).toBe('Text\n A note.\nAn endnote.');
  });

  it('reads text boxes as their own blocks, once, after the paragraph that anchors them', async () => {
    const box = '<w:txbxContent><w:p><w:r><w:t>In the box</w:t></w:r></w:p></w:txbxContent>';
    const m = await read(
      `<w:p><w:r><w:t>Anchor</w:t></w:r><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wps:wsp><wps:txbx>${box}</wps:txbx></wps:wsp></w:drawing></mc:Choice>` +
        `<mc:Fallback><w:pict>${box}</w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>`,
    );
    expect(m.blocks.map((b) => [b.kind, b.text])).toEqual([
      ['paragraph', 'Anchor'],
      ['textbox', 'In the box'],
    ]);
  });

  it('leaves equations out of the text and says so', async () => {
    const m = await read(
      '<w:p><w:r><w:t xml:space="preserve">where </w:t></w:r><m:oMath><m:r><m:t>x=1</m:t></m:r></m:oMath></w:p>',
    );
    expect(m.blocks[0]?.text).toBe('where ');
    expect(m.warnings).toContainEqual({ code: 'equations', count: 1, message: '1 equation was not checked.' });
  });
});

describe('paragraph properties', () => {
  it('gives table cells their table, row and cell, and styles their names and outline levels', async () => {
    const m = await read(
      paragraph('Methods', 'Heading1') +
        '<w:tbl><w:tr><w:tc><w:p><w:r><w:t>a</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>b</w:t></w:r></w:p></w:tc></w:tr>' +
        '<w:tr><w:tc><w:p><w:r><w:t>c</w:t></w:r></w:p></w:tc></w:tr></w:tbl>' +
        paragraph('Item', 'ListBullet'),
    );
    expect(m.blocks[0]).toMatchObject({
      styleId: 'Heading1',
      styleName: 'heading 1',
      outlineLevel: 0,
      kind: 'paragraph',
    });
    expect(m.blocks.slice(1, 4).map((b) => b.table)).toEqual([
      { table: 0, row: 0, cell: 0 },
      { table: 0, row: 0, cell: 1 },
      { table: 0, row: 1, cell: 0 },
    ]);
    expect(m.blocks[4]?.isListItem).toBe(true);
  });

  it('resolves bold and superscript from direct formatting and character styles', async () => {
    const m = await read(
      '<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>B</w:t></w:r><w:r><w:rPr><w:rStyle w:val="Sup"/></w:rPr><w:t>1</w:t></w:r><w:r><w:rPr><w:b w:val="0"/></w:rPr><w:t>n</w:t></w:r></w:p>',
    );
    expect(m.blocks[0]?.runs.map((r) => [r.format.bold, r.format.superscript])).toEqual([
      [true, false],
      [false, true],
      [false, false],
    ]);
  });
});

describe('packages', () => {
  it('reads Strict OOXML and a main part under another name found through _rels/.rels', async () => {
    const strict = await readManuscript(buildDocx({ body: paragraph('Strict text'), strict: true }));
    expect(strict.blocks[0]?.text).toBe('Strict text');
    const moved = await readManuscript(buildDocx({ body: paragraph('Elsewhere'), mainPart: 'content/main-body.xml' }));
    expect(moved.blocks[0]).toMatchObject({ text: 'Elsewhere', part: 'content/main-body.xml' });
  });

  it('drops a UTF-8 byte-order mark at the start of a part', async () => {
    const m = await readManuscript(
      buildDocx({
        body: paragraph('BOM'),
        override: (parts) => {
          const xml = parts['word/document.xml'] ?? new Uint8Array();
          return { ...parts, 'word/document.xml': new Uint8Array([0xef, 0xbb, 0xbf, ...xml]) };
        },
      }),
    );
    expect(m.blocks[0]?.text).toBe('BOM');
  });
});
