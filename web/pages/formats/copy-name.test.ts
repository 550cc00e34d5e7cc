import { describe, expect, it } from 'vitest';
import { copyName, FORMAT_NAME_MAX } from './copy-name.ts';

describe('copyName', () => {
  it('adds "(copy)" to the name of the format duplicated', () => {
    expect(copyName('The Lancet', ['The Lancet', 'JAMA'])).toBe('The Lancet (copy)');
  });

  it('numbers the copy when a copy of that name exists already (whatever its capitals)', () => {
    expect(copyName('The Lancet', ['The Lancet', 'The Lancet (copy)'])).toBe('The Lancet (copy 2)');
    expect(copyName('The Lancet', ['the lancet (COPY)', 'The Lancet (copy 2)'])).toBe('The Lancet (copy 3)');
  });

  it('stays within the longest name the server accepts', () => {
    const long = 'A'.repeat(FORMAT_NAME_MAX);
    const name = copyName(long, [long]);
    expect(name).toHaveLength(FORMAT_NAME_MAX);
    expect(name.endsWith(' (copy)')).toBe(true);
  });
});
