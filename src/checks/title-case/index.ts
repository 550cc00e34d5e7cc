/**
 * title-case (type2): the article title in the journal's case style ("Sentence case" or
 * "Title case"), as one editable suggestion. A capitalised word is lowered in sentence case only
 * when it is an ordinary word — the manuscript writes it in lower case more often than
 * capitalised mid-sentence, or (for words the text does not settle) the dictionary knows it in
 * lower case and has no capitalised entry for it — and
 * multi-word names the manuscript writes capitalised mid-sentence are kept as written: so
 * "Norway", "Parkinson", "The Cancer Genome Atlas" and drug brand names stay.
 */
import type { Block, Manuscript } from '../../docx/model.ts';
import { TITLE_CASE_OPTIONS } from '../../contract/format-config.ts';
import {
  blockFinding,
  finding,
  noFormat,
  noFormatRow,
  notUnderstood,
  readOption,
  row,
  type2,
} from '../framework/index.ts';
import { readsForeign } from '../language/foreign.ts';
import { isOtherLanguage } from '../language/tagged.ts';
import type { CheckDefinition, CheckInput } from '../types.ts';
import { convertTitle, type CaseStyle, type WordEvidence } from './convert.ts';
import { isCommonWord, isKnownProperNoun } from '../language/word-case.ts';
import { placeNameWords } from './names.ts';

const ID = 'title-case';
const UNDERSTOOD = TITLE_CASE_OPTIONS.filter((o): o is CaseStyle => o !== 'Not requested');

const CAPITALISED_RUN =
  /\p{Lu}[\p{L}'’]*(?:-\p{L}[\p{L}'’]*)?(?:\s+(?:(?:of|and|for|into|in|on|the|de|du|von|van|y)\s+)?\p{Lu}[\p{L}'’]*(?:-\p{L}[\p{L}'’]*)?)+/gu;

/**
 * Offsets of title words that belong to a multi-word name the manuscript itself writes
 * capitalised mid-sentence ("European Prospective Investigation into Cancer and Nutrition",
 * "Oral Health Impact Profile"): those are kept as written.
 */
function namedPhrases(title: string, body: string): Set<number> {
  const keep = new Set<number>();
  for (const run of title.matchAll(CAPITALISED_RUN)) {
    const words = [...run[0].matchAll(/\S+/g)].map((w) => ({ text: w[0], start: run.index + w.index }));
    // Longest sub-runs first; a sub-run must start and end on a capitalised word.
    for (let length = words.length; length >= 2; length--) {
      for (let from = 0; from + length <= words.length; from++) {
        const part = words.slice(from, from + length);
        if (!/^\p{Lu}/u.test(part[0]!.text) || !/^\p{Lu}/u.test(part[part.length - 1]!.text)) continue;
        if (part.every((w) => keep.has(w.start))) continue;
        const phrase = title.slice(part[0]!.start, part[part.length - 1]!.start + part[part.length - 1]!.text.length);
        if (usedMidSentence(body, phrase)) for (const w of part) keep.add(w.start);
      }
    }
  }
  return keep;
}

function usedMidSentence(body: string, phrase: string): boolean {
  for (let at = body.indexOf(phrase); at !== -1; at = body.indexOf(phrase, at + 1)) {
    const before = body.slice(Math.max(0, at - 3), at);
    const after = body.charAt(at + phrase.length);
    if (/[\p{L}\p{N}]/u.test(after) || /[\p{L}\p{N}]$/u.test(before)) continue; // inside a longer word
    // The start of a longer name ("Korean National" of "Korean National Health Insurance Service")
    // says nothing about the phrase on its own.
    if (/^\s+(?:(?:of|and|for|into|the)\s+)?\p{Lu}/u.test(body.slice(at + phrase.length, at + phrase.length + 40)))
      continue;
    if (at > 0 && !/(^|[.?!:\n])\s*$/.test(before)) return true;
  }
  return false;
}

/**
 * The authors' own running text — abstract and main text, no headings, captions or reference
 * list (cited titles are in their journals' case and would mislead).
 */
function proseBlocks(manuscript: Manuscript): number[] {
  const { abstract, mainText } = manuscript.structure;
  const blocks = [...(abstract?.blocks ?? []), ...mainText.blocks];
  return blocks.filter(
    (b) =>
      manuscript.blocks[b] && manuscript.blocks[b]!.outlineLevel === null && manuscript.blocks[b]!.kind === 'paragraph',
  );
}

/**
 * Why the paragraph taken for the title cannot be judged, or null: a title in capitals says
 * nothing about case, a title in another language (Word's tag or the text, language/tagged.ts)
 * follows that language's rules, and a line of
 * the title page (an institution, "… | … |") is not the article's title.
 */
function cannotJudge(text: string, otherLanguage: boolean): string | null {
  const institution =
    /^(?:[\p{L}-]+\s+){0,2}(?:University|Universität|Université|Universidad|Universiteit|Faculty|Department|School of)\b/iu;
  if (/\|/.test(text) || institution.test(text.trim()))
    return `The paragraph recognised as the title ("${text.trim().slice(0, 80)}") reads like a line of the title page, not an article title, so its case was not checked.`;
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 4 && letters === letters.toUpperCase())
    return "The title is written in capitals, so its case could not be judged; write it in the journal's case style.";
  if (otherLanguage) return 'The title is not in English, so its case was not checked.';
  return null;
}

/** A title page may label the title ("Title" as a heading, the title in the next paragraph). */
const TITLE_LABEL = /^\s*(full |article |manuscript )?title\s*:?\s*$/i;

function titleBlock(manuscript: Manuscript, index: number | undefined) {
  const block = index === undefined ? undefined : manuscript.blocks[index];
  if (!block || !TITLE_LABEL.test(block.text)) return block;
  return manuscript.blocks.slice(block.index + 1, block.index + 3).find((b) => b.text.trim() !== '');
}

/**
 * The lines of a title written over several paragraphs ("Computer Assisted Verbal Autopsy:
 * Comparing⏎Large Language Models to Physicians for⏎…"): the next paragraphs in the same style
 * and weight, with no blank line between, while the title has not ended with a full stop and the
 * line is not the author list (affiliation marks in superscript, "@", a run of commas). At most
 * four lines.
 */
function titleLines(manuscript: Manuscript, first: Block): Block[] {
  const lines = [first];
  const bold = first.runs[0]?.format.bold ?? false;
  for (let i = first.index + 1; lines.length < 4; i++) {
    const next = manuscript.blocks[i];
    const text = next?.text.trim() ?? '';
    if (!next || !text || next.kind !== 'paragraph' || next.styleId !== first.styleId) break;
    if (next.outlineLevel !== first.outlineLevel || (next.runs[0]?.format.bold ?? false) !== bold) break;
    if (/[.?!]\s*$/.test(lines.at(-1)!.text) || text.length > 200) break;
    if (next.runs.some((r) => r.format.superscript) || /@|\d\s*[,;*]|,.*,/.test(text)) break;
    if (cannotJudge(next.text, false)) break;
    lines.push(next);
  }
  return lines;
}

/**
 * A generic drug name (an INN stem: rituximab, imatinib, lisinopril, atorvastatin…) is a common
 * noun, lower case in a sentence-case title however the authors capitalise it; brand names do not
 * end in these stems.
 */
const GENERIC_DRUG =
  /^\p{Lu}\p{Ll}{3,}(?:mab|tinib|ciclib|parib|pril|sartan|olol|statin|prazole|cillin|mycin|floxacin|cycline|dipine|gliptin|glitazone|parin|lukast|setron|triptan|gliflozin)$/u;

const NAME_CONNECTORS = new Set(['of', 'and', 'for', 'into', 'in', 'on', 'the', 'de', 'du', 'von', 'van', 'y']);

/**
 * How the body writes each word: lower-case uses, and capitalised uses that neither open a
 * sentence nor sit inside a multi-word name ("Cancer" in "Investigation into Cancer and
 * Nutrition" says nothing about "cancer" on its own).
 */
function bodyUsage(manuscript: Manuscript, blocks: number[]): Map<string, { lower: number; capitalMid: number }> {
  const usage = new Map<string, { lower: number; capitalMid: number }>();
  for (const index of blocks) {
    const text = manuscript.blocks[index]!.text;
    const words = [...text.matchAll(/\p{L}[\p{L}'’-]*/gu)];
    words.forEach((m, i) => {
      const word = m[0];
      const key = word.toLowerCase();
      const entry = usage.get(key) ?? { lower: 0, capitalMid: 0 };
      if (/^\p{Ll}/u.test(word)) entry.lower += 1;
      else {
        const before = text.slice(Math.max(0, m.index - 3), m.index);
        const opensSentence = m.index === 0 || /(^|[.?!:])\s*$/.test(before);
        const capital = (w: RegExpMatchArray | undefined) => w !== undefined && /^\p{Lu}/u.test(w[0]);
        const connector = (w: RegExpMatchArray | undefined) => w !== undefined && NAME_CONNECTORS.has(w[0]);
        const inName =
          capital(words[i - 1]) ||
          capital(words[i + 1]) ||
          (connector(words[i - 1]) && capital(words[i - 2])) ||
          (connector(words[i + 1]) && capital(words[i + 2]));
        if (!opensSentence && !inName) entry.capitalMid += 1;
      }
      usage.set(key, entry);
    });
  }
  return usage;
}

export const titleCase: CheckDefinition = {
  id: ID,
  version: 2,
  category: 'text-improvements',
  name: 'Title case',
  icon: 'case-sensitive',
  description: "Writes the title in the journal's case style (sentence case or title case).",
  resultType: 'type2',
  parameters: [],
  formatFields: ['title_case', 'language'],
  run(input: CheckInput) {
    const { manuscript, format } = input;
    if (noFormat(input)) return type2([noFormatRow(ID, 'the case style of the title')]);
    const style = readOption(format, 'title_case', UNDERSTOOD);
    if (style.kind === 'unknown') return type2([notUnderstood(ID, 'title_case', style.value, UNDERSTOOD)]);
    const say = (status: 'pass' | 'warning', text: string) =>
      type2([{ ...row(ID, 'Title', status, text), reasoning: text }]);
    if (style.kind === 'not-requested') return say('pass', 'The journal sets no case style for the title.');
    const region = manuscript.structure.title;
    const block = titleBlock(manuscript, region?.blocks[0]);
    if (!block?.text.trim()) return say('warning', 'No title was found, so its case was not checked.');
    const unjudgeable = cannotJudge(block.text, isOtherLanguage(manuscript, block) || readsForeign(block.text));
    if (unjudgeable)
      return type2([{ ...blockFinding(ID, manuscript, block.index, { status: 'warning', reasoning: unjudgeable }) }]);
    const british = format.language === 'English (UK)';
    const lines = titleLines(manuscript, block);
    const prose = proseBlocks(manuscript).filter((b) => !lines.some((line) => line.index === b));
    const usage = bodyUsage(manuscript, prose);
    // An ordinary dictionary word the authors also write in lower case is not a name, however often
    // they capitalise it as a label ("the Placebo group", "Fatigue score").
    const loweredInText = (word: string) =>
      (usage.get(word.toLowerCase())?.lower ?? 0) > 0 ||
      (/s$/i.test(word) && (usage.get(word.toLowerCase().slice(0, -1))?.lower ?? 0) > 0); // "crystalloids"
    const plainWord = (word: string) =>
      GENERIC_DRUG.test(word) ||
      (loweredInText(word) && (isCommonWord(word, british) || !isKnownProperNoun(word, british)));
    const evidence: WordEvidence = {
      isCommon(word) {
        // The authors' own usage decides first ("cancer" in the text, though the dictionary
        // also lists the constellation "Cancer"); then the dictionary.
        if (plainWord(word)) return true;
        // A word the dictionary knows only in lower case ("normal", "label") is an ordinary word
        // however the authors capitalise it on its own ("received Normal saline"); a name of such
        // words is kept as a phrase (namedPhrases, names.ts). The text decides for other words.
        if (isCommonWord(word, british)) return true;
        const seen = usage.get(word.toLowerCase());
        if (seen && seen.lower !== seen.capitalMid) return seen.lower > seen.capitalMid;
        return false;
      },
    };
    // The title's lines joined by line breaks: a case change keeps every length, so the converted
    // title is cut back into its lines by the same offsets.
    const texts = lines.map((b) => b.text.trimEnd());
    const title = texts.join('\n');
    const body = prose.map((b) => manuscript.blocks[b]!.text).join('\n');
    const keep = namedPhrases(title, body);
    const names = placeNameWords(title);
    evidence.named = (start) => names.get(start);
    // Italic words are species, genes or Latin terms ("Staphylococcus aureus", "in vivo"): as written.
    const offsets = texts.map((_, i) => texts.slice(0, i).reduce((sum, t) => sum + t.length + 1, 0));
    const italic = lines.flatMap((b, i) =>
      b.runs.filter((r) => r.format.italic).map((r) => ({ start: r.start + offsets[i]!, end: r.end + offsets[i]! })),
    );
    evidence.keep = (start) => keep.has(start) || italic.some((r) => start >= r.start && start < r.end);
    // The second part of a compound ("Co-Morbidities", "Non-Hodgkin") is a name only when the
    // dictionary lists it capitalised or the text writes it so more often than in lower case.
    evidence.isProperNoun = (word) => {
      if (plainWord(word) || isCommonWord(word, british)) return false;
      const seen = usage.get(word.toLowerCase());
      if (seen && seen.lower !== seen.capitalMid) return seen.capitalMid > seen.lower;
      return isKnownProperNoun(word, british);
    };
    const converted = convertTitle(title, style.value, evidence);
    if (converted === title) {
      return type2([
        finding(ID, manuscript, block.index, 0, texts[0]!.length, {
          status: 'pass',
          reasoning: `The title is already in ${style.value.toLowerCase()}.`,
        }),
      ]);
    }
    const where = (i: number) => (lines.length > 1 ? ` (line ${i + 1} of the title's ${lines.length})` : '');
    return type2(
      lines.flatMap((line, i) => {
        const text = texts[i]!;
        const correction = converted.slice(offsets[i]!, offsets[i]! + text.length);
        if (correction === text) return [];
        return [
          finding(ID, manuscript, line.index, 0, text.length, {
            status: 'failed',
            correction,
            suggestions: correction,
            reasoning: `The journal writes titles in ${style.value.toLowerCase()}${where(i)}.`,
          }),
        ];
      }),
    );
  },
};
