/** Small helpers the structure recognisers share: text regions and block flag arrays. */
import type { TextRegion } from '../model.ts';

/** 1 at each of `indexes` in an array of `length` (a set of block indexes, for many look-ups). */
export function flagged(length: number, indexes: Iterable<number>): Uint8Array {
  const flags = new Uint8Array(length);
  for (const index of indexes) flags[index] = 1;
  return flags;
}

/** Builds text regions over the body blocks, with word counts from the blocks' words. */
export function regionMaker(words: number[]): (indexes: number[]) => TextRegion {
  return (indexes) => ({
    blocks: indexes,
    // Joining blocks with "\n" never merges words, so a region's words are its blocks' words.
    words: indexes.reduce((sum, i) => sum + (words[i] ?? 0), 0),
  });
}
