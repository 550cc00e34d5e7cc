/**
 * Issue 14's targets on every real corpus manuscript: every type1 finding of every check (the
 * Lancet format) accepted with its correction, written as apply writes it (word-level minimal
 * edits, the first of overlapping findings kept). Then: the reader's accepted text is the
 * corrected text and its original text the previous version's; parts and paragraphs not touched
 * are byte-identical; the only refusals are corrections that would cut a field (no refusal
 * because of numbering); pandoc's reject-all equals the previous file's and it sees our changes
 * with author and date; LibreOffice opens every file and records our changes with our author.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKS, runCheck } from '../../src/checks/index.ts';
import type { ResultItem } from '../../src/contract/checks.ts';
import { readManuscript, type Block, type Manuscript } from '../../src/docx/index.ts';
import { applyTrackedChanges, type Edit } from '../../src/docx/write/index.ts';
import { JOURNAL_FORMATS } from '../../src/services/journal-formats.ts';
import { paragraphLines } from '../../src/services/session-work/insertions.ts';
import { blockAt } from '../../src/services/session-work/locate.ts';
import { minimalEdits } from '../../src/services/session-work/minimal-edits.ts';
import { libreOfficeContent } from '../support/libreoffice.ts';
import { corpusAvailable, corpusFiles, needsCorpus } from '../support/corpus.ts';
import { pandoc } from '../support/pandoc.ts';
import { expectOnlyTouchedChanged, touchedParagraphs } from '../writer/support.ts';

const _run = promisify(execFile);
const author = 'Accept All';
const date = new Date('2026-11-25T05:30:00Z');
const lancet = JOURNAL_FORMATS.find((f) => /lancet/i.test(f.name));

interface Planned {
  block: Block;
  start: number;
  end: number;
  correction: string;
  edits: Edit[];
}

/** Every type1 finding with a correction, in reading order, without overlaps (apply's rule). */
function plan(manuscript: Manuscript): Planned[] {
  const found: Planned[] = [];
  for (const check of CHECKS.filter((c) => c.resultType === 'type1')) {
    const outcome = runCheck(check.id, {
      manuscript,
      format: lancet?.config ?? {},
      params: {},
      ...(check.needsTemplate ? { template: manuscript } : {}),
    });
    if (outcome.status !== 'completed') continue;
    for (const item of outcome.result.results as ResultItem[]) {
      if (typeof item.correction !== 'string' || item.correction.trim() === '' || !item.coordinates) continue;
      if (item.original === undefined || item.correction === item.original) continue;
      const at = blockAt(manuscript, item.coordinates.absolute.start, item.coordinates.absolute.end);
      if (!at || at.block.text.slice(at.start, at.end) !== item.original) continue;
      if (paragraphLines(at, item.original, item.correction)) continue; // new paragraphs: insertions.test.ts
      const ref = { part: at.block.part, paragraphIndex: at.block.paragraphIndex };
      found.push({
        block: at.block,
        start: at.start,
        end: at.end,
        correction: item.correction,
        edits: minimalEdits(ref, at.start, item.original, item.correction),
      });
    }
  }
  found.sort((a, b) => a.block.index - b.block.index || a.start - b.start);
  const kept: Planned[] = [];
  for (const p of found) {
    const previous = kept.at(-1);
    if (previous && previous.block === p.block && p.start < Math.max(previous.end, previous.start + 1)) continue;
    kept.push(p);
  }
  return kept;
}

interface Case {
  name: string;
  file: string;
  beforeFile: string;
  planned: number;
  applied: number;
  refusedReasons: string[];
}

describe.skipIf(!corpusAvailable)(needsCorpus('every type1 finding accepted, on every corpus manuscript'), () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'accept-all-'));
  const cases: Case[] = [];
  const odt = new Map<string, string>();

  beforeAll(async () => {
    for (const { name, file } of corpusFiles('manuscripts')) {
      const bytes = new Uint8Array(readFileSync(file));
      const before = await readManuscript(bytes);
      let planned = plan(before);
      const edits = (items: Planned[]) => items.flatMap((p) => p.edits);
      let result = await applyTrackedChanges(bytes, edits(planned), { author, date });
      const refusedReasons = result.refused.map((r) => r.reason);
      if (result.refused.length > 0) {
        // As apply does: an item with any refused edit is left out whole, and the rest written again.
        const owners = planned.flatMap((p) => p.edits.map(() => p));
        const refusedItems = new Set(result.refused.map((r) => owners[r.index]));
        planned = planned.filter((p) => !refusedItems.has(p));
        result = await applyTrackedChanges(bytes, edits(planned), { author, date });
        expect(result.refused, name).toEqual([]);
      }
      const after = await readManuscript(result.bytes);
      // Accept-all: the corrected text; reject-all: the previous version's text.
      const expected = before.blocks.map((b) => b.text);
      for (const p of [...planned].reverse())
        expected[p.block.index] =
          (expected[p.block.index] as string).slice(0, p.start) +
          p.correction +
          (expected[p.block.index] as string).slice(p.end);
      expect(
        after.blocks.map((b) => b.text),
        name,
      ).toEqual(expected);
      expect(
        after.blocks.map((b) => b.originalText),
        name,
      ).toEqual(before.blocks.map((b) => b.originalText));
      const all = edits(planned);
      await expectOnlyTouchedChanged(
        bytes,
        result.bytes,
        touchedParagraphs(
          all,
          all.map((_, i) => i),
          bytes,
        ),
      );
      const out = path.join(dir, `${name}.docx`);
      const beforeFile = path.join(dir, `${name}.before.docx`);
      writeFileSync(out, result.bytes);
      writeFileSync(beforeFile, bytes);
      cases.push({
        name,
        file: out,
        beforeFile,
        planned: planned.length,
        applied: result.applied.length,
        refusedReasons,
      });
    }
    for (const [name, content] of await libreOfficeContent(
      cases.map((c) => c.file),
      dir,
      400_000,
    ))
      odt.set(name, content);
    console.info(
      cases.map((c) => `${c.name}: ${c.planned} corrections written, ${c.refusedReasons.length} refused`).join('\n'),
    );
  }, 600_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes corrections on the corpus and refuses only those that would cut a field (none for numbering)', () => {
    expect(cases).toHaveLength(corpusFiles('manuscripts').length);
    expect(cases.reduce((n, c) => n + c.planned, 0)).toBeGreaterThan(50);
    for (const c of cases) for (const reason of c.refusedReasons) expect(reason, c.name).toMatch(/field/);
  });

  it('pandoc: reject-all equals the previous file; every change carries our author and date', async () => {
    for (const c of cases.filter((x) => x.planned > 0)) {
      const [rejected, rejectedBefore, all] = await Promise.all([
        pandoc(c.file, 'reject', 'plain'),
        pandoc(c.beforeFile, 'reject', 'plain'),
        pandoc(c.file, 'all', 'json'),
      ]);
      expect(rejected, c.name).toBe(rejectedBefore);
      const spans = revisionAttributes(JSON.parse(all));
      expect(spans.length, c.name).toBeGreaterThan(0);
      const ours = spans.filter((a) => a.author === author);
      expect(ours.length, c.name).toBeGreaterThan(0);
      for (const a of ours) expect(a.date, c.name).toBe('2026-11-25T05:30:00Z');
    }
  }, 300_000);

  it('LibreOffice opens every file and records our changes with our author', () => {
    for (const c of cases.filter((x) => x.planned > 0)) {
      const content = odt.get(c.name) ?? '';
      const regions = [...content.matchAll(/<text:changed-region[\s\S]*?<\/text:changed-region>/g)].map((m) => m[0]);
      expect(regions.filter((r) => r.includes(`<dc:creator>${author}</dc:creator>`)).length, c.name).toBeGreaterThan(0);
    }
  });
});

/** Author and date of every insertion / deletion span pandoc reports. */
function revisionAttributes(json: unknown): { author?: string; date?: string }[] {
  const out: { author?: string; date?: string }[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) walk(child);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as { t?: string; c?: unknown };
    if (n.t === 'Span' && Array.isArray(n.c)) {
      const [attr] = n.c as [[string, string[], [string, string][]], unknown];
      if (attr[1].includes('insertion') || attr[1].includes('deletion')) out.push(Object.fromEntries(attr[2]));
    }
    for (const value of Object.values(n)) walk(value);
  };
  walk(json);
  return out;
}
