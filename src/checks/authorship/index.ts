/**
 * authorship (type3): the author count against the format's maximum, and the requirements the
 * format states for author entries: ORCID identifiers, affiliations, the corresponding author's
 * e-mail. Requirement words the check does not know are a warning, never ignored.
 */
import type { Manuscript } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import {
  noFormat,
  noFormatRow,
  notAManuscript,
  notUnderstood,
  paragraphInWords,
  plural,
  readLimit,
  readText,
  roleUnsure,
  row,
  type3,
} from '../framework/index.ts';
import type { CheckDefinition, CheckInput } from '../types.ts';
import { AUTHORS_RUN_IN } from '../../docx/structure/authors.ts';
import { authorsOf, looksLikeAuthorLine } from './authors.ts';

const ID = 'authorship';

const ORCID = /\b\d{4}-\d{4}-\d{4}-\d{3}[\dX]\b/g;
const EMAIL = /\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b/;
/** An institution line in the front matter, when the engine found no affiliation block. */
const AFFILIATION =
  /^\s*(\d+|[a-z*†‡])?\s*[^\n]{0,80}\b(universit\w*|department|institut\w*|hospital|school of|faculty|college|cent(re|er) for|laborator\w*|clinic)\b/im;

/** Text before the abstract (or the first main heading): where author details live. */
function frontMatterText(manuscript: Manuscript): string {
  const { abstract, sections } = manuscript.structure;
  const firstMain = sections.find((s) => s.role === 'main' && s.headingBlock !== null)?.headingBlock ?? null;
  const end = abstract?.blocks[0] ?? firstMain ?? Math.min(manuscript.blocks.length, 40);
  return manuscript.blocks
    .slice(0, end)
    .map((b) => b.text)
    .join('\n');
}

function wholeText(manuscript: Manuscript): string {
  return manuscript.blocks.map((b) => b.text).join('\n');
}

type Requirement = 'orcid' | 'affiliations' | 'email';

export function parseRequirements(text: string): { known: Requirement[]; unknown: string[] } {
  const known: Requirement[] = [];
  const unknown: string[] = [];
  for (const raw of text.split(/[;,\n]|\band\b/i)) {
    const part = raw.trim().toLowerCase();
    if (!part) continue;
    if (/orcid/.test(part)) known.push('orcid');
    else if (/affiliation/.test(part)) known.push('affiliations');
    else if (/e-?mail|correspond/.test(part)) known.push('email');
    else unknown.push(raw.trim());
  }
  return { known: [...new Set(known)], unknown };
}

function requirementRow(manuscript: Manuscript, requirement: Requirement, authors: number): ResultItem {
  switch (requirement) {
    case 'orcid': {
      const ids = new Set(wholeText(manuscript).match(ORCID) ?? []);
      if (ids.size === 0)
        return row(ID, 'ORCID', 'failed', 'The journal asks for ORCID identifiers and none was found.');
      if (authors > 0 && ids.size < authors)
        return row(
          ID,
          'ORCID',
          'warning',
          `${plural(ids.size, 'ORCID identifier')} for ${plural(authors, 'author')}: check whether every author needs one.`,
        );
      return row(ID, 'ORCID', 'pass', `${plural(ids.size, 'ORCID identifier')} found.`);
    }
    case 'affiliations': {
      const region = manuscript.structure.affiliations;
      const byWords = AFFILIATION.test(frontMatterText(manuscript));
      // Known only by the mark opening a line under the authors, naming no institution: a guess.
      if (!byWords && region && region.blocks.every((b) => roleUnsure(manuscript, b, 'affiliations'))) {
        const first = region.blocks[0] ?? 0;
        return row(
          ID,
          'Affiliations',
          'warning',
          `The journal asks for author affiliations. ${capitalised(paragraphInWords(manuscript, first))} may be the affiliations (it opens with a mark under the authors but names no institution), but this could not be decided, so whether they are given was not judged.`,
        );
      }
      const found = region !== null || byWords;
      return row(
        ID,
        'Affiliations',
        found ? 'pass' : 'failed',
        found ? 'Author affiliations found.' : 'The journal asks for author affiliations and none were found.',
      );
    }
    case 'email': {
      const front = frontMatterText(manuscript);
      const found = EMAIL.test(front) || /correspond[\s\S]{0,300}@/i.test(wholeText(manuscript));
      return row(
        ID,
        "Corresponding author's e-mail",
        found ? 'pass' : 'failed',
        found
          ? 'An e-mail address for correspondence was found.'
          : "The journal asks for the corresponding author's e-mail and none was found.",
      );
    }
  }
}

/** True when `lines` are the engine's author region's lines (not the check's own fallback reading). */
function fromRegion(manuscript: Manuscript, lines: string[]): boolean {
  const region = manuscript.structure.authors;
  return (
    region !== null &&
    lines.length === region.blocks.length &&
    region.blocks.every((b, k) => (manuscript.blocks[b]?.text ?? '').replace(AUTHORS_RUN_IN, '') === lines[k])
  );
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The count would be judged on a guess: some of the author lines are read on weak evidence (names
 * one per line with no label and no affiliation mark, a line only partly made of names) and
 * without them the verdict would differ. The warning that says so, or null.
 */
function undecidedCount(manuscript: Manuscript, lines: string[], max: number): string | null {
  const region = manuscript.structure.authors;
  // Only the engine's own author lines carry its confidence (authorLines' fallback is the check's reading).
  if (!region || !fromRegion(manuscript, lines)) return null;
  const unsure = region.blocks.filter((b) => roleUnsure(manuscript, b, 'authors'));
  if (unsure.length === 0) return null;
  const count = authorsOf(lines).length;
  const sure = authorsOf(lines.filter((_, k) => !roleUnsure(manuscript, region.blocks[k] ?? -1, 'authors'))).length;
  const verdict = (n: number) => (n === 0 ? 'none' : n > max ? 'over' : 'within');
  if (verdict(sure) === verdict(count)) return null;
  const which =
    unsure.length === 1
      ? paragraphInWords(manuscript, unsure[0] ?? 0)
      : `${unsure.length} paragraphs from ${paragraphInWords(manuscript, unsure[0] ?? 0)}`;
  return `${plural(count, 'author')} counted against the limit of ${max}, but ${which} could not be read with certainty as author names (no label, no affiliation marks), so whether the limit is met could not be decided.`;
}

/**
 * A requirement not met in a file that is not a manuscript (a highlights list): the author
 * details belong in the manuscript, so the check says it could not judge rather than failing.
 */
function unjudgeable(manuscript: Manuscript, result: ResultItem): ResultItem {
  const shape = result.status === 'failed' ? notAManuscript(manuscript) : null;
  if (!shape) return result;
  return row(
    ID,
    result.name ?? 'Author details',
    'warning',
    `${result.details} But ${shape}. Whether the manuscript carries them could not be judged here: author details belong in the manuscript.`,
  );
}

/** A label line that introduces the authors on a title page: "By", "Author information", "Authors:". */
const AUTHOR_LABEL = /^\s*(by|authors?|author information|author details)\s*:?\s*$/i;

/**
 * The author line: the engine's when it reads as names, else the first paragraph of the front
 * matter that reads as a list of names ("Jane Doe, MD; John Smith, PhD"), or the name under a
 * "By" / "Author information" label on a title page. The engine is cautious and sometimes points
 * at an affiliation or a date; a line that yields no author is not the author line.
 */
function authorLines(manuscript: Manuscript): string[] {
  const region = manuscript.structure.authors;
  if (region) {
    const lines = region.blocks.map((b) => (manuscript.blocks[b]?.text ?? '').replace(AUTHORS_RUN_IN, ''));
    if (authorsOf(lines).length > 0) return lines;
  }
  const { title, abstract } = manuscript.structure;
  const from = (title?.blocks.at(-1) ?? -1) + 1;
  const to = Math.min(abstract?.blocks[0] ?? manuscript.blocks.length, from + 25);
  let afterLabel = false;
  for (const b of manuscript.blocks.slice(from, to)) {
    // Affiliation marks run into the name ("Aojie Lian1,2,*; Yingmei Yang3"): drop them first.
    const text = b.text
      .replace(AUTHORS_RUN_IN, '')
      .replace(/(?<=\p{L})[\d,*†‡]+(?=\s*(;|$|\s(and|&)\s))/gu, '')
      .trim();
    if (!text) continue;
    if (AUTHOR_LABEL.test(text)) {
      afterLabel = true;
      continue;
    }
    if (b.outlineLevel === null && looksLikeAuthorLine(text) && authorsOf([text]).length > 0) {
      // A lone name counts only under an author label: elsewhere it may be a heading or a place.
      if (afterLabel || authorsOf([text]).length > 1) return [text];
    }
    afterLabel = false;
  }
  return [];
}

export const authorship: CheckDefinition = {
  id: ID,
  version: 1,
  category: 'authorship-disclosures',
  name: 'Authorship',
  icon: 'users',
  description:
    "Counts the authors against the journal's limit and looks for the ORCID identifiers, affiliations and corresponding author's e-mail it asks for.",
  resultType: 'type3',
  parameters: [],
  formatFields: ['authorship_restriction', 'authors_requirements'],
  run(input: CheckInput) {
    const { manuscript, format } = input;
    const items: ResultItem[] = [];
    const lines = authorLines(manuscript);
    const region = lines.length > 0 ? lines : null;
    const authors = authorsOf(lines);
    if (noFormat(input)) {
      const found = authors.length ? `${plural(authors.length, 'author')}.` : 'No author line was recognised either.';
      return type3([noFormatRow(ID, 'the number of authors and what each author entry must carry', found)]);
    }
    const limit = readLimit(format, 'authorship_restriction');
    const undecided =
      limit.kind === 'limit' && authors.length > 0 ? undecidedCount(manuscript, lines, limit.value) : null;
    if (limit.kind === 'unknown') items.push(notUnderstood(ID, 'authorship_restriction', limit.value));
    else if (!region || authors.length === 0) {
      items.push(
        row(
          ID,
          'Authors',
          'warning',
          limit.kind === 'limit'
            ? `No author line was recognised, so the limit of ${limit.value} was not checked.`
            : 'No author line was recognised, so the authors were not counted.',
        ),
      );
    } else if (limit.kind === 'no-limit') {
      items.push(row(ID, 'Authors', 'pass', `The journal sets no limit. ${plural(authors.length, 'author')}.`));
    } else if (undecided) {
      items.push(row(ID, 'Authors', 'warning', undecided));
    } else {
      const over = authors.length - limit.value;
      items.push(
        row(
          ID,
          'Authors',
          over > 0 ? 'failed' : 'pass',
          over > 0
            ? `${plural(authors.length, 'author')}: ${over} more than the ${limit.value} allowed.`
            : `${plural(authors.length, 'author')}, within the limit of ${limit.value}.`,
        ),
      );
    }
    const requirements = readText(format, 'authors_requirements');
    if (requirements.kind === 'unknown') items.push(notUnderstood(ID, 'authors_requirements', requirements.value));
    else if (requirements.kind === 'empty')
      items.push(row(ID, 'Author details', 'pass', 'The journal sets no requirements for author entries.'));
    else {
      const { known, unknown } = parseRequirements(requirements.value);
      for (const requirement of known)
        items.push(unjudgeable(manuscript, requirementRow(manuscript, requirement, authors.length)));
      for (const words of unknown) {
        items.push(
          row(
            ID,
            'Author details',
            'warning',
            `The requirement "${words}" is not understood by this check, so it was not checked. Known requirements: ORCID, affiliations, corresponding author e-mail.`,
            { key: words },
          ),
        );
      }
    }
    return type3(items);
  },
};
