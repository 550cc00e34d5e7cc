/**
 * reference-style (type1): each reference restyled to the format's reference style. The entry is
 * parsed into fields (src/checks/references/parse.ts) and rendered by citeproc-js; a correction
 * is offered only when the parse placed every word of the entry in a field — an entry the parser
 * is not sure of is left alone and named in the summary, never rewritten with text lost.
 */
import { REFERENCE_STYLE_OPTIONS } from '../../contract/format-config.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { finding, noFormat, noFormatRow, notUnderstood, plural, readOption, row, type1 } from '../framework/index.ts';
import type { CheckDefinition, CheckInput } from '../types.ts';
import { parseReference } from '../references/parse.ts';
import { itemForRendering, prepareRenderer, renderReferences, type ReferenceStyleName } from '../references/render.ts';
import type { CslItem } from '../references/parse.ts';
import { duplicateKey } from '../references/duplicates.ts';
import { journalForNlm } from './journal.ts';
import { inTitleCase, lowerCasedName, lowerSubtitle } from './title.ts';

const ID = 'reference-style';
const UNDERSTOOD = REFERENCE_STYLE_OPTIONS.filter((o): o is ReferenceStyleName => o !== 'Not requested');
/**
 * The styles whose engines a check thread builds as it starts, for any format: citeproc builds
 * Vancouver's, AMA's and Harvard's in about 40 ms and a few MiB each, APA's in about 2.4 s and
 * 90 MiB (its macros expand into a large token tree), so APA's is built by the first APA restyle
 * in a thread (docs/checks.md "First runs").
 */
const LIGHT_STYLES: ReferenceStyleName[] = ['Vancouver', 'AMA', 'Harvard'];

/** Spacing and dash variants that are not a difference of style. */
export function comparable(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/[‐‑–—]/g, '–')
    .replace(/[‘’′]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[.\s]+$/, '')
    .trim();
}

/**
 * Renders the entries in one citeproc run, except an entry that lists the same work a second time
 * (reference-details reports it as a duplicate): it is rendered on its own, so the author–year
 * styles do not disambiguate the work from itself ("2015" becoming "2015b").
 */
function renderWithoutTwins(entries: { item: CslItem; key: string }[], style: ReferenceStyleName): Map<string, string> {
  const seen = new Set<string>();
  const firsts: CslItem[] = [];
  const twins: CslItem[] = [];
  for (const { item, key } of entries) {
    if (seen.has(key)) twins.push(item);
    else {
      seen.add(key);
      firsts.push(item);
    }
  }
  const rendered = renderReferences(firsts, style);
  for (const twin of twins) for (const [id, text] of renderReferences([twin], style)) rendered.set(id, text);
  return rendered;
}

/**
 * "Sci Rep [Internet]", "… computing [Internet]": Vancouver's mark of an online source, which the
 * style itself prints after the title or journal of an entry with a link. Kept in the field, it
 * would be printed twice ("Sci Rep [Internet] [Internet]"), and again at each restyle; AMA, APA
 * and Harvard print no such mark. So an entry with a link loses the mark as written.
 */
function withoutInternetMark(item: CslItem): CslItem {
  if (!item.URL) return item;
  const strip = (text: string | undefined) => text?.replace(/\s*\[Internet\]\s*$/i, '');
  const title = strip(item.title);
  const journal = strip(item['container-title']);
  return {
    ...item,
    ...(title !== undefined ? { title } : {}),
    ...(journal !== undefined ? { 'container-title': journal } : {}),
  };
}

/**
 * APA's ellipsis before the last author ("Tumino, R., … Riboli, E.") stands for the authors
 * between the first 19 and the last: the work has 21 or more. Read as a 20th author named
 * "… Riboli", it would be printed as one ("Tumino, R., & … Riboli, E."), so a restyled APA entry
 * would be restyled again. The list is given back its length (a placeholder the style never prints
 * between the 19th and the last) so APA prints the first 19, the ellipsis and the last.
 */
function withApaEllipsis(item: CslItem, style: ReferenceStyleName): CslItem {
  const authors = item.author ?? [];
  const last = authors[authors.length - 1];
  const family = last?.family?.replace(/^(?:…|\.\s?\.\s?\.)\s*/, '');
  if (style !== 'APA' || !last || family === last.family || authors.length < 20) return item;
  return {
    ...item,
    author: [...authors.slice(0, 19), { family: 'Unnamed', given: 'A.' }, { ...last, family }],
  };
}

/**
 * A year with a letter ("2010b") tells apart works of the same authors and year for author–year
 * citations. APA and Harvard keep it (the letter is theirs); Vancouver and AMA cite by number and
 * print no letter, and dropping it would leave the author–year citations that name it pointing at
 * the wrong work — so the citations must change first: a note, not a restyle.
 */
function yearLetter(text: string): string | null {
  return /\b(?:19|20)\d{2}([a-z])\b/.exec(text)?.[1] ?? null;
}

function lettered(text: string, style: ReferenceStyleName): string {
  const year = /\b(?:19|20)\d{2}[a-z]\b/.exec(text)?.[0] ?? '';
  return `the year "${year}" carries a letter that tells this work apart from another of the same authors and year for author–year citations; ${style} cites by number and prints no letter, so number the citations first, then restyle the reference to ${style}`;
}

/** APA and Harvard print the year's letter ("(2009b)"): citeproc adds one only to tell apart the entries it renders together. */
function keepYearLetter(text: string | undefined, item: CslItem, letter: string | null): string | undefined {
  const year = item.issued?.['date-parts'][0]?.[0];
  if (!text || !letter || !year || text.includes(`${year}${letter}`)) return text;
  return text.replace(new RegExp(`\\b${year}[a-z]?\\b`), `${year}${letter}`);
}

/**
 * The item as the style prints it where citeproc cannot: the NLM journal abbreviation and a
 * sentence-case subtitle under AMA and Vancouver. Answers why the entry cannot be restyled whole
 * instead (a journal name in full whose abbreviation is not known, a title in title case): the
 * writer is told what to do, and nothing claims the entry restyled (issue 23).
 */
function styledItem(original: CslItem, style: ReferenceStyleName): { item: CslItem } | { note: string } {
  const nlm = style === 'AMA' || style === 'Vancouver';
  const item = withoutInternetMark(original);
  // Sentence-case titles: articles under AMA, Vancouver and APA; books under Vancouver and APA
  // (AMA prints book titles in title case).
  const sentenceCase =
    (item.type === 'article-journal' && (nlm || style === 'APA')) ||
    (item.type === 'book' && (style === 'Vancouver' || style === 'APA'));
  if (!sentenceCase) return { item };
  let styled = item;
  const journal = item['container-title'];
  // A sentence run into the journal ("A Review. BMC Pregnancy and Childbirth") is a misread entry.
  if (journal && /\.\s/.test(journal)) return { note: 'unread' };
  if (nlm && journal && item.type === 'article-journal') {
    const name = journalForNlm(journal, item.issued?.['date-parts'][0]?.[0]);
    if (name.kind === 'full')
      return {
        note: `the journal name "${journal}" is written in full: ${style} uses the NLM Catalog abbreviation, so abbreviate the journal name (see the NLM Catalog), then restyle the reference to ${style}`,
      };
    if (name.kind === 'known') styled = { ...styled, 'container-title': name.name };
  }
  const title = item.title;
  if (title && inTitleCase(title))
    return {
      note: `the title is in title case ("${title.length > 70 ? `${title.slice(0, 67)}…` : title}"): ${style} writes ${item.type === 'book' ? 'book' : 'article'} titles in sentence case (names and abbreviations keep their capitals), so rewrite it, then restyle the reference to ${style}`,
    };
  const name = title ? lowerCasedName(title) : null;
  if (name)
    return {
      note: `the title writes "${name}" in lower case: ${style} keeps the capitals of names in sentence case, so capitalise it, then restyle the reference to ${style}`,
    };
  if (nlm && title) styled = { ...styled, title: lowerSubtitle(title) };
  return { item: styled };
}

export const referenceStyle: CheckDefinition = {
  id: ID,
  version: 3,
  category: 'references-citations',
  name: 'Reference style',
  icon: 'list-ordered',
  description: "Restyles each reference to the journal's reference style (Vancouver, AMA, APA or Harvard).",
  resultType: 'type1',
  parameters: [],
  formatFields: ['reference_style'],
  run(input: CheckInput) {
    const { manuscript, format } = input;
    if (noFormat(input))
      return { ...type1([noFormatRow(ID, 'the reference style')]), summary: 'No format is assigned.' };
    const style = readOption(format, 'reference_style', UNDERSTOOD);
    if (style.kind === 'unknown')
      return {
        ...type1([notUnderstood(ID, 'reference_style', style.value, UNDERSTOOD)]),
        summary: 'The reference style of the format is not understood.',
      };
    const references = manuscript.structure.references;
    if (style.kind === 'not-requested') {
      return { ...type1([]), summary: 'The journal sets no reference style, so the references were not restyled.' };
    }
    const items: ResultItem[] = [];
    if (references.length === 0) {
      return {
        ...type1([
          row(ID, 'References', 'warning', 'No reference list was found, so the references could not be restyled.'),
        ]),
        summary: 'No reference list was found.',
      };
    }
    const unsure: string[] = [];
    const needsWriter: string[] = [];
    const toRender: { entry: (typeof references)[number]; label: number | string; item: CslItem; key: string }[] = [];
    for (const [position, entry] of references.entries()) {
      const label = entry.number ?? position + 1;
      const parsed = parseReference(entry.text, `ref-${position}`);
      const renderable = parsed.complete
        ? itemForRendering(withApaEllipsis(parsed.item, style.value), parsed.etAl, style.value)
        : null;
      const letter = yearLetter(entry.text);
      const numbered = style.value === 'Vancouver' || style.value === 'AMA';
      const styled =
        renderable && letter && numbered
          ? { note: lettered(entry.text, style.value) }
          : renderable
            ? styledItem(renderable, style.value)
            : null;
      /** A warning on the whole entry (its trailing white space left out). */
      const warnOn = (key: string, reasoning: string): void => {
        const current = entry.text.replace(/\s+$/, '');
        items.push(
          finding(ID, manuscript, entry.block, entry.textStart, entry.textStart + current.length, {
            status: 'warning',
            key,
            reasoning,
          }),
        );
      };
      if (styled && 'note' in styled && styled.note !== 'unread') {
        needsWriter.push(String(label));
        warnOn('needs-writer', `Reference ${label}: ${styled.note}.`);
      } else if (styled && !('note' in styled))
        toRender.push({ entry, label, item: styled.item, key: duplicateKey(parsed, entry.text) });
      else {
        // Never a silent pass: an entry the parser cannot place in fields (or render) is named, one finding each.
        unsure.push(String(label));
        warnOn('unread', `Reference ${label} could not be read — check it by hand against ${style.value}.`);
      }
    }
    const rendered = renderWithoutTwins(toRender, style.value);
    for (const { entry, label, item } of toRender) {
      const text = keepYearLetter(rendered.get(item.id), item, yearLetter(entry.text));
      const current = entry.text.replace(/\s+$/, '');
      if (!text || comparable(text) === comparable(current)) continue;
      const start = entry.textStart;
      items.push(
        finding(ID, manuscript, entry.block, start, start + current.length, {
          correction: text,
          suggestions: [text],
          reasoning: `Reference ${label} restyled to ${style.value}.`,
        }),
      );
    }
    const restyled = items.length - unsure.length - needsWriter.length;
    const parts = [`${plural(restyled, 'reference')} of ${references.length} restyled to ${style.value}`];
    if (needsWriter.length)
      parts.push(
        `${plural(needsWriter.length, 'reference')} need${needsWriter.length === 1 ? 's' : ''} the writer first — a journal name to abbreviate or a title to put in sentence case (${needsWriter.join(', ')})`,
      );
    if (unsure.length)
      parts.push(
        `${plural(unsure.length, 'reference')} could not be read reliably and ${unsure.length === 1 ? 'was' : 'were'} left as written (${unsure.join(', ')}): check ${unsure.length === 1 ? 'it' : 'them'} by hand`,
      );
    return { ...type1(items), summary: `${parts.join('; ')}.` };
  },
  prepare(format) {
    if (!format) return prepareRenderer(LIGHT_STYLES);
    const style = readOption(format, 'reference_style', UNDERSTOOD);
    if (style.kind === 'value') prepareRenderer([style.value]);
  },
};
