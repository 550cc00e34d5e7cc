/**
 * Structure recognition: blocks → the manuscript model's structure. A short pipeline of one
 * recogniser per part of a manuscript, each in its own file with its own tests:
 *
 *   title.ts → captions.ts → sections.ts (headings, roles, sections) → keywords.ts and
 *   abstract-end.ts (where an abstract with no heading after it ends) → body-text.ts (running text, section words) → abstract.ts (abstract and summaries) →
 *   references.ts and citations.ts → statements.ts → authors.ts
 *
 * Runs the same on a real .docx and on manuscripts built by testing.ts. Headings come from
 * heading styles where the author used them and from the text where not (headings.ts).
 */
import type { Block, KeywordsInfo, Structure } from '../model.ts';
import { recogniseAbstract, recogniseSummaries } from './abstract.ts';
import { recogniseAuthors } from './authors.ts';
import { assignBlockRoles } from './block-roles.ts';
import { splitAbstractAtIntroduction } from './abstract-end.ts';
import { isDeclaredWordCount, recogniseBodyText } from './body-text.ts';
import { captionCounts, findCaptions } from './captions.ts';
import { citationOrder, findCitations } from './citations.ts';
import { findKeywordsLine, keywordsFromLine, keywordsFromSection, splitAbstractAtKeywords } from './keywords.ts';
import { referenceEntries, referenceListBlocks } from './references.ts';
import { flagged, regionMaker } from './regions.ts';
import type { HeadingCandidate } from './headings.ts';
import { buildSections, findHeadings } from './sections.ts';
import { recogniseStatements } from './statements.ts';
import { recogniseTitle } from './title.ts';

export interface BlockHints {
  hasDrawing: boolean;
  /** Words of the block's text (words.ts rule), counted by the reader as it read the text. */
  words: number;
}

/** Blocks that are heading paragraphs (a run-in "Abstract:" opens a section inside a paragraph of text). */
function headingParagraphs(headings: HeadingCandidate[]): number[] {
  return headings.filter((heading) => !heading.runIn).map((heading) => heading.block);
}

export function recogniseStructure(blocks: Block[], hints: BlockHints[]): Structure {
  const bodyEnd = blocks.findIndex((block) => block.kind === 'footnote' || block.kind === 'endnote');
  const end = bodyEnd === -1 ? blocks.length : bodyEnd;
  const body = blocks.slice(0, end);
  const blockWords = hints.map((hint) => hint.words);
  const wordsOf = (block: Block | undefined): number => (block ? (blockWords[block.index] ?? 0) : 0);
  const region = regionMaker(blockWords);

  const titleBlock = recogniseTitle(body);
  const captions = findCaptions(body);
  const headings = findHeadings(body, titleBlock, captions, wordsOf);
  const sections = buildSections(body, headings, titleBlock, end);

  const keywordBlock = findKeywordsLine(body);
  if (keywordBlock) splitAbstractAtKeywords(sections, body, keywordBlock);
  const headingFlags = flagged(blocks.length, headingParagraphs(headings));
  const introduction = splitAbstractAtIntroduction(
    sections,
    body,
    (block) =>
      block.kind === 'paragraph' &&
      wordsOf(block) > 0 &&
      headingFlags[block.index] !== 1 &&
      !captions.has(block.index) &&
      block !== keywordBlock &&
      block !== titleBlock &&
      !isDeclaredWordCount(block.text),
    titleBlock,
  );
  const introductionHeading = introduction?.headingBlock ?? null;
  if (introductionHeading !== null) {
    const text = sections.find((s) => s.headingBlock === introductionHeading)?.heading ?? '';
    const at = headings.findIndex((heading) => heading.block > introductionHeading);
    const heading = { block: introductionHeading, text, styledLevel: null, role: 'main' as const, level: 1 };
    headings.splice(at === -1 ? headings.length : at, 0, heading);
  }

  const bodyText = recogniseBodyText({
    body,
    sections,
    headingBlocks: headingParagraphs(headings),
    captions,
    titleBlock,
    keywordBlock,
    wordsOf,
  });
  const abstract = recogniseAbstract(body, sections, bodyText, region);
  let keywords: KeywordsInfo | null = keywordBlock ? keywordsFromLine(keywordBlock) : null;
  if (!keywords) {
    const section = sections.find((s) => s.role === 'keywords');
    if (section) keywords = keywordsFromSection(section, bodyText.of(section), body);
  }
  const summaries = recogniseSummaries(body, bodyText, region);
  const mainBlocks = bodyText.ofRole('main');

  const referenceBlocks = referenceListBlocks(body, sections, captions);
  const references = referenceEntries(referenceBlocks.map((i) => body[i]).filter((b): b is Block => b !== undefined));
  const inReferences = flagged(blocks.length, referenceBlocks);
  const running = flagged(
    blocks.length,
    sections.filter((s) => s.role !== 'front-matter' && s.role !== 'references').flatMap((s) => bodyText.of(s)),
  );
  const { citations, uncertain } = findCitations(
    blocks.filter((block) => inReferences[block.index] !== 1),
    references,
    (index) => running[index] === 1,
    (index) => sections.some((s) => s.role === 'front-matter' && index >= s.blockStart && index < s.blockEnd),
  );

  const statements = recogniseStatements(body, bodyText, mainBlocks, region);
  const { authorBlocks, affiliationBlocks, authorsFrom, weakEvidence, contactBlocks } = recogniseAuthors(
    body,
    sections,
    titleBlock,
  );
  const { figures, tables } = captionCounts(captions, sections);

  const structure: Omit<Structure, 'roles'> = {
    title: titleBlock ? region([titleBlock.index]) : null,
    authors: authorBlocks.length > 0 ? region(authorBlocks) : null,
    affiliations: affiliationBlocks.length > 0 ? region(affiliationBlocks) : null,
    abstract,
    keywords,
    ...summaries,
    mainText: region(mainBlocks),
    sections,
    headings: headings.filter((heading) => !heading.runIn).map((heading) => heading.text),
    captions: [...captions.values()].map(({ kind, block, label }) => ({ kind, block, label })),
    counts: { references: references.length, figures, tables, keywords: keywords?.items.length ?? 0 },
    references,
    citations,
    citationOrder: citationOrder(citations),
    ...(uncertain ? { citationsUncertain: uncertain } : {}),
    statements,
    notes: {
      footnotes: blocks.filter((b) => b.kind === 'footnote').map((b) => b.index),
      endnotes: blocks.filter((b) => b.kind === 'endnote').map((b) => b.index),
    },
  };
  const roles = assignBlockRoles({
    blocks,
    bodyEnd: end,
    structure,
    headings,
    captions,
    bodyText,
    referenceBlocks,
    authorsFrom,
    weakAuthorEvidence: weakEvidence,
    contactBlocks,
    wordsOf,
  });
  return { ...structure, roles };
}
