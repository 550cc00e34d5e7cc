/**
 * Heading comparison between the template and the original. Two headings are the same when
 * their words match after numbering, case and punctuation are dropped ("2. Methods:" =
 * "Methods"), or when the engine gives both the same statement role ("Competing interests" =
 * "Conflict of interest").
 */
import type { Manuscript, Section } from '../../docx/model.ts';

export interface HeadingRef {
  text: string;
  key: string;
  role: Section['role'];
  level: number;
  block: number | null;
  /** A template heading marked "(optional)" or "(if applicable)": never reported missing. */
  optional: boolean;
}

/** How templates mark a section a manuscript may leave out: "Conclusions (optional)". */
const OPTIONAL = /\s*[([]\s*(?:optional|if applicable|where applicable|if any|if needed|if relevant)\s*[)\]]\s*$/i;

/** Names journals use interchangeably for the same section, reduced to one key. */
const SYNONYMS: [RegExp, string][] = [
  [/^(materials? and methods?|patients and methods?|subjects and methods?|methods?|methodology)$/, 'methods'],
  [/^(introduction|background)$/, 'introduction'],
  [/^(conclusions?|concluding remarks)$/, 'conclusions'],
  [/^(references?|bibliography|literature cited|works cited)$/, 'references'],
  [/^(acknowledge?ments?)$/, 'acknowledgements'],
  [/^(results?|findings)$/, 'results'],
  [
    /^(supplementary (material|information|data)|supporting information|appendix|appendices)$/,
    'supplementary material',
  ],
];

export function normaliseHeading(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/^\s*((\d+(\.\d+)*|[ivxlc]+|[a-z])[.)]\s+|\d+(\.\d+)*\s+)/i, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/\s+(statement|statements|section)$/, '');
  for (const [pattern, key] of SYNONYMS) if (pattern.test(words)) return key;
  return words;
}

/** Headings of the levels the template uses, in document order. */
export function headingsOf(manuscript: Manuscript, maxLevel: number): HeadingRef[] {
  return manuscript.structure.sections
    .filter((s) => s.heading !== null && s.heading.trim() !== '' && s.level >= 1 && s.level <= maxLevel)
    .map((s) => {
      const written = s.heading!.trim();
      const text = written.replace(OPTIONAL, '');
      return {
        text,
        key: normaliseHeading(text),
        role: s.role,
        level: s.level,
        block: s.headingBlock,
        optional: text !== written,
      };
    });
}

/** Roles that name one specific kind of section, so two headings with that role are the same. */
const SPECIFIC_ROLES = new Set<Section['role']>([
  'abstract',
  'keywords',
  'key-points',
  'plain-language-summary',
  'acknowledgements',
  'funding',
  'disclosures',
  'ethics',
  'trial-registration',
  'data-availability',
  'author-contributions',
  'abbreviations',
  'references',
]);

export function sameHeading(a: HeadingRef, b: HeadingRef): boolean {
  if (a.key === b.key) return true;
  return a.role === b.role && SPECIFIC_ROLES.has(a.role);
}

/**
 * Pairs template headings with original headings (each used once), then finds the longest run
 * of pairs in the same order: pairs outside it are out of order.
 */
export function compareHeadings(template: HeadingRef[], original: HeadingRef[]) {
  const used = new Set<number>();
  const pairs: { t: number; o: number }[] = [];
  const missing: HeadingRef[] = [];
  template.forEach((heading, t) => {
    const o = original.findIndex((candidate, i) => !used.has(i) && candidate.key === heading.key);
    const match = o !== -1 ? o : original.findIndex((candidate, i) => !used.has(i) && sameHeading(heading, candidate));
    if (match === -1) missing.push(heading);
    else {
      used.add(match);
      pairs.push({ t, o: match });
    }
  });
  const extra = original.filter((_, i) => !used.has(i));
  // Longest increasing subsequence of original positions, taken in template order.
  const order = pairs.map((p) => p.o);
  const inOrder = longestIncreasing(order);
  const outOfOrder = pairs
    .filter((_, i) => !inOrder.has(i))
    .map((p) => ({ template: template[p.t]!, original: original[p.o]! }));
  const matched = pairs.map((p) => ({ template: template[p.t]!, original: original[p.o]! }));
  return { missing, extra, outOfOrder, matched };
}

/** Indexes (into `values`) of one longest strictly increasing subsequence. */
export function longestIncreasing(values: number[]): Set<number> {
  const n = values.length;
  const length = new Array<number>(n).fill(1);
  const previous = new Array<number>(n).fill(-1);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < i; j++) {
      if (values[j]! < values[i]! && length[j]! + 1 > length[i]!) {
        length[i] = length[j]! + 1;
        previous[i] = j;
      }
    }
  }
  let best = -1;
  for (let i = 0; i < n; i++) if (best === -1 || length[i]! > length[best]!) best = i;
  const result = new Set<number>();
  for (let i = best; i !== -1; i = previous[i]!) result.add(i);
  return result;
}
