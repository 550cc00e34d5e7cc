import { describe, expect, it } from 'vitest';
import { FORMAT_FIELDS } from '../../../src/contract/format-config.ts';
import { fieldGroups } from './field-groups.ts';

const KEYS = FORMAT_FIELDS.map((f) => f.key);
const keyLike = /_|\b(max|min|num|option|activated)\b/i;

describe('format editor groups', () => {
  it('give every field of the schema exactly one control, in a named group', () => {
    const keys = fieldGroups().flatMap((g) => g.fields.map((f) => f.key));
    expect([...keys].sort()).toEqual([...KEYS].sort());
    expect(fieldGroups().every((g) => g.title.length > 0 && g.fields.length > 0)).toBe(true);
  });

  it('label every field in words a writer reads, each label its own', () => {
    for (const field of FORMAT_FIELDS) {
      expect(field.label, field.key).toMatch(/^[A-Z]/);
      expect(field.label, field.key).not.toMatch(keyLike);
    }
    expect(new Set(FORMAT_FIELDS.map((f) => f.label)).size).toBe(FORMAT_FIELDS.length);
    const label = (key: string) => FORMAT_FIELDS.find((f) => f.key === key)?.label;
    expect(label('four_digit_thousand_separator')).toBe('Thousand separator in four-digit numbers');
    expect(label('max_characters_without_space_abstract')).toBe('Abstract: characters (spaces excluded)');
    expect(label('max_num_keywords')).toBe('Keywords: most');
    expect(label('journal_URL')).toBe('Author guidelines link');
  });

  it('explain every field in words, no key in sight', () => {
    for (const field of FORMAT_FIELDS) {
      expect(field.description, field.key).toMatch(/^[A-Z"]/);
      expect(field.description, field.key).not.toMatch(/_/);
    }
  });
});
