/**
 * Builders for result items. Every finding gets its coordinates from (block, start, end), the
 * heading of the section that holds it, and a content hash that identifies it across runs: the
 * hash covers the check id, the finding's text and a little of the paragraph around it — not
 * offsets — so the same finding keeps its identity after edits elsewhere in the document.
 */
import { createHash } from 'node:crypto';
import type { Manuscript } from '../../docx/model.ts';
import type { FindingStatus, ResultItem } from '../../contract/checks.ts';

/** Characters of paragraph text on each side of a finding that take part in its hash. */
const CONTEXT_CHARS = 40;

/**
 * A finding's identity (issue 22): what the check found — the check, the rule (`key`) and the
 * exact text — and nothing of its surroundings, so correcting a neighbour, re-running the check
 * or moving to a later version leaves it unchanged. The same words found twice share an identity;
 * where each one is comes from its place, mapped across versions by `mapPlace`
 * (services/session-work/locate.ts). This is the only function that computes it.
 */
export function findingIdentity(checkId: string, key: string, original: string): string {
  return contentHash('finding-identity', checkId, key, original);
}

export function contentHash(...parts: string[]): string {
  const hash = createHash('sha256');
  // A separator that cannot appear in document text keeps ("ab","c") apart from ("a","bc").
  for (const part of parts) hash.update(part).update('\u0000');
  return hash.digest('hex');
}

/** Heading of the innermost section that holds the block, if the block sits under one. */
export function headingOf(manuscript: Manuscript, blockIndex: number): string | undefined {
  let best: { heading: string | null; level: number } | null = null;
  for (const section of manuscript.structure.sections) {
    if (blockIndex < section.blockStart || blockIndex >= section.blockEnd) continue;
    if (!best || section.level >= best.level) best = { heading: section.heading, level: section.level };
  }
  return best?.heading ?? undefined;
}

export interface FindingFields {
  correction?: string;
  suggestions?: string[] | string;
  reasoning?: string;
  comment?: string;
  name?: string;
  details?: string;
  status?: FindingStatus;
  /** Tells apart two different findings a check makes on the same text (e.g. the rule name). */
  key?: string;
}

/**
 * A finding on text: `start`/`end` are offsets in the block's text (end exclusive).
 * `original` is the exact text at those offsets.
 */
export function finding(
  checkId: string,
  manuscript: Manuscript,
  blockIndex: number,
  start: number,
  end: number,
  fields: FindingFields = {},
): ResultItem {
  const block = manuscript.blocks[blockIndex];
  if (!block) throw new Error(`${checkId}: block ${blockIndex} does not exist`);
  if (start < 0 || end < start || end > block.text.length) {
    throw new Error(`${checkId}: range ${start}-${end} lies outside block ${blockIndex}`);
  }
  const original = block.text.slice(start, end);
  const before = block.text.slice(Math.max(0, start - CONTEXT_CHARS), start);
  const after = block.text.slice(end, end + CONTEXT_CHARS);
  const hash = contentHash(checkId, fields.key ?? '', original, before, after);
  const { key: _key, ...rest } = fields;
  const invisible = fields.correction === undefined ? null : invisibleChange(original, fields.correction);
  if (invisible) rest.reasoning = rest.reasoning ? `${rest.reasoning} ${invisible}` : invisible;
  const item: ResultItem = {
    entry_id: entryId(checkId, hash),
    original,
    coordinates: {
      absolute: { start: block.start + start, end: block.start + end },
      relative: { start, end },
    },
    hash,
    identity: findingIdentity(checkId, fields.key ?? '', original),
    ...rest,
  };
  const heading = headingOf(manuscript, blockIndex);
  if (heading !== undefined) item.heading = heading;
  return item;
}

const SPACE_NAMES: Record<string, string> = {
  ' ': 'a normal space',
  '\u00A0': 'a no-break space',
  '\u2002': 'an en space',
  '\u2003': 'an em space',
  '\u2007': 'a figure space',
  '\u2008': 'a punctuation space',
  '\u2009': 'a thin space',
  '\u200A': 'a hair space',
  '\u202F': 'a narrow no-break space',
  '\t': 'a tab',
  '\u200B': 'a zero-width space',
  '\u200C': 'a zero-width non-joiner',
  '\u200D': 'a zero-width joiner',
  '\u2060': 'a word joiner',
  '\uFEFF': 'a zero-width no-break space',
};
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/gu;
const SPACE = /[ \u00A0\u2002-\u200A\u202F\t]/gu;

function nameOf(ch: string): string {
  return SPACE_NAMES[ch] ?? `U+${ch.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * A correction that looks the same as the original on screen ("p = 0.58" with hair spaces →
 * "p = 0.58" with normal ones) would read as a change of nothing: say what it changes instead,
 * e.g. "… it replaces the hair space with a normal space." Null when the change is visible.
 */
export function invisibleChange(original: string, correction: string): string | null {
  if (original === correction) return null;
  const visible = (s: string) => s.replace(INVISIBLE, '').replace(SPACE, ' ');
  if (visible(original) !== visible(correction)) return null;
  const changes = new Set<string>();
  const a = original.replace(INVISIBLE, (ch) => {
    changes.add(`removes ${nameOf(ch).replace(/^an? /, 'the ')}`);
    return '';
  });
  const b = correction.replace(INVISIBLE, (ch) => {
    changes.add(`adds ${nameOf(ch)}`);
    return '';
  });
  for (let i = 0; i < a.length && i < b.length; i += 1)
    if (a[i] !== b[i]) changes.add(`replaces ${nameOf(a[i]!).replace(/^an? /, 'the ')} with ${nameOf(b[i]!)}`);
  const list = [...changes];
  const said = list.join('; ');
  return `This changes only characters you cannot see: it ${said}.`;
}

/** A finding over a whole block (a statement, a title, a keyword line). */
export function blockFinding(
  checkId: string,
  manuscript: Manuscript,
  blockIndex: number,
  fields: FindingFields = {},
): ResultItem {
  const block = manuscript.blocks[blockIndex];
  if (!block) throw new Error(`${checkId}: block ${blockIndex} does not exist`);
  return finding(checkId, manuscript, blockIndex, 0, block.text.length, fields);
}

/**
 * A row of a type3 table (name, details, status) or a finding that has no place in the text
 * (a missing section). Its identity is the check id and the row's name (plus `key`).
 */
export function row(
  checkId: string,
  name: string,
  status: FindingStatus,
  details: string,
  fields: Omit<FindingFields, 'name' | 'details' | 'status'> = {},
): ResultItem {
  const hash = contentHash(checkId, fields.key ?? '', name);
  const { key: _key, ...rest } = fields;
  // A row has no place: its name is what it is, so its identity is its hash.
  return { entry_id: entryId(checkId, hash), name, details, status, hash, identity: hash, ...rest };
}

function entryId(checkId: string, hash: string): string {
  return `${checkId}-${hash.slice(0, 12)}`;
}

/**
 * Makes entry ids and hashes unique within one result: two identical findings (the same words
 * in the same context twice) get an occurrence suffix, in document order, so each stays
 * addressable across runs. Their `identity` stays shared: their places tell them apart.
 */
export function uniqueItems(items: ResultItem[]): ResultItem[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const count = seen.get(item.hash) ?? 0;
    seen.set(item.hash, count + 1);
    if (count === 0) return item;
    const hash = contentHash(item.hash, String(count));
    return { ...item, hash, entry_id: `${item.entry_id.slice(0, item.entry_id.length - 12)}${hash.slice(0, 12)}` };
  });
}

/** Orders findings as they stand in the document (by where they start; those without a place first). */
export function byDocumentOrder(a: ResultItem, b: ResultItem): number {
  return (a.coordinates?.absolute.start ?? 0) - (b.coordinates?.absolute.start ?? 0);
}
