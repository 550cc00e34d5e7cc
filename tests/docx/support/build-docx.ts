/**
 * A small .docx builder for the engine's unit tests: WordprocessingML written by hand, zipped
 * with fflate, so each test states exactly the XML it exercises. Parts can be replaced or added
 * to build broken and hostile packages.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';

export const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
export const STRICT_W_NS = 'http://purl.oclc.org/ooxml/wordprocessingml/main';
const R_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const DOC_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument';
const STRICT_DOC_REL = 'http://purl.oclc.org/ooxml/officeDocument/relationships/officeDocument';
export const MAIN_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
export const MACRO_TYPE = 'application/vnd.ms-word.document.macroEnabled.main+xml';

export interface DocxOptions {
  /** Inner XML of w:body. */
  body: string;
  styles?: string;
  footnotes?: string;
  endnotes?: string;
  /** Inner XML of w:comments (the comments part). */
  comments?: string;
  mainPart?: string;
  mainContentType?: string;
  strict?: boolean;
  extraParts?: Record<string, string | Uint8Array>;
  /** Replaces the generated part list entirely (for broken packages). */
  override?: (parts: Record<string, Uint8Array>) => Record<string, Uint8Array>;
}

const HEADING_STYLES = `
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Heading1"/><w:pPr><w:outlineLvl w:val="1"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="ListBullet"><w:name w:val="List Bullet"/><w:pPr><w:numPr><w:numId w:val="3"/></w:numPr></w:pPr></w:style>
<w:style w:type="character" w:styleId="Sup"><w:name w:val="Superscript"/><w:rPr><w:vertAlign w:val="superscript"/></w:rPr></w:style>`;

const PART_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PART_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml';
/** The parts beside the main one a test may give: option name, part file name and root element. */
const NOTE_PARTS = [
  { option: 'footnotes', root: 'footnotes' },
  { option: 'endnotes', root: 'endnotes' },
  { option: 'comments', root: 'comments' },
] as const;

export function paragraph(text: string, style?: string): string {
  const props = style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : '';
  return `<w:p>${props}<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
}

/** A Word table (w:tbl): one row per array, one paragraph per cell. */
export function table(rows: string[][]): string {
  const cell = (text: string): string => `<w:tc>${paragraph(text)}</w:tc>`;
  return `<w:tbl>${rows.map((cells) => `<w:tr>${cells.map(cell).join('')}</w:tr>`).join('')}</w:tbl>`;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function buildDocx(options: DocxOptions): Uint8Array {
  const ns = options.strict ? STRICT_W_NS : W_NS;
  const mainPart = options.mainPart ?? 'word/document.xml';
  const mainName = mainPart.slice(mainPart.lastIndexOf('/') + 1);
  const mainDir = mainPart.slice(0, mainPart.lastIndexOf('/'));
  const overrides = [`<Override PartName="/${mainPart}" ContentType="${options.mainContentType ?? MAIN_TYPE}"/>`];
  const rels: string[] = [
    `<Relationship Id="rIdStyles" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>`,
    // An external link the body may point at with r:id="rId9".
    `<Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://example.org/" TargetMode="External"/>`,
  ];
  const parts: Record<string, Uint8Array> = {};
  const text = (value: string): Uint8Array => strToU8(value);
  const wrap = (root: string, inner: string): string =>
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:${root} xmlns:w="${ns}" xmlns:r="${R_NS}" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math" xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main">${inner}</w:${root}>`;
  parts[mainPart] = text(wrap('document', `<w:body>${options.body}</w:body>`));
  parts[`${mainDir}/styles.xml`] = text(wrap('styles', options.styles ?? HEADING_STYLES));
  for (const note of NOTE_PARTS) {
    const inner = options[note.option];
    if (inner === undefined) continue;
    parts[`${mainDir}/${note.option}.xml`] = text(wrap(note.root, inner));
    rels.push(`<Relationship Id="rId${note.root}" Type="${PART_REL}/${note.option}" Target="${note.option}.xml"/>`);
    overrides.push(
      `<Override PartName="/${mainDir}/${note.option}.xml" ContentType="${PART_TYPE}.${note.option}+xml"/>`,
    );
  }
  parts[`${mainDir}/_rels/${mainName}.rels`] = text(
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`,
  );
  parts['_rels/.rels'] = text(
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${options.strict ? STRICT_DOC_REL : DOC_REL}" Target="${mainPart}"/></Relationships>`,
  );
  parts['[Content_Types].xml'] = text(
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides.join('')}</Types>`,
  );
  for (const [name, value] of Object.entries(options.extraParts ?? {}))
    parts[name] = typeof value === 'string' ? text(value) : value;
  const final = options.override ? options.override(parts) : parts;
  const zippable: Zippable = {};
  for (const [name, value] of Object.entries(final)) zippable[name] = value;
  return zipSync(zippable, { level: 6 });
}
