/**
 * The labelled cases beside the journal-requirement and disclosure checks, run as unit tests:
 * every expected finding is reported and nothing else is (they are not accuracy evidence — the
 * ledger in tests/accuracy is — but a case that stops holding is a behaviour that changed).
 */
import { describe, expect, it } from 'vitest';
import { scoreCase, type LabelledCase } from './index.ts';
import { runDefinition } from '../index.ts';
import type { CheckDefinition } from '../types.ts';
import { authorship } from '../authorship/index.ts';
import { cases as authorshipCases } from '../authorship/cases.ts';
import { disclosures } from '../disclosures/index.ts';
import { cases as disclosuresCases } from '../disclosures/cases.ts';
import { elementCounts } from '../element-counts/index.ts';
import { cases as elementCountsCases } from '../element-counts/cases.ts';
import { footnotes } from '../footnotes/index.ts';
import { cases as footnotesCases } from '../footnotes/cases.ts';
import { keywords } from '../keywords/index.ts';
import { cases as keywordsCases } from '../keywords/cases.ts';
import { requiredStatements } from '../required-statements/index.ts';
import { cases as requiredStatementsCases } from '../required-statements/cases.ts';
import { templateStructure } from '../template-structure/index.ts';
import { cases as templateStructureCases } from '../template-structure/cases.ts';
import { wordLimits } from '../word-limits/index.ts';
import { cases as wordLimitsCases } from '../word-limits/cases.ts';

const SUITES: [CheckDefinition, LabelledCase[]][] = [
  [authorship, authorshipCases],
  [disclosures, disclosuresCases],
  [elementCounts, elementCountsCases],
  [footnotes, footnotesCases],
  [keywords, keywordsCases],
  [requiredStatements, requiredStatementsCases],
  [templateStructure, templateStructureCases],
  [wordLimits, wordLimitsCases],
];

describe.each(SUITES.map(([check, cases]) => [check.id, check, cases] as const))(
  'labelled cases of %s',
  (_id, check, cases) => {
    it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
      const outcome = runDefinition(check, {
        manuscript: c.manuscript(),
        // A case without a format runs as a session whose format sets nothing (not as "no format").
        format: c.format ?? {},
        formatAssigned: true,
        params: c.params ?? {},
        ...(c.template ? { template: c.template() } : {}),
      });
      if (outcome.status !== 'completed') throw new Error(outcome.error);
      const score = scoreCase(c.expected, outcome.result.results);
      expect({
        fp: score.falsePositives.map((f) => f.original ?? `${f.name}: ${f.details}`),
        fn: score.falseNegatives,
      }).toEqual({ fp: [], fn: [] });
    });
  },
);
