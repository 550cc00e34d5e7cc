/**
 * An abbreviation's first use is where its definition belongs (the abbreviations check asks for
 * it there, in the abstract and in the main text apart). Putting an odd form right at a place that
 * comes before every use of the majority form would make it the first use, so the definition would
 * have to move too: there the finding says so and proposes nothing to accept (a note), rather than
 * a correction that is only half of the edit.
 */
import type { ResultItem } from '../../contract/checks.ts';
import type { ProseBlock } from '../language/prose.ts';

export interface Place {
  block: number;
  start: number;
}

/** Capitals (and digits) only: an abbreviation ("PHQ-9", "TOL", "QIIME 2"), not a name such as "RNase". */
export function abbreviationLike(form: string): boolean {
  return /^\p{Lu}{2,}[\p{Lu}\d\s-]*$/u.test(form);
}

const regions = new WeakMap<ProseBlock[], Map<number, string>>();

function regionOf(blocks: ProseBlock[]): (block: number) => string {
  let map = regions.get(blocks);
  if (!map) {
    map = new Map<number, string>(blocks.map((p) => [p.block.index, p.region]));
    regions.set(blocks, map);
  }
  const found = map;
  return (block) => found.get(block) ?? 'other';
}

/** True when no use of the majority form stands before `at` in its region (title, abstract, main text, other). */
export function wouldBeFirstUse(blocks: ProseBlock[], at: Place, uses: readonly Place[]): boolean {
  const region = regionOf(blocks);
  const here = region(at.block);
  return !uses.some(
    (u) => region(u.block) === here && (u.block < at.block || (u.block === at.block && u.start < at.start)),
  );
}

/** The finding without its correction, saying what to write and that the definition moves with it. */
export function firstUseNote(item: ResultItem, form: string): ResultItem {
  const { correction: _correction, suggestions: _suggestions, ...rest } = item;
  return {
    ...rest,
    reasoning:
      `${item.reasoning ?? ''} Written "${form}", this would be its first use: where its definition belongs (if the document defines it later, move the definition here).`.trim(),
  };
}
