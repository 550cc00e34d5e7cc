/**
 * Which paragraphs the language checks read. Reference lists, author lines and affiliations are
 * not the authors' prose (titles of cited papers keep their own spelling), so they are left out.
 * The split into abstract / main text serves the abbreviations check, which counts first uses
 * in each separately.
 */
import type { Block, Manuscript, SectionRole } from '../../docx/model.ts';
import { isOtherLanguage } from './tagged.ts';

export type Region = 'title' | 'abstract' | 'main' | 'other';

export interface ProseBlock {
  block: Block;
  region: Region;
  isHeading: boolean;
  /** Role of the innermost section that holds the block ('main' when none does). */
  role: SectionRole;
}

const NOT_PROSE: ReadonlySet<SectionRole> = new Set(['references', 'authors', 'affiliations']);

/**
 * 'body': the paragraphs of the text, footnotes and endnotes included, as every prose check
 * reads them. 'everywhere' adds the table cells, text boxes and captions that sit after the
 * reference list (tables placed at the end of a manuscript), and the paragraphs after its last
 * entry (a table's note, a panel legend): a section or heading does not make them references;
 * only their own text does.
 */
export type ProseScope = 'body' | 'everywhere';

const caches: Record<ProseScope, WeakMap<Manuscript, ProseBlock[]>> = {
  body: new WeakMap(),
  everywhere: new WeakMap(),
};

const CAPTION = /^\s*(?:Table|Figure|Fig\.?|Supplementary (?:Table|Figure)|Box)\s*S?\d+[A-Za-z]?\s*[.:|–-]/u;

function isNote(block: Block): boolean {
  return block.kind === 'footnote' || block.kind === 'endnote';
}

function outsideTheText(block: Block): boolean {
  return block.kind !== 'paragraph' || CAPTION.test(block.text);
}

const REFERENCE_HEADING =
  /^\s*(?:\d+\.?\s*)?(?:references?(?: cited)?|bibliography|literature cited|works cited|reference list)\s*:?\s*$/i;
const ABSTRACT_HEADING = /^\s*(?:structured\s+)?abstract\s*:?\s*$/i;

/**
 * Blocks under a heading that reads "References" (up to the next heading of the same or a
 * higher level), found from the paragraphs themselves: a guard that holds even where the
 * structure recognition missed the section.
 */
function underHeading(manuscript: Manuscript, pattern: RegExp): Set<number> {
  const out = new Set<number>();
  let level: number | null = null;
  for (const block of manuscript.blocks) {
    // A manuscript without heading styles writes "References" as a plain short paragraph: it
    // then holds until the next styled heading or the end.
    const outline = block.outlineLevel ?? (block.kind === 'paragraph' && pattern.test(block.text) ? 99 : null);
    if (outline !== null) {
      if (pattern.test(block.text)) {
        level = outline;
        continue;
      }
      if (level !== null && outline <= level) level = null;
    }
    if (level !== null) out.add(block.index);
  }
  return out;
}

/**
 * A paragraph that reads like a reference-list entry: a year with a volume:pages group
 * ("2004;292:1195"), a DOI or PMID, or "et al." followed by a year and a volume.
 */
export function looksLikeReference(text: string): boolean {
  return (
    /\b(?:19|20)\d{2}\s*[;,.]?\s*\d+\s*(?:\(\s*[\w-]+\s*\))?\s*:\s*[A-Za-z]?\d+/.test(text) ||
    /\bdoi\s*:|doi\.org\/|\bPMID\s*:?\s*\d/i.test(text) ||
    /^\s*\[?\d{1,3}[\].)]?\s+\p{Lu}[\p{L}'-]+,?\s+(?:\p{Lu}{1,3}[,.]|\p{Lu}\.)/u.test(text)
  );
}

/**
 * A literature-search string ("meta analysis[TIAB] OR metaanalysis[TIAB] OR …", "TI/AB (… OR …)"):
 * three Boolean operators in capitals or more, or database field tags.
 */
export function looksLikeSearchString(text: string): boolean {
  let operators = 0;
  for (const m of text.matchAll(/(?<![\p{L}\d])(?:OR|AND|NOT)(?![\p{L}\d])/gu)) {
    const before = text.slice(Math.max(0, m.index - 12), m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 8);
    // Between search terms, not "the OR was 1.2" or "OR 1.2" (an odds ratio).
    if (!/[\p{L}\])"*]\s+$/u.test(before) || !/^\s+["([]?\p{L}/u.test(after)) continue;
    if (/(?:^|[^\p{L}])(?:the|an|a|adjusted|pooled|crude|summary|of)\s+$/u.test(before)) continue;
    if (/^\s+(?:was|were|is|of|for|in|and|or)\b/u.test(after)) continue;
    operators += 1;
    if (operators >= 3) return true;
  }
  if (!text.includes('[') && !/\b(?:TI|AB|MH|TS)\s*[=(/]/u.test(text)) return false;
  const tags =
    text.match(
      /\[(?:tiab|ti|ab|mh|mesh|mesh:noexp|majr|pt|tw|all fields|title\/abstract)(?::~?\d+)?\]|\b(?:TI|AB|TI\/AB|MH|TS)\s*[=(]/gu,
    )?.length ?? 0;
  return tags >= 2;
}

function roleOf(sections: Manuscript['structure']['sections'], index: number): SectionRole {
  let best: { role: SectionRole; level: number } | null = null;
  for (const section of sections) {
    if (index < section.blockStart || index >= section.blockEnd) continue;
    if (!best || section.level >= best.level) best = { role: section.role, level: section.level };
  }
  return best?.role ?? 'main';
}

export function proseBlocks(manuscript: Manuscript, scope: ProseScope = 'body'): ProseBlock[] {
  const cache = caches[scope];
  const cached = cache.get(manuscript);
  if (cached) return cached;
  const s = manuscript.structure;
  const excluded = new Set<number>();
  const bySection = new Set<number>();
  for (const section of s.sections) {
    if (!NOT_PROSE.has(section.role)) continue;
    for (let i = section.blockStart; i < section.blockEnd; i += 1) bySection.add(i);
  }
  for (const b of underHeading(manuscript, REFERENCE_HEADING)) bySection.add(b);
  // Paragraphs after the last entry of the list are notes and legends placed at the end (a
  // table's footnote "From a Cox proportional hazards model…", a panel legend "(D) Sex
  // distribution…"), not references, unless their own text reads as one.
  const lastEntry = Math.max(-1, ...s.references.map((r) => r.block));
  for (const b of bySection) {
    const block = manuscript.blocks[b];
    // Footnotes and endnotes follow the body in block order, so the last heading ("References")
    // seems to hold them; they are the authors' prose wherever Word keeps them (issue 24): only
    // their own text (a reference-like note) leaves them out.
    if (block && isNote(block)) continue;
    const trailing = block !== undefined && lastEntry >= 0 && b > lastEntry && !looksLikeReference(block.text);
    if (scope === 'body' || !block || !(outsideTheText(block) || trailing)) excluded.add(b);
  }
  for (const ref of s.references) excluded.add(ref.block);
  for (const region of [s.authors, s.affiliations]) for (const b of region?.blocks ?? []) excluded.add(b);
  const abstract = new Set(s.abstract?.blocks ?? underHeading(manuscript, ABSTRACT_HEADING));
  const title = new Set(s.title?.blocks ?? []);
  const main = new Set(
    s.mainText.blocks.length > 0
      ? s.mainText.blocks
      : manuscript.blocks.map((b) => b.index).filter((i) => !abstract.has(i)),
  );
  const headings = new Set(s.sections.map((x) => x.headingBlock).filter((b): b is number => b !== null));
  const out: ProseBlock[] = [];
  for (const block of manuscript.blocks) {
    if (excluded.has(block.index) || block.text.trim() === '' || looksLikeReference(block.text)) continue;
    // Another language (a Swedish abstract, a German declaration: by Word's language tag or by
    // the text, tagged.ts) and database search strings are not the English prose these checks judge.
    if (isOtherLanguage(manuscript, block) || looksLikeSearchString(block.text)) continue;
    const region: Region = title.has(block.index)
      ? 'title'
      : abstract.has(block.index)
        ? 'abstract'
        : main.has(block.index)
          ? 'main'
          : 'other';
    out.push({
      block,
      region,
      isHeading: headings.has(block.index) || block.outlineLevel !== null,
      role: roleOf(s.sections, block.index),
    });
  }
  cache.set(manuscript, out);
  return out;
}
