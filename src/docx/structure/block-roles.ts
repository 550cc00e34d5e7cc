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
import { isFrontLabel, looksLikeAuthors } from './authors.ts';
import { isMainSectionName } from './roles.ts';
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
  /** Author and affiliation blocks read on weak evidence (authors.ts). */
  weakAuthorEvidence: readonly number[];
  /** Addresses of the title page's contact block, kept in the affiliation region (authors.ts). */
  contactBlocks: readonly number[];
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

/**
 * A caption known only by a label opening a short paragraph ("Figure 2 Flow of participants"):
 * sure when a picture or a table stands right beside it, or it is a table's first cell; a guess
 * otherwise (a sentence may open the same way).
 */
function shapeCaptionConfidence(blocks: Block[], index: number): number {
  const block = blocks[index];
  if (!block || block.kind === 'table-cell' || block.hasDrawing) return 0.85;
  for (const step of [-1, 1]) {
    for (let i = index + step, seen = 0; i >= 0 && i < blocks.length && seen < 2; i += step, seen++) {
      const near = blocks[i];
      if (!near) break;
      if (near.hasDrawing || near.kind === 'table-cell') return 0.85;
      if (near.text.trim()) break;
    }
  }
  return 0.6;
}

/**
 * Key-points names that Discussions use for sub-sections too ("Implications for practice", "Key
 * findings"): before the main text they open the key-points box, on their position. The position
 * is confirmed when the next heading opens the main text by a known name ("Introduction",
 * "Background", "Methods") or another front part (abstract, keywords, summaries); otherwise it is a
 * guess. "Strengths and limitations" and "Article summary" there are BMJ Open's box, a convention.
 */
const SHARED_KEY_POINT_NAMES = /^(implications|key findings|what is new|principal findings|main findings)/i;
const FRONT_PARTS = new Set<SectionRole>(['abstract', 'keywords', 'key-points', 'plain-language-summary']);

/** How sure a key-points block is: its section's name, what follows it, and whether a surer key-points heading holds it. */
function keyPointConfidence(sections: Section[], index: number): number {
  let shared: Section | null = null;
  for (const section of sections) {
    if (section.role !== 'key-points' || index < section.blockStart || index >= section.blockEnd) continue;
    if (!SHARED_KEY_POINT_NAMES.test((section.heading ?? '').trim())) return 0.85;
    shared = section;
  }
  if (!shared) return 0.85;
  const end = shared.blockEnd;
  const next = sections.find((s) => s.blockStart >= end && s.headingBlock !== null);
  const confirmed =
    next !== undefined &&
    (FRONT_PARTS.has(next.role) || (next.role === 'main' && isMainSectionName(next.heading ?? '')));
  return confirmed ? 0.85 : 0.6;
}

/**
 * A plain item of a bulleted or numbered list (no bold, not in capitals): a statement's name
 * written so ("• Funding", "• Ethics approval") may head the statement or be one item of a list
 * of what the submission holds.
 */
function plainListItem(block: Block): boolean {
  const visible = block.runs.filter((run) => block.text.slice(run.start, run.end).trim().length > 0);
  return block.isListItem && /\p{Ll}/u.test(block.text) && !visible.some((run) => run.format.bold);
}

/** A title's words for comparing two lines: lower case, letters and digits. */
function titleWords(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
}

/** Words two lines share, against their lengths (Dice): 1 for the same words. */
function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return a.size + b.size === 0 ? 0 : (2 * shared) / (a.size + b.size);
}

/** A subtitle's shape: a short line of words, no label (":"), no closing full stop, no digits or semicolons (marks, dates, lists). */
const SUBTITLE = /^\p{Lu}[^:\d;]*[^.:;\d]$/u;

/**
 * Lines that are the title too: a subtitle right under it, in the front matter ("Mortality in
 * Korean CKD patients" / "A Korean National Cohort Study"), and the title written again before
 * the main text (manuscripts often repeat it over the introduction, in other words' case: "The
 * effects of psilocybin on attention…" under "Acute Effects of Psilocybin on Attention…").
 */
function titleLines(input: BlockRoleInput, roles: BlockRole[], set: Setter): void {
  const { blocks, bodyEnd, structure } = input;
  const titleIndex = structure.title?.blocks[0];
  const title = titleIndex === undefined ? undefined : blocks[titleIndex];
  if (titleIndex === undefined || !title) return;
  const words = titleWords(title.text);
  if (words.size < 4) return;
  let next = titleIndex + 1;
  while (next < bodyEnd && !blocks[next]?.text.trim()) next++;
  const subtitle = blocks[next];
  const subtitleWords = subtitle ? countWords(subtitle.text) : 0;
  // A line that restates the title in fewer words is a short (running) title, not a subtitle.
  const restates = (text: string): boolean => {
    const own = titleWords(text);
    let shared = 0;
    for (const word of own) if (words.has(word)) shared++;
    return shared * 2 > own.size;
  };
  if (
    subtitle?.kind === 'paragraph' &&
    roles[next]?.role === 'front-matter' &&
    subtitleWords >= 4 &&
    subtitleWords <= 20 &&
    SUBTITLE.test(subtitle.text.trim()) &&
    !looksLikeAuthors(subtitle.text) &&
    !restates(subtitle.text)
  )
    set(next, 'title', 0.75);
  const echoes = new Set<BlockRoleName>(['heading', 'body', 'front-matter', 'other']);
  for (let i = 0; i < bodyEnd; i++) {
    const block = blocks[i];
    if (i === titleIndex || block?.kind !== 'paragraph' || !echoes.has(roles[i]?.role ?? 'other')) continue;
    if (block.text.length > title.text.length * 1.5 + 20) continue;
    if (overlap(words, titleWords(block.text)) >= 0.8) set(i, 'title', 0.8);
  }
}

/** Label lines of the title page ("The corresponding author:", "Author note") head what follows them. */
function frontLabels(input: BlockRoleInput, roles: BlockRole[], set: Setter): void {
  for (const section of input.structure.sections) {
    if (section.role !== 'front-matter') continue;
    for (let i = section.blockStart; i < section.blockEnd && i < input.bodyEnd; i++) {
      const block = input.blocks[i];
      const role = roles[i]?.role;
      if (block?.kind !== 'paragraph' || (role !== 'front-matter' && role !== 'affiliations')) continue;
      if (isFrontLabel(block.text)) set(i, 'heading', 0.75);
    }
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
    const block = blocks[section.headingBlock];
    const confidence =
      heading?.styledLevel !== null
        ? 0.95
        : block && STATEMENT_SECTION_ROLES.has(section.role) && plainListItem(block)
          ? 0.6
          : 0.8;
    set(section.headingBlock, 'heading', confidence);
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
    else if (styled || caption.evidence !== 'shape' || roles[caption.block]?.role === 'caption')
      // A caption style, a label set apart, or a "Figure legends" section holding it.
      set(caption.block, 'caption', styled ? 0.95 : 0.85);
    else set(caption.block, 'caption', shapeCaptionConfidence(blocks, caption.block));
  }
  for (const index of bodyText.legendLines) set(index, 'caption', 0.75);
  const region = (blocks: number[] | undefined, role: BlockRoleName, confidence: number): void => {
    for (const index of blocks ?? []) set(index, role, confidence);
  };
  for (const index of structure.keySummaryPoints?.blocks ?? [])
    set(index, 'key-points', keyPointConfidence(structure.sections, index));
  region(structure.plainLanguageSummary?.blocks, 'summary', 0.85);
  region(structure.abstract?.blocks, 'abstract', 0.85);
  region(structure.keywords?.blocks, 'keywords', 0.95);
  region(structure.affiliations?.blocks, 'affiliations', input.authorsFrom === 'style' ? 0.95 : 0.75);
  region(structure.authors?.blocks, 'authors', input.authorsFrom === 'style' ? 0.95 : 0.75);
  for (const index of input.weakAuthorEvidence) if (roles[index]) set(index, roles[index].role, 0.6);
  for (const index of input.contactBlocks) set(index, 'front-matter', 0.75);
  region(
    structure.title?.blocks,
    'title',
    /^title$/i.test(blocks[structure.title?.blocks[0] ?? -1]?.styleName ?? '') ? 0.95 : 0.8,
  );
  titleLines(input, roles, set);
  frontLabels(input, roles, set);
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
