/**
 * Body sections: the headings (headings.ts), the part of the manuscript each opens (roles.ts)
 * and a level relative to that part, then one section per heading, plus the text before the
 * first heading (front matter, or front matter and main text when no abstract or main heading
 * follows: letters, commentaries).
 */
import type { Block, Section, SectionRole } from '../model.ts';
import type { CaptionCandidate } from './captions.ts';
import { headingOf, type HeadingCandidate, runInAbstractLabel } from './headings.ts';
import {
  BACK_MATTER_ROLES,
  isAbstractLabel,
  isMainSectionName,
  isSubsectionKeyPointsName,
  roleOfHeading,
} from './roles.ts';
import { normaliseHeading, readsAsEnglish } from './words.ts';

export interface RoledHeading extends HeadingCandidate {
  role: SectionRole;
  level: number;
}

const FRONT_STYLES = /^(title|subtitle|author|authors|affiliation|date|abstract title)$/i;

/** The headings of the body, each with its role and level; the title and captions are not headings. */
export function findHeadings(
  body: Block[],
  titleBlock: Block | undefined,
  captions: Map<number, CaptionCandidate>,
  wordsOf: (block: Block | undefined) => number,
): RoledHeading[] {
  const styledDocument = body.some(
    (block) => block.kind === 'paragraph' && block.outlineLevel !== null && block.text.trim() && block !== titleBlock,
  );
  const rawHeadings = body
    .map((block) =>
      block === titleBlock || captions.has(block.index) ? null : headingOf(block, styledDocument, wordsOf(block)),
    )
    .filter((heading): heading is HeadingCandidate => heading !== null);
  // No abstract heading — or only abstracts in another language ("Sammanfattning", a thesis) —
  // but a paragraph that opens "Abstract: …": the (English) abstract starts there.
  const abstractHeadings = rawHeadings.filter((heading) => roleOfHeading(heading.text) === 'abstract');
  const textUnder = (heading: HeadingCandidate): Block[] =>
    body
      .slice(heading.block + 1, heading.block + 4)
      .filter((block) => block.kind === 'paragraph' && block.text.trim())
      .slice(0, 1);
  const foreignOnly = abstractHeadings.every((heading) => !readsAsEnglish(textUnder(heading)));
  if (foreignOnly) {
    const from = abstractHeadings[0]?.block ?? -1;
    const runIn = body.find(
      (block) => block.index > from && block !== titleBlock && runInAbstractLabel(block) !== null,
    );
    if (runIn) {
      const at = rawHeadings.findIndex((heading) => heading.block > runIn.index);
      const candidate: HeadingCandidate = { block: runIn.index, text: 'Abstract', styledLevel: null, runIn: true };
      rawHeadings.splice(at === -1 ? rawHeadings.length : at, 0, candidate);
    }
  }
  const paragraphs = (from: number, to: number): Block[] =>
    body.slice(from + 1, to).filter((block) => block.kind === 'paragraph' && wordsOf(block) > 0);
  return assignRoles(rawHeadings, {
    // Text under a heading before the next one, unless it opens with a label standing alone ("Purpose").
    opensWithText: (from, to) => {
      const first = paragraphs(from, to)[0];
      return first !== undefined && !(first.text.trim().length <= 60 && isAbstractLabel(first.text));
    },
    words: (from, to) => paragraphs(from, to).reduce((sum, block) => sum + wordsOf(block), 0),
  });
}

/** What lies between two headings (block indexes), for telling abstract labels from main sections. */
export interface TextBetween {
  opensWithText(from: number, to: number): boolean;
  words(from: number, to: number): number;
}

/** More words than any abstract has: labels after them are the main text's sections. */
const ABSTRACT_MAX_WORDS = 600;

/**
 * A heading recognised from its text that labels a part of a structured abstract ("Background",
 * "Methods" as short paragraphs or bold lines under "Abstract"): it nests in the abstract when it
 * follows the abstract heading with no text between (a label standing alone as a paragraph
 * may come first), or another such label, and does not repeat
 * a label the abstract already has (a second "Methods" opens the main text), within the length
 * of an abstract (an "Abstract" heading left empty must not take in the paper's sections).
 */
function isAbstractSubLabel(
  heading: HeadingCandidate,
  previous: RoledHeading | undefined,
  abstractHeading: RoledHeading | undefined,
  seenLabels: Set<string>,
  between: TextBetween,
  /** Where the text under this heading ends: the next heading's block. */
  nextBlock: number,
): boolean {
  if (heading.styledLevel !== null || !abstractHeading || previous?.role !== 'abstract') return false;
  if (!isAbstractLabel(heading.text) || seenLabels.has(normaliseHeading(heading.text))) return false;
  if (between.words(abstractHeading.block, nextBlock) > ABSTRACT_MAX_WORDS) return false;
  const previousIsLabel = previous.level > 1;
  return previousIsLabel || !between.opensWithText(previous.block, heading.block);
}

/** Assigns each heading the part of the manuscript it opens and a level relative to it. */
export function assignRoles(
  headings: HeadingCandidate[],
  between: TextBetween = { opensWithText: () => false, words: () => 0 },
): RoledHeading[] {
  const result: RoledHeading[] = [];
  let major: { role: SectionRole; level: number } | null = null;
  let lastLevel = 1;
  let seenBody = false;
  const abstractLabels = new Set<string>();
  for (const [i, heading] of headings.entries()) {
    const inMainText: boolean = (major as { role: SectionRole } | null)?.role === 'main';
    const named = roleOfHeading(heading.text);
    const known: SectionRole | null =
      named === 'key-points' && inMainText && isSubsectionKeyPointsName(heading.text) ? null : named;
    const mainName = isMainSectionName(heading.text);
    const abstractHeading =
      major?.role === 'abstract' ? result.findLast((r) => r.role === 'abstract' && r.level === 1) : undefined;
    const nextBlock = headings[i + 1]?.block ?? Number.MAX_SAFE_INTEGER;
    const subLabel = isAbstractSubLabel(heading, result.at(-1), abstractHeading, abstractLabels, between, nextBlock);
    if (subLabel) abstractLabels.add(normaliseHeading(heading.text));
    else if (major?.role !== 'abstract' || known === 'abstract') abstractLabels.clear();
    let raw: number;
    if (heading.styledLevel !== null) raw = heading.styledLevel;
    else if (subLabel && major) raw = major.level + 1;
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
    } else if (
      major &&
      nested &&
      major.role === 'main' &&
      !(known && (BACK_MATTER_ROLES.has(known) || known === 'back-matter'))
    ) {
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
      // After the references, or after statements that end the main text ("Funding", "Competing
      // interests"), an unknown heading ("Guarantor", "Provenance and peer review") is back matter.
      const afterMain =
        previous !== null &&
        (previous.role === 'back-matter' ||
          (BACK_MATTER_ROLES.has(previous.role) && previous.role !== 'supplementary'));
      role = afterMain ? 'back-matter' : seenBody ? 'main' : 'front-matter';
      major = { role, level: raw };
    }
    if (role === 'main' || role === 'abstract') seenBody = true;
    const level = major ? Math.max(1, 1 + raw - major.level) : 1;
    result.push({ ...heading, role, level });
    lastLevel = raw;
  }
  return result;
}

/** Sections: text before the first heading, then one per heading (`end`: where the body ends). */
export function buildSections(
  body: Block[],
  headings: RoledHeading[],
  titleBlock: Block | undefined,
  end: number,
): Section[] {
  const sections: Section[] = [];
  const firstHeading = headings[0]?.block ?? end;
  const hasLaterBody = headings.some((heading) => heading.role === 'main' || heading.role === 'abstract');
  const pushSection = (section: Omit<Section, 'words'>): void => {
    if (section.blockEnd > section.blockStart) sections.push({ ...section, words: 0 });
  };
  const untitled = (role: SectionRole, blockStart: number, blockEnd: number): Omit<Section, 'words'> => ({
    heading: null,
    headingBlock: null,
    role,
    level: 0,
    blockStart,
    blockEnd,
  });
  if (firstHeading > 0) {
    if (hasLaterBody) {
      pushSection(untitled('front-matter', 0, firstHeading));
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
      pushSection(untitled('front-matter', 0, split));
      pushSection(untitled('main', split, firstHeading));
    }
  }
  headings.forEach((heading, i) => {
    pushSection({
      heading: heading.text,
      // A run-in "Abstract:" opens the section but its paragraph is text, not a heading.
      headingBlock: heading.runIn ? null : heading.block,
      role: heading.role,
      level: heading.level,
      blockStart: heading.block,
      blockEnd: headings[i + 1]?.block ?? end,
    });
  });
  return sections;
}
