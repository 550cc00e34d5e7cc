/**
 * title-case (type2): the article title in the journal's case style ("Sentence case" or
 * "Title case"), as one editable suggestion. A capitalised word is lowered in sentence case only
 * when it is an ordinary word: the dictionary knows it in lower case and the manuscript itself
 * never capitalises it mid-sentence — so "Norway", "Parkinson" and drug brand names stay.
 */
import type { Manuscript } from '../../docx/model.ts';
import { TITLE_CASE_OPTIONS } from '../../contract/format-config.ts';
import { finding, notUnderstood, readOption, row, type2 } from '../framework/index.ts';
import type { CheckDefinition, CheckInput } from '../types.ts';
import { convertTitle, type CaseStyle, type WordEvidence } from './convert.ts';
import { isCommonWord } from './dictionary.ts';

const ID = 'title-case';
const UNDERSTOOD = TITLE_CASE_OPTIONS.filter((o): o is CaseStyle => o !== 'Not requested');

/** How the body writes each word: lower-case uses, and capitalised uses that do not open a sentence. */
function bodyUsage(manuscript: Manuscript, skip: Set<number>): Map<string, { lower: number; capitalMid: number }> {
  const usage = new Map<string, { lower: number; capitalMid: number }>();
  for (const block of manuscript.blocks) {
    if (skip.has(block.index) || block.outlineLevel !== null) continue;
    for (const m of block.text.matchAll(/(\S?)(\s*)(\p{L}[\p{L}'’-]*)/gu)) {
      const word = m[3]!;
      const key = word.toLowerCase();
      const entry = usage.get(key) ?? { lower: 0, capitalMid: 0 };
      if (/^\p{Ll}/u.test(word)) entry.lower += 1;
      else if (m.index > 0 && m[2] && !/[.?!:]/.test(m[1] ?? '')) entry.capitalMid += 1;
      usage.set(key, entry);
    }
  }
  return usage;
}

export const titleCase: CheckDefinition = {
  id: ID,
  version: 1,
  category: 'text-improvements',
  name: 'Title case',
  icon: 'case-sensitive',
  description: "Writes the title in the journal's case style (sentence case or title case).",
  resultType: 'type2',
  parameters: [],
  formatFields: ['title_case', 'language'],
  run({ manuscript, format }: CheckInput) {
    const style = readOption(format, 'title_case', UNDERSTOOD);
    if (style.kind === 'unknown') return type2([notUnderstood(ID, 'title_case', style.value, UNDERSTOOD)]);
    const say = (status: 'pass' | 'warning', text: string) => type2([{ ...row(ID, 'Title', status, text), reasoning: text }]);
    if (style.kind === 'not-requested') return say('pass', 'The journal sets no case style for the title.');
    const region = manuscript.structure.title;
    const blockIndex = region?.blocks[0];
    const block = blockIndex === undefined ? undefined : manuscript.blocks[blockIndex];
    if (!block || !block.text.trim()) return say('warning', 'No title was found, so its case was not checked.');
    const british = format.language === 'English (UK)';
    const usage = bodyUsage(manuscript, new Set(region?.blocks ?? []));
    const evidence: WordEvidence = {
      isCommon(word) {
        const seen = usage.get(word.toLowerCase());
        // The manuscript's own usage decides first: most uses lower case → an ordinary word.
        if (seen && seen.capitalMid > seen.lower) return false;
        if (seen && seen.lower > seen.capitalMid) return true;
        return isCommonWord(word, british);
      },
    };
    const end = block.text.trimEnd().length;
    const title = block.text.slice(0, end);
    const converted = convertTitle(title, style.value, evidence);
    if (converted === title) {
      return type2([finding(ID, manuscript, block.index, 0, end, { status: 'pass', reasoning: `The title is already in ${style.value.toLowerCase()}.` })]);
    }
    return type2([
      finding(ID, manuscript, block.index, 0, end, {
        status: 'failed',
        correction: converted,
        suggestions: converted,
        reasoning: `The journal writes titles in ${style.value.toLowerCase()}.`,
      }),
    ]);
  },
};
