/**
 * Parameter validation for a check run (the server answers 422 with the problems). SPEC §5:
 * number parameters are parsed as integers, fall back to the default when empty and honour min
 * and max. Unknown parameters are refused so that a typo never silently runs the defaults.
 */
import type { CheckParameter } from '../../contract/checks.ts';
import type { ParamValues } from '../types.ts';

export interface ParamProblem {
  parameter: string;
  message: string;
}

export interface ParamValidation {
  /** Values with defaults applied; meaningful only when `problems` is empty. */
  values: ParamValues;
  problems: ParamProblem[];
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

export function validateParameters(parameters: readonly CheckParameter[], input: unknown): ParamValidation {
  const problems: ParamProblem[] = [];
  const values: ParamValues = {};
  if (input !== undefined && input !== null && (typeof input !== 'object' || Array.isArray(input))) {
    return { values, problems: [{ parameter: 'parameters', message: 'parameters must be a JSON object' }] };
  }
  const given = (input ?? {}) as Record<string, unknown>;
  const known = new Set(parameters.map((p) => p.name));
  for (const name of Object.keys(given)) {
    if (!known.has(name)) problems.push({ parameter: name, message: `Unknown parameter "${name}".` });
  }
  for (const parameter of parameters) {
    const raw = given[parameter.name];
    if (isEmpty(raw)) {
      if (parameter.defaultValue !== undefined) values[parameter.name] = parameter.defaultValue;
      else if (parameter.required) {
        problems.push({ parameter: parameter.name, message: `${parameter.label} is required.` });
      }
      continue;
    }
    const parsed = parseValue(parameter, raw);
    if (typeof parsed === 'object') problems.push({ parameter: parameter.name, message: parsed.problem });
    else values[parameter.name] = parsed;
  }
  return { values, problems };
}

function parseValue(parameter: CheckParameter, raw: unknown): number | string | boolean | { problem: string } {
  const label = parameter.label;
  switch (parameter.type ?? 'text') {
    case 'number': {
      const n =
        typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isInteger(n)) return { problem: `${label} must be a whole number.` };
      if (parameter.min !== undefined && n < parameter.min)
        return { problem: `${label} must be at least ${parameter.min}.` };
      if (parameter.max !== undefined && n > parameter.max)
        return { problem: `${label} must be at most ${parameter.max}.` };
      return n;
    }
    case 'boolean':
      if (typeof raw === 'boolean') return raw;
      if (raw === 'true' || raw === 'false') return raw === 'true';
      return { problem: `${label} must be true or false.` };
    case 'select': {
      const allowed = (parameter.options ?? []).map((o) => o.value);
      if (typeof raw === 'string' && allowed.includes(raw)) return raw;
      return { problem: `${label} must be one of: ${allowed.map((v) => `"${v}"`).join(', ')}.` };
    }
    case 'text':
      return typeof raw === 'string' ? raw : { problem: `${label} must be text.` };
  }
}
