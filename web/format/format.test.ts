import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX, SESSION_NAME_MAX, truncate } from './text.ts';
import { formatDate, formatDateTime } from './dates.ts';
import { formatKb } from './sizes.ts';

describe('truncation (SPEC §9)', () => {
  it('keeps session names up to 50 characters and cuts longer ones with an ellipsis', () => {
    const fifty = 'A'.repeat(50);
    expect(SESSION_NAME_MAX).toBe(50);
    expect(truncate(fifty, SESSION_NAME_MAX)).toBe(fifty);
    expect(truncate(`${fifty}B`, SESSION_NAME_MAX)).toBe(`${fifty}...`);
  });

  it('cuts file names after 30 characters', () => {
    const name = 'Phase III trial of semaglutide in CKD v7 final.docx';
    expect(FILE_NAME_MAX).toBe(30);
    expect(truncate(name, FILE_NAME_MAX)).toBe('Phase III trial of semaglutide...');
    expect(truncate('short.docx', FILE_NAME_MAX)).toBe('short.docx');
  });

  it('counts characters, not UTF-16 units, so accents and symbols are never split', () => {
    expect(truncate('Étude ß 🧪🧪🧪', 9)).toBe('Étude ß 🧪...');
    expect(truncate('🧪'.repeat(31), 30)).toBe(`${'🧪'.repeat(30)}...`);
  });
});

describe('en-GB dates (SPEC §9)', () => {
  it('shows the day with two digits, the short month and the year', () => {
    expect(formatDate('2025-01-05T12:00:00Z')).toBe('05 Jan 2025');
    expect(formatDate('2025-09-30T12:00:00Z')).toBe('30 Sep 2025');
  });

  it('adds the 24-hour time for the formats table', () => {
    // No zone suffix: local time, so the expectation holds in any time zone.
    expect(formatDateTime('2025-01-05T14:03:00')).toBe('05 Jan 2025, 14:03');
  });

  it('shows a dash rather than "Invalid Date" for a missing value', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });
});

describe('sizes in KB (SPEC §9)', () => {
  it('divides by 1024 and rounds', () => {
    expect(formatKb(21655)).toBe('21 KB');
    expect(formatKb(1536)).toBe('2 KB');
    expect(formatKb(511)).toBe('0 KB');
  });
});
