/**
 * Where a missing disclosure statement goes, as an editor would put it: after the last of the
 * manuscript's other back-matter statements (acknowledgements, funding, ethics, data availability,
 * author contributions, trial registration), or else after the last sentence of the main text
 * before the references. Never after a figure or table caption (between a caption and its table),
 * inside a table, or after a stray line that is not a sentence ("." or "Model with all ").
 */
import type { Block, Manuscript, StatementKind } from '../../docx/model.ts';

const BACK_MATTER: StatementKind[] = [
  'acknowledgements',
  'funding',
  'ethics',
  'trial-registration',
  'data-availability',
  'author-contributions',
];

/** A sentence, not a stray mark or a fragment: three words or more, ending as a sentence ends. */
function readsAsText(text: string): boolean {
  const t = text.trim();
  return t.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length >= 3 && /[.!?”"’]$/.test(t);
}

/** A paragraph that a new paragraph may follow: body text, not a caption, not the line above a table. */
function canFollow(manuscript: Manuscript, block: Block, captions: Set<number>): boolean {
  if (block.kind !== 'paragraph' || block.outlineLevel !== null || captions.has(block.index)) return false;
  if (!readsAsText(block.text)) return false;
  // A figure legend the engine did not list as a caption ("(A) Correlation-based comparison…").
  if (/^\s*(\(?[A-H]\)|(fig(ure)?|table|supplement\w*)\b)/i.test(block.text)) return false;
  const next = manuscript.blocks[block.index + 1];
  return next?.kind !== 'table-cell';
}

export function insertionPoint(manuscript: Manuscript): number | null {
  const captions = new Set(manuscript.structure.captions.map((c) => c.block));
  const statementBlocks = BACK_MATTER.flatMap((kind) => manuscript.structure.statements[kind]?.blocks ?? []);
  const lastStatement = Math.max(-1, ...statementBlocks);
  for (let i = lastStatement; i >= 0 && statementBlocks.includes(i); i--) {
    const block = manuscript.blocks[i]!;
    const next = manuscript.blocks[i + 1];
    // The engine read these blocks as statement text, whatever outline level their style carries.
    const body = block.kind === 'paragraph' && !captions.has(i);
    if (body && block.text.trim() && next?.kind !== 'table-cell') return i;
  }
  const refs = manuscript.structure.sections.find((s) => s.role === 'references');
  const limit = refs ? refs.blockStart : manuscript.blocks.length;
  for (let i = limit - 1; i >= 0; i--) {
    const block = manuscript.blocks[i]!;
    if (canFollow(manuscript, block, captions)) return i;
  }
  return null;
}
