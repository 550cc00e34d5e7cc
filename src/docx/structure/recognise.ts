/**
 * Structure recognition: blocks → sections with roles, abstract, keywords, summaries, captions,
 * references, citations, statements and word counts. Runs the same on a real .docx and on
 * manuscripts built by testing.ts. Headings come from heading styles where the author used
 * them and from the text where not (headings.ts).
 */
import type {
  AbstractInfo,
  Block,
  KeywordsInfo,
  Section,
  SectionRole,
  StatementKind,
  Structure,
  TextRegion,
} from '../model.ts';
import { captionOf, type CaptionCandidate } from './captions.ts';
import { citationOrder, findCitations } from './citations.ts';
import { headingOf, type HeadingCandidate } from './headings.ts';
import { referenceEntries } from './references.ts';
import { BACK_MATTER_ROLES, isMainSectionName, roleOfHeading } from './roles.ts';
import { isTableFootnote } from './table-notes.ts';
import { countWords } from './words.ts';

export interface BlockHints {
  hasDrawing: boolean;
  /** Words of the block's text (words.ts rule), counted by the reader as it read the text. */
  words: number;
}

interface RoledHeading extends HeadingCandidate {
  role: SectionRole;
  level: number;
}

const FRONT_STYLES = /^(title|subtitle|author|authors|affiliation|date|abstract title)$/i;
const KEYWORDS_RUN_IN = /^\s*(key\s?words?|index terms|mesh terms)\s*(\([^)]*\))?\s*[:：.—–-]\s*/i;

/** The first word of every label below: one test rules a paragraph out before the seven. */
const STATEMENT_LABEL_START =
  /^\s*(funding|financial|sources?|role|competing|conflicts?|declaration|disclosures?|duality|ethic|trial|registration|data|availability|acknowledg|authors?|contributors)/i;

/** Run-in statement labels ("Funding: …") found outside their own sections. */
const STATEMENT_LABELS: [RegExp, StatementKind][] = [
  [/^\s*(funding|financial support|sources? of funding|role of the funding source)\s*(statement)?\s*[:.]/i, 'funding'],
  [
    /^\s*(competing interests?|conflicts? of interests?|declaration of interests?|disclosures?|duality of interest)\s*(statement)?\s*[:.]/i,
    'disclosures',
  ],
  [/^\s*(ethics( approval)?( and consent to participate)?|ethical approval|ethics statement)\s*[:.]/i, 'ethics'],
  [/^\s*(trial registration|registration)\s*[:.]/i, 'trial-registration'],
  [
    /^\s*(data availability|data sharing|availability of data( and materials)?)\s*(statement)?\s*[:.]/i,
    'data-availability',
  ],
  [/^\s*(acknowledge?ments?)\s*[:.]/i, 'acknowledgements'],
  [/^\s*(authors?'? contributions?|contributors)\s*[:.]/i, 'author-contributions'],
];

/** 1 at each of `indexes` in an array of `length` (a set of block indexes, for many look-ups). */
function flagged(length: number, indexes: Iterable<number>): Uint8Array {
  const flags = new Uint8Array(length);
  for (const index of indexes) flags[index] = 1;
  return flags;
}

/** Builds text regions over the body blocks, with word counts from the block hints. */
function regionMaker(words: number[]): (indexes: number[]) => TextRegion {
  return (indexes) => ({
    blocks: indexes,
    // Joining blocks with "\n" never merges words, so a region's words are its blocks' words.
    words: indexes.reduce((sum, i) => sum + (words[i] ?? 0), 0),
  });
}

/** Assigns each heading the part of the manuscript it opens and a level relative to it. */
function assignRoles(headings: HeadingCandidate[]): RoledHeading[] {
  const result: RoledHeading[] = [];
  let major: { role: SectionRole; level: number } | null = null;
  let lastLevel = 1;
  let seenBody = false;
  for (const heading of headings) {
    const known = roleOfHeading(heading.text);
    const mainName = isMainSectionName(heading.text);
    let raw: number;
    if (heading.styledLevel !== null) raw = heading.styledLevel;
    else if (known || mainName) raw = major?.level ?? 1;
    else raw = lastLevel + (result[result.length - 1]?.styledLevel === null ? 0 : 1);
    let role: SectionRole;
    const nested = major !== null && raw > major.level;
    if (
      major &&
      nested &&
      (major.role === 'abstract' || major.role === 'key-points' || major.role === 'plain-language-summary') &&
      known !== 'keywords'
    ) {
      role = major.role;
    } else if (major && nested && major.role === 'main' && !(known && BACK_MATTER_ROLES.has(known))) {
      role = 'main';
    } else if (major && nested && !known && !mainName) {
      role = major.role;
    } else if (known) {
      role = known;
      major = { role, level: raw };
    } else if (mainName) {
      role = 'main';
      major = { role, level: raw };
    } else {
      const previous = major as { role: SectionRole } | null;
      role =
        previous?.role === 'references' || previous?.role === 'back-matter'
          ? 'back-matter'
          : seenBody
            ? 'main'
            : 'front-matter';
      major = { role, level: raw };
    }
    if (role === 'main' || role === 'abstract') seenBody = true;
    const level = major ? Math.max(1, 1 + raw - major.level) : 1;
    result.push({ ...heading, role, level });
    lastLevel = raw;
  }
  return result;
}

export function recogniseStructure(blocks: Block[], hints: BlockHints[]): Structure {
  const bodyEnd = blocks.findIndex((block) => block.kind === 'footnote' || block.kind === 'endnote');
  const end = bodyEnd === -1 ? blocks.length : bodyEnd;
  const body = blocks.slice(0, end);
  const blockWords = hints.map((hint) => hint.words);
  const wordsOf = (block: Block | undefined): number => (block ? (blockWords[block.index] ?? 0) : 0);
  const region = regionMaker(blockWords);

  // Title: the Title-styled paragraph, else the first non-empty paragraph before any heading.
  let firstLine = body.find((block) => block.kind === 'paragraph' && block.text.trim());
  // A first line that only says "Title" labels the title written under it.
  if (firstLine && /^(full |article |manuscript )?title:?$/i.test(firstLine.text.trim())) {
    const labelIndex = firstLine.index;
    firstLine = body.find((block) => block.index > labelIndex && block.kind === 'paragraph' && block.text.trim());
  }
  const titleBlock =
    body.find((block) => /^title$/i.test(block.styleName ?? '') && block.text.trim()) ??
    // A document that opens with "Highlights" or "Abstract" has no title line.
    (firstLine && roleOfHeading(firstLine.text) === null && !isMainSectionName(firstLine.text) ? firstLine : undefined);
  const captions = new Map<number, CaptionCandidate>();
  for (const block of body) {
    // A caption typed into the first row of its table counts too (a common Word habit).
    if (block.kind === 'paragraph' || (block.kind === 'table-cell' && block.table?.row === 0)) {
      const caption = captionOf(block);
      if (caption) captions.set(block.index, caption);
    }
  }
  const styledDocument = body.some(
    (block) => block.kind === 'paragraph' && block.outlineLevel !== null && block.text.trim() && block !== titleBlock,
  );
  const rawHeadings = body
    .map((block) =>
      block === titleBlock || captions.has(block.index) ? null : headingOf(block, styledDocument, wordsOf(block)),
    )
    .filter((heading): heading is HeadingCandidate => heading !== null);
  const headings = assignRoles(rawHeadings);

  // Sections: text before the first heading, then one per heading.
  const sections: Section[] = [];
  const firstHeading = headings[0]?.block ?? end;
  const hasLaterBody = headings.some((heading) => heading.role === 'main' || heading.role === 'abstract');
  const pushSection = (section: Omit<Section, 'words'>): void => {
    if (section.blockEnd > section.blockStart) sections.push({ ...section, words: 0 });
  };
  if (firstHeading > 0) {
    if (hasLaterBody) {
      pushSection({
        heading: null,
        headingBlock: null,
        role: 'front-matter',
        level: 0,
        blockStart: 0,
        blockEnd: firstHeading,
      });
    } else {
      // No abstract or main heading: the front matter is the title block and author lines; the
      // rest is main text (letters, commentaries).
      let split = 0;
      while (split < firstHeading) {
        const block = body[split];
        if (!block) break;
        const front = block === titleBlock || FRONT_STYLES.test(block.styleName ?? '') || block.text.trim() === '';
        if (!front) break;
        split++;
      }
      pushSection({
        heading: null,
        headingBlock: null,
        role: 'front-matter',
        level: 0,
        blockStart: 0,
        blockEnd: split,
      });
      pushSection({
        heading: null,
        headingBlock: null,
        role: 'main',
        level: 0,
        blockStart: split,
        blockEnd: firstHeading,
      });
    }
  }
  headings.forEach((heading, i) => {
    const next = headings[i + 1]?.block ?? end;
    pushSection({
      heading: heading.text,
      headingBlock: heading.block,
      role: heading.role,
      level: heading.level,
      blockStart: heading.block,
      blockEnd: next,
    });
  });

  // Keywords written in the running text ("Keywords: a; b; c"): the first such paragraph.
  let keywords: KeywordsInfo | null = null;
  const keywordBlock = body.find(
    (block) => block.kind === 'paragraph' && KEYWORDS_RUN_IN.test(block.text) && countWords(block.text) < 80,
  );
  if (keywordBlock) {
    const label = KEYWORDS_RUN_IN.exec(keywordBlock.text)?.[0] ?? '';
    const rest = keywordBlock.text.slice(label.length);
    keywords = { blocks: [keywordBlock.index], label: label.trim(), ...splitKeywords(rest) };
  }

  // An abstract section that carries the keywords line hands what follows it to the main text
  // (an introduction without a heading).
  if (keywordBlock) {
    const at = sections.findIndex((s) => keywordBlock.index >= s.blockStart && keywordBlock.index < s.blockEnd);
    const section = sections[at];
    if (section && (section.role === 'abstract' || section.role === 'front-matter')) {
      const after = keywordBlock.index + 1;
      const remaining = body
        .slice(after, section.blockEnd)
        .some((block) => block.kind === 'paragraph' && block.text.trim());
      if (remaining && section.role === 'abstract') {
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
    }
  }

  // Body paragraphs of each section: not headings, captions, table cells, table notes, empty.
  // Blocks left out of the body text are flagged in an array indexed by block (many look-ups).
  const notBody = flagged(
    body.length,
    headings.map((heading) => heading.block),
  );
  let afterTable = false;
  for (const block of body) {
    if (block.kind === 'table-cell') {
      afterTable = true;
      continue;
    }
    if (block.kind !== 'paragraph') continue;
    // A table caption opens the zone too: some tables are pictures, not w:tbl.
    const caption = captions.get(block.index);
    if (caption) {
      afterTable = caption.kind === 'table';
      continue;
    }
    if (notBody[block.index] === 1) {
      afterTable = false;
      continue;
    } // a heading
    if (wordsOf(block) === 0) continue;
    if (afterTable && isTableFootnote(block.text))
      notBody[block.index] = 1; // a table note
    else afterTable = false;
  }
  for (const index of [...captions.keys(), ...findPullQuotes(body)]) notBody[index] = 1;
  const isBodyParagraph = (block: Block): boolean =>
    block.kind === 'paragraph' && notBody[block.index] !== 1 && wordsOf(block) > 0 && block !== keywordBlock;
  const bodyCache = new Map<Section, number[]>();
  const bodyOf = (section: Section): number[] => {
    const cached = bodyCache.get(section);
    if (cached) return cached;
    const result: number[] = [];
    bodyCache.set(section, result);
    for (let i = section.blockStart; i < section.blockEnd; i++) {
      const block = body[i];
      if (block && isBodyParagraph(block) && block !== titleBlock) result.push(i);
    }
    return result;
  };
  for (const section of sections) section.words = bodyOf(section).reduce((sum, i) => sum + wordsOf(body[i]), 0);

  const blocksOfRole = (role: SectionRole, firstGroupOnly = false): number[] => {
    const result: number[] = [];
    let started = false;
    for (const section of sections) {
      if (section.role === role) {
        started = true;
        result.push(...bodyOf(section));
      } else if (started && firstGroupOnly && section.role !== 'keywords') break;
    }
    return result;
  };

  // Abstract, with structured labels (run-in bold "Background:" or sub-headings).
  let abstract: AbstractInfo | null = null;
  const abstractBlocks = blocksOfRole('abstract', true);
  if (abstractBlocks.length > 0) {
    const labels: string[] = [];
    let labelWords = 0;
    for (const section of sections) {
      if (
        section.role === 'abstract' &&
        section.level > 1 &&
        section.heading &&
        section.headingBlock !== null &&
        section.blockStart >= (abstractBlocks[0] ?? 0) - 1
      ) {
        labels.push(section.heading.replace(/[:.]\s*$/, ''));
        labelWords += countWords(section.heading);
      }
    }
    for (const index of abstractBlocks) {
      const label = runInLabel(body[index]);
      if (label) {
        labels.push(label.replace(/[:.]\s*$/, ''));
        labelWords += countWords(label);
      }
    }
    const base = region(abstractBlocks);
    const structured = labels.length >= 2;
    // Sub-heading labels are not in the body paragraphs; run-in labels are, so subtract those.
    const runInWords = abstractBlocks.reduce((sum, i) => sum + countWords(runInLabel(body[i]) ?? ''), 0);
    const headingLabelWords = labelWords - runInWords;
    abstract = {
      ...base,
      words: base.words - runInWords,
      wordsWithLabels: base.words + headingLabelWords,
      labels,
      structured,
    };
  }

  // Keywords given as their own section (one per paragraph, or one line).
  if (!keywords) {
    const section = sections.find((s) => s.role === 'keywords');
    if (section) {
      const items = bodyOf(section);
      if (items.length === 1) {
        keywords = {
          blocks: items,
          label: section.heading ?? 'Keywords',
          ...splitKeywords(body[items[0] ?? 0]?.text ?? ''),
        };
      } else if (items.length > 1) {
        keywords = {
          blocks: items,
          label: section.heading ?? 'Keywords',
          items: items.map((i) => (body[i]?.text ?? '').trim().replace(/[;,.]$/, '')),
          separator: 'list',
        };
      }
    }
  }

  const keyPointBlocks = blocksOfRole('key-points');
  const plsBlocks = blocksOfRole('plain-language-summary');
  const mainBlocks = blocksOfRole('main');
  const referenceSectionBlocks: number[] = [];
  for (const section of sections) {
    if (section.role !== 'references') continue;
    // The list ends at the first caption, table or figure after it (floats placed after it).
    for (let i = section.blockStart + (section.headingBlock === null ? 0 : 1); i < section.blockEnd; i++) {
      const block = body[i];
      if (!block) break;
      if (block.kind !== 'paragraph' || captions.has(i)) break;
      if (block.text.trim()) referenceSectionBlocks.push(i);
    }
  }
  const references = referenceEntries(
    referenceSectionBlocks.map((i) => body[i]).filter((b): b is Block => b !== undefined),
  );
  const inReferences = flagged(blocks.length, referenceSectionBlocks);
  const citations = findCitations(
    blocks.filter((block) => inReferences[block.index] !== 1),
    references,
  );

  // Statements: their own sections, else run-in labelled paragraphs.
  const statements: Partial<Record<StatementKind, TextRegion>> = {};
  const statementKinds: StatementKind[] = [
    'acknowledgements',
    'funding',
    'disclosures',
    'ethics',
    'trial-registration',
    'data-availability',
    'author-contributions',
  ];
  for (const kind of statementKinds) {
    const indexes = blocksOfRole(kind);
    if (indexes.length > 0) statements[kind] = region(indexes);
  }
  const inMain = flagged(body.length, mainBlocks);
  for (const block of body) {
    if (block.kind !== 'paragraph' || inMain[block.index] === 1 || block.text.length > 2000) continue;
    if (!STATEMENT_LABEL_START.test(block.text)) continue;
    for (const [pattern, kind] of STATEMENT_LABELS) {
      if (pattern.test(block.text) && !statements[kind]) statements[kind] = region([block.index]);
    }
  }

  // Front matter: authors and affiliations from their styles, else the lines after the title.
  const front = sections
    .filter((s) => s.role === 'front-matter')
    .flatMap((s) => {
      const result: number[] = [];
      for (let i = s.blockStart; i < s.blockEnd; i++)
        if (body[i]?.text.trim() && body[i] !== titleBlock) result.push(i);
      return result;
    });
  const authorBlocks: number[] = [];
  const affiliationBlocks: number[] = [];
  for (const b of body) {
    if (b.styleName === null) continue;
    if (/^authors?$/i.test(b.styleName)) authorBlocks.push(b.index);
    if (/affiliation/i.test(b.styleName)) affiliationBlocks.push(b.index);
  }
  if (authorBlocks.length === 0) {
    const candidate = front.find((i) => looksLikeAuthors(body[i]?.text ?? ''));
    if (candidate !== undefined) authorBlocks.push(candidate);
  }
  if (affiliationBlocks.length === 0) {
    for (const i of front)
      if (
        /\b(universit|department|hospital|institute|school of|college|faculty|centre|center)\b/i.test(
          body[i]?.text ?? '',
        ) &&
        !authorBlocks.includes(i)
      )
        affiliationBlocks.push(i);
  }

  // Counts as a reader counts: distinct main-text caption labels; data tables when uncaptioned.
  const inSupplementary = (index: number): boolean =>
    sections.some((s) => s.role === 'supplementary' && index >= s.blockStart && index < s.blockEnd);
  const countedCaptions = [...captions.values()].filter((c) => !c.supplementary && !inSupplementary(c.block));
  const distinct = (kind: 'figure' | 'table'): number => {
    const keys = new Set<string>();
    let unlabelled = 0;
    for (const caption of countedCaptions) {
      if (caption.kind !== kind) continue;
      if (caption.key) keys.add(caption.key);
      else unlabelled++;
    }
    return keys.size + unlabelled;
  };

  const headingTexts = headings.map((heading) => heading.text);
  const structure: Structure = {
    title: titleBlock ? region([titleBlock.index]) : null,
    authors: authorBlocks.length > 0 ? region(authorBlocks) : null,
    affiliations: affiliationBlocks.length > 0 ? region(affiliationBlocks) : null,
    abstract,
    keywords,
    keySummaryPoints: keyPointBlocks.length > 0 ? region(keyPointBlocks) : null,
    plainLanguageSummary: plsBlocks.length > 0 ? region(plsBlocks) : null,
    mainText: region(mainBlocks),
    sections,
    headings: headingTexts,
    captions: [...captions.values()].map(({ kind, block, label }) => ({ kind, block, label })),
    counts: {
      references: references.length,
      figures: distinct('figure'),
      tables: distinct('table'),
      keywords: keywords?.items.length ?? 0,
    },
    references,
    citations,
    citationOrder: citationOrder(citations),
    statements,
    notes: {
      footnotes: blocks.filter((b) => b.kind === 'footnote').map((b) => b.index),
      endnotes: blocks.filter((b) => b.kind === 'endnote').map((b) => b.index),
    },
  };
  return structure;
}

const LETTER_OR_NUMBER = /^[\p{L}\p{N}]$/u;
const letterOrNumberCache = new Map<number, boolean>();

/** Whether a code point is a letter or number (\p{L}, \p{N}); ASCII without a regular expression. */
function isLetterOrNumber(code: number): boolean {
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
  let known = letterOrNumberCache.get(code);
  if (known === undefined) {
    known = LETTER_OR_NUMBER.test(String.fromCodePoint(code));
    // Bounded: a hostile text could bring every code point there is.
    if (letterOrNumberCache.size < 4096) letterOrNumberCache.set(code, known);
  }
  return known;
}

/** The lower-cased runs of letters and numbers of a text: its words with no punctuation. */
function plainWords(text: string): string[] {
  const lower = text.toLowerCase();
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i < lower.length; i++) {
    const code = lower.codePointAt(i) ?? 0;
    const wide = code > 0xffff ? 1 : 0;
    if (isLetterOrNumber(code)) {
      if (start === -1) start = i;
    } else if (start !== -1) {
      words.push(lower.slice(start, i));
      start = -1;
    }
    i += wide;
  }
  if (start !== -1) words.push(lower.slice(start));
  return words;
}

/** Text for comparing passages: lower case, every run of other characters one space. */
const squash = (text: string): string => plainWords(text).join(' ');

/**
 * Pull quotes: a quote-styled paragraph that repeats text of the paragraphs just before it (a
 * magazine-style box). Counting it would count the same words twice; real quotations, which do
 * not repeat the running text, stay in the main text.
 */
function findPullQuotes(body: Block[]): Set<number> {
  const result = new Set<number>();
  const lowered = new Map<number, string>();
  const squashed = new Map<number, string>();
  const memo = (cache: Map<number, string>, index: number, make: (text: string) => string): string => {
    let value = cache.get(index);
    if (value === undefined) {
      value = make(body[index]?.text ?? '');
      cache.set(index, value);
    }
    return value;
  };
  for (const block of body) {
    if (block.kind !== 'paragraph' || !/quote|block text/i.test(block.styleName ?? '')) continue;
    const words = plainWords(block.text);
    const quote = words.join(' ');
    if (quote.length < 20) continue;
    // Cheap first test: the quote's three longest words must occur in the earlier paragraph.
    const probes = longestWords(words, 3).filter((word) => word.length >= 4);
    for (let i = block.index - 1; i >= Math.max(0, block.index - 4); i--) {
      const before = body[i]?.text ?? '';
      if (before.length < quote.length) continue;
      const lower = memo(lowered, i, (text) => text.toLowerCase());
      if (!probes.every((probe) => lower.includes(probe))) continue;
      if (memo(squashed, i, squash).includes(quote)) {
        result.add(block.index);
        break;
      }
    }
  }
  return result;
}

/** The `count` longest distinct words, longest first (one pass, no sorting). */
function longestWords(words: string[], count: number): string[] {
  const best: string[] = [];
  for (const word of words) {
    if (best.length === count && word.length <= (best[count - 1]?.length ?? 0)) continue;
    if (best.includes(word)) continue;
    let at = best.length;
    while (at > 0 && (best[at - 1]?.length ?? 0) < word.length) at--;
    best.splice(at, 0, word);
    if (best.length > count) best.pop();
  }
  return best;
}

function splitKeywords(text: string): { items: string[]; separator: string } {
  const trimmed = text.trim().replace(/[.;,]\s*$/, '');
  const separator = [';', '·', '•', '|', ','].find((s) => trimmed.includes(s)) ?? ',';
  const items = trimmed
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
  return { items, separator };
}

/** A structured-abstract label written at the start of a paragraph: bold text ending in ":". */
function runInLabel(block: Block | undefined): string | null {
  if (!block) return null;
  const match =
    /^\s*([\p{Lu}][^:.?!]{0,60}?[:?])\s/u.exec(block.text) ?? /^\s*([\p{Lu}][^:.?!]{0,60}?[:?])$/u.exec(block.text);
  if (!match?.[1]) return null;
  // The label's words must be bold; the colon after them often is not.
  const labelEnd = (match.index ?? 0) + match[0].trimEnd().length - 1;
  const bold = block.runs.filter(
    (run) => run.start < labelEnd && /[\p{L}\p{N}]/u.test(block.text.slice(run.start, Math.min(run.end, labelEnd))),
  );
  if (bold.length > 0 && bold.every((run) => run.format.bold)) return match[1];
  if (
    /^(background|objectives?|aims?|purpose|introduction|context|methods?|design|setting|participants|interventions?|main outcome measures?|results?|findings|conclusions?|interpretation|methods and findings|trial registration|funding|importance|observations|relevance)\s*:/i.test(
      match[1],
    )
  )
    return match[1];
  return null;
}

function looksLikeAuthors(text: string): boolean {
  const parts = text
    .split(/,|\band\b|&/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return false;
  return (
    parts.filter((p) => /^[\p{Lu}][\p{L}.'’-]*(\s+[\p{Lu}][\p{L}.'’-]*){0,3}[\d*†‡,\s]*$/u.test(p)).length >=
    parts.length * 0.7
  );
}
