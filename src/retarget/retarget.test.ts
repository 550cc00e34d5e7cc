import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs } from '../docx/testing.ts';
import { retargetReport } from './index.ts';
import { differingRules, ruleText } from './rules.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i % 7 === 0 ? 'a' : 'b'}`).join(' ');

function paper() {
  return manuscriptFromParagraphs([
    { text: 'Corticosteroids in HELLP syndrome', styleName: 'Title' },
    { text: 'Abstract', styleName: 'heading 1' },
    { text: `${words(120)}.` },
    { text: 'Introduction', styleName: 'heading 1' },
    { text: 'The tumor was treated with an anesthetic, and the color of the skin improved.' },
    { text: 'Methods', styleName: 'heading 1' },
    { text: 'We randomized 40 patients.' },
  ]);
}

describe('retarget rules', () => {
  it('reads values as a writer does: 0 is no limit, "Not requested" and blank are not set', () => {
    expect(ruleText('max_words_abstract', 0)).toBe('no limit');
    expect(ruleText('min_num_keywords', 0)).toBe('none required');
    expect(ruleText('max_words_main_part', 4500)).toBe('4,500');
    expect(ruleText('language', 'Not requested')).toBe('not set');
    expect(ruleText('disclosures_wording', '')).toBe('not set');
  });

  it('lists only the rules that differ, with both values, and never the guideline links', () => {
    const rules = differingRules(
      { max_words_abstract: 350, language: 'English (US)', journal_URL: ['a'], max_references: 50 },
      { max_words_abstract: 300, language: 'English (US)', journal_URL: ['b'], max_references: 50 },
    );
    expect(rules).toEqual([{ field: 'max_words_abstract', label: 'Abstract: words', from: '350', to: '300' }]);
  });
});

describe('retarget report', () => {
  it("says a count against both journals' limits when the new journal's is broken", () => {
    const report = retargetReport(
      paper(),
      { name: 'JAMA', config: { max_words_abstract: 350, max_words_main_part: 10, max_references: 5 } },
      { name: 'The Lancet', config: { max_words_abstract: 100, max_words_main_part: 15, max_references: 10 } },
    );
    expect(report.must_change).toContain('Abstract 120 words: JAMA allows 350, The Lancet 100.');
    // Over both limits is still over the new one: the writer must cut it for The Lancet too.
    expect(report.must_change).toContainEqual(
      expect.stringMatching(/^Main text \d+ words: JAMA allows 10, The Lancet 15\.$/),
    );
    // Within the new limit, or nothing counted (no reference list): no line.
    const relaxed = retargetReport(
      paper(),
      { name: 'JAMA', config: { max_words_abstract: 100 } },
      { name: 'The Lancet', config: { max_words_abstract: 200, max_references: 1 } },
    );
    expect(relaxed.must_change).toEqual([]);
  });

  it('names a limit the first journal did not set', () => {
    const report = retargetReport(
      paper(),
      { name: 'A', config: {} },
      { name: 'B', config: { max_words_abstract: 100 } },
    );
    expect(report.must_change).toContain('Abstract 120 words: A sets no limit, B allows 100.');
  });

  it('counts the words to change when the spelling variety changes', () => {
    const report = retargetReport(
      paper(),
      { name: 'JAMA', config: { language: 'English (US)' } },
      { name: 'The Lancet', config: { language: 'English (UK)' } },
    );
    expect(report.rules).toEqual([
      { field: 'language', label: 'Spelling (variety of English)', from: 'English (US)', to: 'English (UK)' },
    ]);
    const line = report.must_change.find((l) => l.startsWith('Spelling'));
    const variants = report.changes.filter((c) => c.check === 'spelling-variant');
    expect(variants.length).toBeGreaterThanOrEqual(3); // tumor, anesthetic, color
    expect(line).toBe(
      `Spelling (variety of English) from English (US) to English (UK): ${variants.length} words to change.`,
    );
  });

  it('says a statement the new journal requires and the manuscript lacks', () => {
    const report = retargetReport(
      paper(),
      { name: 'A', config: { disclosures_inclusion: 'No' } },
      { name: 'B', config: { disclosures_inclusion: 'Yes' } },
    );
    expect(report.must_change).toContain(
      'Disclosures / competing interests: The journal requires a disclosure statement and none was found.',
    );
  });

  it('has nothing to change between identical formats', () => {
    const same = { max_words_abstract: 100, language: 'English (UK)' };
    const report = retargetReport(paper(), { name: 'A', config: same }, { name: 'B', config: { ...same } });
    expect(report).toEqual({ from: 'A', to: 'B', rules: [], must_change: [], changes: [] });
  });
});
