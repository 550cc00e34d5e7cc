/** The shape of a real-word confusion rule (confusions.ts, more-confusions.ts). */
export interface Confusion {
  /** Lower-case text the paragraph must hold for the rule to be tried (a cheap first look). */
  trigger: string;
  /** The context; a named group (`w`, `v`, `u`, `r`…) is the word written. */
  pattern: RegExp;
  /** The word meant, for the word written (lower case). */
  meant: (written: string) => string;
  /** Why, for the writer: what the written word means instead. */
  why: string;
  /**
   * Also tried in the reference list's entries, where the slip reads the same in a cited title or
   * journal name ("Lancet Planet Heath"); the other rules read prose only.
   */
  references?: boolean;
}

/** Opens the named group of the word written: `${W}then)`; `group('v')` for a second alternative. */
export const W = '(?<w>';
export const group = (name: string): string => `(?<${name}>`;

/** A rule's pattern: global, case-insensitive, Unicode, with match indices (to find the group). */
export const rx = (source: string): RegExp => new RegExp(source, 'giud');

/**
 * A pattern that tells capitals from small letters (`rx` does not: under its `i` flag `\p{Lu}`
 * matches any letter), for contexts decided by a capital ("then POPs", "the OHIP items").
 */
export const rxCased = (source: string): RegExp => new RegExp(source, 'gud');

/** "more|less" → "[Mm]ore|[Ll]ess": words matched with or without a capital under `rxCased`. */
export const eitherCase = (words: string): string =>
  words
    .split('|')
    .map((w) => `[${w[0]!.toUpperCase()}${w[0]}]${w.slice(1)}`)
    .join('|');
