/**
 * Which part of a manuscript a heading opens, from its text. The patterns cover the names
 * journals and authors use (ICMJE, CONSORT/PRISMA, BMJ, PLOS, eLife, Elsevier "Highlights").
 */
import type { SectionRole } from '../model.ts';
import { normaliseHeading } from './words.ts';

const PATTERNS: [RegExp, SectionRole][] = [
  [/^(structured )?abstract$|^summary$|^abstract and keywords$/, 'abstract'],
  [/^key ?words?$|^index terms$|^keywords? and abbreviations$/, 'keywords'],
  [
    /plain[- ]language summary|lay summary|author summary|editors'? summary|patient summary|^(elife )?digest$|non-?technical summary/,
    'plain-language-summary',
  ],
  [
    /key (summary )?points|key messages|^highlights$|what is already known|what this (study|paper) adds|strengths and limitations|research in context|^implications|article summary|key findings|^what is new/,
    'key-points',
  ],
  [/^acknowledge?ments?$|^acknowledge?ments? and funding|^acknowledgments?$/, 'acknowledgements'],
  [/^funding|^financial support|^sources? of funding|^grant (support|information)|^role of the funding/, 'funding'],
  [
    /competing interests?|conflicts? of interests?|^disclosures?|declaration of (competing )?interests?|^declarations?$|^duality of interest|^financial disclosure/,
    'disclosures',
  ],
  [/^ethic|^ethical (approval|considerations|statement)|patient consent|^consent for publication/, 'ethics'],
  [/^trial registration|^registration$/, 'trial-registration'],
  [/^data (availability|sharing|access)( statement)?$|^availability of data/, 'data-availability'],
  [
    /^authors?'? contributions?|^author contributions?|^contributors(hip)?( statement)?$|^credit author/,
    'author-contributions',
  ],
  [/^(list of )?abbreviations( used)?$|^glossary$/, 'abbreviations'],
  [/^references?( list| cited)?$|^bibliography$|^literature cited$|^works cited$|^cited literature$/, 'references'],
  [
    // "Supplementary material", not a Results sub-section "Supplementary mechanistic analyses highlight…".
    /^supporting information|^(supplementary|supplemental)( (materials?|information|data|files?|tables?|figures?|appendix|appendices|online content|methods)( and (tables?|figures?|methods))?)?$|^(supplementary|supplemental) (materials?|information|tables?|figures?|appendix|data|methods)\b|^appendix|^appendices|^additional (files|information)|^online supplement/,
    'supplementary',
  ],
  [
    /^figure legends?$|^figures?( and tables)?$|^tables?$|^legends?$|^tables and figures$|^figure captions?$/,
    'back-matter',
  ],
];

/**
 * Key-points names that are also ordinary sub-sections of a Discussion ("Strengths and
 * limitations", "Implications for practice", "Key findings"): inside the main text they stay
 * main text; before it they open the key-points box.
 */
const MAIN_TEXT_KEY_POINT_NAMES =
  /^(strengths and limitations|implications|key findings|what is new|article summary|principal findings|main findings)/;

export function isSubsectionKeyPointsName(text: string): boolean {
  return MAIN_TEXT_KEY_POINT_NAMES.test(normaliseHeading(text));
}

/** Main-text section names: they open the main text wherever they appear. */
const MAIN_NAMES =
  /^(introduction|background|methods?|materials and methods|subjects and methods|patients and methods|methods and materials|methodology|study design|results|findings|discussion|results and discussion|results & discussion|conclusions?|concluding remarks|limitations|case (report|presentation|description))$/;

/**
 * Reference-list headings in the languages theses and manuscripts mix in (German, French,
 * Spanish, Italian, Portuguese, Dutch, Scandinavian). Long ones are also recognised with one
 * typing slip ("Quellenverezeichnis").
 */
const REFERENCE_NAMES = [
  'literaturverzeichnis',
  'quellenverzeichnis',
  'literatur',
  'bibliographie',
  'bibliografie',
  'références',
  'références bibliographiques',
  'referencias',
  'referencias bibliográficas',
  'bibliografía',
  'bibliografia',
  'riferimenti bibliografici',
  'referências',
  'referências bibliográficas',
  'referenties',
  'literatuurlijst',
  'referenser',
  'litteratur',
  'litteraturliste',
  'kirjallisuus',
];

/** Whether `a` and `b` differ by at most one inserted, deleted or changed character. */
function oneSlipApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const rest = (x: string, skip: number): string => x.slice(i + skip);
  return (
    rest(a, 1) === rest(b, 1) || // changed
    rest(a, 1) === rest(b, 0) || // a has an extra character
    rest(a, 0) === rest(b, 1) // b has an extra character
  );
}

function isReferenceName(name: string): boolean {
  return REFERENCE_NAMES.some((known) => known === name || (known.length >= 12 && oneSlipApart(known, name)));
}

export function roleOfHeading(text: string): SectionRole | null {
  const name = normaliseHeading(text);
  for (const [pattern, role] of PATTERNS) if (pattern.test(name)) return role;
  if (isReferenceName(name)) return 'references';
  return null;
}

/**
 * A main-section name, also as the first of two names joined by a slash ("Introduction /
 * Abstract", a thesis chapter that opens the main text).
 */
export function isMainSectionName(text: string): boolean {
  const name = normaliseHeading(text);
  return MAIN_NAMES.test(name) || MAIN_NAMES.test(name.split(/\s+\/\s+/)[0] ?? '');
}

/**
 * The labels of a structured abstract (ICMJE, CONSORT and PRISMA for abstracts, BMJ, JAMA,
 * Lancet, PLOS, BMC): written as sub-headings, as short paragraphs of their own, or run in.
 * "Introduction" is left out: after an abstract it opens the main text.
 */
const ABSTRACT_LABELS =
  /^(background|background and (aims?|objectives?|purpose)|objectives?|aims?|aims? and objectives?|purpose|context|rationale|importance|hypothesis|methods?|methods and (findings|materials)|materials and methods|design|study design|setting|settings?,? and participants|design,? setting,? and participants|participants|patients|subjects|population|interventions?|exposures?|main outcomes?( and)? measures?|outcomes?|measurements?|data sources?|study selection|eligibility criteria|data extraction( and synthesis)?|data synthesis|evidence review|analysis|results?|findings|main results|observations|conclusions?|conclusions? and relevance|interpretation|implications|relevance|significance|limitations|discussion|trial registration|registration|funding)$/;

/** Whether a heading or a short paragraph reads as a structured-abstract label ("Background", "Methods:"). */
export function isAbstractLabel(text: string): boolean {
  return ABSTRACT_LABELS.test(normaliseHeading(text));
}

/**
 * Roles that end the main text even when their heading is nested inside it. Ethics, trial
 * registration, data availability and abbreviations are often sub-sections of the Methods and
 * then stay main text.
 */
export const BACK_MATTER_ROLES = new Set<SectionRole>([
  'acknowledgements',
  'funding',
  'disclosures',
  'author-contributions',
  'references',
  'supplementary',
]);
