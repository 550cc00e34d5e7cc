/** The reference list and its entries. */
import type { Block, ReferenceEntry, Section } from '../model.ts';

const NUMBER_LABEL = /^\s*(?:\[(\d{1,4})\]|\((\d{1,4})\)|(\d{1,4})(?:[.)]|\s))\s*/;

export function referenceEntries(blocks: Block[]): ReferenceEntry[] {
  const entries: ReferenceEntry[] = [];
  let listPosition = 0;
  for (const block of blocks) {
    const text = block.text;
    if (text.trim().length === 0) continue;
    const match = NUMBER_LABEL.exec(text);
    let number: number | null = null;
    let textStart = text.length - text.trimStart().length;
    if (match) {
      number = Number(match[1] ?? match[2] ?? match[3]);
      textStart = match[0].length;
    } else if (block.isListItem) {
      number = ++listPosition;
    }
    entries.push({ block: block.index, number, text: text.slice(textStart).trim(), textStart });
  }
  return entries;
}

const BIBLIOGRAPHY_STYLE = /^(csl-entry|bibliography|endnote bibliography)$/i;

/**
 * The paragraphs of the reference list: the non-empty paragraphs of every references section,
 * up to the first caption, table or figure after it (floats placed after the list), less short
 * sub-list labels ("Literature:").
 */
export function referenceListBlocks(
  body: Block[],
  sections: Section[],
  captions: ReadonlyMap<number, unknown>,
): number[] {
  const result: number[] = [];
  // A citation manager's bibliography ("csl-entry", "Bibliography", "EndNote Bibliography" styles)
  // is the list wherever it stands, with or without a heading.
  for (const block of body) {
    if (block.kind === 'paragraph' && BIBLIOGRAPHY_STYLE.test(block.styleName ?? '') && block.text.trim())
      result.push(block.index);
  }
  if (result.length < 3) result.length = 0;
  for (const section of sections) {
    if (section.role !== 'references') continue;
    for (let i = section.blockStart + (section.headingBlock === null ? 0 : 1); i < section.blockEnd; i++) {
      const block = body[i];
      if (!block) break;
      if (block.kind !== 'paragraph' || captions.has(i)) break;
      // A sub-list label ("Literature:", "Dataset:") is not an entry.
      if (block.text.trim() && !/^\s*\S+(?:\s+\S+){0,2}:\s*$/.test(block.text) && !result.includes(i)) result.push(i);
    }
  }
  return result.sort((a, b) => a - b);
}
