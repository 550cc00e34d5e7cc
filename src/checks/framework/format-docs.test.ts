import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORMAT_FIELDS } from '../../contract/format-config.ts';
import { CHECKS } from '../registry.ts';
import { FORMATS_DOC, renderFormatsDoc } from './format-docs.ts';

describe('docs/formats.md', () => {
  it('is the generated description of every format field (run format-docs.ts --write after a change)', () => {
    expect(readFileSync(FORMATS_DOC, 'utf8')).toBe(renderFormatsDoc());
  });

  it('lists every field of the template with its allowed values', () => {
    const doc = renderFormatsDoc();
    for (const field of FORMAT_FIELDS) {
      expect(doc).toContain(`| \`${field.key}\` |`);
      for (const option of field.options ?? []) expect(doc).toContain(`"${option}"`);
    }
  });

  it('declares only fields the template has', () => {
    const known = new Set(FORMAT_FIELDS.map((f) => f.key));
    for (const check of CHECKS)
      for (const key of check.formatFields ?? []) expect(known.has(key), `${check.id} reads ${key}`).toBe(true);
  });
});
