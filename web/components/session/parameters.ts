/**
 * Parameter values of a check (SPEC §3 "Parameter", §5 "Number parameters"): what the form starts
 * with, and what is sent. Numbers are parsed as integers, fall back to the default when empty and
 * honour min and max; text is the default type.
 */
import type { CheckParameter, ParameterType } from '../../../src/contract/checks.ts';

export type FormValues = Record<string, string | boolean>;
export type SentValues = Record<string, number | string | boolean>;

export function typeOf(parameter: CheckParameter): ParameterType {
  return parameter.type ?? 'text';
}

/** The form's starting values: the defaults, as the inputs hold them. */
export function initialValues(parameters: readonly CheckParameter[]): FormValues {
  const values: FormValues = {};
  for (const p of parameters) {
    const type = typeOf(p);
    if (type === 'boolean') values[p.name] = p.defaultValue === true || p.defaultValue === 'true';
    else if (type === 'select') values[p.name] = String(p.defaultValue ?? p.options?.[0]?.value ?? '');
    else values[p.name] = p.defaultValue === undefined ? '' : String(p.defaultValue);
  }
  return values;
}

export interface ParsedValues {
  values: SentValues;
  /** One sentence per problem, naming the field by its label. */
  problems: string[];
}

export function parseValues(parameters: readonly CheckParameter[], form: FormValues): ParsedValues {
  const values: SentValues = {};
  const problems: string[] = [];
  for (const p of parameters) {
    const raw = form[p.name];
    const type = typeOf(p);
    if (type === 'boolean') {
      values[p.name] = raw === true;
      continue;
    }
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (type === 'number') {
      const parsed = text === '' ? Number.NaN : Number.parseInt(text, 10);
      const fallback =
        typeof p.defaultValue === 'number' ? p.defaultValue : Number.parseInt(String(p.defaultValue ?? ''), 10);
      const value = Number.isNaN(parsed) ? fallback : parsed;
      if (Number.isNaN(value)) {
        if (p.required) problems.push(`${p.label} is required.`);
        continue;
      }
      if (p.min !== undefined && value < p.min) problems.push(`${p.label} must be at least ${p.min}.`);
      if (p.max !== undefined && value > p.max) problems.push(`${p.label} must be at most ${p.max}.`);
      values[p.name] = value;
      continue;
    }
    if (text === '') {
      if (p.required) problems.push(`${p.label} is required.`);
      continue;
    }
    values[p.name] = text;
  }
  return { values, problems };
}
