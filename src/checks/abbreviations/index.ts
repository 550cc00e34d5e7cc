/**
 * abbreviations: each abbreviation defined at its first use — in the abstract and in the main
 * text separately — and only once, one way, and used again after it is defined. The correction
 * of a use before (or without) the definition expands it: "HR" → "hazard ratio (HR)".
 *
 * An abbreviation nothing defines is reported at its first use in each part (undefined.ts),
 * with no correction: its long form is never guessed; a long form the document itself gives (in
 * the other part, a table or a legend) is proposed, in the format's spelling (spelling.ts).
 */
import type { CheckDefinition, CheckInput } from '../types.ts';
import type { CheckResult, ResultItem } from '../../contract/checks.ts';
import type { Manuscript } from '../../docx/model.ts';
import { byDocumentOrder, finding, type4 } from '../framework/index.ts';
import { proseBlocks, type ProseBlock } from '../language/prose.ts';
import { hunspellFor, loadWordLists, scientificTermFor } from '../language/dictionaries.ts';
import { sentenceStarts } from '../language/text.ts';
import { definitionsIn, usesIn, type Definition } from './definitions.ts';
import {
  baseOf,
  explainedElsewhere,
  glossaryLike,
  tableNoteGaps,
  undefinedAbbreviations,
  type Area,
  type Undefined,
} from './undefined.ts';
import { STANDARD_BEFORE_DEFINITION, STANDARD_UNDEFINED } from './standard.ts';
import { inJournalSpelling } from './spelling.ts';
import { conflictFindings } from './conflicts.ts';

const ID = 'abbreviations';

interface Located<T> {
  block: number;
  item: T;
}

interface AreaText {
  area: Area;
  /** Running text where definitions and first uses are judged (no headings, tables, captions). */
  prose: ProseBlock[];
  /** Everything that counts as a later use (tables and captions included). */
  all: ProseBlock[];
}

function areas(manuscript: Manuscript): AreaText[] {
  const blocks = proseBlocks(manuscript).filter((p) => p.role !== 'abbreviations' && p.region !== 'title');
  const running = (p: ProseBlock) =>
    !p.isHeading &&
    (p.block.kind === 'paragraph' || p.block.kind === 'textbox') &&
    !/caption/i.test(p.block.styleName ?? '');
  const abstract = blocks.filter((p) => p.region === 'abstract');
  // Definitions in funding lists and other back matter are the funders' names, not the authors'
  // prose; later uses still count wherever they are (tables after the references included).
  const main = blocks.filter((p) => p.region !== 'abstract');
  const hasMain = main.some((p) => p.role === 'main');
  return [
    { area: 'abstract', prose: abstract.filter(running), all: abstract },
    // Title-page lines (affiliations, running title) are front matter; a text without any
    // recognised section is all front matter and is then read as main text.
    {
      area: 'main text',
      prose: main.filter((p) => running(p) && (p.role === 'main' || (!hasMain && p.role === 'front-matter'))),
      all: main,
    },
  ];
}

/** "Variant allele fractions" / "variant allele fraction", "causes of death" / "Cause of Death": one definition. */
function normalise(long: string): string {
  return long
    .toLowerCase()
    .replace(/[-‐–\s]+/g, ' ')
    .trim()
    .split(' ')
    .map((w) => (w.length > 3 ? w.replace(/s$/u, '') : w))
    .join(' ');
}

/**
 * A use the writer explains on the spot: "the OHIP-E (i.e., the original English-language version
 * of the 49-item OHIP)". It is explained at its first use, in other words than "long form (SHORT)".
 */
function explainedHere(text: string, end: number): boolean {
  return /^\s?\((i\.\s?e\.|ie,|that is|namely)[,\s]/i.test(text.slice(end));
}

/**
 * What the writer reads about an abbreviation nothing defines. The check does not guess its long
 * form; where the text writes out words whose initials spell it, it names them, without claiming
 * that is what the abbreviation stands for.
 */
function undefinedReasoning(u: Undefined, known: ReadonlyMap<string, Definition>): string {
  if (u.area === 'key points') {
    const long = known.get(u.short)?.long;
    const where = long ? ` The text defines it as "${long}".` : '';
    return `"${u.short}" is not defined in the highlights (key points), which are read on their own; write it out there.${where}`;
  }
  if (u.explainedLater)
    return `"${u.short}" is used here before the text explains it; move the explanation to this first use in the main text.`;
  const times = u.uses === 1 ? 'used once' : `used ${u.uses} times`;
  const advice =
    u.uses === 1
      ? 'write it out in full'
      : `spell it out at its first use in the ${u.area} ("long form (${u.short})") or list it with the abbreviations`;
  if (u.explainedOutside)
    return u.area === 'abstract'
      ? `"${u.short}" is explained outside the abstract but not in it; the abstract stands alone, so ${u.uses === 1 ? 'write it out in full' : `spell it out at its first use there ("long form (${u.short})")`}.`
      : `"${u.short}" is explained only in a table or figure note, not in the text; spell it out at its first use in the main text ("long form (${u.short})").`;
  const written = u.writtenOut
    ? ` The text writes "${u.writtenOut}" without "(${u.short})": if that is what it stands for, define it there.`
    : '';
  return `"${u.short}" is ${times} but never defined; ${advice}.${written}`;
}

/** Orders (block, offset) pairs in document order. */
function before(a: { block: number; start: number }, b: { block: number; start: number }): boolean {
  return a.block < b.block || (a.block === b.block && a.start < b.start);
}

export function run({ manuscript, format }: CheckInput): CheckResult {
  const parts = areas(manuscript);
  const definitions = new Map<Area, Located<Definition>[]>();
  for (const part of parts) {
    const list: Located<Definition>[] = [];
    for (const p of part.prose)
      for (const d of definitionsIn(p.block.text)) list.push({ block: p.block.index, item: d });
    definitions.set(part.area, list);
  }
  const known = new Map<string, Definition>();
  for (const part of parts)
    for (const d of definitions.get(part.area)!) if (!known.has(d.item.short)) known.set(d.item.short, d.item);

  const { items, defined } = undefinedFindings(manuscript, format, parts, known);
  items.push(...conflictFindings(manuscript, [...definitions.values()].flat(), defined));
  for (const gap of tableNoteGaps(manuscript)) {
    const listed = gap.listed.length > 4 ? `${gap.listed.slice(0, 4).join(', ')}, …` : gap.listed.join(', ');
    items.push(
      finding(ID, manuscript, gap.block, gap.start, gap.end, {
        status: 'warning',
        reasoning: `"${gap.short}" is used in ${gap.label ?? 'this table'}, whose note lists the table's other abbreviations (${listed}) but not this one; a table is read on its own, so add "${gap.short}" and its long form to the note.`,
        key: 'table-note',
      }),
    );
  }
  for (const part of parts) {
    const defs = definitions.get(part.area)!;
    for (const [short, anyDefinition] of known) {
      const mine = defs.filter((d) => d.item.short === short);
      items.push(...definitionFindings({ manuscript, format, part }, short, mine, anyDefinition));
    }
  }
  items.sort(byDocumentOrder);
  return type4(items);
}

/**
 * Abbreviations the text never defines, at their first use in each part; and every abbreviation
 * the text defines (`defined`, which the conflicts read). The text is defined by the text: running
 * paragraphs and notes, not a table's cells or a table or figure note (which define the
 * abbreviations of their table or figure), nor a list of abbreviations, which journals print
 * beside the definitions at first use, not instead of them.
 */
function undefinedFindings(
  manuscript: Manuscript,
  format: CheckInput['format'],
  parts: AreaText[],
  known: Map<string, Definition>,
): { items: ResultItem[]; defined: Set<string> } {
  const items: ResultItem[] = [];
  const captions = new Set(manuscript.structure.captions.map((c) => c.block));
  const prose = proseBlocks(manuscript);
  const listBlocks = prose.filter((p) => p.role === 'abbreviations' || glossaryLike(p.block.text)).map((p) => p.block);
  const listed = new Set(listBlocks.map((b) => b.index));
  const textBlocks = prose
    .map((p) => p.block)
    .filter((b) => !b.table && !captions.has(b.index) && !listed.has(b.index));
  const defined = new Set(known.keys());
  for (const block of textBlocks) for (const d of definitionsIn(block.text)) defined.add(d.short);
  // Definitions in tables and figure notes, which the text may take over at its first use.
  const inNotes = new Map<string, Definition>();
  for (const block of manuscript.blocks)
    for (const d of definitionsIn(block.text))
      if (!defined.has(d.short) && !inNotes.has(d.short)) inNotes.set(d.short, d);
  // The abstract stands alone: only its own definitions and explanations count there; an
  // abbreviation defined in the main text's prose is judged below ("defined only in the main text").
  const abstractBlocks = parts[0]!.all.map((p) => p.block);
  const abstractDefined = new Set(known.keys());
  for (const block of abstractBlocks) for (const d of definitionsIn(block.text)) abstractDefined.add(d.short);
  const scopes = parts.map((part) =>
    part.area === 'abstract'
      ? { area: part.area, prose: part.prose, defined: abstractDefined, explainedIn: abstractBlocks }
      : { area: part.area, prose: part.prose, defined, explainedIn: textBlocks },
  );
  // Highlights and key points are read on their own, before (or instead of) the paper, like the
  // abstract: only their own definitions and explanations count there.
  const keyPoints = prose.filter((p) => p.role === 'key-points' && !p.isHeading && !p.block.table);
  if (keyPoints.length > 0) {
    const keyDefined = new Set<string>();
    for (const p of keyPoints) for (const d of definitionsIn(p.block.text)) keyDefined.add(d.short);
    scopes.push({
      area: 'key points',
      prose: keyPoints,
      defined: keyDefined,
      explainedIn: keyPoints.map((p) => p.block),
    });
  }
  const mainProse = parts[1]!.prose;
  // A list entry for the letters ("CGHR: Centre for …") lists their numbered forms too ("CGHR-10").
  const inList = (short: string): boolean =>
    explainedElsewhere(listBlocks, short) || (short !== baseOf(short) && explainedElsewhere(listBlocks, baseOf(short)));
  for (const u of undefinedAbbreviations(manuscript, scopes)) {
    const note = inNotes.get(u.short);
    const textUses = note ? mainProse.reduce((n, p) => n + usesIn(p.block.text, u.short).length, 0) : 0;
    items.push(
      note && u.area === 'main text'
        ? expandUse(
            manuscript,
            { ...u, plural: manuscript.blocks[u.block]!.text.slice(u.start, u.end).endsWith('s') },
            u.short,
            inJournalSpelling(note.long, format),
            textUses === 1
              ? `"${u.short}" is defined only in a table or figure note ("${note.long} (${u.short})") and used once in the text; written out in full there, it needs no abbreviation.`
              : `"${u.short}" is defined only in a table or figure note ("${note.long} (${u.short})"); the main text defines it at its first use.`,
            textUses === 1,
          )
        : finding(ID, manuscript, u.block, u.start, u.end, {
            status: 'warning',
            reasoning:
              u.area === 'main text' && inList(u.short)
                ? `"${u.short}" is in the list of abbreviations but not defined in the text; spell it out at its first use in the main text ("long form (${u.short})")${u.uses === 1 ? ', or write it out in full: it is used once' : ''}.`
                : undefinedReasoning(u, known),
            key: 'undefined',
          }),
    );
  }
  return { items, defined };
}

/** The manuscript, its format and the part (abstract or main text) being judged. */
interface PartContext {
  manuscript: Manuscript;
  format: CheckInput['format'];
  part: AreaText;
}

type Use = { block: number; start: number; end: number; plural: boolean };

/**
 * One abbreviation the document defines somewhere, judged in one part: `mine` are the part's own
 * definitions of it, in order; `anyDefinition` the document's first.
 */
function definitionFindings(
  ctx: PartContext,
  short: string,
  mine: Located<Definition>[],
  anyDefinition: Definition,
): ResultItem[] {
  const { manuscript, part } = ctx;
  const insideDefinition = (block: number, start: number) =>
    mine.some((d) => d.block === block && start >= d.item.start && start < d.item.end);
  const proseUses: Use[] = [];
  for (const p of part.prose)
    for (const u of usesIn(p.block.text, short))
      if (!insideDefinition(p.block.index, u.start)) proseUses.push({ block: p.block.index, ...u });
  // Abbreviations journals print without expansion (95% CI, IQ, 16S rRNA) need no
  // definition before their first use; a definition the authors give is still judged.
  const standard = STANDARD_BEFORE_DEFINITION.has(short);
  const firstUse = proseUses[0];
  const explained = firstUse !== undefined && explainedHere(manuscript.blocks[firstUse.block]!.text, firstUse.end);
  const first = mine[0];
  if (!first) {
    // Journals let these stand undefined (PROSPERO, SD): a part that does not define them may use them.
    if (standard || explained || STANDARD_UNDEFINED.has(short)) return [];
    return definedOnlyElsewhere(ctx, short, anyDefinition, proseUses);
  }
  const anchor = { block: first.block, start: first.item.start };
  let laterUses = 0;
  for (const p of part.all) {
    for (const u of usesIn(p.block.text, short)) {
      if (insideDefinition(p.block.index, u.start)) continue;
      if (before(anchor, { block: p.block.index, start: u.start })) laterUses += 1;
    }
  }
  const earlyUses = proseUses.filter((u) => before(u, anchor));
  const items: ResultItem[] = [];
  const early = earlyUses[0];
  if (early && !standard && !explained) {
    // Used once before a definition that is never used again: the one use is written out in
    // full (and the definition loses its abbreviation, below), not defined for nothing.
    const alone = earlyUses.length === 1 && laterUses === 0 && first.item.bare;
    items.push(
      expandUse(
        manuscript,
        early,
        short,
        inJournalSpelling(first.item.long, ctx.format),
        alone
          ? `"${short}" is used once before its definition and not again after it; written out in full, it needs no abbreviation.`
          : `"${short}" is used before it is defined in the ${part.area}; define it at its first use.`,
        alone,
      ),
    );
  }
  items.push(...definedAgain(ctx, short, mine));
  if (laterUses === 0 && first.item.bare) {
    items.push(
      finding(ID, manuscript, first.block, first.item.start, first.item.end, {
        correction: first.item.long,
        suggestions: [first.item.long],
        reasoning: `"${short}" is defined in the ${part.area} but never used again there; write "${first.item.long}" without the abbreviation.`,
        status: 'warning',
        key: 'unused',
      }),
    );
  }
  return items;
}

/** Used in a part that does not define it (the other part does): expanded at its first use there. */
function definedOnlyElsewhere(ctx: PartContext, short: string, anyDefinition: Definition, uses: Use[]): ResultItem[] {
  const use = uses[0];
  if (!use) return [];
  const { area } = ctx.part;
  const other = area === 'abstract' ? 'main text' : 'abstract';
  // Used once here, a definition would be one the part never uses again: write it out.
  const once = uses.length === 1;
  return [
    expandUse(
      ctx.manuscript,
      use,
      short,
      inJournalSpelling(anyDefinition.long, ctx.format),
      once
        ? `"${short}" is used once in the ${area} and defined only in the ${other}; used once, it is written out in full.`
        : `"${short}" is used in the ${area} but defined only in the ${other}; the ${area} defines it at its first use.`,
      once,
    ),
  ];
}

/** Definitions after the part's first: the same one again (removed), or a second long form (a warning). */
function definedAgain({ manuscript, part }: PartContext, short: string, mine: Located<Definition>[]): ResultItem[] {
  const first = mine[0]!;
  const items: ResultItem[] = [];
  for (const again of mine.slice(1)) {
    if (!again.item.bare) continue; // "(HR; 95% CI …)": removing it would take the statistics along
    const same = normalise(again.item.long) === normalise(first.item.long);
    items.push(
      finding(ID, manuscript, again.block, again.item.start, again.item.end, {
        // Two long forms: either may be the authors' mistake, so neither is proposed.
        ...(same ? { correction: again.item.written, suggestions: [again.item.written] } : {}),
        reasoning: same
          ? `"${short}" is defined more than once in the ${part.area}; after the first definition use the abbreviation alone.`
          : `"${short}" is defined two ways in the ${part.area}: "${first.item.long}" and "${again.item.long}". Keep the correct one and use the abbreviation alone after it.`,
        status: 'warning',
        key: same ? 'defined-again' : 'defined-two-ways',
      }),
    );
  }
  return items;
}

/** "Long-acting", "Xenotropic": words the dictionaries know in lower case, unlike names ("Epstein", "Charlson"). */
function ordinaryWord(word: string): boolean {
  return word
    .toLowerCase()
    .split('-')
    .every(
      (part) =>
        hunspellFor('US').correct(part) ||
        hunspellFor('UK').correct(part) ||
        scientificTermFor('US', part) ||
        scientificTermFor('UK', part),
    );
}

function expandUse(
  manuscript: Manuscript,
  use: Use,
  short: string,
  longForm: string,
  reasoning: string,
  /** Write the long form alone (no abbreviation after it): the abbreviation is not used again. */
  alone = false,
): ResultItem {
  let long = longForm;
  // A long form met at a sentence start ("Long-acting reversible contraception (LARC) is…")
  // keeps its capital only where the use opens a sentence too; names ("Charlson Comorbidity
  // Index") keep theirs everywhere.
  const text = manuscript.blocks[use.block]!.text;
  const sentenceCase =
    /^\p{Lu}[\p{Ll}]*(?:-\p{Ll}+)*(?:\s+[^\p{Lu}\s][^\s]*)+$/u.test(long) && ordinaryWord(long.split(/\s+/u)[0]!);
  if (sentenceCase && !sentenceStarts(text).includes(use.start)) long = long.charAt(0).toLowerCase() + long.slice(1);
  const longPlural = /s$/.test(long) ? long : `${long}s`;
  const correction = alone
    ? use.plural
      ? longPlural
      : long
    : use.plural
      ? `${longPlural} (${short}s)`
      : `${long} (${short})`;
  return finding(ID, manuscript, use.block, use.start, use.end, {
    correction,
    suggestions: [correction],
    reasoning,
    status: 'failed',
    key: 'first-use',
  });
}

export const abbreviations: CheckDefinition = {
  id: ID,
  version: 1,
  category: 'language-style',
  name: 'Abbreviations',
  icon: 'book-a',
  description:
    'Abbreviations defined at their first use (abstract and main text separately), defined only once and one way, used again after they are defined, and never left undefined unless journals print them so.',
  resultType: 'type4',
  formatFields: [],
  parameters: [],
  run,
  prepare: () => loadWordLists('hunspell', 'scientific'),
};
