/**
 * Cases where the reader's accepted text disagreed with Word's (and pandoc's, and
 * Open-Xml-PowerTools' accepted copies) on other projects' test files (issue 25): each rebuilt
 * here on a file of our own, read by the reader and by the tracked-changes writer's view, which
 * must agree character for character (model.ts text rules).
 */
import { strToU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../src/docx/index.ts';
import { applyTrackedChangesSync } from '../../src/docx/write/index.ts';
import { buildDocx, paragraph } from './support/build-docx.ts';
import { paragraphsBothWays } from '../writer/support.ts';

const run = (inner: string, props = ''): string => `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}${inner}</w:r>`;
const t = (text: string): string => `<w:t xml:space="preserve">${text}</w:t>`;

function bothViews(bytes: Uint8Array): string[] {
  const { reader, writer } = paragraphsBothWays(bytes);
  expect(writer.map((p) => p.accepted)).toEqual(reader.map((p) => p.accepted));
  expect(writer.map((p) => p.original)).toEqual(reader.map((p) => p.original));
  return reader.map((p) => p.accepted);
}

describe('w:sym characters (pandoc test/docx/unicode.docx: "€10.∨∨(")', () => {
  it('maps the Symbol font to Unicode, with or without the F000 offset', () => {
    const body =
      `<w:p>${run(t('p'))}${run('<w:sym w:font="Symbol" w:char="F0A3"/>')}${run(t('0·05, mean'))}` +
      `${run('<w:sym w:font="Symbol" w:char="F0B1"/>')}${run(t('SD, '))}${run('<w:sym w:font="Symbol" w:char="00DA"/>')}` +
      `${run('<w:sym w:font="Symbol" w:char="F06D"/>')}${run(t('g'))}</w:p>`;
    expect(bothViews(buildDocx({ body }))).toEqual(['p≤0·05, mean±SD, ∨μg']);
  });

  it('maps text typed in the Symbol font (its private-use codes), leaving other characters as typed', () => {
    const symbol = '<w:rFonts w:ascii="Symbol" w:hAnsi="Symbol"/>';
    const body = `<w:p>${run(t('Costs €10.'))}${run(t('\uF061\uF028x\uF0B3'), symbol)}${run(t('\uF061'))}</w:p>`;
    expect(bothViews(buildDocx({ body }))).toEqual(['Costs €10.α(x≥\uF061']);
  });

  it('gives picture fonts nothing and a plain code point in another font its character', () => {
    const body = `<w:p>${run(t('Done '))}${run('<w:sym w:font="Wingdings" w:char="F0FC"/>')}${run(
      '<w:sym w:font="Webdings" w:char="0021"/>',
    )}${run('<w:sym w:font="Arial" w:char="03B2"/>')}${run('<w:sym w:font="Arial" w:char="FFFFFFF"/>')}</w:p>`;
    expect(bothViews(buildDocx({ body }))).toEqual(['Done β']);
  });
});

describe('hidden runs (Open-Xml-PowerTools HC019-Hidden-Run.docx)', () => {
  it('leaves a run hidden by w:vanish out of both views, and reads one whose vanish is switched off', async () => {
    const body =
      `<w:p>${run(t('Shown '))}${run(t('hidden note '), '<w:vanish/>')}${run(t('text'))}` +
      `${run(t(' again'), '<w:vanish w:val="0"/>')}</w:p>` +
      `<w:p><w:pPr><w:rPr><w:vanish/></w:rPr></w:pPr>${run(t('A hidden paragraph mark hides no text'))}</w:p>`;
    expect(bothViews(buildDocx({ body }))).toEqual(['Shown text again', 'A hidden paragraph mark hides no text']);
  });

  it('writes a correction after hidden text where the reader placed it, keeping the hidden text', async () => {
    const body = `<w:p>${run(t('Shown '))}${run(t('secret '), '<w:vanish/>')}${run(t('text.'))}</w:p>`;
    const bytes = buildDocx({ body });
    const m = await readManuscript(bytes);
    expect(m.blocks[0]?.text).toBe('Shown text.');
    const start = 'Shown '.length;
    const result = applyTrackedChangesSync(
      bytes,
      [
        {
          kind: 'replace',
          block: { part: 'word/document.xml', paragraphIndex: 0 },
          start,
          end: start + 4,
          text: 'words',
          expected: 'text',
        },
      ],
      { author: 'Peer cases', date: new Date('2026-11-28T08:00:00Z') },
    );
    expect(result.refused).toEqual([]);
    const after = await readManuscript(result.bytes);
    expect(after.blocks[0]?.text).toBe('Shown words.');
    expect(after.blocks[0]?.originalText).toBe('Shown text.');
    expect(new TextDecoder().decode(unzipSync(result.bytes)['word/document.xml'])).toContain('secret ');
  });
});

describe('footnotes nothing refers to (python-docx and pandoc test files)', () => {
  it('reads only the notes the text refers to, custom marks included', async () => {
    const note = (id: string, text: string): string =>
      `<w:footnote w:id="${id}"><w:p>${run('<w:footnoteRef/>')}${run(t(text))}</w:p></w:footnote>`;
    const bytes = buildDocx({
      body:
        `<w:p>${run(t('Text'))}${run('<w:footnoteReference w:id="1"/>')}` +
        `${run('<w:footnoteReference w:customMarkFollows="1" w:id="3"/>')}${run(t('*'))}</w:p>` +
        `<w:p>${run(t('Deleted reference'))}<w:del w:id="9" w:author="A" w:date="2026-01-01T00:00:00Z">${run(
          '<w:footnoteReference w:id="4"/>',
        )}</w:del></w:p>`,
      footnotes:
        '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>' +
        note('1', 'Referenced.') +
        note('2', 'Nothing refers to me.') +
        note('3', 'Custom mark.') +
        note('4', 'Only a deleted reference.'),
    });
    const m = await readManuscript(bytes);
    expect(m.blocks.filter((b) => b.kind === 'footnote').map((b) => b.text)).toEqual(['Referenced.', 'Custom mark.']);
    expect(m.previewText).not.toContain('Nothing refers to me');
  });
});

describe('binary parts (a Word 2011 for Mac file with printer settings)', () => {
  it('reads a package whose binary printer settings hold "<!" bytes', async () => {
    const binary = new Uint8Array(512);
    for (let i = 0; i < binary.length; i++) binary[i] = (i * 37) % 256;
    binary.set(strToU8('<!DOCTYPE'), 100);
    const bytes = buildDocx({
      body: paragraph('A manuscript saved by Word 2011 for Mac.'),
      extraParts: { 'word/printerSettings/printerSettings1.bin': binary },
      override: (parts) => {
        const types = new TextDecoder().decode(parts['[Content_Types].xml']);
        parts['[Content_Types].xml'] = strToU8(
          types.replace(
            '<Default Extension="xml"',
            '<Default Extension="bin" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.printerSettings"/><Default Extension="xml"',
          ),
        );
        return parts;
      },
    });
    const m = await readManuscript(bytes);
    expect(m.blocks[0]?.text).toBe('A manuscript saved by Word 2011 for Mac.');
  });

  it('still refuses a DOCTYPE in a part whose content type is XML', async () => {
    const bytes = buildDocx({
      body: paragraph('Text'),
      extraParts: { 'customXml/item1.xml': '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "e">]><x>&e;</x>' },
    });
    await expect(readManuscript(bytes)).rejects.toMatchObject({ reason: 'doctype' });
  });
});

describe('warnings as data (issue 25): only content the reader really skips', () => {
  it('passes over drawing extensions, content-control settings and field data, and still names unknown content', async () => {
    const picture =
      '<w:r><w:drawing><wp:inline><a:graphic><a:graphicData><a:blip><a:extLst><a:ext>' +
      '<a14:useLocalDpi xmlns:a14="http://schemas.microsoft.com/office/drawing/2010/main" val="0"/>' +
      '</a:ext></a:extLst></a:blip></a:graphicData></a:graphic>' +
      '<wp14:sizeRelH xmlns:wp14="http://schemas.microsoft.com/office/word/2010/wordprocessingDrawing" relativeFrom="page"/>' +
      '</wp:inline></w:drawing></w:r>';
    const control =
      '<w:sdt><w:sdtPr><w:alias w:val="Title"/><w:tag w:val="t"/><w:id w:val="1"/><w:citation/></w:sdtPr>' +
      `<w:sdtContent><w:p>${run(t('In a control.'))}</w:p></w:sdtContent></w:sdt>`;
    const field =
      `<w:p>${run('<w:fldChar w:fldCharType="begin"><w:fldData xml:space="preserve">AAEC</w:fldData></w:fldChar>')}` +
      `${run('<w:instrText> ADDIN EN.CITE </w:instrText>')}${run('<w:fldChar w:fldCharType="separate"/>')}` +
      `${run(t('[1]'))}${run('<w:fldChar w:fldCharType="end"/>')}</w:p>`;
    const clean = await readManuscript(
      buildDocx({ body: `<w:p>${picture}${run(t('Figure.'))}</w:p>${control}${field}` }),
    );
    expect(clean.blocks.map((b) => b.text)).toEqual(['Figure.', 'In a control.', '[1]']);
    expect(clean.warnings).toEqual([]);

    const unknown = await readManuscript(buildDocx({ body: `<w:p>${run(t('Text'))}<w:madeUp/></w:p>` }));
    expect(unknown.warnings).toEqual([
      {
        code: 'unknown-content',
        count: 1,
        message: 'Some content of a kind the checker does not read was not checked (w:madeUp).',
      },
    ]);
  });
});

const deletedMark = (author = 'Editor'): string =>
  `<w:pPr><w:rPr><w:del w:id="90" w:author="${author}" w:date="2026-01-01T00:00:00Z"/></w:rPr></w:pPr>`;
const deletedRun = (text: string): string =>
  `<w:del w:id="91" w:author="Editor" w:date="2026-01-01T00:00:00Z"><w:r><w:delText xml:space="preserve">${text}</w:delText></w:r></w:del>`;

describe('deleted paragraph marks (Open-Xml-PowerTools RA0xx accepted copies, pandoc track_changes_*.docx)', () => {
  it('joins the paragraph with the next one, as accepting the change does, and takes the next one’s style', async () => {
    const body =
      `<w:p>${deletedMark()}${run(t('Patients were followed '))}</w:p><w:bookmarkEnd w:id="0"/>` +
      `<w:p><w:pPr><w:pStyle w:val="ListBullet"/></w:pPr>${run(t('for two years.'))}</w:p>` +
      // A whole paragraph deleted (its text and its mark): only the next paragraph is left.
      `<w:p><w:pPr><w:pStyle w:val="Heading1"/><w:rPr><w:del w:id="92" w:author="Editor" w:date="2026-01-01T00:00:00Z"/></w:rPr></w:pPr>${deletedRun('Old heading')}</w:p>` +
      `<w:p>${run(t('Results were stable.'))}</w:p>` +
      // Never across a table or out of a table cell.
      `<w:p>${deletedMark()}${run(t('Before the table.'))}</w:p>` +
      `<w:tbl><w:tr><w:tc><w:p>${deletedMark()}${run(t('Cell one.'))}</w:p></w:tc><w:tc>${paragraph('Cell two.')}</w:tc></w:tr></w:tbl>` +
      paragraph('After the table.');
    const bytes = buildDocx({ body });
    expect(bothViews(bytes)).toEqual([
      'Patients were followed for two years.',
      'Results were stable.',
      'Before the table.',
      'Cell one.',
      'Cell two.',
      'After the table.',
    ]);
    const m = await readManuscript(bytes);
    const [joined, results] = m.blocks;
    expect(joined).toMatchObject({
      paragraphIndex: 0,
      joined: [{ paragraphIndex: 1, at: 'Patients were followed '.length, by: 'deleted-mark' }],
      styleId: 'ListBullet',
      isListItem: true,
      originalText: 'Patients were followed \nfor two years.',
      deletions: [{ at: 'Patients were followed '.length, text: '\n', author: 'Editor' }],
    });
    // The deleted heading is gone: no heading, no section of its name.
    expect(results).toMatchObject({
      paragraphIndex: 2,
      text: 'Results were stable.',
      styleId: null,
      outlineLevel: null,
    });
    expect(m.structure.headings).toEqual([]);
    expect(m.blocks.map((b) => b.paragraphIndex)).toEqual([0, 2, 4, 5, 6, 7]);
    expect(m.previewText.split('\n')).toEqual(m.blocks.map((b) => b.text));
    expect(m.blocks.map((b) => b.start)).toEqual([0, 38, 59, 77, 87, 97]);
  });

  it('joins a chain of paragraphs whose marks are all deleted into one, and counts its words once', async () => {
    const body =
      paragraph('Introduction', 'Heading1') +
      `<w:p>${deletedMark('A')}${run(t('One'))}</w:p><w:p>${deletedMark('B')}${run(t('two '))}</w:p>` +
      `<w:p><w:pPr><w:rPr><w:moveFrom w:id="93" w:author="C" w:date="2026-01-01T00:00:00Z"/></w:rPr></w:pPr>${run(t('three '))}</w:p>` +
      paragraph('four.');
    const m = await readManuscript(buildDocx({ body }));
    expect(m.blocks).toHaveLength(2);
    expect(m.blocks[1]).toMatchObject({
      text: 'Onetwo three four.',
      originalText: 'One\ntwo \nthree \nfour.',
      joined: [
        { paragraphIndex: 2, at: 3, by: 'deleted-mark' },
        { paragraphIndex: 3, at: 7, by: 'deleted-mark' },
        { paragraphIndex: 4, at: 13, by: 'deleted-mark' },
      ],
    });
    expect(m.structure.sections[0]).toMatchObject({ heading: 'Introduction', words: 3 });
  });
});

describe('drop caps (pandoc test/docx/drop_cap.docx)', () => {
  it('reads the drop cap letter as the first letter of the next paragraph’s word', async () => {
    const dropCap =
      '<w:pPr><w:framePr w:dropCap="drop" w:lines="3" w:wrap="around" w:vAnchor="text" w:hAnchor="text"/></w:pPr>';
    const margin = '<w:pPr><w:framePr w:dropCap="margin" w:lines="2"/></w:pPr>';
    const body =
      paragraph('Introduction', 'Heading1') +
      `<w:p>${dropCap}${run(t('D'), '<w:sz w:val="96"/>')}</w:p>${paragraph('rop cap.')}` +
      `<w:p>${margin}${run(t('I'))}</w:p>${paragraph('n the margin.')}` +
      `<w:p><w:pPr><w:framePr w:dropCap="none"/></w:pPr>${run(t('A frame, not a drop cap.'))}</w:p>${paragraph('Apart.')}`;
    const bytes = buildDocx({ body });
    expect(bothViews(bytes)).toEqual([
      'Introduction',
      'Drop cap.',
      'In the margin.',
      'A frame, not a drop cap.',
      'Apart.',
    ]);
    const m = await readManuscript(bytes);
    expect(m.blocks[1]).toMatchObject({
      originalText: 'Drop cap.',
      joined: [{ paragraphIndex: 2, at: 1, by: 'drop-cap' }],
    });
    expect(m.blocks[1]?.deletions).toBeUndefined();
    expect(m.structure.sections[0]).toMatchObject({ heading: 'Introduction', words: 2 + 3 + 6 + 1 });
  });
});
