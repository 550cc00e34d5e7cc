/**
 * The kinds of error the generator plants, the check that should find each, and where a plant
 * stands (its region of the manuscript and its places, the text a finding must overlap).
 */
import type { Manuscript } from '../../../src/docx/model.ts';

export const SEED_KINDS = {
  typo: 'spelling',
  'real-word': 'spelling',
  'uk-us': 'spelling-variant',
  'abstract-number': 'number-agreement',
  'percent-n': 'number-agreement',
  'table-total': 'number-agreement',
  'citation-beyond-list': 'citation-order',
  'duplicate-reference': 'reference-details',
  'reference-no-year': 'reference-details',
  'abbreviation-undefined': 'abbreviations',
  'p-value-style': 'statistics',
  'thousands-style': 'numbers-units',
} as const;

export type SeedKind = keyof typeof SEED_KINDS;

export type Region = 'body' | 'abstract' | 'table' | 'caption' | 'footnote' | 'reference' | 'other';

/** A stretch of one block's text, in the seeded file's coordinates. */
export interface Place {
  block: number;
  start: number;
  end: number;
}

/** One change of a block's text, in the original file's coordinates. */
export interface BlockEdit {
  block: number;
  start: number;
  end: number;
  expected: string;
  text: string;
}

export interface Plant {
  kind: SeedKind;
  check: string;
  region: Region;
  /** What was planted, for a person reading the report: "mortality → morality". */
  what: string;
  edit: BlockEdit;
  /** Further places a finding may point at (the other side of a disagreement), in the seeded file's coordinates (the same as the original's outside the edited stretch). */
  alsoAt: Place[];
}

export function regionOf(manuscript: Manuscript, block: number): Region {
  const b = manuscript.blocks[block];
  const s = manuscript.structure;
  if (!b) return 'other';
  if (b.kind === 'footnote' || b.kind === 'endnote') return 'footnote';
  if (s.references.some((r) => r.block === block)) return 'reference';
  if (s.captions.some((c) => c.block === block)) return 'caption';
  if (b.table) return 'table';
  if (s.abstract?.blocks.includes(block)) return 'abstract';
  if (s.mainText.blocks.includes(block)) return 'body';
  return 'other';
}

/** The places a finding may overlap to count as finding the plant, in the seeded file's coordinates. */
export function placesOf(plant: Plant): Place[] {
  const { edit } = plant;
  // A deletion leaves an empty place: the characters either side of it stand for it.
  const place =
    edit.text.length > 0
      ? { block: edit.block, start: edit.start, end: edit.start + edit.text.length }
      : { block: edit.block, start: Math.max(0, edit.start - 1), end: edit.start + 1 };
  return [place, ...plant.alsoAt];
}

/** The blocks a plant touches: findings there are not part of the untouched remainder. */
export function blocksOf(plant: Plant): number[] {
  return [plant.edit.block, ...plant.alsoAt.map((p) => p.block)];
}
