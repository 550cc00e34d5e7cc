/**
 * Real words written for another real word, decided by their context as LanguageTool's
 * confusion rules are: each rule names the words around the slip that make only one reading
 * possible ("patient morality", "can wary by", "no founding for this article", "dependant
 * variable", "Freeman-Turkey"). A rule fires only in those contexts, never on the word alone:
 * "morality" in an ethics paper, "wary of" and "the founding of the clinic" are left alone.
 */
import type { ResultItem } from '../../contract/checks.ts';
import type { Block, Manuscript } from '../../docx/model.ts';
import { finding } from '../framework/index.ts';
import { matchCase } from '../language/text.ts';
import { type Confusion, rx, W } from './confusion-rule.ts';
import { MORE_RULES } from './more-confusions.ts';

const MORTALITY_BEFORE =
  'patient|patients|in-hospital|hospital|all-cause|cause-specific|infant|maternal|neonatal|perinatal|under-five|cancer|cardiovascular|cardiac|operative|perioperative|postoperative|surgical|excess|premature|ICU|\\d+-day|\\d+-year|one-year|long-term|short-term|crude|adjusted';
const MORTALITY_AFTER =
  'rates?|risks?|ratios?|outcomes?|hazards?|trends?|reduction|at\\s+\\d|in\\s+(?:patients|children|adults|women|men)';
const MODAL = 'can|could|may|might|will|would|should|must|does|do|did|not|to';
const VARY_AFTER =
  'by|between|across|among|amongst|from|with|within|in|according|widely|greatly|considerably|substantially|markedly|significantly|some|somewhat|slightly|depending|over|per';
const FUNDING_AFTER =
  'for\\s+(?:this|the)\\s+(?:article|study|work|research|project|publication|manuscript)|sources?|agency|agencies|body|bodies|statement|information|was\\s+received|were\\s+received|received|support';
const UNDERLYING_AFTER =
  'cause|causes|condition|conditions|disease|diseases|mechanism|mechanisms|pathology|pathologies|pathophysiology|factor|factors|reason|reasons|illness|illnesses|comorbidity|comorbidities|health\\s+conditions?|medical\\s+conditions?|aetiology|etiology|process|processes|assumptions?|biology|risk';
const DEPENDENT_BEFORE =
  'is|are|was|were|be|being|been|highly|strongly|heavily|largely|partly|partially|totally|entirely|mutually|not|time|dose|age|insulin|oxygen|ventilator|alcohol|opioid|drug|steroid|glucocorticoid|concentration|density|context|state|activity';
const EFFECT_BEFORE =
  'a|an|no|any|significant|adverse|side|beneficial|protective|harmful|detrimental|causal|main|interaction|treatment|fixed|random|mixed|additive|synergistic|marginal|greater|larger|smaller|strong|weak|small|large|moderate|modest|overall|pooled|combined|direct|indirect|total';
const EFFECT_AFTER = 'on|of|sizes?|estimates?|modification|modifiers?';
const PRINCIPAL_AFTER =
  'components?|component\\s+analysis|investigators?|author|aim|aims|outcomes?|cause|causes|findings?|diagnosis|diagnoses|coordinates?|axes|reason|reasons|source|sources';
const COMPLEMENT_AFTER =
  'each\\s+other|one\\s+another|existing|current|traditional|conventional|standard|other|rather\\s+than|activation|system|cascade|proteins?|factors?|fixation|C\\d|levels?';
const TRIAL_BEFORE =
  'randomi[sz]ed|controlled|clinical|pilot|feasibility|phase\\s+(?:I{1,3}|IV|[1-4])|multicentre|multicenter|multi-centre|multi-center|crossover|cross-over|open-label|blinded|double-blind|single-blind|placebo-controlled|cluster|pragmatic|non-inferiority|noninferiority|equivalence';
const TRIAL_AFTER =
  'registration|registry|registries|protocol|protocols|participants|arm|arms|design|sites?|steering|investigators';
const CAUSAL_AFTER =
  'relationships?\\s+between|association|associations|links?\\s+between|effects?\\s+of|inference|inferences|role|pathways?|mechanisms?|factors?|interpretation|claims?|conclusions?|chain|direction|evidence|estimates?|diagrams?|graphs?|mediation';

const RULES: readonly Confusion[] = [
  {
    trigger: 'moralit',
    pattern: rx(
      `\\b(?:${MORTALITY_BEFORE})\\s+${W}moralit(?:y|ies))\\b|\\b${W.replace('w', 'v')}moralit(?:y|ies))\\s+(?:${MORTALITY_AFTER})\\b`,
    ),
    meant: (w) => w.replace(/moral/iu, 'mortal'),
    why: 'morality is a matter of right and wrong; deaths are "mortality"',
  },
  {
    trigger: 'wary',
    pattern: rx(`\\b(?:${MODAL})\\s+(?:also\\s+|not\\s+)?${W}wary)\\s+(?:${VARY_AFTER})\\b`),
    meant: () => 'vary',
    why: '"wary" means cautious; the verb for differing is "vary"',
  },
  {
    trigger: 'founding',
    pattern: rx(
      `\\b(?:no|any|received|receive|obtained|without|external|financial|grant|public|private|research|specific|additional)\\s+${W}founding)\\b|\\b${W.replace('w', 'v')}founding)\\s+(?:${FUNDING_AFTER})(?=\\P{L}|$|\\p{L}(?:\\P{L}|$))`,
    ),
    meant: () => 'funding',
    why: '"founding" is establishing something; money for the work is "funding"',
  },
  {
    trigger: 'underline',
    pattern: rx(
      `\\b(?:the|an|any|their|its|as|of|with|without|no|possible|potential|common|an?)\\s+${W}underline)\\s+(?:${UNDERLYING_AFTER})\\b`,
    ),
    meant: () => 'underlying',
    why: '"underline" is a verb (to stress); the adjective is "underlying"',
  },
  {
    trigger: 'dependant',
    pattern: rx(
      `\\b${W}dependant)\\s+(?:variables?|on|upon|outcomes?|measures?)\\b|\\b(?:${DEPENDENT_BEFORE})[\\s-]+${W.replace('w', 'v')}dependant)\\b(?!s)(?!\\s+(?:child|children|relative|relatives|spouse|family|adult|person|people)\\b)`,
    ),
    meant: () => 'dependent',
    why: '"dependant" is a noun (a person supported by another); the adjective is "dependent"',
  },
  {
    trigger: 'turkey',
    pattern: rx(
      `\\bFreeman[\\s–-]${W}Turkey)\\b|\\b${W.replace('w', 'v')}Turkey)(?:['’]s)?\\s+(?:HSD|honest|post[\\s-]?hoc|multiple\\s+comparisons?|test|tests|correction|method|procedure)\\b`,
    ),
    meant: () => 'Tukey',
    why: 'the statistician is John Tukey (Freeman–Tukey, Tukey’s test)',
  },
  {
    trigger: 'affect',
    pattern: rx(
      `\\b(?:${EFFECT_BEFORE})\\s+${W}affects?)\\s+(?:${EFFECT_AFTER})\\b|\\bside\\s+${W.replace('w', 'v')}affects)\\b`,
    ),
    meant: (w) => w.replace(/^a/iu, (a) => (a === 'A' ? 'E' : 'e')),
    why: '"affect" is the verb (or, in psychiatry, a mood); the result of a cause is an "effect"',
  },
  {
    trigger: 'effect',
    pattern: rx(
      `\\b(?:may|might|could|can|will|would|does|did|not)\\s+${W}effect)\\s+(?:the|their|his|her|its|our|patients|outcomes?|results?|how|whether|quality|survival|adherence|mortality)\\b`,
    ),
    meant: () => 'affect',
    why: 'the verb "effect" means to bring about; to influence is to "affect"',
  },
  {
    trigger: 'princip',
    pattern: rx(
      `\\b${W}principle)\\s+(?:${PRINCIPAL_AFTER})\\b|\\b(?:ethical|basic|general|guiding|fundamental|core|key|underlying|biological|physical|scientific)\\s+${W.replace('w', 'v')}principals)\\b|\\bin\\s+${W.replace('w', 'u')}principal)\\b(?=\\s*[,.;]|\\s+(?:this|it|the|we|they|all|both|such)\\b)`,
    ),
    meant: (w) =>
      w.toLowerCase() === 'principle' ? 'principal' : w.toLowerCase() === 'principals' ? 'principles' : 'principle',
    why: '"principal" means main (or a person); a rule or idea is a "principle"',
  },
  {
    trigger: 'compliment',
    pattern: rx(
      `\\b(?:to|and|may|might|can|could|would|will|which|that|also|further|thus|should)\\s+${W}compliment)\\s+(?:${COMPLEMENT_AFTER})\\b|\\b${W.replace('w', 'r')}compliment(?:s|ed|ing)?)\\s+(?:each\\s+other|one\\s+another)\\b|\\b(?:the|of)\\s+${W.replace('w', 'v')}compliment)\\s+(?:system|cascade|activation|proteins?|factors?|fixation|C\\d)\\b|\\b${W.replace('w', 'u')}complimentary)\\s+(?:and\\s+alternative|medicine|therap(?:y|ies)|treatments?|approaches|methods|data|information|roles?|strengths)\\b`,
    ),
    meant: (w) => w.replace(/compli/iu, 'comple'),
    why: 'a compliment is praise; what completes or goes with something is a "complement"',
  },
  {
    trigger: 'trail',
    pattern: rx(`\\b(?:${TRIAL_BEFORE})\\s+${W}trails?)\\b|\\b${W.replace('w', 'v')}trail)\\s+(?:${TRIAL_AFTER})\\b`),
    meant: (w) => w.replace(/trail/iu, 'trial'),
    why: 'a trail is a path; a study testing an intervention is a "trial"',
  },
  {
    trigger: 'trial',
    pattern: rx(`\\b(?:audit|paper)\\s+${W}trial)\\b`),
    meant: () => 'trail',
    why: 'a record that can be followed is an audit or paper "trail"',
  },
  {
    trigger: 'casual',
    pattern: rx(`\\b${W}casual)\\s+(?:${CAUSAL_AFTER})\\b`),
    meant: () => 'causal',
    why: '"casual" means informal; about causes it is "causal"',
  },
  {
    trigger: 'causal',
    pattern: rx(
      `\\b${W}causal)\\s+(?:sex|sexual|partners?|drinking|drinkers|smoking|smokers|observers?|conversations?|employment|workers?|labou?r|dress|clothing)\\b`,
    ),
    meant: () => 'casual',
    why: '"causal" means about causes; informal or occasional is "casual"',
  },
];

/**
 * Findings for the confused words of one paragraph; in a reference entry (`entry`), only the
 * rules marked to read references.
 */
export function confusions(manuscript: Manuscript, block: Block, entry = false): ResultItem[] {
  const items: ResultItem[] = [];
  const lower = block.text.toLowerCase();
  for (const rule of [...RULES, ...MORE_RULES]) {
    if (entry && !rule.references) continue;
    if (!lower.includes(rule.trigger)) continue;
    for (const m of block.text.matchAll(rule.pattern)) {
      const groups = m.indices?.groups ?? {};
      const span = Object.values(groups).find((g): g is [number, number] => g !== undefined);
      if (!span) continue;
      const written = block.text.slice(span[0], span[1]);
      const meant = rule.meant(written.toLowerCase());
      const correction = /^(?:Tukey|\p{Lu}+)$/u.test(meant) ? meant : matchCase(written, meant);
      if (correction === written) continue;
      items.push(
        finding('spelling', manuscript, block.index, span[0], span[1], {
          correction,
          suggestions: [correction],
          reasoning: `"${written}" here reads as a slip for "${correction}": ${rule.why}.`,
        }),
      );
    }
  }
  return items;
}
