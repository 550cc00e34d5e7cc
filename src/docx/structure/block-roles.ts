/**
 * Every block's role — what a reader of the manuscript would call it — and how sure the engine
 * is, decided from the evidence the recognisers already weighed: styles (a heading or caption
 * style is near-certain), the block's kind (table cell, text box, note), the part of the
 * manuscript its section opens (a known section name is surer than a bold line of unknown
 * words), captions, table notes and their evidence, boxes, keywords, the author lines, and the
 * text's shape (placeholders, declared word counts). Nothing here decides anew what another
 * recogniser decided: it reads their results and grades them.
 *
 * Confidence is in [0, 1]: 1 for what the file states (a footnote, a data table's cell), ≈ 0.9
 * for styles and known names, ≈ 0.75 for shapes read from the text, ≤ 0.6 for guesses (a short
 * paragraph after a table, text before any heading in a document without headings). Checks that
 * count treat a role below `SURE` as undecided (`unsureBlocks`).
 */
import { STATEMENT_KINDS } from './statements.ts';
import type { Block, BlockRole, BlockRoleName, Section, SectionRole, Structure } from '../model.ts';
import type { BodyText } from './body-text.ts';
import { isDeclaredWordCount } from './body-text.ts';
import type { CaptionCandidate } from './captions.ts';
import { flagged } from './regions.ts';
import { countWords } from './words.ts';
import type { RoledHeading } from './sections.ts';

/** At or above this confidence a role is taken as decided. */
export const SURE = 0.7;

/** "[Insert Figure 1 here]", "<Table 2 about here>", "Figure 3 here": where a figure will go. */
const PLACEHOLDER =
  /^\s*[[<({]?\s*(?:(?:insert|place|position of|approximate (?:location|position) of)\s+)?(?:figure|fig\.?|table|image|graph|chart)\s*[\dIVX]*[A-Za-z]?\s*(?:about |goes |should go |to go |near )?here\s*[\]>)}.]?\s*$|^\s*[[<({]\s*(?:insert|place)\s+(?:figure|fig\.?|table|image|graph|chart)\b[^\]>)}]{0,80}[\]>)}]\s*$/i;

export function isPlaceholder(text: string): boolean {
  return text.length <= 120 && PLACEHOLDER.test(text);
}

const SECTION_ROLE_TO_BLOCK: Record<SectionRole, BlockRoleName> = {
  'front-matter': 'front-matter',
  title: 'title',
  authors: 'authors',
  affiliations: 'affiliations',
  abstract: 'abstract',
  keywords: 'keywords',
  'key-points': 'key-points',
  'plain-language-summary': 'summary',
  main: 'body',
  acknowledgements: 'statement',
  funding: 'statement',
  disclosures: 'statement',
  ethics: 'statement',
  'trial-registration': 'statement',
  'data-availability': 'statement',
  'author-contributions': 'statement',
  abbreviations: 'statement',
  references: 'reference',
  supplementary: 'supplementary',
  'back-matter': 'other',
};

export interface BlockRoleInput {
  blocks: Block[];
  /** Where the body ends (footnotes and endnotes follow). */
  bodyEnd: number;
  structure: Omit<Structure, 'roles'>;
  headings: RoledHeading[];
  captions: Map<number, CaptionCandidate>;
  bodyText: BodyText;
  referenceBlocks: number[];
  authorsFrom: 'style' | 'text' | null;
  wordsOf: (block: Block | undefined) => number;
}

type Setter = (index: number, role: BlockRoleName, confidence: number) => void;

/**
 * Rows at a table's foot: a row holding one cell under a grid of several columns (a merged
 * full-width row: significance codes, "Adjusted R-squared: 0.24", "HBM, human biomonitoring")
 * is a note about the table, as is every such row after it.
 */
function tableFootRows(blocks: Block[], bodyEnd: number, set: Setter): void {
  const byTable = new Map<number, Block[]>();
  for (const block of blocks.slice(0, bodyEnd))
    if (block.kind === 'table-cell' && block.table)
      byTable.set(block.table.table, [...(byTable.get(block.table.table) ?? []), block]);
  for (const cells of byTable.values()) {
    const widths = new Map<number, number>();
    for (const cell of cells) {
      const row = cell.table?.row ?? 0;
      widths.set(row, Math.max(widths.get(row) ?? 0, (cell.table?.cell ?? 0) + 1));
    }
    const rows = [...widths.keys()].sort((a, b) => a - b);
    if (Math.max(...widths.values()) < 2) continue;
    let foot = rows.length;
    while (foot > 1 && widths.get(rows[foot - 1] ?? -1) === 1) foot--;
    const footRows = new Set(rows.slice(Math.max(foot, 1)));
    for (const cell of cells)
      if (footRows.has(cell.table?.row ?? -1) && cell.text.trim()) set(cell.index, 'table-note', 0.75);
  }
}

/** Sections whose text is a statement: the statement kinds, and the abbreviation list. */
const STATEMENT_SECTION_ROLES = new Set<SectionRole>([...STATEMENT_KINDS, 'abbreviations']);

/**
 * What a section's kind says of the blocks in it beyond its role: an abbreviation list laid out
 * as a table is a statement; a "Figure legends" section holds captions; the unknown headings after
 * the statements ("Guarantor", "Provenance") head statements; after the reference list, the
 * paragraphs under a table (floats placed at the end) are its notes.
 */
function refineBySection(input: BlockRoleInput, set: Setter): void {
  const { blocks, structure, bodyEnd } = input;
  const inReferences = flagged(blocks.length, input.referenceBlocks);
  let previous: Section | undefined;
  for (const section of structure.sections) {
    const legends = section.role === 'back-matter' && /legend|caption|figure/i.test(section.heading ?? '');
    const statementsAfter =
      section.role === 'back-matter' && previous !== undefined && STATEMENT_SECTION_ROLES.has(previous.role);
    let afterTable = false;
    for (let i = section.blockStart; i < section.blockEnd && i < bodyEnd; i++) {
      const block = blocks[i];
      if (!block || i === section.headingBlock || !block.text.trim()) continue;
      if (block.kind === 'table-cell') {
        afterTable = true;
        if (STATEMENT_SECTION_ROLES.has(section.role)) set(i, 'statement', 0.8);
        continue;
      }
      if (legends) set(i, 'caption', 0.6);
      else if (statementsAfter) set(i, 'statement', 0.6);
      else if (section.role === 'references' && afterTable && inReferences[i] !== 1) set(i, 'table-note', 0.6);
    }
    if (section.role !== 'back-matter') previous = section;
  }
}

/** How sure the section's role is: a styled or known heading, or the position alone. */
function sectionConfidence(section: Section, headings: Map<number, RoledHeading>, hasHeadings: boolean): number {
  if (section.headingBlock === null) {
    if (section.role === 'front-matter') return 0.85;
    // Text before any heading read as main text: a letter, or a manuscript without headings.
    return hasHeadings ? 0.75 : 0.55;
  }
  const heading = headings.get(section.headingBlock);
  if (!heading) return 0.8;
  return heading.styledLevel !== null ? 0.9 : 0.8;
}

export function assignBlockRoles(input: BlockRoleInput): BlockRole[] {
  const { blocks, bodyEnd, structure, headings, captions, bodyText } = input;
  const roles: BlockRole[] = blocks.map(() => ({ role: 'other', confidence: 0.5 }));
  const set = (index: number, role: BlockRoleName, confidence: number): void => {
    roles[index] = { role, confidence };
  };
  // From the least to the most specific evidence: later assignments win.
  const headingByBlock = new Map(headings.map((heading) => [heading.block, heading]));
  const hasHeadings = headings.length > 0;
  for (const section of structure.sections) {
    const confidence = sectionConfidence(section, headingByBlock, hasHeadings);
    for (let i = section.blockStart; i < section.blockEnd && i < bodyEnd; i++)
      set(i, SECTION_ROLE_TO_BLOCK[section.role], confidence);
  }
  for (const section of structure.sections) {
    if (section.headingBlock === null) continue;
    const heading = headingByBlock.get(section.headingBlock);
    set(section.headingBlock, 'heading', heading?.styledLevel !== null ? 0.95 : 0.8);
  }
  const inReferences = flagged(blocks.length, input.referenceBlocks);
  for (const [index, block] of blocks.entries()) {
    if (index >= bodyEnd) {
      set(index, 'footnote', 1);
      continue;
    }
    if (block.kind === 'table-cell') set(index, 'table', 0.95);
    if (block.kind === 'paragraph' && isDeclaredWordCount(block.text)) set(index, 'front-matter', 0.9);
    if (inReferences[index] === 1) set(index, 'reference', 0.9);
    if (block.kind === 'paragraph' && isPlaceholder(block.text)) set(index, 'placeholder', 0.9);
  }
  tableFootRows(blocks, bodyEnd, set);
  refineBySection(input, set);
  for (const index of bodyText.pullQuotes) set(index, 'other', 0.6);
  for (const [index, evidence] of bodyText.tableNotes) set(index, 'table-note', evidence === 'strong' ? 0.85 : 0.6);
  for (const index of bodyText.boxes) set(index, 'box', blocks[index]?.kind === 'paragraph' ? 0.75 : 0.9);
  for (const caption of captions.values()) {
    const styled = /caption|legend/i.test(blocks[caption.block]?.styleName ?? '');
    // Supporting-information items' titles and legends are supplementary material.
    if (caption.supplementary || roles[caption.block]?.role === 'supplementary')
      set(caption.block, 'supplementary', 0.85);
    else set(caption.block, 'caption', styled ? 0.95 : 0.85);
  }
  for (const index of bodyText.legendLines) set(index, 'caption', 0.75);
  const region = (blocks: number[] | undefined, role: BlockRoleName, confidence: number): void => {
    for (const index of blocks ?? []) set(index, role, confidence);
  };
  region(structure.keySummaryPoints?.blocks, 'key-points', 0.85);
  region(structure.plainLanguageSummary?.blocks, 'summary', 0.85);
  region(structure.abstract?.blocks, 'abstract', 0.85);
  region(structure.keywords?.blocks, 'keywords', 0.95);
  region(structure.affiliations?.blocks, 'affiliations', input.authorsFrom === 'style' ? 0.95 : 0.75);
  region(structure.authors?.blocks, 'authors', input.authorsFrom === 'style' ? 0.95 : 0.75);
  region(
    structure.title?.blocks,
    'title',
    /^title$/i.test(blocks[structure.title?.blocks[0] ?? -1]?.styleName ?? '') ? 0.95 : 0.8,
  );
  // Empty blocks have no role worth the name; they are certain to be nothing.
  for (const [index, block] of blocks.entries())
    if (input.wordsOf(block) === 0 && !block.text.trim()) set(index, 'other', 1);
  return roles;
}

/** The blocks of `indexes` whose role the engine is unsure of, with their words. */
export function unsureBlocks(
  manuscript: { blocks: Block[]; structure: Pick<Structure, 'roles'> },
  indexes: readonly number[],
): { blocks: number[]; words: number } {
  const unsure = indexes.filter((index) => (manuscript.structure.roles[index]?.confidence ?? 0) < SURE);
  const words = unsure.reduce((sum, index) => sum + countWords(manuscript.blocks[index]?.text ?? ''), 0);
  return { blocks: unsure, words };
}
