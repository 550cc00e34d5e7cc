/**
 * Renders parsed references in a journal's reference style with citeproc-js (through
 * @citation-js/plugin-csl). Vancouver, APA and Harvard are the CSL styles that ship with the
 * plugin; AMA (11th edition) is derived here from the NLM/Vancouver style: full page ranges,
 * "et al." after the third author when there are more than six, and "doi:" identifiers.
 * CSL styles are CC BY-SA 3.0 (Citation Style Language project): see the README's licence table.
 */
import { createRequire } from 'node:module';
import type { CslItem } from './parse.ts';

export type ReferenceStyleName = 'Vancouver' | 'AMA' | 'APA' | 'Harvard';

interface CiteInstance {
  format(
    kind: 'bibliography',
    options: { template: string; format: 'text'; lang: string; asEntryArray?: boolean },
  ): string | [string, string][];
}
interface CitationJs {
  Cite: new (data: unknown) => CiteInstance;
  plugins: {
    config: {
      get(name: string): {
        styles: { add(name: string, xml: string): void; has(name: string): boolean; get(name: string): string };
      };
    };
  };
}

const TEMPLATE: Record<ReferenceStyleName, string> = {
  Vancouver: 'vancouver',
  AMA: 'ama-derived',
  APA: 'apa',
  Harvard: 'harvard1',
};

let citation: CitationJs | null = null;

function load(): CitationJs {
  if (citation) return citation;
  const require = createRequire(import.meta.url);
  const core = require('@citation-js/core') as CitationJs;
  require('@citation-js/plugin-csl');
  const styles = core.plugins.config.get('@csl').styles;
  if (!styles.has('ama-derived')) styles.add('ama-derived', amaFromVancouver(styles.get('vancouver')));
  citation = core;
  return core;
}

/** AMA 11th edition differs from NLM/Vancouver in page ranges, the et-al rule and DOI prefix. */
function amaFromVancouver(vancouver: string): string {
  return vancouver
    .replace('page-range-format="minimal"', 'page-range-format="expanded"')
    .replace(/et-al-use-first="6"/g, 'et-al-use-first="3"')
    .replace(
      '<title>NLM/Vancouver: Citing Medicine 2nd edition (citation-sequence)</title>',
      '<title>AMA 11th edition (derived from NLM/Vancouver)</title>',
    );
}

function stripLabel(text: string): string {
  return text
    .replace(/^\s*(?:\[\d+\]|\d+\.)\s*/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * citeproc writes a range it cannot read as numbers ("E299–303", an e-locator range) with a
 * hyphen; the entry's own en dash is what the styles print, so it is kept.
 */
function keepPageDash(text: string, page: string | undefined): string {
  if (!page?.includes('–')) return text;
  const hyphenated = page.replace(/–/g, '-');
  return hyphenated === page ? text : text.replace(hyphenated, page);
}

const RANGE = /^([A-Za-z]*)(\d+)\s*[-‐‑–—]\s*([A-Za-z]*)(\d+)(.*)$/;

/**
 * AMA (11th edition, 3.13.7) prints page ranges in full with a hyphen ("1061-1069"), a letter
 * prefix repeated on both ends ("E299-E303"). citeproc expands only plain numbers and prints an en
 * dash, so AMA's form is written here. An e-page after the range ("568-84 e23") keeps its
 * separator as written. Answers the page as written when it is not a range.
 */
export function amaPageRange(page: string): string {
  const match = RANGE.exec(page.trim());
  if (!match) return page;
  const [, prefix = '', first = '', endPrefix = '', last = '', rest = ''] = match;
  if (endPrefix && endPrefix.toLowerCase() !== prefix.toLowerCase()) return page;
  const full = last.length < first.length ? first.slice(0, first.length - last.length) + last : last;
  if (Number(full) < Number(first)) return page;
  return `${prefix}${first}-${prefix}${full}${rest}`;
}

/** The AMA range in the rendered entry: citeproc printed the (already expanded) range with an en dash. */
function amaPages(text: string, page: string | undefined): string {
  if (!page) return text;
  const ama = amaPageRange(page);
  if (text.includes(ama)) return text;
  const dashed = ama.replace('-', '–');
  const at = text.lastIndexOf(dashed); // the source comes after the title, which may hold a range too
  return at < 0 ? text : text.slice(0, at) + ama + text.slice(at + dashed.length);
}

/** The reference as the style prints it in a bibliography, without its leading number. */
export function renderReference(item: CslItem, style: ReferenceStyleName): string {
  return renderReferences([item], style).get(item.id) ?? '';
}

/** Rendered entries by style and content: citeproc needs a few milliseconds per entry, and a
 * writer re-runs the check on each new version with mostly the same references. */
const MEMO_LIMIT = 20_000;
const memo = new Map<string, string>();

function memoKey(item: CslItem, style: ReferenceStyleName): string {
  const { id: _id, ...fields } = item;
  return `${style}\u0000${JSON.stringify(fields)}`;
}

/**
 * Renders many references in one citeproc run (the engine is set up once per style). Answers
 * id → text; the styles that sort their bibliography (APA, Harvard) do not disturb the mapping.
 */
export function renderReferences(items: CslItem[], style: ReferenceStyleName): Map<string, string> {
  const rendered = new Map<string, string>();
  const missing: CslItem[] = [];
  for (const item of items) {
    const known = memo.get(memoKey(item, style));
    if (known === undefined) missing.push(item);
    else rendered.set(item.id, known);
  }
  if (missing.length === 0) return rendered;
  const { Cite } = load();
  const toCite =
    style === 'AMA' ? missing.map((item) => (item.page ? { ...item, page: amaPageRange(item.page) } : item)) : missing;
  const entries = new Cite(toCite).format('bibliography', {
    template: TEMPLATE[style],
    format: 'text',
    lang: 'en-US',
    asEntryArray: true,
  });
  if (typeof entries === 'string') throw new Error('citation-js answered text where entries were asked for');
  const byId = new Map(missing.map((item) => [item.id, item]));
  for (const [id, text] of entries) {
    const page = byId.get(id)?.page;
    const clean = style === 'AMA' ? amaPages(stripLabel(text), page) : keepPageDash(stripLabel(text), page);
    rendered.set(id, clean);
    const item = byId.get(id);
    if (!item) continue;
    if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value!);
    memo.set(memoKey(item, style), clean);
  }
  return rendered;
}

/** A made-up article rendered once per style to build that style's engine ahead of a run. */
const WARM_UP: CslItem = {
  id: 'warm-up',
  type: 'article-journal',
  author: [{ family: 'Lopez', given: 'A' }],
  title: 'The global burden of disease',
  'container-title': 'Nat Med',
  issued: { 'date-parts': [[1998]] },
  volume: '4',
  page: '1241-3',
};

/**
 * Loads citeproc (about 100 ms) and builds the engine of each style named, once per process:
 * citation-js keeps one engine per style and resets it before each use, so the first restyle of a
 * manuscript then costs what the next one does. Vancouver's, AMA's and Harvard's engines take
 * about 40 ms each, APA's about 2.4 s and 90 MiB.
 */
export function prepareRenderer(styles: readonly ReferenceStyleName[]): void {
  for (const style of styles) renderReferences([WARM_UP], style);
}

/** How many authors each style lists before "et al." and from how many it truncates. */
export const AUTHOR_RULES: Record<ReferenceStyleName, { etAlMin: number; useFirst: number; wording: string }> = {
  Vancouver: {
    etAlMin: 7,
    useFirst: 6,
    wording: 'lists the first six authors followed by "et al." when there are more than six',
  },
  AMA: {
    etAlMin: 7,
    useFirst: 3,
    wording: 'lists the first three authors followed by "et al." when there are more than six',
  },
  APA: {
    etAlMin: 21,
    useFirst: 19,
    wording: 'lists up to 20 authors (the first 19, an ellipsis and the last when there are more)',
  },
  Harvard: {
    etAlMin: 4,
    useFirst: 1,
    wording: 'gives the first author followed by "et al." when there are four or more',
  },
};

/**
 * The item to render when the entry itself ends its author list with "et al.": the listed
 * authors are padded past the style's truncation point so citeproc prints "et al." after the
 * ones the style keeps. Null when the style needs more authors than the entry names.
 */
export function itemForRendering(original: CslItem, etAl: boolean, style: ReferenceStyleName): CslItem | null {
  // Vancouver (NLM) keeps a journal article's month and day ("2013 Feb;"); AMA, APA and Harvard
  // give a journal article's year only.
  const date = original.issued?.['date-parts'][0];
  const item =
    style !== 'Vancouver' && original.type === 'article-journal' && date && date.length > 1
      ? { ...original, issued: { 'date-parts': [date.slice(0, 1)] } }
      : original;
  if (!etAl) return item;
  const authors = item.author ?? [];
  const rule = AUTHOR_RULES[style];
  // "et al." after fewer names than the style truncates from: the entry has more authors than it
  // names, but how many is unknown, so whether the style lists them all or truncates cannot be
  // told. AMA keeps the authors as written ("Kogelnik AM, …, Hischier C, et al."), never cutting
  // them to three on a guess; the other styles leave such an entry to be checked by hand.
  if (authors.length + 1 < rule.etAlMin) {
    return style === 'AMA' ? { ...item, author: [...authors, { literal: 'et al' }] } : null;
  }
  if (authors.length < rule.useFirst) return null;
  const padded = [...authors.slice(0, rule.useFirst)];
  while (padded.length < rule.etAlMin) padded.push({ family: 'Unnamed', given: 'A.' });
  return { ...item, author: padded };
}
