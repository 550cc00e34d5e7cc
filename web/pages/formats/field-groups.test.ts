import { describe, expect, it } from 'vitest';
import { FORMAT_FIELDS } from '../../../src/contract/format-config.ts';
import { fieldGroups, fieldLabel } from './field-groups.ts';

describe('format editor groups', () => {
  it('give every field of the schema exactly one control, in a named group', () => {
    const keys = fieldGroups().flatMap((g) => g.fields.map((f) => f.key));
    expect([...keys].sort()).toEqual(FORMAT_FIELDS.map((f) => f.key).sort());
    expect(fieldGroups().every((g) => g.title.length > 0 && g.fields.length > 0)).toBe(true);
  });
  it('label fields in words', () => {
    expect(fieldLabel('max_words_abstract')).toBe('Max words abstract');
    expect(fieldLabel('journal_URL')).toBe('Journal URL');
    expect(fieldLabel('max_num_keywords')).toBe('Max number of keywords');
  });
});
