/**
 * Which paragraphs are headings: those with a heading style (outline level), and, because many
 * real manuscripts use no heading styles at all, short stand-alone paragraphs that are bold,
 * in capitals, or exactly a known section name.
 */
import type { Block } from '../model.ts';
import { captionOf } from './captions.ts';
import { isMainSectionName, roleOfHeading } from './roles.ts';
import { countWords } from './words.ts';

export interface HeadingCandidate {
  block: number;
  text: string;
  /** Level as written: outline level + 1 for styled headings; null for text-recognised ones. */
  styledLevel: number | null;
  /** "Abstract:" opening the abstract's own first paragraph: the section starts there, the paragraph stays text. */
  runIn?: true;
}

/** "Abstract:", "Abstract —", and the English abstract of a thesis: "English abstract:", "Abstract (English):". */
const RUN_IN_ABSTRACT = /^\s*(?:english\s+)?abstract(?:\s*\((?:in\s+)?english\))?\s*(?::|\.|—|–)\s*(?=\S)/i;

/** The "Abstract:" (or "Abstract." / "Abstract —") that opens a paragraph holding the abstract itself, or null. */
export function runInAbstractLabel(block: Block | undefined): string | null {
  if (block?.kind !== 'paragraph') return null;
  return RUN_IN_ABSTRACT.exec(block.text)?.[0] ?? null;
}

function allBold(block: Block): boolean {
  const visible = block.runs.filter((run) => block.text.slice(run.start, run.end).trim().length > 0);
  return visible.length > 0 && visible.every((run) => run.format.bold);
}

const TITLE_STYLES = /^(title|subtitle)$/i;

/**
 * `words`: the block's word count when the caller has it. `styledDocument`: the author used heading styles somewhere; then a bold line is a heading
 * only when it names a known section (a book title in bold is not a section).
 */
export function headingOf(
  block: Block,
  styledDocument: boolean,
  words = countWords(block.text),
): HeadingCandidate | null {
  if (block.kind !== 'paragraph') return null;
  // Cheap exits for body text, before any normalising (collapsing spaces keeps the word count,
  // so `words`, the block's count, holds for the normalised text too).
  if (block.outlineLevel === null && (block.text.length > 200 || words > 14)) return null;
  const text = block.text.replace(/\s+/g, ' ').trim();
  if (text.length === 0) return null;
  if (TITLE_STYLES.test(block.styleName ?? '')) return null;
  if (block.outlineLevel !== null && words <= 40) {
    // An outline level set on a body paragraph (not a heading style) is often an accident: such
    // a paragraph must also look like a heading — no closing full stop, no line breaks.
    const headingStyle = /heading|title|^h\d/i.test(block.styleName ?? '');
    const sentence = (/[.;,]$/.test(text) && !/^\d+(\.\d+)*\.?$/.test(text)) || block.text.includes('\n');
    if (headingStyle || !sentence) return { block: block.index, text, styledLevel: block.outlineLevel + 1 };
    return null;
  }
  if (text.length > 120 || words > 14) return null;
  if (captionOf(block)) return null;
  if (/[.,;]$/.test(text) && !/^\d+(\.\d+)*\.?$/.test(text)) return null;
  // "Keywords: a; b" and "Funding: …" are run-in labels, not headings.
  if (/^[^:]{1,60}:\s*\S/.test(text)) return null;
  const known = roleOfHeading(text) !== null || isMainSectionName(text);
  const letters = text.replace(/[^\p{L}]/gu, '');
  const capitals = letters.length >= 4 && letters === letters.toUpperCase();
  if (known && (allBold(block) || capitals || words <= 4)) return { block: block.index, text, styledLevel: null };
  if (styledDocument) return null;
  if (!block.isListItem && allBold(block) && /^[\p{Lu}\d]/u.test(text))
    return { block: block.index, text, styledLevel: null };
  if (capitals && !block.isListItem) return { block: block.index, text, styledLevel: null };
  return null;
}
