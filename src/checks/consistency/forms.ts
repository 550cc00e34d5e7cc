/**
 * Gathering the forms a term takes in a document: hyphenated, closed and spaced compounds
 * ("follow-up", "followup", "follow up"), capitalised and lower-case words mid-sentence, and
 * known variant spellings ("judgement"/"judgment", "towards"/"toward").
 */

export interface Occurrence {
  block: number;
  start: number;
  end: number;
  text: string;
}

/** Words a spaced compound never stands for ("any one" is not "anyone"). */
export const CLOSED_STOPLIST = new Set([
  'anyone', 'everyone', 'someone', 'everyday', 'sometime', 'sometimes', 'maybe', 'into', 'onto', 'anyway', 'cannot', 'nobody',
  'however', 'whatever', 'wherever', 'whenever', 'without', 'within', 'otherwise', 'altogether', 'already', 'alright', 'awhile',
  'overall', 'nevertheless', 'furthermore', 'moreover', 'therefore', 'whereas', 'thereafter', 'indeed', 'upon', 'underway',
  'anybody', 'everybody', 'somebody', 'everything', 'anything', 'something', 'nothing', 'inside', 'outside', 'throughout',
  'together', 'become', 'became', 'because', 'before', 'behind', 'below', 'beside', 'between', 'beyond', 'hereby', 'thereby',
  'whereby', 'herein', 'therein', 'meanwhile', 'another', 'online', 'inpatient', 'outpatient', 'outcome', 'income', 'overtime',
]);

/** Particles that make "follow up", "set up" verbs rather than compounds. */
export const PARTICLES = new Set(['up', 'down', 'out', 'off', 'in', 'over', 'back', 'on', 'through', 'away', 'about', 'around']);

/** Prefixes that are never words on their own: "non smokers" is always a slip. */
export const BOUND_PREFIXES = new Set(['non', 'pre', 'post', 'anti', 'co', 'multi', 'inter', 'intra', 'sub', 'semi', 'mid', 'peri', 'extra', 'ultra', 'pseudo']);

/** Variant spellings of one word that a document should not mix (each group: one meaning). */
export const VARIANT_GROUPS: readonly (readonly string[])[] = [
  ['judgement', 'judgment'],
  ['judgements', 'judgments'],
  ['acknowledgement', 'acknowledgment'],
  ['acknowledgements', 'acknowledgments'],
  ['towards', 'toward'],
  ['amongst', 'among'],
  ['whilst', 'while'],
  ['focussed', 'focused'],
  ['focussing', 'focusing'],
  ['benefitted', 'benefited'],
  ['benefitting', 'benefiting'],
  ['learnt', 'learned'],
  ['spelt', 'spelled'],
  ['afterwards', 'afterward'],
  ['percent', 'per cent'],
  ['fetal', 'foetal'],
  ['fetus', 'foetus'],
  ['fetuses', 'foetuses'],
];

/** Closed-class words and sentence adverbs: a capital on them is a missing full stop, not a style. */
export const FUNCTION_WORDS = new Set([
  'the', 'these', 'this', 'those', 'that', 'there', 'their', 'they', 'then', 'than', 'for', 'and', 'but', 'nor', 'yet', 'however',
  'therefore', 'thus', 'hence', 'while', 'whilst', 'although', 'though', 'because', 'since', 'when', 'where', 'which', 'who',
  'whom', 'whose', 'what', 'with', 'without', 'within', 'from', 'into', 'onto', 'upon', 'after', 'before', 'during', 'between',
  'among', 'all', 'both', 'each', 'some', 'most', 'many', 'more', 'other', 'our', 'its', 'his', 'her', 'one', 'two', 'also',
  'only', 'such', 'not', 'was', 'were', 'are', 'has', 'have', 'had', 'will', 'would', 'can', 'could', 'may', 'might', 'should',
  'must', 'these', 'further', 'finally', 'first', 'second', 'third', 'overall', 'moreover', 'furthermore', 'additionally',
  'similarly', 'conversely', 'instead', 'here', 'taken', 'using', 'based', 'following', 'compared', 'whether', 'about', 'above',
  'below', 'under', 'over', 'any', 'every', 'per', 'via', 'out', 'off', 'how', 'why', 'you', 'your', 'she', 'him', 'them',
]);

/** Words that name a part of the paper ("see Methods", "S1 Data") and take a capital by convention. */
export const SECTION_WORDS = new Set([
  'methods', 'results', 'discussion', 'introduction', 'background', 'conclusion', 'conclusions', 'appendix', 'supplementary',
  'supplement', 'table', 'tables', 'figure', 'figures', 'fig', 'figs', 'data', 'protocol', 'box', 'panel', 'text', 'file', 'dataset',
  'materials', 'findings', 'summary', 'abstract', 'references', 'acknowledgements', 'acknowledgments', 'funding',
]);

/** First words that make a spaced pair a phrase ("under age 21"), never a compound. */
export const PHRASE_STARTERS = new Set(['under', 'over', 'on', 'in', 'out', 'up', 'down', 'off', 'with', 'by', 'for', 'any', 'every', 'some', 'no', 'all', 'can', 'may', 'be', 'to', 'at', 'per', 'as', 'so', 'a', 'an', 'the', 'of', 'or', 'and']);
