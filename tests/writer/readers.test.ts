/**
 * Real readers open what the writer produces: LibreOffice (headless, one batch conversion to ODT,
 * its own profile folder) and pandoc with --track-changes=all / accept / reject. The insertions
 * and deletions they see must be exactly the edits (same author, same text); pandoc's accept-all
 * gives the corrected text and its reject-all the previous text.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readManuscript } from '../../src/docx/index.ts';
import { applyTrackedChanges, type Edit } from '../../src/docx/write/index.ts';
import { decodeXmlText as decode, libreOfficeContent, odtParagraphs } from '../support/libreoffice.ts';
import { corpusAvailable, corpusDir, needsCorpus } from '../support/corpus.ts';
import { buildDocx } from '../docx/support/build-docx.ts';
import { type PandocNode, pandocText } from '../support/pandoc-text.ts';

const run = promisify(execFile);
const author = 'Reader Check';

interface Case {
  name: string;
  pandoc: boolean;
  before: Uint8Array;
  after: Uint8Array;
  edits: Edit[];
  /** Per edited paragraph: text before and after, in document order. */
  paragraphs: { before: string; after: string }[];
  deleted: string[];
  inserted: string[];
  file: string;
}

const sources: [string, boolean][] = [
  ['articles/bjc-6605965a', true],
  ['manuscripts/ms-hellp-systematic-review', true],
  ['manuscripts/ms-contraception-scotland', true],
  ['fixtures/poi_smarttag-snippet', true],
  ['fixtures/oxpt_RA001-Tracked-Revisions-01', true],
  ['fixtures/pandoc_notes', true],
  ['fixtures/pandoc_alternate_document_path', true],
  ['fixtures/mammoth_utf8-bom', true],
  // pandoc 2.17 cannot read ISO Strict packages at all (not even the original); LibreOffice can.
  ['fixtures/mammoth_strict-format', false],
];

async function pandoc(file: string, mode: 'accept' | 'reject' | 'all', to: 'plain' | 'json'): Promise<string> {
  const { stdout } = await run('pandoc', [`--track-changes=${mode}`, '-t', to, '--wrap=none', file], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

/** Simple paragraphs (no fields, no super/subscript, one line in pandoc's output) to correct. */
async function makeCase(source: string, usePandoc: boolean, dir: string): Promise<Case> {
  const name = path.basename(source);
  const beforeFile = path.join(corpusDir, `${source}.${source.endsWith('SimpleMacro') ? 'docm' : 'docx'}`);
  const before = new Uint8Array(readFileSync(beforeFile));
  const lines = usePandoc ? new Set((await pandoc(beforeFile, 'accept', 'plain')).split('\n')) : null;
  const manuscript = await readManuscript(before);
  const chosen = manuscript.blocks
    .filter((b) => b.text.length >= 20 && b.kind === 'paragraph' && b.text === b.text.trim())
    .filter((b) => b.runs.every((r) => !r.inField && !r.format.superscript && !r.format.subscript))
    .filter((b) => !/[*_`\\[\]<>]/.test(b.text) && (!lines || lines.has(b.text)));
  const picked = chosen.filter((_, i) => i % Math.max(1, Math.floor(chosen.length / 3)) === 0).slice(0, 3);
  if (picked.length === 0) {
    const short = manuscript.blocks.find(
      (b) => b.text.length >= 4 && b.runs.every((r) => !r.inField) && (!lines || lines.has(b.text)),
    );
    if (short) picked.push(short);
  }
  const edits: Edit[] = [];
  const paragraphs: Case['paragraphs'] = [];
  const deleted: string[] = [];
  const inserted: string[] = [];
  picked.forEach((b, i) => {
    const block = { part: b.part, paragraphIndex: b.paragraphIndex };
    const firstSpace = b.text.indexOf(' ');
    const end = firstSpace > 0 ? firstSpace : Math.min(3, b.text.length);
    const at = b.text.length;
    edits.push({ kind: 'replace', block, start: 0, end, text: `Changed${i}`, expected: b.text.slice(0, end) });
    edits.push({ kind: 'replace', block, start: at, end: at, text: ` added${i}` });
    paragraphs.push({ before: b.text, after: `Changed${i}${b.text.slice(end)} added${i}` });
    deleted.push(b.text.slice(0, end));
    inserted.push(`Changed${i}`, ` added${i}`);
  });
  expect(edits.length, `${name} has a paragraph to correct`).toBeGreaterThan(0);
  const result = await applyTrackedChanges(before, edits, { author, date: new Date('2026-02-03T04:05:06Z') });
  expect(result.refused).toEqual([]);
  const file = path.join(dir, `${name}.docx`);
  writeFileSync(file, result.bytes);
  return { name, pandoc: usePandoc, before, after: result.bytes, edits, paragraphs, deleted, inserted, file };
}

const stringify = (node: unknown): string => pandocText(node);

/** Texts of pandoc's insertion / deletion spans by `who`, in document order. */
function revisionSpans(json: unknown, kind: 'insertion' | 'deletion', who: string): string[] {
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) walk(child);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as PandocNode;
    if (n.t === 'Span' && Array.isArray(n.c)) {
      const [attr, inlines] = n.c as [[string, string[], [string, string][]], unknown];
      if (attr[1].includes(kind) && attr[2].some(([k, v]) => k === 'author' && v === who)) {
        out.push(stringify(inlines));
        return;
      }
    }
    for (const value of Object.values(n)) walk(value);
  };
  walk(json);
  return out;
}

/** The constructs most likely to trip a reader, in one built package. */
async function makeConstructs(dir: string): Promise<string> {
  const r = (text: string, rPr = '') =>
    `<w:r>${rPr ? `<w:rPr>${rPr}</w:rPr>` : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;
  const p = (...c: string[]) => `<w:p>${c.join('')}</w:p>`;
  const input = await buildDocx({
    body:
      p(
        r('Kept '),
        `<w:ins w:id="3" w:author="Other" w:date="2025-01-01T00:00:00Z">${r('their words here')}</w:ins>`,
        r(' tail'),
      ) +
      p(
        r('See '),
        `<w:hyperlink r:id="rId9">${r('the site', '<w:rStyle w:val="Hyperlink"/>')}</w:hyperlink>`,
        r(' on '),
        `<w:smartTag w:uri="urn:x" w:element="date">${r('March 4')}</w:smartTag>`,
        r(' now.'),
      ) +
      p(r('First paragraph ends here.')) +
      p(r('Middle one.')) +
      p(r('Last paragraph starts here.')),
  });
  const doc = (paragraphIndex: number) => ({ part: 'word/document.xml', paragraphIndex });
  const result = await applyTrackedChanges(
    input,
    [
      { kind: 'replace', block: doc(0), start: 11, end: 16, text: 'text' }, // inside someone else's insertion
      { kind: 'replace', block: doc(1), start: 4, end: 8, text: 'our ' }, // into a hyperlink
      { kind: 'replace', block: doc(1), start: 16, end: 21, text: 'May' }, // inside a smart tag
      { kind: 'replace', block: doc(2), start: 16, end: 44, text: 'is joined with the ' }, // across paragraphs
      { kind: 'insert-paragraph', after: doc(1), text: 'A new paragraph.' },
    ],
    { author, date: new Date('2026-02-03T04:05:06Z'), allowCrossParagraph: true },
  );
  expect(result.applied).toEqual([0, 1, 2, 3, 4]);
  const file = path.join(dir, 'constructs.docx');
  writeFileSync(file, result.bytes);
  return file;
}

const constructsAccepted = [
  'Kept their text here tail',
  'See our site on May 4 now.',
  'A new paragraph.',
  'First paragraph is joined with the paragraph starts here.',
];
const constructsRejected = [
  'Kept tail',
  'See the site on March 4 now.',
  'First paragraph ends here.',
  'Middle one.',
  'Last paragraph starts here.',
];

describe.skipIf(!corpusAvailable)(needsCorpus('real readers open the tracked corrections'), () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'writer-readers-'));
  const cases: Case[] = [];
  const odt = new Map<string, string>();
  let constructs = '';

  beforeAll(async () => {
    for (const [source, usePandoc] of sources) cases.push(await makeCase(source, usePandoc, dir));
    constructs = await makeConstructs(dir);
    for (const [name, content] of await libreOfficeContent([...cases.map((c) => c.file), constructs], dir, 150_000))
      odt.set(name, content);
  }, 240_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('LibreOffice and pandoc agree on nested revisions, hyperlinks, smart tags, joined and new paragraphs', async () => {
    expect(odtParagraphs(odt.get('constructs') ?? '')).toEqual(constructsAccepted);
    const plain = async (mode: 'accept' | 'reject') =>
      (await pandoc(constructs, mode, 'plain')).split('\n').filter((l) => l !== '');
    expect(await plain('accept')).toEqual(constructsAccepted);
    expect(await plain('reject')).toEqual(constructsRejected);
  });

  it('LibreOffice opens every file and records our insertions and deletions with their author', () => {
    expect(odt.size).toBe(sources.length + 1);
    for (const c of cases) {
      const content = odt.get(c.name) ?? '';
      const regions = [...content.matchAll(/<text:changed-region[\s\S]*?<\/text:changed-region>/g)].map((m) => m[0]);
      const ours = regions.filter((r) => r.includes(`<dc:creator>${author}</dc:creator>`));
      const insertions = ours.filter((r) => r.includes('<text:insertion')).length;
      const deletions = ours.filter((r) => r.includes('<text:deletion'));
      expect(insertions, c.name).toBe(c.inserted.length);
      const deletedText = deletions.map((r) => decode(r.replace(/<text:s\/>/g, ' ').replace(/<[^>]+>/g, '')));
      expect(deletedText.join('|'), c.name).toContain(c.deleted[0] ?? '');
      expect(deletions.length, c.name).toBe(c.deleted.length);
      // The accepted view in LibreOffice: the body without the change records.
      const body = content.replace(/<text:tracked-changes\b[\s\S]*?<\/text:tracked-changes>/, '');
      const text = body
        .replace(/<text:s\/>/g, ' ')
        .replace(/<text:s text:c="(\d+)"\/>/g, (_, n: string) => ' '.repeat(Number(n)))
        .replace(/<[^>]+>/g, '');
      for (const p of c.paragraphs) {
        expect(decode(text), c.name).toContain(p.after.replace(/\t/g, ''));
      }
    }
  });

  it('pandoc shows exactly our insertions and deletions, accept gives the corrected text, reject the previous text', async () => {
    for (const c of cases.filter((x) => x.pandoc)) {
      const beforeFile = path.join(dir, `${c.name}.before.docx`);
      writeFileSync(beforeFile, c.before);
      const [all, accepted, rejected, acceptedBefore, rejectedBefore] = await Promise.all([
        pandoc(c.file, 'all', 'json'),
        pandoc(c.file, 'accept', 'plain'),
        pandoc(c.file, 'reject', 'plain'),
        pandoc(beforeFile, 'accept', 'plain'),
        pandoc(beforeFile, 'reject', 'plain'),
      ]);
      const ast: unknown = JSON.parse(all);
      // pandoc moves a span's edge spaces outside the span.
      expect(revisionSpans(ast, 'insertion', author), c.name).toEqual(c.inserted.map((t) => t.trim()));
      expect(revisionSpans(ast, 'deletion', author).join(''), c.name).toBe(c.deleted.join(''));
      expect(rejected, c.name).toBe(rejectedBefore);
      let expected = acceptedBefore;
      for (const p of c.paragraphs) {
        const lines = expected.split('\n');
        const at = lines.indexOf(p.before);
        expect(at, `${c.name}: "${p.before}"`).toBeGreaterThanOrEqual(0);
        lines[at] = p.after;
        expected = lines.join('\n');
      }
      expect(accepted, c.name).toBe(expected);
    }
  }, 120_000);
});
