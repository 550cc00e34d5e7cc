import { describe, expect, it } from 'vitest';
import { prepare, SortedList } from './sorted-list.ts';

describe('prepared word lists', () => {
  it('finds every word and value it was built from and nothing else, whatever the script', () => {
    const words: [string, string | null][] = [
      ['tumour', null],
      ['Tumor', null],
      ['œdema', null],
      ['naïve', 'K M'],
      ['zebrafish', ''],
      ['a', null],
      ['tumour', 'ignored duplicate'],
    ];
    const { bytes, offsets } = prepare(words);
    const list = new SortedList(bytes, offsets);
    expect(list.size).toBe(6);
    for (const word of ['tumour', 'Tumor', 'œdema', 'naïve', 'zebrafish', 'a']) expect(list.has(word), word).toBe(true);
    for (const word of ['tumor', 'Tumour', 'oedema', 'naive', '', 'zebrafis', 'zebrafishes'])
      expect(list.has(word), word).toBe(false);
    expect(list.get('naïve')).toBe('K M');
    expect(list.get('tumour')).toBe('');
    expect(list.get('tumor')).toBeUndefined();
  });

  it('tells apart words that are prefixes of each other, and long keys, with or without values', () => {
    const long = `${'pneumono'.repeat(40)}osis`;
    const words: [string, string | null][] = [
      ['tumour', null],
      ['tumours', 'S'],
      ['tum', null],
      [long, 'L'],
      ['tumourous', null],
    ];
    const { bytes, offsets } = prepare(words);
    const list = new SortedList(bytes, offsets);
    for (const [word] of words) expect(list.has(word), word).toBe(true);
    for (const word of ['tu', 'tumo', 'tumoura', 'tumoursx', long.slice(0, -1), `${long}s`])
      expect(list.has(word), word).toBe(false);
    expect(list.get('tumours')).toBe('S');
    expect(list.get('tumour')).toBe('');
    expect(list.get(long)).toBe('L');
  });
});
