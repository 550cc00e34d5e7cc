/**
 * More real-word confusions, each decided by words around it that allow one reading only, as
 * LanguageTool's confusion rules are (written here, not copied): a comparative before "then"
 * ("more then half" → than), "form" after a verb that takes "from" ("suffer form" → from),
 * "weather" after a verb of asking ("asked weather they" → whether), "affects" as a noun ("the
 * affects of" → effects), "effected" of people ("children are effected by" → affected),
 * "principle" as an adjective ("4 principle premises" → principal), and others. The word alone
 * never fires: "then" after "later", "form" as a noun or verb, "the weather", "the affect of
 * patients" (a mood) and "change was effected by the board" (brought about) stay silent.
 */
import { type Confusion, eitherCase, group, rx, rxCased, W } from './confusion-rule.ts';

// Comparatives that take "than"; "later", "earlier" and "longer" also read as times ("later then
// stopped"), so are left out.
const COMPARATIVE =
  'more|less|fewer|rather|greater|higher|lower|larger|smaller|bigger|better|worse|older|younger|wider|narrower|stronger|weaker|faster|slower|heavier|lighter|lesser';

// Verbs and adjectives that take "from", so that "form" after them and before a determiner or a
// number is a slip ("suffer form burning mouth", "differ form the others", "rose form 12%").
const TAKES_FROM =
  'suffer|suffers|suffered|suffering|died|dying|recover|recovers|recovered|recovering|recovery|resulting|resulted|arise|arises|arising|arose|originate|originates|originated|originating|derived|obtained|extracted|isolated|recruited|excluded|removed|withdrawn|withdrew|discharged|transferred|differ|differs|differed|differing|different|distinct|separate|away|apart|far|ranging|ranged|increased|decreased|declined|dropped|rose|fell|drawn|sourced|emerged|emerging|came|comes|coming|benefited|benefitted|benefiting|benefitting|protected|exempt';
// Verbs after which "form" cannot be the noun or the verb: any word may follow ("suffer form
// burning mouth syndrome").
const ALWAYS_FROM = 'suffer|suffers|suffered|suffering|died|dying|arising|arose|originating|withdrew|apart|away';
const FROM_WHAT =
  'the|a|an|all|each|every|any|both|these|those|this|that|their|his|her|its|our|baseline|birth|admission|diagnosis|onset|enrolment|enrollment|randomisation|randomization|\\d';

const ASKING =
  'asked|ask|asking|asks|investigated|investigate|investigating|examined|examine|examining|assessed|assess|assessing|determined|determine|determining|evaluated|evaluate|evaluating|tested|test|testing|explored|explore|exploring|unclear|uncertain|unknown|establish|established|decide|decided|check|checked|checking|know|knowing|wondered|queried|regardless\\s+of|irrespective\\s+of|as\\s+to';
const WHETHER_WHAT =
  'or\\s+not|they|there|it|this|these|those|the|a|an|participants|patients|any|he|she|we|women|men|children|their|our|to|individuals|respondents';

const VARY_SUBJECT =
  'they|which|estimates|rates|results|values|levels|findings|figures|numbers|proportions|prevalences?|concentrations|scores|doses|durations|patterns|practices|studies|methods|outcomes|responses|costs|characteristics|definitions|criteria|sizes|ranges';
const VARY_HOW =
  'by|between|across|among|amongst|from|within|according|widely|greatly|considerably|substantially|markedly|significantly|somewhat|slightly|depending|too|up\\s+to|much|a\\s+lot|so\\s+much|enormously';

// What follows "principle" where it is a rule or idea (verb, preposition, clause): anything else
// after "4 principle" or a hyphenated modifier after "the principle" is the adjective "principal".
const PRINCIPLE_GOES_ON =
  'is|was|has|had|holds|held|states|stated|applies|applied|remains|seems|means|suggests|requires|implies|underlies|governs|dictates|allows|works|says|guides|follows|explains|posits|asserts|stipulates|involves|includes|does|emphasises|emphasizes|underpins|operates|behind|of|that|which|whereby|in|and|or|to|for|as|can|could|may|might|must|should|would|will|are|were';

const AFFECTED_PEOPLE =
  'patients|children|people|women|men|individuals|participants|persons|adults|infants|families|communities|populations|those|who|we|they|he|she|students|workers|residents|users|adolescents';

const COMPLEMENT_WHAT =
  'review|reviews|data|methods?|analyses|analysis|approaches|approach|findings|results|studies|research|tools?|techniques?|strategies|strategy|care|treatment|therapy|services?|efforts?|evidence|information|measures?|testing|surveillance|interventions?';

const COMPLEMENTARY_WHAT =
  'strands?|DNA|mtDNA|cDNA|RNA|mRNA|sequences?|bases?|base\\s+pairs?|nucleotides?|oligonucleotides?|probes?|primers?|chains?|roles?|approaches|methods|analyses|perspectives|information|data|techniques?|strategies|tools?|views?|evidence|insights?';

/**
 * Eponyms whose diacritic was lost (a keyboard without it, a reference manager's ASCII), written
 * as the named disease only: "Sjogren's syndrome" → Sjögren's, "Guillain-Barre" → Barré. The name
 * alone is left: an author "Sjogren P" in a reference is PubMed's transliteration of a person.
 */
const EPONYM_DIACRITICS: readonly Confusion[] = [
  {
    trigger: 'sjogren',
    pattern: rxCased(`\\b${W}Sjogren)(?=['’]s\\b|\\s+(?:syndrome|disease)\\b)`),
    meant: () => 'sjögren',
    why: 'the eponym is Henrik Sjögren, written with its diacritic',
    references: true,
  },
  {
    trigger: 'meniere',
    pattern: rxCased(`\\b${W}Meniere)(?=['’]s\\b|\\s+(?:syndrome|disease)\\b)`),
    meant: () => 'ménière',
    why: 'the eponym is Prosper Ménière, written with its accents',
    references: true,
  },
  {
    trigger: 'barre',
    pattern: rxCased(`\\bGuillain[\\s–-]${W}Barre)\\b`),
    meant: () => 'barré',
    why: 'the eponym is Guillain–Barré (Jean Alexandre Barré), written with its accent',
    references: true,
  },
  {
    trigger: 'schonlein',
    pattern: rxCased(`\\bHenoch[\\s–-]${W}Schonlein)\\b`),
    meant: () => 'schönlein',
    why: 'the eponym is Henoch–Schönlein (Johann Lukas Schönlein), written with its umlaut',
    references: true,
  },
  {
    trigger: 'waldenstrom',
    pattern: rxCased(`\\b${W}Waldenstrom)(?=['’]s\\b|\\s+macroglobulin)`),
    meant: () => 'waldenström',
    why: 'the eponym is Jan Waldenström, written with its umlaut',
    references: true,
  },
];

/**
 * Fixed names of instruments and designations with a letter lost, decided by the words that
 * make the name: "Standard Progressive Matrice" (Raven's Progressive Matrices, always plural),
 * "Ramsa site" (a wetland listed under the Ramsar Convention). "matrice" and "Ramsa" outside
 * these names are left alone.
 */
const FIXED_NAMES: readonly Confusion[] = [
  {
    trigger: 'progressive matrice',
    pattern: rxCased(`\\bProgressive\\s+${W}Matrice)(?![\\p{L}'’])`),
    meant: () => 'matrices',
    why: 'the test is Raven’s Progressive Matrices, a plural name',
    references: true,
  },
  {
    trigger: 'ramsa',
    pattern: rxCased(`\\b${W}Ramsa)(?=\\s+(?:[Ss]ites?|[Ww]etlands?|[Cc]onvention|[Ll]ist)\\b)`),
    meant: () => 'ramsar',
    why: 'wetlands of international importance are named after the Ramsar Convention',
    references: true,
  },
];

export const MORE_RULES: readonly Confusion[] = [
  {
    trigger: 'then',
    // "more then half", "rather then direct", "greater then 300 bp"; not "more, then". With a
    // word between, only where what follows is what is compared: "more prescribed then POPs",
    // "greater ranges then were expected" (not "higher doses then the trial stopped").
    pattern: rx(
      `\\b(?:${COMPARATIVE})\\s+${W}then)\\b(?!\\s*[,;:.])` +
        `|\\b(?:${COMPARATIVE})\\s+\\p{L}+\\s+${group('v')}then)\\s+(?:(?:was|were|is|are)\\s+)?(?:expected|anticipated|predicted|previously|reported|usual|those)\\b`,
    ),
    meant: () => 'than',
    why: '"then" is about time; a comparison takes "than"',
  },
  {
    trigger: 'then',
    // What is compared is an acronym or an author: "more prescribed then POPs", "larger samples
    // then Smith et al." (told apart by capitals, so matched case-sensitively).
    pattern: rxCased(
      `\\b(?:${eitherCase(COMPARATIVE)})\\s+\\p{L}+\\s+${W}then)\\s+(?=\\p{Lu}{2,}|\\p{Lu}\\p{Ll}+\\s+(?:et\\s+al|and\\s+\\p{Lu}|\\())`,
    ),
    meant: () => 'than',
    why: '"then" is about time; a comparison takes "than"',
  },
  {
    trigger: 'form',
    pattern: rx(
      `\\b(?:${TAKES_FROM})\\s+${W}form)\\s+(?:${FROM_WHAT})|\\b(?:${ALWAYS_FROM})\\s+${group('r')}form)\\s+\\p{L}|\\b(?:death|deaths|mortality)\\s+${group('v')}form)\\s+(?:any|all|other)\\b|\\b${group('u')}form)\\s+(?:\\d[\\d.,]*\\s*%?|baseline)\\s+(?:to|until|through)\\s+\\d`,
    ),
    meant: () => 'from',
    why: '"form" is a shape or a document; the source or starting point takes "from"',
  },
  {
    trigger: 'weather',
    pattern: rx(
      `\\b(?:${ASKING})\\s+(?:further\\s+)?${W}weather)\\s+(?:${WHETHER_WHAT})\\b|\\b${group('v')}weather)\\s+or\\s+not\\b|\\basked\\b[^.;:?!]{0,60}?\\s${group('u')}weather)\\s+(?:they|he|she|there|it)\\b`,
    ),
    meant: () => 'whether',
    why: '"weather" is rain and sun; a question or an alternative takes "whether"',
  },
  {
    trigger: 'affect',
    pattern: rx(
      `\\b(?:the|these|those|its|their|such|possible|potential|long-term|short-term|adverse|harmful|beneficial|positive|negative|high|main|mixed|fixed|random|observed|estimated|pooled|reported)\\s+${W}affects)\\s+(?:of|on|are|were|was|is|with|regression|models?|sizes?)\\b` +
        `|\\b(?:the|its|their|this|that|little|positive|negative|an)\\s+${group('v')}affect)\\s+on\\b` +
        `|\\bthe\\s+${group('u')}affect)\\s+of\\s+[^.;:()]{1,60}?\\s+on\\b` +
        `|\\b(?:mixed|fixed|random)[\\s-]+${group('r')}affects?)\\s+(?:models?|regression|meta-analys[ie]s|analys[ie]s|terms?|estimates?|structure)\\b` +
        `|(?:^|[.!?:]\\s+)${group('s')}affects)\\s+of\\b`,
    ),
    meant: (w) => w.replace(/^a/iu, 'e'),
    why: '"affect" is the verb (or, in psychiatry, a mood); the result of a cause is an "effect"',
  },
  {
    trigger: 'effect',
    pattern: rx(
      `\\b(?:${AFFECTED_PEOPLE})\\s+(?:are|were|is|was|be|been|being|get|got|getting)\\s+(?:\\p{L}+ly\\s+)?${W}effected)\\b` +
        `|\\b(?:${AFFECTED_PEOPLE}|hubs?|regions?|areas?|networks?|cells|organs?|tissues?|species|countries|households)\\s+${group('r')}effected)\\s+by\\b` +
        `|\\b(?:adversely|negatively|positively|severely|disproportionately|badly|seriously|differentially|worst|least)\\s+${group('v')}effected)\\b` +
        `|\\b${group('u')}effect)\\s+(?:their|his|her|our|your)\\s+(?:daily|everyday|lives|life|health|quality|ability|performance|outcomes?|behaviou?rs?|decisions?|choices?|work|sleep|mood|functioning|wellbeing|well-being|relationships?|prognosis|survival|adherence)\\b`,
    ),
    meant: (w) => w.replace(/^e/iu, 'a'),
    why: 'to "effect" is to bring about; to influence is to "affect"',
  },
  {
    trigger: 'wary',
    pattern: rx(`\\b(?:${VARY_SUBJECT})\\s+${W}wary)\\s+(?:${VARY_HOW})\\b`),
    meant: () => 'vary',
    why: '"wary" means cautious; the verb for differing is "vary"',
  },
  {
    trigger: 'principle',
    pattern: rx(
      `\\b(?:\\d+|two|three|four|five|six|seven|eight|several)\\s+${W}principle)\\s+(?!(?:${PRINCIPLE_GOES_ON})\\b)\\p{L}+s\\b` +
        `|\\bthe\\s+${group('v')}principle)\\s+(?!(?:${PRINCIPLE_GOES_ON})\\b)\\p{L}+-\\p{L}+`,
    ),
    meant: () => 'principal',
    why: '"principle" is a rule or idea; the adjective for main is "principal"',
  },
  {
    trigger: 'compliment',
    pattern: rx(
      `\\b\\p{L}{3,}s\\s+${W}compliment)\\s+(?:\\p{L}+\\s+)?(?:${COMPLEMENT_WHAT})\\b|\\b${group('v')}complimentary)\\s+(?:${COMPLEMENTARY_WHAT})\\b`,
    ),
    meant: (w) => w.replace(/compli/iu, 'comple'),
    why: 'a compliment is praise; what completes or goes with something is a "complement"',
  },
  {
    trigger: 'averse',
    pattern: rx(
      `\\b${W}averse)\\s+(?:events?|effects?|reactions?|outcomes?|drug\\s+reactions?|incidents?|consequences)\\b`,
    ),
    meant: () => 'adverse',
    why: '"averse" means unwilling; harmful events are "adverse"',
  },
  {
    trigger: 'underline',
    pattern: rx(
      `\\b(?:the|a|an|their|its|our|any|no|this|these)\\s+(?:true|real|actual|common|main|same|possible|potential)\\s+${W}underline)\\s+\\p{L}`,
    ),
    meant: () => 'underlying',
    why: '"underline" is a verb (to stress); the adjective is "underlying"',
  },
  {
    trigger: 'lead',
    pattern: rx(
      `\\b(?:this|it)\\s+(?:likely|probably|possibly|eventually|ultimately|also|then|subsequently|directly|inevitably|in\\s+turn)\\s+${W}lead)\\s+to\\b|\\b(?:has|have|had)\\s+(?:\\p{L}+ly\\s+)?${group('v')}lead)\\s+to\\b|\\bit\\s+${group('u')}lead)\\s+to\\b`,
    ),
    meant: () => 'led',
    why: 'the past tense of "lead" is "led"',
  },
  {
    trigger: 'regrading',
    pattern: rx(
      `\\b(?:evidence|information|data|knowledge|questions?|concerns?|guidelines?|recommendations?|literature|findings|decisions?|uncertainty|debate|consensus|opinions?|views?|attitudes?|beliefs?|perceptions?|awareness|advice|polic(?:y|ies)|gaps?|issues?|discussions?|details|statements?)\\s+${W}regrading)\\b`,
    ),
    meant: () => 'regarding',
    why: '"regrading" is grading again; "about" is "regarding"',
  },
  {
    trigger: 'to data',
    // "studies to data have been performed": "to date" before the verb of the sentence.
    pattern: rx(
      `\\b(?:studies|trials|research|reports|work|investigations|analyses)\\s+to\\s+${W}data)\\s+(?:have|has|had|are|were|is|was)\\b`,
    ),
    meant: () => 'date',
    why: '"to date" means so far',
  },
  {
    trigger: 'implicat',
    // "implicating that these questions…": implicate takes an object (implicate X in Y); a
    // clause after it is "implying that".
    pattern: rx(`\\b${W}implicat(?:ing|es))\\s+that\\b`),
    meant: (w) => (w.endsWith('ing') ? 'implying' : 'implies'),
    why: 'to implicate is to involve someone or something in a thing; to suggest that is to "imply"',
  },
  {
    trigger: 'weighing',
    // Case-sensitive: the optional word before the items is an acronym ("the OHIP items").
    pattern: rxCased(
      `\\b${W}[Ww]eighing)\\s+(?:techniques?|schemes?|factors?|methods?|procedures?|system|matrix)\\b|\\b${group('v')}[Ww]eighing)['’]?\\s+of\\s+(?:the\\s+)?(?:\\p{Lu}[\\p{Lu}\\d-]+\\s+)?(?:items|scores|responses|studies|questions|variables|observations|domains|estimates)\\b`,
    ),
    meant: () => 'weighting',
    why: 'weighing finds a mass; giving items different importance is "weighting"',
  },
  {
    // The verb: "not to weigh OHIP items", "we did not weigh the scores" (give them weights).
    // "weigh the evidence", "weigh the risks" (consider) and "weigh the food items" (a mass)
    // stay silent: only items, scores and their kind, with at most an acronym between.
    trigger: 'weigh ',
    pattern: rxCased(
      `\\b(?:to|not|we|they|did|would|should|could|may|might)\\s+${W}weigh)\\s+(?:the\\s+|all\\s+|each\\s+)?(?:\\p{Lu}[\\p{Lu}\\d-]+\\s+)?(?:items?|scores|responses|questions|subscales|domains)\\b`,
    ),
    meant: () => 'weight',
    why: 'to weigh is to find a mass or to consider; giving items different importance is to "weight" them',
  },
  {
    // "HIV/AIDs", "HIV and AIDs": the syndrome's acronym with a small s, as if a plural.
    trigger: 'aids',
    pattern: rxCased(`\\bHIV(?:\\s*[/–-]\\s*|\\s+(?:and|or)\\s+)${W}AIDs)\\b`),
    meant: () => 'AIDS',
    why: 'the syndrome is written in capitals, "AIDS"',
  },
  {
    // "Public Heath", "Lancet Planet Heath", "Global Heath": health, dropped "l". Only after a
    // word that makes the field's name; "heath" the landscape ("a heath community", "lowland
    // heath") and Heath the name ("Heath et al") stay silent.
    trigger: 'heath',
    pattern: rx(
      `\\b(?:public|global|planet|planetary|mental|environmental|occupational|oral|reproductive|maternal|sexual|digital|women['’]?s|men['’]?s)\\s+${W}heath)\\b`,
    ),
    meant: () => 'health',
    why: 'a heath is open land; the field is "health"',
    references: true,
  },
  ...EPONYM_DIACRITICS,
  ...FIXED_NAMES,
];
