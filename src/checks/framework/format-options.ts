/**
 * Reading format fields inside checks. A value a check does not understand must surface as a
 * warning (never a silent pass), so option reads answer with one of three outcomes. Each reader
 * takes only the keys of its kind from the field table (src/contract/format-config.ts): a renamed
 * field, or a limit read as an option, does not compile.
 */
import {
  FORMAT_FIELDS,
  NOT_REQUESTED,
  type FormatConfig,
  type FormatFieldKey,
  type FormatFieldKeyOf,
} from '../../contract/format-config.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { row } from './finding.ts';

export type OptionRead<T extends string> =
  | { kind: 'not-requested' }
  | { kind: 'value'; value: T }
  | { kind: 'unknown'; value: unknown };

/** Reads an option field against the values this check understands. */
export function readOption<T extends string>(
  format: FormatConfig,
  key: FormatFieldKeyOf<'option'>,
  understood: readonly T[],
): OptionRead<T> {
  const value = format[key];
  if (value === undefined || value === null || value === '' || value === NOT_REQUESTED)
    return { kind: 'not-requested' };
  if (typeof value === 'string' && (understood as readonly string[]).includes(value))
    return { kind: 'value', value: value as T };
  return { kind: 'unknown', value };
}

export type LimitRead = { kind: 'no-limit' } | { kind: 'limit'; value: number } | { kind: 'unknown'; value: unknown };

/** Reads a numeric limit: 0 (or absent) means no limit. */
export function readLimit(format: FormatConfig, key: FormatFieldKeyOf<'number'>): LimitRead {
  const value = format[key];
  if (value === undefined || value === null || value === 0 || value === '') return { kind: 'no-limit' };
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return { kind: 'limit', value };
  return { kind: 'unknown', value };
}

/** Reads a text field; blank means the journal sets nothing. */
export function readText(
  format: FormatConfig,
  key: FormatFieldKeyOf<'text'>,
): { kind: 'empty' } | { kind: 'text'; value: string } | { kind: 'unknown'; value: unknown } {
  const value = format[key];
  if (value === undefined || value === null) return { kind: 'empty' };
  if (typeof value !== 'string') return { kind: 'unknown', value };
  return value.trim() === '' ? { kind: 'empty' } : { kind: 'text', value: value.trim() };
}

export function describeValue(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : (JSON.stringify(value) ?? String(value));
}

/** The warning row for a format value this check cannot interpret. */
export function notUnderstood(
  checkId: string,
  key: FormatFieldKey,
  value: unknown,
  understood?: readonly string[],
): ResultItem {
  const field = FORMAT_FIELDS.find((f) => f.key === key);
  const allowed = understood ?? (field && 'options' in field ? field.options : undefined);
  const hint = allowed ? ` Use one of: ${allowed.map((v) => `"${v}"`).join(', ')}.` : '';
  return row(
    checkId,
    `Format field ${key}`,
    'warning',
    `The format's ${key} value ${describeValue(value)} is not understood by this check, so it was not checked.${hint}`,
    {
      key: `format:${key}`,
    },
  );
}
