/**
 * Keywords: a run-in line in the text ("Keywords: a; b; c", the first such paragraph), else a
 * Keywords section (one keyword per paragraph, or one line). An abstract section that carries the
 * keywords line hands what follows it to the main text (an introduction without a heading).
 */
import type { Block, KeywordsInfo, Section } from '../model.ts';
import { countWords } from './words.ts';

const KEYWORDS_RUN_IN = /^\s*(key\s?words?|index terms|mesh terms)\s*(\([^)]*\))?\s*[:：.—–-]\s*/i;

/** The run-in keywords paragraph, if any. */
export function findKeywordsLine(body: Block[]): Block | undefined {
  return body.find(
    (block) => block.kind === 'paragraph' && KEYWORDS_RUN_IN.test(block.text) && countWords(block.text) < 80,
  );
}

export function keywordsFromLine(block: Block): KeywordsInfo {
  const label = KEYWORDS_RUN_IN.exec(block.text)?.[0] ?? '';
  const rest = block.text.slice(label.length);
  return { blocks: [block.index], label: label.trim(), ...splitKeywords(rest) };
}

/** Splits an abstract section after its keywords line: the rest is un-headed main text. Edits `sections`. */
export function splitAbstractAtKeywords(sections: Section[], body: Block[], keywordBlock: Block): void {
  const at = sections.findIndex((s) => keywordBlock.index >= s.blockStart && keywordBlock.index < s.blockEnd);
  const section = sections[at];
  if (section?.role !== 'abstract') return;
  const after = keywordBlock.index + 1;
  const remaining = body
    .slice(after, section.blockEnd)
    .some((block) => block.kind === 'paragraph' && block.text.trim());
  if (!remaining) return;
  sections.splice(at + 1, 0, {
    heading: null,
    headingBlock: null,
    role: 'main',
    level: 0,
    blockStart: after,
    blockEnd: section.blockEnd,
    words: 0,
  });
  section.blockEnd = after;
}

/** Keywords given as their own section: `items` are the section's body paragraphs. */
export function keywordsFromSection(section: Section, items: number[], body: Block[]): KeywordsInfo | null {
  const label = section.heading ?? 'Keywords';
  if (items.length === 1) return { blocks: items, label, ...splitKeywords(body[items[0] ?? 0]?.text ?? '') };
  if (items.length > 1) {
    return {
      blocks: items,
      label,
      items: items.map((i) => (body[i]?.text ?? '').trim().replace(/[;,.]$/, '')),
      separator: 'list',
    };
  }
  return null;
}

export function splitKeywords(text: string): { items: string[]; separator: string } {
  const trimmed = text.trim().replace(/[.;,]\s*$/, '');
  const separator = [';', '·', '•', '|', ','].find((s) => trimmed.includes(s)) ?? ',';
  const items = trimmed
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
  return { items, separator };
}
