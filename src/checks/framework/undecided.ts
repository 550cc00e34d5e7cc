/**
 * "Could not decide": where a check's verdict rests on a paragraph whose role the engine is unsure
 * of (structure.roles below `SURE`: an author line read from names alone, a caption known only
 * by the label opening it, a key-points box named like a Discussion sub-section, a statement
 * heading read as a table note), the check says so in a warning that names the paragraph — never
 * a pass, never a failure on a guess.
 */
import type { BlockRoleName, Manuscript } from '../../docx/model.ts';
import { SURE } from '../../docx/structure/block-roles.ts';
import { headingOf } from './finding.ts';

/**
 * True when the engine is unsure of the block's role — with `as`, only when the role it gave is
 * that one ("authors" read on weak evidence), not when it gave another role altogether.
 */
export function roleUnsure(manuscript: Manuscript, index: number, as?: BlockRoleName): boolean {
  const role = manuscript.structure.roles[index];
  if (!role || (as !== undefined && role.role !== as)) return false;
  return role.confidence < SURE;
}

/** The start of a paragraph, quoted, cut at a word: "Jane Doe, John Smith, Li Wei…". */
function quotedStart(text: string): string {
  const flat = text.trim().replace(/\s+/g, ' ');
  if (flat.length <= 60) return `"${flat}"`;
  const cut = flat.slice(0, 60);
  const space = cut.lastIndexOf(' ');
  return `"${(space > 30 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…"`;
}

/**
 * A paragraph named in words: its quoted start and where it stands ('the paragraph "…" under
 * "Methods"', 'the line "Funding" after "Discussion"' for a line read as a heading).
 */
export function paragraphInWords(manuscript: Manuscript, index: number): string {
  const quoted = quotedStart(manuscript.blocks[index]?.text ?? '');
  const { sections } = manuscript.structure;
  if (sections.some((s) => s.headingBlock === index)) {
    // A line read as a heading: place it after the heading before it.
    const before = sections
      .filter((s) => s.headingBlock !== null && s.headingBlock < index)
      .at(-1)
      ?.heading?.trim();
    return `the line ${quoted}${before ? ` after "${short(before)}"` : ' in the front matter'}`;
  }
  const heading = headingOf(manuscript, index)?.trim();
  const section = manuscript.structure.sections.find((s) => index >= s.blockStart && index < s.blockEnd);
  const where = heading
    ? `under "${short(heading)}"`
    : !section || section.role === 'front-matter' || section.role === 'title'
      ? 'in the front matter'
      : 'before the first heading';
  return `the paragraph ${quoted} ${where}`;
}

function short(heading: string): string {
  return heading.length > 60 ? `${heading.slice(0, 57)}…` : heading;
}
