/**
 * Retargeting a manuscript to another journal (issue 17): the one implementation behind the
 * command line (`npm run cli -- retarget`) and the API (`POST /api/sessions/{id}/retarget`).
 *
 * - `rules`: the rules the two formats set differently, both values side by side (rules.ts).
 * - `changes`: every check that reads one of those rules is run under both formats; the new
 *   journal's failed and warning rows and its findings are listed, marked when the first journal
 *   did not report them. The spelling check is left out: which words it flags does not depend on
 *   the journal (it knows both varieties; the variety only orders its suggestions), and it is the
 *   slowest check. Checks that need the template document are left out too.
 * - `must_change`: one line per thing to change for the new journal — a count against both
 *   limits, a statement now required and missing, a style to convert with the number of places
 *   (docs/workflow.md "Retarget to another journal").
 */
import { CHECKS, runCheck } from '../checks/index.ts';
import type { CheckDefinition } from '../checks/types.ts';
import type { CheckResult, ResultItem } from '../contract/checks.ts';
import type { RetargetChange, RetargetReport, RuleDifference } from '../contract/api/retarget.ts';
import { withDefaults } from '../contract/format-config.ts';
import type { Manuscript } from '../docx/model.ts';
import { limitLines, type NamedFormat } from './limits.ts';
import { differingRules } from './rules.ts';

export type { NamedFormat } from './limits.ts';

/** Checks whose result the move to the new journal can change. */
function affectedChecks(rules: RuleDifference[]): CheckDefinition[] {
  const fields = new Set(rules.map((rule) => rule.field));
  return CHECKS.filter(
    (check) => check.id !== 'spelling' && !check.needsTemplate && (check.formatFields ?? []).some((f) => fields.has(f)),
  );
}

/** Checks whose counted rules the limit lines already say with both journals' values. */
const COUNTED_BY_LIMITS = new Set(['word-limits', 'element-counts', 'keywords']);

/** What a finding (as opposed to a table row) asks of the writer, per check: "20 words to change". */
const FINDING_WORDS: Record<string, [string, string]> = {
  'spelling-variant': ['word to change', 'words to change'],
  'citation-style': ['citation to rewrite', 'citations to rewrite'],
  'reference-style': ['correction to the reference list', 'corrections to the reference list'],
  'reference-details': ['detail to check', 'details to check'],
  'numbers-units': ['number to rewrite', 'numbers to rewrite'],
  statistics: ['P value to rewrite', 'P values to rewrite'],
  footnotes: ['footnote to change', 'footnotes to change'],
};

/** A finding on the text (type1/type4), counted; a table row or a single suggestion (type3/type2) is said. */
const isFinding = (check: CheckDefinition, item: ResultItem): boolean =>
  (check.resultType === 'type1' || check.resultType === 'type4') && item.original !== undefined;

/** "Spelling (variety of English) from English (US) to English (UK): 20 words to change." */
function findingLine(check: CheckDefinition, count: number, rules: RuleDifference[]): string {
  const read = rules.filter((r) => check.formatFields?.some((field) => field === r.field));
  const [one, many] = FINDING_WORDS[check.id] ?? ['finding to address', 'findings to address'];
  // The details a reference style asks for (authors before "et al.", pages) are their own line,
  // beside the style's corrections: "Reference details for Vancouver: 15 details to check."
  const what =
    check.id === 'reference-details' && read[0]
      ? `Reference details for ${read[0].to}`
      : read.length
        ? read
            .map((rule) =>
              rule.from === 'not set' ? `${rule.label} to ${rule.to}` : `${rule.label} from ${rule.from} to ${rule.to}`,
            )
            .join('; ')
        : check.name;
  return `${what}: ${count} ${count === 1 ? one : many}.`;
}

/** "Disclosures / competing interests: The journal requires …" in the check's own words. */
function rowLine(item: ResultItem, check: CheckDefinition): string {
  const name = check.resultType === 'type2' ? check.name : (item.name ?? check.name);
  const what = (
    check.resultType === 'type2' ? (item.reasoning ?? item.details) : (item.details ?? item.reasoning)
  )?.trim();
  return what ? `${name}: ${what}` : `${name}.`;
}

/** The report, and the new journal's completed result of each check run for it (default parameters). */
export interface Retarget {
  report: RetargetReport;
  results: { check: string; result: CheckResult }[];
}

export function retargetReport(manuscript: Manuscript, from: NamedFormat, to: NamedFormat): RetargetReport {
  return retarget(manuscript, from, to).report;
}

export function retarget(manuscript: Manuscript, from: NamedFormat, to: NamedFormat): Retarget {
  const a = { name: from.name, config: withDefaults(from.config) };
  const b = { name: to.name, config: withDefaults(to.config) };
  const rules = differingRules(a.config, b.config);
  const changes: RetargetChange[] = [];
  const results: Retarget['results'] = [];
  const mustChange = limitLines(manuscript, a, b);
  for (const check of affectedChecks(rules)) {
    // The configs as given (runCheck fills in the defaults): the checks then see exactly what a
    // session with that format shows, so the new journal's results can serve as its first runs.
    const before = runCheck(check.id, { manuscript, format: from.config, params: {} });
    const after = runCheck(check.id, { manuscript, format: to.config, params: {} });
    if (after.status !== 'completed') {
      changes.push({ check: check.id, name: check.name, status: 'failed', what: after.error, new_with_target: true });
      continue;
    }
    results.push({ check: check.id, result: after.result });
    const reportedBefore = new Set(
      before.status === 'completed' ? before.result.results.filter((r) => r.status !== 'pass').map((r) => r.hash) : [],
    );
    let newFindings = 0;
    for (const item of after.result.results) {
      if (item.status === 'pass') continue;
      const isNew = !reportedBefore.has(item.hash);
      changes.push({
        check: check.id,
        name: item.name ?? (item.original ? `"${item.original.slice(0, 50)}"` : check.name),
        status: item.status ?? 'finding',
        what: item.details ?? item.reasoning ?? item.correction ?? '',
        new_with_target: isNew,
      });
      if (!isNew || COUNTED_BY_LIMITS.has(check.id)) continue;
      if (isFinding(check, item)) newFindings += 1;
      else if (item.status === 'failed' || (check.resultType === 'type2' && item.correction))
        mustChange.push(rowLine(item, check));
    }
    if (newFindings > 0) mustChange.push(findingLine(check, newFindings, rules));
  }
  return { report: { from: a.name, to: b.name, rules, must_change: mustChange, changes }, results };
}
