import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { FormatConfigSchema } from '../contract/api/formats.ts';
import { FORMAT_FIELDS, validateFormatConfig } from '../contract/format-config.ts';
import { JOURNAL_FORMATS } from './journal-formats.ts';

describe('ready-made journal formats', () => {
  it('covers at least the six journals of issue 2, each with its guideline links', () => {
    const names = JOURNAL_FORMATS.map((f) => f.name).join('|');
    for (const journal of ['The Lancet', 'The BMJ', 'NEJM', 'JAMA', 'Advances in Therapy', 'Diabetes Therapy'])
      expect(names).toContain(journal);
    for (const format of JOURNAL_FORMATS) {
      expect((format.config.journal_URL as string[]).length).toBeGreaterThan(0);
      for (const url of format.config.journal_URL as string[]) expect(url).toMatch(/^https:\/\//);
    }
  });

  it('uses only valid option strings and carries every template field', () => {
    for (const format of JOURNAL_FORMATS) {
      expect(validateFormatConfig(format.config), format.name).toEqual([]);
      // The API's schema of a config, generated from the same field table, agrees.
      expect(Value.Check(FormatConfigSchema, format.config), format.name).toBe(true);
      for (const field of FORMAT_FIELDS) expect(format.config, `${format.name}.${field.key}`).toHaveProperty(field.key);
    }
  });

  it('gives The Lancet its mid-line decimal point and UK English', () => {
    const lancet = JOURNAL_FORMATS.find((f) => f.name === 'The Lancet');
    expect(lancet?.config.option_decimal_separator).toBe('Mid-line point');
    expect(lancet?.config.language).toBe('English (UK)');
  });
});
