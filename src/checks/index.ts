/**
 * Public API of the check library: the catalogue as GET /api/overview/ shows it, parameter
 * validation for a run, and `runCheck`, which isolates failures — a check that throws becomes a
 * failed outcome for that check alone, never an exception that stops the others.
 */
import { fieldFindingsAsNotes } from './framework/field-notes.ts';
import type { CategorySummary, CheckResult, Overview } from '../contract/checks.ts';
import { withDefaults, type FormatConfig } from '../contract/format-config.ts';
import { manuscriptFromParagraphs } from '../docx/testing.ts';
import { measuredAccuracy } from './accuracy.ts';
import { sampleManuscript } from './framework/sample.ts';
import { resultOfType, row, validateParameters, type ParamValidation } from './framework/index.ts';
import { CHECKS } from './registry.ts';
import { CATEGORIES, type CheckDefinition, type CheckInput } from './types.ts';

export { CHECKS } from './registry.ts';
export type { ParamProblem, ParamValidation } from './framework/index.ts';

export function getCheck(id: string): CheckDefinition | undefined {
  return CHECKS.find((check) => check.id === id);
}

/** Categories in catalogue order, each with its checks, in the shape of GET /api/overview/. */
export function listCategories(): CategorySummary[] {
  const accuracy = measuredAccuracy();
  return CATEGORIES.map((category) => ({
    id: category.id,
    name: category.name,
    icon: category.icon,
    checks: CHECKS.filter((check) => check.category === category.id).map((check) => ({
      name: check.name,
      url: `/checks/${check.id}`,
      icon: check.icon,
      description: check.description,
      parameters: check.parameters.map((p) => ({ ...p })),
      ...(accuracy.has(check.id) ? { accuracy: { ...accuracy.get(check.id)! } } : {}),
    })),
  }));
}

export function overview(): Overview {
  return { data: { categories: listCategories() } };
}

/** Validates raw parameter values (the POST body) for a check; defaults are applied. */
export function validateParams(check: CheckDefinition, values: unknown): ParamValidation {
  return validateParameters(check.parameters, values);
}

export type CheckOutcome =
  | { check: string; status: 'completed'; result: CheckResult }
  | { check: string; status: 'failed'; error: string };

/**
 * Loads ahead what checks need for their first run (each check's `prepare`: word lists, citation
 * engines): every check when no ids are given; for one format when given, else for any format.
 * A failing prepare is passed over: the run then meets the same problem and reports it as that
 * check's failure, as it always has.
 */
export function prepareChecks(ids?: readonly string[], format?: FormatConfig): void {
  for (const check of ids ? ids.map(getCheck) : CHECKS) {
    try {
      check?.prepare?.(format);
    } catch {
      // Reported by the run itself.
    }
  }
}

/**
 * Runs checks (every check when no ids are given) once on the built-in sample manuscript
 * (framework/sample.ts: a short trial report with statements and references) and discards the
 * results: the code's first-call costs — regular expressions compiled, the JIT's first tiers,
 * tables built on first use — are paid here, about 100–200 ms, where a thread or process would
 * otherwise wait (a work thread starting, the command line waiting for its read), instead of in
 * the first real run, which they made about 45 % slower. Findings never depend on it:
 * every cache a check keeps is per manuscript or per word.
 */
export function warmUpChecks(ids?: readonly string[], format?: FormatConfig): void {
  const manuscript = manuscriptFromParagraphs(sampleManuscript());
  for (const check of ids ? ids.map(getCheck) : CHECKS) {
    if (check) runDefinition(check, { manuscript, format: format ?? {}, params: {} });
  }
}

/**
 * Runs one check. Parameters are validated and defaulted here too, and the format gets the
 * template's defaults, so callers cannot run a check on half-filled input.
 */
export function runCheck(id: string, input: CheckInput): CheckOutcome {
  const check = getCheck(id);
  if (!check) return { check: id, status: 'failed', error: `Unknown check "${id}".` };
  return runDefinition(check, input);
}

/** Runs a check definition with the same isolation as `runCheck` (exported for tests and tools). */
export function runDefinition(check: CheckDefinition, input: CheckInput): CheckOutcome {
  const id = check.id;
  const validation = validateParams(check, input.params);
  if (validation.problems.length > 0) {
    return { check: id, status: 'failed', error: validation.problems.map((p) => p.message).join(' ') };
  }
  if (check.needsTemplate && !input.template) {
    return {
      check: id,
      status: 'completed',
      result: resultOfType(check.resultType, [
        {
          ...row(
            id,
            'Template document',
            'warning',
            'This check compares the manuscript with the template document, and none was given.',
          ),
          reasoning: 'Upload the template document with the original to run this check.',
        },
      ]),
    };
  }
  try {
    // A session without a format runs on {}: the checks are told, so they can warn rather than pass.
    const formatAssigned = input.formatAssigned ?? Object.keys(input.format ?? {}).length > 0;
    const format = withDefaults(input.format);
    const result = check.run({ ...input, format, params: validation.values, formatAssigned });
    return { check: id, status: 'completed', result: fieldFindingsAsNotes(result, input.manuscript) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { check: id, status: 'failed', error: `The check stopped with an error: ${message}` };
  }
}
