import { describe, expect, it } from 'vitest';
import { formatUseText } from './format-use-text.ts';

describe('what deleting a format does to the sessions that use it (issue 26)', () => {
  it('says when no session uses it', () => {
    expect(formatUseText({ items: [], others: 0 })).toBe('No session uses this format.');
  });

  it("names the writer's own session and says it keeps its copy", () => {
    expect(formatUseText({ items: [{ id: 4, name: 'Trial.docx' }], others: 0 })).toBe(
      'Used by your session "Trial.docx". It keeps its own copy of the format, so checks and findings stay as they are; the format shows as deleted there.',
    );
  });

  it("counts colleagues' sessions without naming them, and shortens a long list", () => {
    const items = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, name: `S${i + 1}` }));
    expect(formatUseText({ items, others: 2 })).toBe(
      'Used by your 7 sessions "S1", "S2", "S3", "S4", "S5" and 2 more and 2 sessions of colleagues. They keep their own copy of the format, so checks and findings stay as they are; the format shows as deleted there.',
    );
    expect(formatUseText({ items: [], others: 1 })).toBe(
      'Used by 1 session of colleagues. It keeps its own copy of the format, so checks and findings stay as they are; the format shows as deleted there.',
    );
  });
});
