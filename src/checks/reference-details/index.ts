/**
 * reference-details (type4): the details a copy editor checks in each reference — DOI and PMID
 * syntax, duplicate references, a missing year, journal, volume or pages, and "et al." used
 * against the style's author-count rule. Only facts the entry states are judged: an entry the
 * parser could not read fully is checked for syntax and duplicates only.
 */
import { REFERENCE_STYLE_OPTIONS } from '../../contract/format-config.ts';
import type { Manuscript, ReferenceEntry } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { blockFinding, finding, notUnderstood, plural, readOption, row, type4 } from '../framework/index.ts';
import type { CheckDefinition, CheckInput } from '../types.ts';
import { parseReference, type ParsedReference } from '../references/parse.ts';
import { duplicateKey } from '../references/duplicates.ts';
import { AUTHOR_RULES, type ReferenceStyleName } from '../references/render.ts';
import {
  authorOrder,
  backwardsPages,
  doiOnlyArticle,
  doiTwice,
  endsAtYear,
  garbledVolume,
  pagesAfterStop,
  journalWithoutVolume,
  etAll,
  volumePagesMissing,
} from './unread-entries.ts';

const ID = 'reference-details';
const UNDERSTOOD = REFERENCE_STYLE_OPTIONS.filter((o): o is ReferenceStyleName => o !== 'Not requested');

/**
 * "doi:10.…", "DOI 10.…" or a doi.org link. "doi" must stand as its own word followed by a colon or
 * a space: the "doi/10.…" path of a publisher's URL (NEJM, ACM, Cochrane …/doi/10.1002/…/full) is
 * a link, not a DOI to judge, and "Doing" holds no DOI.
 */
const DOI_MENTION = /(?<![\w/.-])doi(?::\s*|\s+)(\S+)|https?:\/\/(?:dx\.)?doi\.org\/(\S+)/gi;
const VALID_DOI = /^10\.\d{4,9}\/\S+$/;
/** A shortDOI (shortdoi.org): "10/f8fwd8", or its link https://doi.org/f8fwd8, resolves like the DOI. */
const SHORT_DOI = /^10\/[a-z0-9]{3,12}$/i;
const SHORT_DOI_LINK = /^(?=[a-z]*\d)[a-z0-9]{4,12}$/i;
const DOI_LINK_PREFIX = /^https?:\/\/(?:dx\.)?doi\.org\//i;

/** Whether the text after "doi:" or doi.org/ is a DOI. "doi: https://doi.org/10.…" is a DOI link
 * behind a redundant prefix — a style slip for reference-style, not a malformed DOI. */
function wellFormedDoi(value: string, asLink: boolean): boolean {
  const link = DOI_LINK_PREFIX.test(value);
  const doi = value.replace(DOI_LINK_PREFIX, '');
  return VALID_DOI.test(doi) || SHORT_DOI.test(doi) || ((asLink || link) && SHORT_DOI_LINK.test(doi));
}

/** A year: 1900–2099 anywhere, or an older one where a book gives it ("(AN Bell, 1883)", "Publisher; 1883."). */
const YEAR = /\b(?:19|20)\d{2}[a-z]?\b|[(,;]\s*1[5-8]\d{2}[a-z]?\s*[).;]/;
const PMID_MENTION = /\bPMID:?\s*(\S+)/gi;

function trimTrailing(value: string): string {
  return value.replace(/[.,;)\]]+$/, '');
}

function syntaxFindings(manuscript: Manuscript, entry: ReferenceEntry, label: string): ResultItem[] {
  const items: ResultItem[] = [];
  for (const match of entry.text.matchAll(DOI_MENTION)) {
    const doi = trimTrailing(match[1] ?? match[2] ?? '');
    if (wellFormedDoi(doi, match[2] !== undefined)) continue;
    const start = entry.textStart + (match.index ?? 0);
    items.push(
      finding(ID, manuscript, entry.block, start, start + match[0].length, {
        status: 'failed',
        key: 'doi',
        reasoning: `Reference ${label}: "${doi}" is not a well-formed DOI (a DOI starts with "10.", a registrant code and a slash, e.g. 10.1038/nm0998-1241).`,
      }),
    );
  }
  for (const match of entry.text.matchAll(PMID_MENTION)) {
    const pmid = trimTrailing(match[1] ?? '');
    if (/^\d{1,8}$/.test(pmid)) continue;
    const start = entry.textStart + (match.index ?? 0);
    items.push(
      finding(ID, manuscript, entry.block, start, start + match[0].length, {
        status: 'failed',
        key: 'pmid',
        reasoning: `Reference ${label}: "${pmid}" is not a well-formed PMID (one to eight digits).`,
      }),
    );
  }
  return items;
}

/** A Cochrane review number ("CD001497"): the Cochrane Database of Systematic Reviews has no volumes. */
const COCHRANE_REVIEW = /^CD\d{6}$/i;

/**
 * A journal cited without a volume on purpose: an issue in the volume's place ("2005;(1):45–9", the
 * NLM and AMA form for journals that number issues only) or a Cochrane review number as the page.
 */
function volumeless(parsed: ParsedReference): boolean {
  return Boolean(parsed.item.issue) || COCHRANE_REVIEW.test(parsed.item.page ?? '');
}

/**
 * An explanatory note numbered among the references (PLOS: "18. Using the form of the negative
 * binomial with parameters r and p, where … and ."): one sentence of prose — a capitalised word
 * followed by a lower-case one, not a name and initials, no full stop before the end, no link, and
 * mostly lower-case words. It cites no source, so it lacks no year.
 */
function isNote(text: string): boolean {
  const body = text.trim().replace(/\.$/, '');
  const words = body.split(/\s+/);
  const lower = words.filter((word) => /^[a-z]/.test(word)).length;
  return (
    /^[A-Z][a-z]+\s+[a-z]/.test(body) &&
    !/\.\s/.test(body) &&
    !/https?:|www\./i.test(body) &&
    words.length >= 6 &&
    lower * 2 > words.length
  );
}

/**
 * An article whose title runs straight into its year, volume and pages ("Smith J, Jones K. Risk
 * factors for stroke. 2015;12:34-56." or "… stroke. 12: 34-56."): the journal is missing. The
 * parser cannot read such an entry fully, so it is judged here on what follows the title.
 */
function noJournal(parsed: ParsedReference, text: string): boolean {
  const { title, author } = parsed.item;
  if (parsed.item.type !== 'article-journal' || !title || !author?.length || parsed.item['container-title'])
    return false;
  // A title with a sentence break in it may hold the journal ("…Analysis.” Environ Health Perspect").
  if (/[.?!]["”’]?\s+\p{Lu}/u.test(title)) return false;
  const at = text.indexOf(title);
  if (at < 0) return false;
  const rest = text.slice(at + title.length);
  return /^[.?!]?\s*(?:(?:19|20)\d{2}[a-z]?(?:\s\w{3}(?:\s\d{1,2})?)?;\s*\d+|\d+\s*(?:\(\d+\))?\s*:\s*[A-Za-z]?\d+)/.test(
    rest,
  );
}

function missingFields(parsed: ParsedReference, text: string): string[] {
  const missing: string[] = [];
  // "n.d." (APA: no date) states that the work is undated, as "in press" states it is not yet out.
  if (!YEAR.test(text) && !/\bin press\b|\(n\.\s?d\.\)/i.test(text) && !isNote(text)) missing.push('year');
  if (!parsed.complete && noJournal(parsed, text)) missing.push('journal');
  if (!parsed.complete || parsed.item.type !== 'article-journal') return missing;
  if (!parsed.item['container-title']) missing.push('journal');
  if (!parsed.item.volume && !volumeless(parsed)) missing.push('volume');
  if (!parsed.item.page) missing.push('pages');
  return missing;
}

/** An author list with APA's ellipsis before the last author: the authors between are left out. */
function elided(parsed: ParsedReference): boolean {
  return (parsed.item.author ?? []).some((name) => /^(?:…|\.\s?\.\s?\.)/.test(name.family ?? ''));
}

/**
 * An entry typed in capitals ("SMITH J. RISK FACTORS FOR STROKE. LANCET 1990;1:1-5"): no style
 * prints references so. Judged on its letters: at least 20, and four in five capitals.
 */
function inCapitals(text: string): boolean {
  const words = text.replace(/https?:\/\/\S+|doi:\s*\S+/gi, '').match(/\p{L}{4,}/gu) ?? [];
  const letters = words.join('');
  const capitals = letters.replace(/[^\p{Lu}]/gu, '').length;
  return letters.length >= 20 && capitals / letters.length >= 0.8 && words.length >= 4;
}

const SURNAME_INITIALS = /^\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}{1,3}|(?:\s\p{Lu}){2,3})$/u;
const LONE_NAME = /^\p{Lu}\p{Ll}[\p{L}'’-]*$/u;

/**
 * A Vancouver author list with a name that has lost its initials between names that have them
 * ("Koopman J S, Henry, Park J H"): the list is garbled, a name or an initial is missing. Answers
 * the lone name, or null.
 */
function garbledAuthor(text: string): string | null {
  const list = text.split(/\.\s/)[0] ?? '';
  if (/\d|\(|&|\bet al\b/.test(list)) return null;
  const parts = list.split(/,\s*/).map((p) => p.trim());
  if (parts.length < 3) return null;
  const named = parts.filter((p) => SURNAME_INITIALS.test(p)).length;
  const lone = parts.slice(0, -1).find((p) => LONE_NAME.test(p));
  return named >= 2 && lone && named + 1 === parts.length ? lone : null;
}

/** Whether the author list was read as names and initials, even when the rest of the entry was not. */
function authorsRead(parsed: ParsedReference): boolean {
  const authors = parsed.item.author ?? [];
  return parsed.shape === 'vancouver' && authors.length > 0 && authors.every((a) => a.family && a.given);
}

function etAlFinding(parsed: ParsedReference, style: ReferenceStyleName): string | null {
  const rule = AUTHOR_RULES[style];
  const listed = (parsed.item.author ?? []).length;
  // An entry not read whole is judged on an author list read whole: all listed past the rule, or
  // more before "et al." than the style keeps when the work certainly has more than six.
  if (!parsed.complete) {
    if (!authorsRead(parsed)) return null;
    if (parsed.etAl && listed > rule.useFirst && listed + 1 >= rule.etAlMin)
      return `lists ${plural(listed, 'author')} before "et al.", but ${style} ${rule.wording}.`;
    if (parsed.etAl || listed < rule.etAlMin) return null;
    return `lists all ${listed} authors, but ${style} ${rule.wording}.`;
  }
  if (parsed.etAl && listed < rule.useFirst) {
    return `uses "et al." after ${plural(listed, 'author')}, but ${style} ${rule.wording}.`;
  }
  if (parsed.etAl && listed > rule.useFirst) {
    return `lists ${plural(listed, 'author')} before "et al.", but ${style} ${rule.wording}.`;
  }
  if (!parsed.etAl && listed >= rule.etAlMin) {
    // APA's ellipsis ("Celnik, P., … Nitsche, M. A.") leaves authors out: the list is not complete.
    if (elided(parsed)) {
      return `lists ${listed - 1} authors, an ellipsis and the last author, but ${style} ${rule.wording}.`;
    }
    return `lists all ${listed} authors, but ${style} ${rule.wording}.`;
  }
  return null;
}

/**
 * The details judged on the entry as written (issue 24): a missing source, volume or pages in an
 * entry the parser could not read whole, and slips in any entry.
 */
function entryFindings(parsed: ParsedReference, text: string): { key: string; words: string }[] {
  const found: { key: string; words: string | null }[] = [];
  if (!parsed.complete) {
    const missing = endsAtYear(text) ?? volumePagesMissing(text) ?? doiOnlyArticle(text);
    found.push({ key: 'source', words: missing });
  }
  found.push(
    { key: 'pages', words: backwardsPages(text) ?? pagesAfterStop(text) },
    { key: 'volume', words: garbledVolume(text) ?? journalWithoutVolume(text) },
    { key: 'et-all', words: etAll(text) },
    { key: 'doi-twice', words: doiTwice(text) },
    { key: 'author-order', words: authorOrder(text) },
  );
  return found.filter((f): f is { key: string; words: string } => f.words !== null);
}

export const referenceDetails: CheckDefinition = {
  id: ID,
  version: 3,
  category: 'references-citations',
  name: 'Reference details',
  icon: 'file-search',
  description:
    'Checks DOI and PMID syntax, duplicate references, missing year, journal, volume or pages, and "et al." against the style.',
  resultType: 'type4',
  parameters: [],
  formatFields: ['reference_style'],
  run({ manuscript, format }: CheckInput) {
    const references = manuscript.structure.references;
    if (references.length === 0)
      return type4([
        row(ID, 'References', 'warning', 'No reference list was found, so reference details could not be checked.'),
      ]);
    const style = readOption(format, 'reference_style', UNDERSTOOD);
    const items: ResultItem[] = [];
    if (style.kind === 'unknown') items.push(notUnderstood(ID, 'reference_style', style.value, UNDERSTOOD));
    const firstByKey = new Map<string, string>();
    for (const [position, entry] of references.entries()) {
      const label = String(entry.number ?? position + 1);
      const parsed = parseReference(entry.text, label);
      items.push(...syntaxFindings(manuscript, entry, label));
      const missing = missingFields(parsed, entry.text);
      if (missing.length > 0) {
        // A missing year is always a defect; a journal article without volume or pages can be
        // legitimate (online-first, Cochrane reviews), so that is a warning to look at.
        const noYear = missing.includes('year');
        items.push(
          blockFinding(ID, manuscript, entry.block, {
            status: noYear ? 'failed' : 'warning',
            key: 'missing',
            reasoning: `Reference ${label} has no ${missing.join(', ')}.`,
          }),
        );
      }
      if (inCapitals(entry.text))
        items.push(
          blockFinding(ID, manuscript, entry.block, {
            status: 'warning',
            key: 'capitals',
            reasoning: `Reference ${label} is written in capitals: no reference style prints it so; retype it in the style's case.`,
          }),
        );
      for (const { key, words } of entryFindings(parsed, entry.text))
        items.push(
          blockFinding(ID, manuscript, entry.block, {
            status: 'warning',
            key,
            reasoning: `Reference ${label} ${words}`,
          }),
        );
      const lone = garbledAuthor(entry.text);
      if (lone)
        items.push(
          blockFinding(ID, manuscript, entry.block, {
            status: 'warning',
            key: 'authors',
            reasoning: `Reference ${label}: the author list looks garbled — "${lone}" has no initials between names that have them; check the authors against the source.`,
          }),
        );
      if (style.kind === 'value') {
        const etAl = etAlFinding(parsed, style.value);
        if (etAl)
          items.push(
            blockFinding(ID, manuscript, entry.block, {
              status: 'warning',
              key: 'et-al',
              reasoning: `Reference ${label} ${etAl}`,
            }),
          );
      }
      const key = duplicateKey(parsed, entry.text);
      const first = firstByKey.get(key);
      if (first !== undefined && key.length > 12) {
        items.push(
          blockFinding(ID, manuscript, entry.block, {
            status: 'failed',
            key: 'duplicate',
            reasoning: `Reference ${label} duplicates reference ${first}: keep one and renumber the citations.`,
          }),
        );
      } else firstByKey.set(key, label);
    }
    if (!items.some((item) => item.status !== 'pass')) {
      items.push(
        row(ID, 'Reference details', 'pass', `No problem found in the ${plural(references.length, 'reference')}.`),
      );
    }
    return type4(items);
  },
};
