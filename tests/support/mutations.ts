/**
 * The mutation generator (fast-check) shared by the reader's robustness test
 * (tests/docx/mutations.test.ts) and the writer's agreement test (tests/writer/agreement.test.ts):
 * small real corpus files with one XML part corrupted, the file truncated, the entries reordered,
 * a DOCTYPE injected, raw bytes flipped, or one body paragraph wrapped in a construct that has
 * shifted paragraph numbering before (a content control, a table in a table, a text box, an
 * embedded object, an `mc:AlternateContent` with its fallback, a field spanning paragraphs).
 */
import { readFileSync, statSync } from 'node:fs';
import fc from 'fast-check';
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { readManuscriptSync } from '../../src/docx/index.ts';
import { paragraphRanges } from '../../src/docx/read/part-reader.ts';
import { corpusFiles } from './corpus.ts';

export interface MutationSource {
  name: string;
  bytes: Uint8Array;
  parts: [string, Uint8Array][];
  previewText: string;
  /** Byte ranges of document.xml's body paragraphs (not in a table, text box or note). */
  bodyParagraphs: { start: number; end: number }[];
}

/**
 * What the mutated file must give: `any` (read or refused cleanly), `same` (read, same preview
 * text), `doctype` (refused as such), `read` (a well-formed construct: read).
 */
export type MutationExpectation = 'any' | 'same' | 'doctype' | 'read';

export interface Mutation {
  label: string;
  bytes: Uint8Array;
  expect: MutationExpectation;
  s: MutationSource;
}

const MAIN = 'word/document.xml';

/** Corpus files under 60 kB (fixtures, manuscripts, articles): small enough for 1,000 runs. */
export function mutationSources(): MutationSource[] {
  const files = [...corpusFiles('fixtures'), ...corpusFiles('manuscripts'), ...corpusFiles('articles')].filter(
    (f) => statSync(f.file).size < 60_000,
  );
  return files.map((f) => {
    const bytes = new Uint8Array(readFileSync(f.file));
    const parts = Object.entries(unzipSync(bytes));
    const manuscript = readManuscriptSync(bytes);
    const main = parts.find(([n]) => n === MAIN)?.[1];
    const ranges = main ? paragraphRanges(main, MAIN) : [];
    const bodyParagraphs = manuscript.blocks
      .filter((b) => b.part === MAIN && b.kind === 'paragraph' && ranges[b.paragraphIndex]?.outer === b.paragraphIndex)
      .map((b) => ranges[b.paragraphIndex] as { start: number; end: number });
    return { name: f.name, bytes, parts, previewText: manuscript.previewText, bodyParagraphs };
  });
}

function rezip(parts: [string, Uint8Array][]): Uint8Array {
  const zippable: Zippable = {};
  for (const [name, data] of parts) zippable[name] = [data, { level: 0 }]; // stored: the re-zip is not what is under test, and it keeps the run short
  return zipSync(zippable);
}

const isXml = ([name]: [string, Uint8Array]): boolean => /\.(xml|rels)$/i.test(name);

const V = 'urn:schemas-microsoft-com:vml';
const MC = 'http://schemas.openxmlformats.org/markup-compatibility/2006';
const DRAWING =
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"';
const box = (p: string) =>
  `<v:shape xmlns:v="${V}"><v:textbox><w:txbxContent>${p}</w:txbxContent></v:textbox></v:shape>`;
const textRun = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
const fieldChar = (type: string) => `<w:r><w:fldChar w:fldCharType="${type}"/></w:r>`;

/** Block-level markup around one body paragraph `p` (its XML as stored). */
export const constructs: Record<string, (p: string) => string> = {
  'content control': (p) => `<w:sdt><w:sdtPr/><w:sdtContent>${p}</w:sdtContent></w:sdt>`,
  'table in a table': (p) =>
    `<w:tbl><w:tr><w:tc><w:tbl><w:tr><w:tc>${p}</w:tc></w:tr></w:tbl><w:p>${textRun('Outer cell.')}</w:p></w:tc></w:tr></w:tbl>`,
  'text box': (p) => `<w:p><w:r><w:pict>${box(p)}</w:pict></w:r>${textRun('Anchor of a text box.')}</w:p>`,
  'drawing text box with fallback': (p) =>
    `<w:p>${textRun('Anchor of a drawing. ')}<w:r><mc:AlternateContent xmlns:mc="${MC}"><mc:Choice Requires="wps"><w:drawing>` +
    `<wp:anchor ${DRAWING}><a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape">` +
    `<wps:wsp><wps:txbx><w:txbxContent>${p}</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor>` +
    `</w:drawing></mc:Choice><mc:Fallback><w:pict>${box(p)}</w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>`,
  'embedded object': (p) =>
    `<w:p><w:r><w:object>${box(p)}</w:object></w:r>${textRun('Anchor of an object.')}</w:p>${p}`,
  'choice and fallback': (p) =>
    `<w:p><w:r><mc:AlternateContent xmlns:mc="${MC}"><mc:Choice Requires="v"><w:pict>${box(p)}</w:pict></mc:Choice>` +
    `<mc:Fallback><w:pict>${box(p)}</w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>`,
  'field across paragraphs': (p) =>
    `<w:p>${textRun('Before the field. ')}${fieldChar('begin')}<w:r><w:instrText xml:space="preserve"> ADDIN EN.REFLIST </w:instrText></w:r>${fieldChar('separate')}${textRun('Field result.')}</w:p>` +
    `${p}<w:p>${textRun('Last of the result.')}${fieldChar('end')}${textRun(' After the field.')}</w:p>`,
};

/** Every mutation kind, drawn from `all` (which must not be empty). */
export function mutations(all: MutationSource[]): fc.Arbitrary<Mutation> {
  const source = fc.constantFrom(...all);
  const corruptPart = fc
    .record({ s: source, part: fc.nat(), at: fc.nat(), junk: fc.uint8Array({ minLength: 1, maxLength: 8 }) })
    .map(({ s, part, at, junk }) => {
      const xmlParts = s.parts.filter(isXml);
      const [name, data] = xmlParts[part % xmlParts.length] ?? ['', new Uint8Array()];
      const copy = new Uint8Array(data);
      copy.set(
        junk.subarray(0, Math.max(0, copy.length - (at % Math.max(1, copy.length)))),
        at % Math.max(1, copy.length),
      );
      return {
        label: `corrupt ${name} of ${s.name}`,
        bytes: rezip(s.parts.map(([n, d]) => [n, n === name ? copy : d])),
        expect: 'any' as const,
        s,
      };
    });
  const truncate = fc.record({ s: source, keep: fc.double({ min: 0, max: 1, noNaN: true }) }).map(({ s, keep }) => ({
    label: `truncate ${s.name} at ${keep.toFixed(3)}`,
    bytes: s.bytes.subarray(0, Math.floor(s.bytes.length * keep)),
    expect: 'any' as const,
    s,
  }));
  const reorder = fc
    .record({ s: source, seed: fc.array(fc.nat(), { minLength: 1, maxLength: 40 }) })
    .map(({ s, seed }) => {
      const parts = [...s.parts];
      seed.forEach((n, i) => {
        const j = n % parts.length;
        const k = i % parts.length;
        [parts[j], parts[k]] = [parts[k] as [string, Uint8Array], parts[j] as [string, Uint8Array]];
      });
      return { label: `reorder ${s.name}`, bytes: rezip(parts), expect: 'same' as const, s };
    });
  const doctype = fc.record({ s: source, part: fc.nat() }).map(({ s, part }) => {
    const xmlParts = s.parts
      .filter(isXml)
      .filter(([n]) => n === '[Content_Types].xml' || n === '_rels/.rels' || /^word\/(document|styles)/.test(n));
    const [name] = xmlParts[part % xmlParts.length] ?? [''];
    const inject = (data: Uint8Array): Uint8Array => {
      const text = new TextDecoder()
        .decode(data)
        .replace(/^\uFEFF?(<\?xml[^>]*\?>)?/, (m) => `${m}<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>`);
      return strToU8(text);
    };
    return {
      label: `doctype in ${name} of ${s.name}`,
      bytes: rezip(s.parts.map(([n, d]) => [n, n === name ? inject(d) : d])),
      expect: 'doctype' as const,
      s,
    };
  });
  const flip = fc
    .record({
      s: source,
      flips: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 })), { minLength: 1, maxLength: 6 }),
    })
    .map(({ s, flips }) => {
      const copy = new Uint8Array(s.bytes);
      for (const [at, xor] of flips) {
        const i = at % copy.length;
        copy[i] = (copy[i] ?? 0) ^ xor;
      }
      return { label: `flip bytes of ${s.name}`, bytes: copy, expect: 'any' as const, s };
    });
  return fc.oneof(corruptPart, truncate, reorder, doctype, flip, wrapped(all));
}

/** One or more body paragraphs of document.xml each wrapped in a construct: always well formed. */
export function wrapped(all: MutationSource[]): fc.Arbitrary<Mutation> {
  const withBody = all.filter((s) => s.bodyParagraphs.length > 0);
  const kinds = Object.keys(constructs);
  return fc
    .record({
      s: fc.constantFrom(...withBody),
      picks: fc.array(fc.tuple(fc.nat(), fc.constantFrom(...kinds)), { minLength: 1, maxLength: 4 }),
    })
    .map(({ s, picks }) => {
      const main = s.parts.find(([n]) => n === MAIN)?.[1] as Uint8Array;
      const chosen = new Map<number, string>();
      for (const [n, kind] of picks) chosen.set(n % s.bodyParagraphs.length, kind);
      const buffer = Buffer.from(main);
      const pieces: Buffer[] = [];
      let at = 0;
      for (const [index, kind] of [...chosen].sort((a, b) => a[0] - b[0])) {
        const { start, end } = s.bodyParagraphs[index] as { start: number; end: number };
        const wrap = constructs[kind] as (p: string) => string;
        pieces.push(buffer.subarray(at, start), Buffer.from(wrap(buffer.toString('utf8', start, end))));
        at = end;
      }
      pieces.push(buffer.subarray(at));
      const bytes = new Uint8Array(Buffer.concat(pieces));
      const label = [...chosen].map(([i, kind]) => `${kind} around body paragraph ${i}`).join(', ');
      return {
        label: `${label} of ${s.name}`,
        bytes: rezip(s.parts.map(([n, d]) => [n, n === MAIN ? bytes : d])),
        expect: 'read' as const,
        s,
      };
    });
}
