/**
 * The format config's TypeBox schema is generated from the field table, so the API description,
 * the template's answer and the server's 422 check say the same thing about every field.
 */
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { FormatConfigSchema } from './api/formats.ts';
import { FORMAT_FIELDS, formatTemplate, validateFormatConfig } from './format-config.ts';

/** A value of the wrong kind for each kind of field. */
const WRONG = { number: -5, text: 12, 'string-list': 'https://one.example', option: 'Klingon' } as const;

describe('the format config schema', () => {
  it('has one property per field of the table, with its label, help, default and allowed values', () => {
    const properties = (FormatConfigSchema as unknown as { properties: Record<string, Record<string, unknown>> })
      .properties;
    expect(Object.keys(properties)).toEqual(FORMAT_FIELDS.map((field) => field.key));
    const language = properties.language ?? {};
    expect(language.title).toBe('Spelling (variety of English)');
    expect(language.default).toBe('Not requested');
    expect((language.anyOf as { const: string }[]).map((option) => option.const)).toEqual([
      'Not requested',
      'English (UK)',
      'English (US)',
    ]);
    expect(properties.max_words_abstract?.description).toBe('Maximum words in the abstract (0 = no limit).');
  });

  it('accepts the template and fields it does not know', () => {
    expect(Value.Check(FormatConfigSchema, formatTemplate())).toBe(true);
    expect(Value.Check(FormatConfigSchema, { ...formatTemplate(), house_rule: { keep: true } })).toBe(true);
  });

  it('refuses exactly the values the 422 check refuses, field by field', () => {
    for (const field of FORMAT_FIELDS) {
      const bad = { [field.key]: WRONG[field.kind] };
      expect(Value.Check(FormatConfigSchema, bad), field.key).toBe(false);
      expect(
        validateFormatConfig(bad).map((problem) => problem.field),
        field.key,
      ).toEqual([field.key]);
    }
  });
});
