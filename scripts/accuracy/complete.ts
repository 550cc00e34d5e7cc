/**
 * The complete-correction property (issue 23 §2), run by `npm run accuracy:checks -- --complete`:
 * every correction a check proposes on the ledger's documents is written the way Apply writes it
 * (locate, paragraph insertion or minimal word-level edits, the real tracked-changes writer), the
 * new .docx is read back by the real reader, every check is run again under the same format, and
 * at the corrected place
 * - the check that proposed the correction no longer fires (else the correction is incomplete), and
 * - no other check fires more often than it did on the text before (else the correction disturbs).
 * Corrections of one document and format are written together, in rounds of corrections that
 * neither overlap nor touch (one apply and one re-run per round).
 */
import { applyTrackedChangesSync, type Edit } from '../../src/docx/write/index.ts';
import { readManuscript } from '../../src/docx/index.ts';
import type { Block, Manuscript } from '../../src/docx/model.ts';
import type { Range, ResultItem } from '../../src/contract/checks.ts';
import { CHECKS, runDefinition } from '../../src/checks/index.ts';
import { locateInSameVersion, type Located } from '../../src/services/session-work/locate.ts';
import { paragraphLines, planParagraphInsertion } from '../../src/services/session-work/insertions.ts';
import { minimalEdits } from '../../src/services/session-work/minimal-edits.ts';
import { ledgerFormats, ledgerRuns, plosOneTemplate, type LedgerDocument, type LedgerFormatId } from './documents.ts';

const WRITTEN_ON = new Date(Date.UTC(2026, 0, 1));

/** How many examples of each kind the report quotes per check. */
const EXAMPLES = 3;

export interface CompleteTally {
  /** Corrections proposed (type1/type2 items whose correction differs from the text). */
  proposed: number;
  /** Written, re-checked, and complete. */
  complete: number;
  /** The check still fires at the corrected place. */
  incomplete: number;
  /** Another check newly fires at the corrected place. */
  disturbing: number;
  /** Could not be written as Apply would (not located, refused by the writer, read back otherwise). */
  notWritten: number;
  /** Quoted examples by kind ("incomplete", "another check fires (<check>)", "not written"), a few of each. */
  examples: Map<string, string[]>;
}

interface Candidate {
  checkId: string;
  item: ResultItem;
  at: Located;
  edits: Edit[];
  /** Inserted paragraphs' lines, for a correction that adds paragraphs. */
  lines: string[] | null;
  /** Range in the block's text this correction occupies for overlap purposes. */
  from: number;
  to: number;
}

type Findings = Map<string, ResultItem[]>;

function emptyTally(): CompleteTally {
  return { proposed: 0, complete: 0, incomplete: 0, disturbing: 0, notWritten: 0, examples: new Map() };
}

function overlaps(a: Range, b: Range): boolean {
  if (a.start === a.end) return a.start >= b.start && a.start <= b.end;
  if (b.start === b.end) return b.start >= a.start && b.start <= a.end;
  return a.start < b.end && b.start < a.end;
}

function short(text: string | undefined): string {
  const t = (text ?? '').replace(/\s+/g, ' ');
  return t.length > 70 ? `${t.slice(0, 67)}…` : t;
}

/** Long texts are quoted around their first difference, where the correction changes something. */
function said(item: ResultItem): string {
  const { original, correction } = item;
  if (correction !== undefined && original !== undefined) {
    let at = 0;
    while (at < original.length && original[at] === correction[at]) at += 1;
    const from = original.length > 70 || correction.length > 70 ? Math.max(0, at - 30) : 0;
    const cut = (t: string) => `${from > 0 ? '…' : ''}${short(t.slice(from))}`;
    return `“${cut(original)}” → “${cut(correction)}”`;
  }
  return `“${short(item.name ?? item.original ?? item.reasoning)}”${item.details ? ` (${short(item.details)})` : ''}`;
}

/**
 * Findings that writing any correction produces by design, not a flaw of the correction: Apply
 * writes tracked changes, and loose-ends reminds the writer to accept or reject them.
 */
const WRITTEN_BY_APPLY: readonly { check: string; name: string }[] = [{ check: 'loose-ends', name: 'Tracked changes' }];

/** Findings (not passes) of one check whose coordinates overlap `range`. */
function firingAt(checkId: string, items: ResultItem[] | undefined, range: Range): ResultItem[] {
  return (items ?? []).filter(
    (item) =>
      item.status !== 'pass' &&
      item.coordinates !== undefined &&
      overlaps(item.coordinates.absolute, range) &&
      !WRITTEN_BY_APPLY.some((w) => w.check === checkId && w.name === item.name),
  );
}

function runAll(doc: LedgerDocument, formatId: LedgerFormatId, manuscript: Manuscript): Findings {
  const format = ledgerFormats()[formatId];
  const template = formatId === 'plos-one' ? plosOneTemplate() : manuscript;
  const found: Findings = new Map();
  for (const check of CHECKS) {
    if (!ledgerRuns(doc, formatId, check.id)) continue;
    const outcome = runDefinition(check, { manuscript, format, params: {}, template });
    if (outcome.status === 'failed') throw new Error(`${check.id} on ${doc.name} (${formatId}): ${outcome.error}`);
    found.set(check.id, outcome.result.results);
  }
  return found;
}

export class CompletenessRun {
  readonly tallies = new Map<string, CompleteTally>();
  private readonly tested: Set<string>;

  constructor(checkIds: string[]) {
    this.tested = new Set(checkIds);
  }

  private tally(checkId: string): CompleteTally {
    let t = this.tallies.get(checkId);
    if (!t) {
      t = emptyTally();
      this.tallies.set(checkId, t);
    }
    return t;
  }

  private example(checkId: string, kind: string, text: string): void {
    const list = this.tally(checkId).examples;
    const seen = list.get(kind) ?? [];
    list.set(kind, seen);
    // The same finding under another format says nothing new.
    const bare = (e: string) => e.replace(/ \[[^\]]+\] /, ' ');
    if (seen.length < EXAMPLES && !seen.some((e) => bare(e) === bare(text))) seen.push(text);
  }

  /**
   * Tests every correction the tested checks make on `doc` under each of its formats; `made` holds
   * the findings already computed on the original text (the rest are computed here).
   */
  async document(
    doc: LedgerDocument,
    bytes: Uint8Array,
    manuscript: Manuscript,
    made: Map<LedgerFormatId, Findings>,
  ): Promise<void> {
    for (const formatId of doc.formats) {
      const known = made.get(formatId);
      const tested = [...this.tested].filter((id) => ledgerRuns(doc, formatId, id));
      if (tested.length === 0) continue;
      const before =
        known && CHECKS.every((c) => !ledgerRuns(doc, formatId, c.id) || known.has(c.id))
          ? known
          : runAll(doc, formatId, manuscript);
      const candidates = this.candidates(doc, formatId, manuscript, before, tested);
      // A plain Uint8Array: the writer reads a Node Buffer's slices as views and writes a broken zip.
      const docx = new Uint8Array(bytes);
      for (const round of rounds(candidates)) await this.round(doc, formatId, docx, manuscript, before, round);
    }
  }

  private candidates(
    doc: LedgerDocument,
    formatId: LedgerFormatId,
    manuscript: Manuscript,
    before: Findings,
    tested: string[],
  ): Candidate[] {
    const out: Candidate[] = [];
    for (const checkId of tested) {
      for (const item of before.get(checkId) ?? []) {
        if (item.status === 'pass' || item.correction === undefined || item.correction === '') continue;
        if (item.correction === item.original) continue; // acknowledged only: nothing is written
        const tally = this.tally(checkId);
        tally.proposed += 1;
        const where = `${doc.name} [${formatId}]`;
        if (item.original === undefined || !item.coordinates) {
          tally.notWritten += 1;
          this.example(checkId, 'not written', `${where} ${said(item)}: no place in the text`);
          continue;
        }
        const location = locateInSameVersion(manuscript, {
          checkId,
          original: item.original,
          absStart: item.coordinates.absolute.start,
          absEnd: item.coordinates.absolute.end,
        });
        if (!location.ok) {
          tally.notWritten += 1;
          this.example(checkId, 'not written', `${where} ${said(item)}: ${location.reason}`);
          continue;
        }
        const at = location.at;
        const paragraphs = paragraphLines(at, item.original, item.correction);
        if (paragraphs) {
          const plan = planParagraphInsertion(manuscript, at, paragraphs.side, paragraphs.lines);
          if (typeof plan === 'string') {
            tally.notWritten += 1;
            this.example(checkId, 'not written', `${where} ${said(item)}: ${plan}`);
            continue;
          }
          // A whole paragraph is the unit: nothing else in the anchor paragraph goes in the same round.
          out.push({
            checkId,
            item,
            at: { ...at, block: plan.anchor },
            edits: plan.edits,
            lines: plan.lines,
            from: 0,
            to: plan.anchor.text.length,
          });
          continue;
        }
        const block = { part: at.block.part, paragraphIndex: at.block.paragraphIndex };
        out.push({
          checkId,
          item,
          at,
          edits: minimalEdits(block, at.start, item.original, item.correction),
          lines: null,
          from: at.start,
          to: at.end,
        });
      }
    }
    return out;
  }

  private async round(
    doc: LedgerDocument,
    formatId: LedgerFormatId,
    bytes: Uint8Array,
    manuscript: Manuscript,
    before: Findings,
    round: Candidate[],
  ): Promise<void> {
    const edits: Edit[] = [];
    const owner: Candidate[] = [];
    for (const c of round) {
      for (const e of c.edits) {
        edits.push(e);
        owner.push(c);
      }
    }
    const written = applyTrackedChangesSync(bytes, edits, { author: 'Accuracy ledger', date: WRITTEN_ON });
    const refused = new Set<Candidate>();
    for (const r of written.refused) {
      const c = owner[r.index];
      if (c && !refused.has(c)) {
        refused.add(c);
        this.tally(c.checkId).notWritten += 1;
        this.example(c.checkId, 'not written', `${doc.name} [${formatId}] ${said(c.item)}: ${r.reason}`);
      }
    }
    const kept = round.filter((c) => !refused.has(c));
    if (kept.length === 0) return;
    // Some edits of a refused correction may have been written: write the round again without it.
    const final =
      refused.size > 0
        ? applyTrackedChangesSync(
            bytes,
            kept.flatMap((c) => c.edits),
            { author: 'Accuracy ledger', date: WRITTEN_ON },
          )
        : written;
    const after = await readManuscript(final.bytes);
    const found = runAll(doc, formatId, after);
    const places = newPlaces(manuscript, after, kept);
    for (const c of kept) {
      const tally = this.tally(c.checkId);
      const where = `${doc.name} [${formatId}] ${said(c.item)}`;
      const place = places.get(c);
      if (!place) {
        tally.notWritten += 1;
        this.example(c.checkId, 'not written', `${where}: read back otherwise`);
        continue;
      }
      const old = c.item.coordinates?.absolute ?? place;
      const still = firingAt(c.checkId, found.get(c.checkId), place);
      if (c.item.name !== undefined)
        still.push(
          ...(found.get(c.checkId) ?? []).filter(
            (i) => i.status !== 'pass' && i.name === c.item.name && !still.includes(i),
          ),
        );
      if (still[0]) {
        tally.incomplete += 1;
        this.example(c.checkId, 'incomplete', `${where}; then ${c.checkId} says ${said(still[0])}`);
        continue;
      }
      let disturbed = false;
      for (const [otherId, items] of found) {
        if (otherId === c.checkId) continue;
        const now = firingAt(otherId, items, place);
        const was = firingAt(otherId, before.get(otherId), old);
        if (now.length > was.length) {
          disturbed = true;
          const fresh = now.find((i) => !was.some((w) => w.original === i.original)) ?? now[0];
          this.example(
            c.checkId,
            `another check fires (${otherId})`,
            `${where}; then ${otherId} says ${fresh ? said(fresh) : ''}`,
          );
          break;
        }
      }
      if (disturbed) tally.disturbing += 1;
      else tally.complete += 1;
    }
  }

  /** Problems for the checks whose corrections must all be complete. */
  problems(enforced: readonly string[]): string[] {
    const out: string[] = [];
    for (const id of enforced) {
      const t = this.tallies.get(id);
      if (!t) continue;
      const bad = t.incomplete + t.disturbing;
      if (bad > 0)
        out.push(
          `${id}: ${bad} of ${t.proposed} corrections are not complete (${[...t.examples].find(([kind]) => kind !== 'not written')?.[1][0] ?? ''})`,
        );
    }
    return out;
  }

  /** Per check: corrections proposed, complete, incomplete, disturbing, not written, with examples. */
  report(enforced: readonly string[]): string[] {
    const lines = [
      '| check | corrections | complete | incomplete | another check fires | not written | enforced |',
      '| --- | --- | --- | --- | --- | --- | --- |',
    ];
    const ids = [...this.tallies.keys()].sort();
    for (const id of ids) {
      const t = this.tallies.get(id) as CompleteTally;
      lines.push(
        `| ${id} | ${t.proposed} | ${t.complete} | ${t.incomplete} | ${t.disturbing} | ${t.notWritten} | ${enforced.includes(id) ? 'yes' : 'no'} |`,
      );
    }
    const noted = ids.filter((id) => (this.tallies.get(id)?.examples.size ?? 0) > 0);
    if (noted.length > 0) lines.push('', `Examples (the first ${EXAMPLES} of each kind, in reading order):`, '');
    for (const id of noted) {
      lines.push(`- **${id}**`);
      for (const [kind, examples] of this.tallies.get(id)?.examples ?? []) {
        lines.push(`  - ${kind}:`);
        for (const e of examples) lines.push(`    - ${e.replace(/\|/g, '\\|')}`);
      }
    }
    return lines;
  }
}

/**
 * Rounds of corrections that neither overlap nor touch in their paragraph (and, for paragraph
 * insertions, do not share an anchor paragraph with anything else), in reading order.
 */
function rounds(candidates: Candidate[]): Candidate[][] {
  let left = [...candidates].sort((a, b) => a.at.block.index - b.at.block.index || a.from - b.from || a.to - b.to);
  const out: Candidate[][] = [];
  while (left.length > 0) {
    const round: Candidate[] = [];
    const next: Candidate[] = [];
    for (const c of left) {
      const clash = round.some(
        (r) =>
          r.at.block.index === c.at.block.index &&
          (r.lines !== null || c.lines !== null || (c.from <= r.to && r.from <= c.to)),
      );
      (clash ? next : round).push(c);
    }
    out.push(round);
    left = next;
  }
  return out;
}

/**
 * Where each written correction is in the new manuscript (absolute preview offsets): a replacement
 * in its paragraph shifted by the edits before it; an insertion over the new paragraphs that carry
 * its lines. Null for a correction whose text does not read back as written.
 */
function newPlaces(old: Manuscript, after: Manuscript, written: Candidate[]): Map<Candidate, Range> {
  const places = new Map<Candidate, Range>();
  const inserted = new Set<Block>();
  // Old paragraphs keep their order; new ones sit between them. Pair them up by walking both.
  const oldToNew = new Map<number, Block>();
  const insertedLines = new Set(written.flatMap((c) => c.lines ?? []));
  let extra = after.blocks.length - old.blocks.length;
  let j = 0;
  for (const block of old.blocks) {
    while (extra > 0 && j < after.blocks.length) {
      const candidate = after.blocks[j] as Block;
      if (!insertedLines.has(candidate.text) || candidate.text === block.text) break;
      inserted.add(candidate);
      extra -= 1;
      j += 1;
    }
    const twin = after.blocks[j];
    if (twin) oldToNew.set(block.index, twin);
    j += 1;
  }
  for (; j < after.blocks.length; j++) {
    const b = after.blocks[j] as Block;
    if (insertedLines.has(b.text)) inserted.add(b);
  }
  for (const c of written) {
    if (c.lines) {
      const blocks = [...inserted].filter((b) => c.lines?.includes(b.text));
      const first = blocks[0];
      const last = blocks.at(-1);
      if (first && last) places.set(c, { start: first.start, end: last.start + last.text.length });
      continue;
    }
    const twin = oldToNew.get(c.at.block.index);
    if (!twin) continue;
    // Shift by the length change of the corrections written before it in the same paragraph.
    let shift = 0;
    for (const o of written) {
      if (o === c || o.lines || o.at.block.index !== c.at.block.index || o.at.end > c.at.start) continue;
      shift += (o.item.correction ?? '').length - (o.at.end - o.at.start);
    }
    const start = c.at.start + shift;
    const correction = c.item.correction ?? '';
    if (twin.text.slice(start, start + correction.length) !== correction) continue;
    places.set(c, { start: twin.start + start, end: twin.start + start + correction.length });
  }
  return places;
}
