/**
 * The check catalogue: one explicit list, sorted by id. Stored runs, saved scripts and the API
 * use these ids, so they never come from file or class names. Each check helper adds its own
 * import and one line in the list, keeping both in id order (a test enforces the order).
 */
import type { CheckDefinition } from './types.ts';
import { abbreviations } from './abbreviations/index.ts';
import { authorship } from './authorship/index.ts';
import { citationOrder } from './citation-order/index.ts';
import { citationStyle } from './citation-style/index.ts';
import { consistency } from './consistency/index.ts';
import { disclosures } from './disclosures/index.ts';
import { elementCounts } from './element-counts/index.ts';
import { footnotes } from './footnotes/index.ts';
import { keywords } from './keywords/index.ts';
import { looseEnds } from './loose-ends/index.ts';
import { numberAgreement } from './number-agreement/index.ts';
import { numbersUnits } from './numbers-units/index.ts';
import { referenceDetails } from './reference-details/index.ts';
import { referenceStyle } from './reference-style/index.ts';
import { referenceVerify } from './reference-verify/index.ts';
import { requiredStatements } from './required-statements/index.ts';
import { spelling } from './spelling/index.ts';
import { spellingVariant } from './spelling-variant/index.ts';
import { statistics } from './statistics/index.ts';
import { templateStructure } from './template-structure/index.ts';
import { titleCase } from './title-case/index.ts';
import { wordLimits } from './word-limits/index.ts';

export const CHECKS: readonly CheckDefinition[] = [
  abbreviations,
  authorship,
  citationOrder,
  citationStyle,
  consistency,
  disclosures,
  elementCounts,
  footnotes,
  keywords,
  looseEnds,
  numberAgreement,
  numbersUnits,
  referenceDetails,
  referenceStyle,
  referenceVerify,
  requiredStatements,
  spelling,
  spellingVariant,
  statistics,
  templateStructure,
  titleCase,
  wordLimits,
];
