/**
 * Authors and affiliations: from their paragraph styles, else from the front matter: the author
 * line ("Authors: …", a line shaped like a list of names, the name lines under an "Authors" or
 * "By" label, or names one per line), and the affiliations — lines naming a university,
 * department, hospital…, and the lines right under the authors that open with an affiliation mark
 * ("1 Karolinska Institutet", "ᵃ Division of …").
 */
import type { Block, Section } from '../model.ts';

const AFFILIATION_WORDS =
  /\b(universit\w*|department|hospital|institut\w*|school of|college|faculty|centre|center|laborator\w*|clinic|division of|ministry of|agency|society)\b/i;
/**
 * A label that opens the contact details on a title page ("Corresponding author", "The first
 * author:", "The co-authors:", "Address for correspondence", "Author note"): the institution lines
 * after it are postal addresses of the contact block, not the authors' affiliations.
 */
export const CONTACT_LABEL =
  /^\s*[*✉]?\s*(the\s+)?(corresponding\s+authors?|correspondence|address(es)?\s+for\s+correspondence|first\s+authors?|co-?authors?|contact|author\s+note)\b/i;
/** "Authors: Jane Doe, John Smith" — the label written in the author line itself. */
export const AUTHORS_RUN_IN = /^\s*(authors?|by)\s*[:：]\s*(?=\S)/i;
/** A label standing alone above the names. */
const AUTHORS_LABEL = /^\s*(by|authors?|author information|author details)\s*:?\s*$/i;
/** One name, with affiliation marks: "Jane M. Doe1,2*". */
const ONE_NAME = /^[\p{Lu}][\p{L}.'’-]*(\s+[\p{Lu}][\p{L}.'’-]*){1,3}[\d*†‡§,\s]*$/u;
/** An affiliation mark opening a line: a number, a letter, a symbol (typed or superscript). */
const MARK_OPENING = /^\s*(\d{1,2}|[a-h]|[*†‡§¶])[\s.)]*\p{Lu}/u;

export interface AuthorBlocks {
  authorBlocks: number[];
  affiliationBlocks: number[];
  /** How the author line was found: by style (sure), or from its shape (a reading). */
  authorsFrom: 'style' | 'text' | null;
  /**
   * Author and affiliation blocks read on weak evidence, which block-roles.ts grades below
   * `SURE`: names one per line with no label and no affiliation mark ("Research Article" /
   * "Open Access" have that shape too), a line where some parts are not names, an affiliation
   * known only by the mark opening it.
   */
  weakEvidence: number[];
  /**
   * Institution lines of the contact block (after "Corresponding author", or a lone name once
   * the affiliations were listed): in `affiliationBlocks`, so checks pass over their addresses,
   * but front matter by role.
   */
  contactBlocks: number[];
}

/**
 * A label line over a part of the title page: a short line ending with a colon ("Addresses of the
 * Institutions:", "The co-authors:") or a contact label alone ("Corresponding author", "Author
 * note"). It heads the lines under it; it is none of them.
 */
export function isFrontLabel(text: string): boolean {
  const trimmed = text.trim();
  const words = trimmed.split(/\s+/).length;
  return (words <= 6 && /:$/.test(trimmed)) || (words <= 4 && CONTACT_LABEL.test(trimmed) && !/[.@\d]/.test(trimmed));
}

function opensWithMark(block: Block): boolean {
  const first = block.runs.find((run) => block.text.slice(run.start, run.end).trim().length > 0);
  return MARK_OPENING.test(block.text) || (first?.format.superscript ?? false);
}

/** A mark after a name ("Jane Doe1,2", "Jon Moe*"): the name is tied to an affiliation. */
const NAME_MARK = /\p{L}[\d*†‡§,]+\s*$/u;
/** Such a mark anywhere in a line of names ("Kari Nordmann1, Ola Hansen2"). */
const MARKED_NAME = /\p{L}[\d*†‡§]+(?=[\s,;]|$)/u;

/** A degree after a name ("MD", "PhD", "MSc") or a group author ("the ACUDep Trial Investigators"). */
const DEGREE_OR_GROUP =
  /^[\p{L}.]{1,8}[\d*†‡]*$|\b(group|consortium|collaborat\w*|investigators|network|team|committee)\b/iu;

/** Every part of a line of names is a name, a degree or a group author (not only most of them). */
function allPartsNames(text: string): boolean {
  return withoutNameMarks(text)
    .replace(AUTHORS_RUN_IN, '')
    .split(/[,;&]|\band\b/)
    .map((p) => p.trim())
    .filter(Boolean)
    .every((p) => NAME_PART.test(p) || DEGREE_OR_GROUP.test(p));
}

/** The author lines in the front matter (block indexes), from their text, and whether the evidence is weak. */
function authorLinesFromText(body: Block[], front: number[]): { lines: number[]; weak: boolean } {
  const textOf = (i: number | undefined): string => (i === undefined ? '' : (body[i]?.text.trim() ?? ''));
  // A label ("Authors:", "Authors" over the names) outweighs a line's shape: a short title above
  // it ("MDI Stability and Predictive Utility") may read as two names.
  const labelled = front.findIndex((i) => AUTHORS_RUN_IN.test(textOf(i)) || AUTHORS_LABEL.test(textOf(i)));
  const order = labelled > 0 ? [...front.slice(labelled), ...front.slice(0, labelled)] : front;
  const at = labelled > 0 ? (k: number) => (k + labelled) % front.length : (k: number) => k;
  for (const [j, i] of order.entries()) {
    const k = at(j);
    const text = textOf(i);
    const runIn = AUTHORS_RUN_IN.exec(text);
    if (runIn) return { lines: [i], weak: false };
    const underLabel = AUTHORS_LABEL.test(text);
    const start = underLabel ? k + 1 : k;
    const first = textOf(front[start]);
    if (!underLabel && !looksLikeAuthors(first) && !(ONE_NAME.test(first) && ONE_NAME.test(textOf(front[k + 1]))))
      continue;
    if (underLabel && !looksLikeAuthors(first) && !ONE_NAME.test(first)) continue;
    // Names one per line: every following line that is a single name belongs to the list.
    const lines = [front[start] as number];
    for (let n = start + 1; n < front.length && ONE_NAME.test(textOf(front[n])); n++) lines.push(front[n] as number);
    const weak = underLabel
      ? false
      : lines.length > 1
        ? !lines.some((line) => NAME_MARK.test(textOf(line)))
        : !allPartsNames(first);
    return { lines, weak };
  }
  return { lines: [], weak: false };
}

export function recogniseAuthors(body: Block[], sections: Section[], titleBlock: Block | undefined): AuthorBlocks {
  const front = sections
    .filter((s) => s.role === 'front-matter')
    .flatMap((s) => {
      const result: number[] = [];
      for (let i = s.blockStart; i < s.blockEnd; i++)
        if (body[i]?.text.trim() && body[i] !== titleBlock && body[i]?.kind === 'paragraph') result.push(i);
      return result;
    });
  let authorBlocks: number[] = [];
  const affiliationBlocks: number[] = [];
  for (const b of body) {
    if (b.styleName === null) continue;
    // An Author-styled line that opens with a mark and names an institution is an affiliation:
    // templates often style the whole author block alike ("1 Institute for …, University of …").
    const affiliationInAuthorStyle = opensWithMark(b) && AFFILIATION_WORDS.test(b.text);
    if (/^authors?$/i.test(b.styleName) && !affiliationInAuthorStyle && !CONTACT_LABEL.test(b.text))
      authorBlocks.push(b.index);
    if (/affiliation/i.test(b.styleName) || (/^authors?$/i.test(b.styleName) && affiliationInAuthorStyle))
      affiliationBlocks.push(b.index);
  }
  const authorsFrom = authorBlocks.length > 0 ? 'style' : null;
  const weakEvidence: number[] = [];
  const contactBlocks: number[] = [];
  if (authorBlocks.length === 0) {
    const fromText = authorLinesFromText(body, front);
    authorBlocks = fromText.lines;
    if (fromText.weak) weakEvidence.push(...fromText.lines);
  }
  if (affiliationBlocks.length === 0) {
    // A marked line under names that carry marks answers them; under names without marks it is a guess.
    const authorsMarked = authorBlocks.some((i) => {
      const block = body[i];
      return block !== undefined && (MARKED_NAME.test(block.text) || block.runs.some((run) => run.format.superscript));
    });
    const lastAuthor = authorBlocks.at(-1);
    const below = lastAuthor === undefined ? -1 : front.indexOf(lastAuthor) + 1;
    // Contact details follow the affiliations: after a contact label, or a lone name once
    // affiliations were found ("Kyeong Min Kim" over a postal address), no line is an affiliation.
    let contact = false;
    for (const [k, i] of front.entries()) {
      if (authorBlocks.includes(i)) continue;
      const block = body[i];
      if (!block) continue;
      const text = block.text.trim();
      const loneName = ONE_NAME.test(text) && !AFFILIATION_WORDS.test(text);
      if (CONTACT_LABEL.test(text) || (affiliationBlocks.length > 0 && loneName)) contact = true;
      if (isFrontLabel(text)) continue;
      if (contact) {
        // The addresses of the contact block stay in the affiliation region, which the checks
        // pass over as they pass over affiliations (postal codes, street numbers), but their role
        // is the title page's contact details.
        if (AFFILIATION_WORDS.test(block.text)) {
          affiliationBlocks.push(i);
          contactBlocks.push(i);
        }
        continue;
      }
      // Right under the authors, a marked line is an affiliation, and so is each marked line after it.
      const underAuthors = below > 0 && k >= below && front.slice(below, k).every((j) => affiliationBlocks.includes(j));
      if (AFFILIATION_WORDS.test(block.text)) affiliationBlocks.push(i);
      else if (underAuthors && opensWithMark(block)) {
        affiliationBlocks.push(i);
        if (!authorsMarked) weakEvidence.push(i);
      }
    }
  }
  return {
    authorBlocks,
    affiliationBlocks,
    authorsFrom: authorsFrom ?? (authorBlocks.length > 0 ? 'text' : null),
    weakEvidence,
    contactBlocks,
  };
}

/**
 * Affiliation marks run into names, dropped before the names are read: "Lian1,2,*;" → "Lian;",
 * "Doe1,2, John" → "Doe, John", "Harrigan, MD (1); Abdallah (2)" → "Harrigan, MD; Abdallah".
 */
function withoutNameMarks(text: string): string {
  return text
    .replace(/\s*\(\d{1,2}(?:\s*,\s*\d{1,2})*\)/g, '')
    .replace(/(?<=[\p{L}.])[\d*†‡§✉^]+(?:,[\d*†‡§✉^]+)*,?(?=\s*(?:[;,]|$|\s+(?:and|&)\s))/gu, '');
}

/** A line of names: at least two parts split by commas, semicolons, "and" or "&", most of them capitalised names with markers. */
export function looksLikeAuthors(text: string): boolean {
  const parts = authorParts(withoutNameMarks(text));
  if (parts.length < 2) return false;
  return parts.filter((p) => NAME_PART.test(p)).length >= parts.length * 0.7;
}

/** One part of a line of names: "Jane A. Doe1,2*". */
const NAME_PART = /^[\p{Lu}][\p{L}.'’-]*(\s+[\p{Lu}][\p{L}.'’-]*){0,3}[\d*†‡,\s]*$/u;

function authorParts(text: string): string[] {
  return text
    .replace(AUTHORS_RUN_IN, '')
    .split(/[,;]|\band\b|&/)
    .map((p) => p.trim())
    .filter(Boolean);
}
