/** Helpers for the per-part structure recogniser tests: blocks built the way a real file's are. */
import type { Block, Section } from '../../../src/docx/model.ts';
import { findCaptions } from '../../../src/docx/structure/captions.ts';
import { regionMaker } from '../../../src/docx/structure/regions.ts';
import { buildSections, findHeadings } from '../../../src/docx/structure/sections.ts';
import { recogniseTitle } from '../../../src/docx/structure/title.ts';
import { countWords } from '../../../src/docx/structure/words.ts';
import { manuscriptFromParagraphs, type ParagraphSpec } from '../../../src/docx/testing.ts';

export const h = (level: number, text: string): ParagraphSpec => ({ text, styleName: `heading ${level}` });
export const bold = (text: string): ParagraphSpec => ({ text, runs: [{ text, bold: true }] });

export function blocksOf(specs: (ParagraphSpec | string)[]): Block[] {
  return manuscriptFromParagraphs(specs.map((spec) => (typeof spec === 'string' ? { text: spec } : spec))).blocks;
}

export const wordsOf = (block: Block | undefined): number => (block ? countWords(block.text) : 0);
export const regionOf = (blocks: Block[]) => regionMaker(blocks.map((block) => countWords(block.text)));

/** Title, captions, headings and sections of `blocks`: what the later parts start from. */
export function sectionsOf(blocks: Block[]): { sections: Section[]; title: Block | undefined } {
  const title = recogniseTitle(blocks);
  const captions = findCaptions(blocks);
  const headings = findHeadings(blocks, title, captions, wordsOf);
  return { sections: buildSections(blocks, headings, title, blocks.length), title };
}
