/**
 * Insertions are paragraphs in the right place (issue 14): on every real corpus manuscript, a
 * missing statement (after the last paragraph before the references — whatever it is: a caption,
 * a table cell, a heading), a keyword line (after the abstract) and a heading (before the
 * references heading) are each written as their own tracked paragraph. In the accepted text each
 * is its own paragraph at the named place, no neighbour's text changes (nothing glued onto a
 * caption), none sits in a table; pandoc's accept-all has each as a top-level paragraph and its
 * reject-all equals the previous file's; LibreOffice opens every file and shows each as its own
 * paragraph, recorded as our insertion.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readManuscript, type Block, type Manuscript } from '../../src/docx/index.ts';
import { applyTrackedChanges, type Edit } from '../../src/docx/write/index.ts';
import { paragraphLines, planParagraphInsertion } from '../../src/services/session-work/insertions.ts';
import { libreOfficeContent } from '../support/libreoffice.ts';
import { corpusAvailable, corpusFiles, needsCorpus } from '../support/corpus.ts';
import { pandoc } from '../support/pandoc.ts';
import { type PandocNode, pandocText } from '../support/pandoc-text.ts';

const _run = promisify(execFile);
const author = 'Insertion Check';
const STATEMENT = 'Competing interests: The authors declare no competing interests.';
const KEYWORDS = 'Keywords: cohort study; mortality; risk factors';
const HEADING = 'Declarations';

interface Insertion {
  kind: 'statement' | 'keyword line' | 'heading';
  line: string;
  /** The finding: an empty original at a paragraph's edge, a line break on the paragraph's side. */
  block: Block;
  at: number;
  correction: string;
}

/** Where each kind of finding names its place, as the checks do. */
function insertionsFor(m: Manuscript): Insertion[] {
  const refs = m.structure.sections.find((s) => s.role === 'references');
  const limit = refs ? refs.blockStart : m.blocks.length;
  const out: Insertion[] = [];
  // The disclosures check's place: the last non-empty paragraph before the references (here
  // taken whatever it is, so captions and table cells — the damaged case — are covered).
  for (let i = limit - 1; i >= 0; i--) {
    const b = m.blocks[i] as Block;
    if (b.part === 'word/document.xml' && b.text.trim() !== '') {
      out.push({ kind: 'statement', line: STATEMENT, block: b, at: b.text.length, correction: `\n${STATEMENT}` });
      break;
    }
  }
  const region = m.structure.abstract ?? m.structure.title;
  const last = region?.blocks.at(-1);
  if (last !== undefined) {
    const b = m.blocks[last] as Block;
    out.push({ kind: 'keyword line', line: KEYWORDS, block: b, at: b.text.length, correction: `\n${KEYWORDS}` });
  }
  const headingBlock = refs?.headingBlock ?? m.structure.sections.find((s) => s.headingBlock !== null)?.headingBlock;
  if (headingBlock !== null && headingBlock !== undefined) {
    const b = m.blocks[headingBlock] as Block;
    if (b.text !== '') out.push({ kind: 'heading', line: HEADING, block: b, at: 0, correction: `${HEADING}\n` });
  }
  return out;
}

interface Case {
  name: string;
  before: Manuscript;
  after: Manuscript;
  insertions: (Insertion & { anchor: Block; side: 'after' | 'before' })[];
  file: string;
  beforeFile: string;
}

const stringify = (node: unknown): string => pandocText(node);

function decode(xml: string): string {
  return xml
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** LibreOffice's accepted view: the body's paragraphs (text:p / text:h) without the change records. */
function odtParagraphs(content: string): string[] {
  const body = content.replace(/<text:tracked-changes\b[\s\S]*?<\/text:tracked-changes>/, '');
  return [...body.matchAll(/<text:(p|h)\b[^>]*?(?:\/>|>([\s\S]*?)<\/text:\1>)/g)].map((m) =>
    decode(
      (m[2] ?? '')
        .replace(/<text:s\/>/g, ' ')
        .replace(/<text:s text:c="(\d+)"\/>/g, (_, n: string) => ' '.repeat(Number(n)))
        .replace(/<text:tab\/>/g, '\t')
        .replace(/<[^>]+>/g, ''),
    ),
  );
}

describe.skipIf(!corpusAvailable)(
  needsCorpus('insertions are paragraphs in the right place, on every corpus manuscript'),
  () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'insertions-'));
    const cases: Case[] = [];
    const odt = new Map<string, string>();

    beforeAll(async () => {
      for (const { name, file } of corpusFiles('manuscripts')) {
        const bytes = new Uint8Array(readFileSync(file));
        const before = await readManuscript(bytes);
        const edits: Edit[] = [];
        const insertions: Case['insertions'] = [];
        for (const insertion of insertionsFor(before)) {
          const at = { block: insertion.block, start: insertion.at, end: insertion.at };
          const lines = paragraphLines(at, '', insertion.correction);
          if (!lines) throw new Error(`${name} ${insertion.kind}: not read as new paragraphs`);
          const plan = planParagraphInsertion(before, at, lines.side, lines.lines);
          if (typeof plan === 'string') throw new Error(`${name} ${insertion.kind}: ${plan}`);
          edits.push(...plan.edits);
          insertions.push({ ...insertion, anchor: plan.anchor, side: plan.side });
        }
        const result = await applyTrackedChanges(bytes, edits, { author, date: new Date('2026-11-25T05:00:00Z') });
        expect(result.refused, name).toEqual([]);
        const beforeFile = path.join(dir, `${name}.before.docx`);
        const out = path.join(dir, `${name}.docx`);
        writeFileSync(beforeFile, bytes);
        writeFileSync(out, result.bytes);
        cases.push({ name, before, after: await readManuscript(result.bytes), insertions, file: out, beforeFile });
      }
      for (const [name, content] of await libreOfficeContent(
        cases.map((c) => c.file),
        dir,
        300_000,
      ))
        odt.set(name, content);
    }, 400_000);

    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('covers every manuscript with a statement, and keyword lines and headings where the manuscript has their place', () => {
      expect(cases.length).toBe(corpusFiles('manuscripts').length);
      for (const c of cases) expect(c.insertions.map((i) => i.kind)[0], c.name).toBe('statement');
      expect(cases.filter((c) => c.insertions.some((i) => i.kind === 'keyword line')).length).toBeGreaterThan(8);
      expect(cases.filter((c) => c.insertions.some((i) => i.kind === 'heading')).length).toBeGreaterThan(8);
      // The damaged case is among them: statements whose named place is a caption or a table cell.
      const awkward = cases.filter((c) =>
        c.insertions.some(
          (i) =>
            i.kind === 'statement' &&
            (i.block.kind === 'table-cell' || c.before.structure.captions.some((x) => x.block === i.block.index)),
        ),
      );
      expect(awkward.length).toBeGreaterThan(0);
    });

    it('in the accepted text each inserted line is its own body paragraph at its place, and no other paragraph changed', () => {
      for (const c of cases) {
        const lines = new Set(c.insertions.map((i) => i.line));
        const kept = c.after.blocks.filter((b) => !(lines.has(b.text) && b.originalText === ''));
        expect(
          kept.map((b) => b.text),
          c.name,
        ).toEqual(c.before.blocks.map((b) => b.text));
        for (const insertion of c.insertions) {
          const added = c.after.blocks.filter((b) => b.text === insertion.line && b.originalText === '');
          expect(added, `${c.name} ${insertion.kind}`).toHaveLength(1);
          const block = added[0] as Block;
          expect(block.table, `${c.name} ${insertion.kind}`).toBeNull();
          expect(block.kind).toBe(insertion.anchor.kind === 'textbox' ? 'textbox' : insertion.anchor.kind);
          expect(block.originalText, `${c.name} ${insertion.kind}: not there before`).toBe('');
          // Its neighbour on the named side is the anchor paragraph (text boxes of the anchor aside).
          const neighbours = c.after.blocks.filter((b) => b.kind !== 'textbox' || insertion.anchor.kind === 'textbox');
          const position = neighbours.indexOf(block);
          const neighbour = neighbours[insertion.side === 'after' ? position - 1 : position + 1];
          expect(neighbour?.text, `${c.name} ${insertion.kind}`).toBe(insertion.anchor.text);
          // Styled like body text: never a caption or heading style carried over.
          expect(block.outlineLevel, `${c.name} ${insertion.kind}`).toBeNull();
          expect(
            c.after.structure.captions.some((x) => x.block === block.index),
            `${c.name} ${insertion.kind}: not a caption`,
          ).toBe(false);
        }
      }
    });

    it('pandoc: each line is a top-level paragraph of accept-all; reject-all equals the previous file', async () => {
      for (const c of cases) {
        const [accepted, rejected, rejectedBefore] = await Promise.all([
          pandoc(c.file, 'accept', 'json'),
          pandoc(c.file, 'reject', 'plain'),
          pandoc(c.beforeFile, 'reject', 'plain'),
        ]);
        const blocks = (JSON.parse(accepted) as { blocks: PandocNode[] }).blocks;
        const topLevel = blocks
          .filter((b) => b.t === 'Para' || b.t === 'Plain' || b.t === 'Header')
          .map((b) => stringify(b.t === 'Header' ? (b.c as unknown[])[2] : b.c));
        for (const insertion of c.insertions) expect(topLevel, `${c.name} ${insertion.kind}`).toContain(insertion.line);
        expect(accepted, c.name).not.toMatch(/characteristicsCompeting/);
        expect(rejected, c.name).toBe(rejectedBefore);
      }
    }, 240_000);

    it('LibreOffice opens every file and shows each line as its own paragraph, recorded as our insertion', () => {
      for (const c of cases) {
        const content = odt.get(c.name) ?? '';
        const paragraphs = odtParagraphs(content);
        for (const insertion of c.insertions) {
          expect(paragraphs, `${c.name} ${insertion.kind}`).toContain(insertion.line);
        }
        const regions = [...content.matchAll(/<text:changed-region[\s\S]*?<\/text:changed-region>/g)].map((m) => m[0]);
        const ours = regions.filter((r) => r.includes(`<dc:creator>${author}</dc:creator>`));
        // Adjacent new paragraphs (a statement right before a new heading) may form one region.
        expect(ours.length, c.name).toBeGreaterThan(0);
        expect(
          ours.every((r) => r.includes('<text:insertion')),
          c.name,
        ).toBe(true);
      }
    });
  },
);
