/**
 * word-limits (type3): words and characters (with and without spaces) of the abstract, key
 * summary points, plain language summary and main text against the format's maxima. A section
 * the format limits but the manuscript lacks is a warning: the writer must see that it was not
 * checked, not a green row.
 */
import { regionText, type Manuscript, type TextRegion } from '../../docx/model.ts';
import { unsureBlocks } from '../../docx/structure/block-roles.ts';
import type { ResultItem } from '../../contract/checks.ts';
import type { FormatConfig, FormatFieldKeyOf } from '../../contract/format-config.ts';
import {
  countCharacters,
  noFormat,
  noFormatRow,
  notUnderstood,
  paragraphInWords,
  plural,
  readLimit,
  roleUnsure,
  row,
  type3,
} from '../framework/index.ts';
import type { CheckDefinition, CheckInput } from '../types.ts';
import { countedAbstract } from './abstract.ts';

const ID = 'word-limits';

export type Measure = 'words' | 'characters_with_space' | 'characters_without_space';

/** A limit the format may set on a section: what is measured and the format field that holds it. */
export interface SectionLimit {
  measure: Measure;
  field: FormatFieldKeyOf<'number'>;
}

export interface SectionSpec {
  key: 'abstract' | 'key_summary_points' | 'plain_language_summary' | 'main_part';
  label: string;
  limits: readonly SectionLimit[];
  region(manuscript: Manuscript, countLabels: boolean): TextRegion | null;
}

/** The three limits of a section limited in words and characters (max_words_<section>, …). */
function wordsAndCharacters(section: 'abstract' | 'key_summary_points' | 'plain_language_summary'): SectionLimit[] {
  return [
    { measure: 'words', field: `max_words_${section}` },
    { measure: 'characters_with_space', field: `max_characters_with_space_${section}` },
    { measure: 'characters_without_space', field: `max_characters_without_space_${section}` },
  ];
}

export const SECTIONS: readonly SectionSpec[] = [
  {
    key: 'abstract',
    label: 'Abstract',
    limits: wordsAndCharacters('abstract'),
    region: (m, countLabels) => {
      const a = countedAbstract(m);
      return a ? { blocks: a.blocks, words: countLabels ? a.wordsWithLabels : a.words } : null;
    },
  },
  {
    key: 'key_summary_points',
    label: 'Key summary points',
    limits: wordsAndCharacters('key_summary_points'),
    region: (m) => m.structure.keySummaryPoints,
  },
  {
    key: 'plain_language_summary',
    label: 'Plain language summary',
    limits: wordsAndCharacters('plain_language_summary'),
    region: (m) => m.structure.plainLanguageSummary,
  },
  {
    key: 'main_part',
    label: 'Main text',
    limits: [{ measure: 'words', field: 'max_words_main_part' }],
    region: (m) => (m.structure.mainText.blocks.length ? m.structure.mainText : null),
  },
];

const UNIT: Record<Measure, [string, string]> = {
  words: ['word', 'words'],
  characters_with_space: ['character (spaces included)', 'characters (spaces included)'],
  characters_without_space: ['character (spaces excluded)', 'characters (spaces excluded)'],
};

function measure(manuscript: Manuscript, region: TextRegion, m: Measure): number {
  if (m === 'words') return region.words;
  return countCharacters(regionText(manuscript, region), m === 'characters_with_space');
}

/**
 * What the check counts for one measure of one section (labels of a structured abstract not
 * counted, as by default), or null when the manuscript has no such section. Retargeting
 * (src/retarget) compares it with two journals' limits.
 */
export function sectionMeasure(manuscript: Manuscript, spec: SectionSpec, m: Measure): number | null {
  const region = spec.region(manuscript, false);
  return region ? measure(manuscript, region, m) : null;
}

/**
 * When the engine is unsure of some paragraphs of the main-text sections (a short paragraph after
 * a table read as a note, text before any heading in a file without headings) and they could
 * turn the verdict, the sentence that says so instead of a pass or a fail on a guess.
 */
function undecidedMainText(manuscript: Manuscript, region: TextRegion, value: number, max: number): string | null {
  const inMain: number[] = [];
  for (const section of manuscript.structure.sections)
    if (section.role === 'main')
      for (let i = section.blockStart; i < section.blockEnd; i++)
        if (manuscript.blocks[i]?.kind === 'paragraph' && manuscript.blocks[i]?.text.trim()) inMain.push(i);
  const counted = new Set(region.blocks);
  const unsureIn = unsureBlocks(
    manuscript,
    inMain.filter((i) => counted.has(i)),
  );
  const unsureOut = unsureBlocks(
    manuscript,
    inMain.filter((i) => !counted.has(i)),
  );
  const flips = value > max ? value - unsureIn.words <= max : value + unsureOut.words > max;
  if (!flips) return null;
  const paragraphs = unsureIn.blocks.length + unsureOut.blocks.length;
  return `${plural(value, 'word')} against the limit of ${max}, but ${plural(paragraphs, 'paragraph')} (${plural(unsureIn.words + unsureOut.words, 'word')}) could not be placed with certainty as main text or not, so whether the limit is met could not be decided.`;
}

/**
 * Key summary points the engine is unsure of (a section named like a Discussion sub-section,
 * "Implications for practice", before the main text): counted or not, the verdict would rest on
 * a guess — if they are not the key points, the manuscript has none to count.
 */
function undecidedKeyPoints(
  manuscript: Manuscript,
  region: TextRegion,
  value: number,
  max: number,
  unit: string,
): string | null {
  const first = region.blocks.find((index) => roleUnsure(manuscript, index, 'key-points'));
  if (first === undefined) return null;
  return `${value} ${unit} against the limit of ${max}, but ${paragraphInWords(manuscript, first)} may not open key summary points (its heading is also the name of a Discussion sub-section), so whether the limit is met could not be decided.`;
}

function sectionRows(
  spec: SectionSpec,
  manuscript: Manuscript,
  format: FormatConfig,
  countLabels: boolean,
): ResultItem[] {
  const items: ResultItem[] = [];
  const region = spec.region(manuscript, countLabels);
  const limits: { measure: Measure; max: number }[] = [];
  for (const { measure: m, field } of spec.limits) {
    const read = readLimit(format, field);
    if (read.kind === 'unknown') items.push(notUnderstood(ID, field, read.value));
    else if (read.kind === 'limit') limits.push({ measure: m, max: read.value });
  }
  if (limits.length === 0) {
    const found = region ? `The manuscript has ${plural(region.words, 'word')}.` : 'The manuscript has none.';
    items.push(row(ID, spec.label, 'pass', `The journal sets no limit. ${found}`));
    return items;
  }
  for (const { measure: m, max } of limits) {
    const name = `${spec.label}: ${UNIT[m][1]}`;
    if (!region) {
      items.push(
        row(
          ID,
          name,
          'warning',
          `The journal allows at most ${plural(max, ...UNIT[m])}, but no ${spec.label.toLowerCase()} was found, so it was not checked.`,
        ),
      );
      continue;
    }
    const value = measure(manuscript, region, m);
    const over = value - max;
    const unsure =
      m === 'words' && spec.key === 'main_part'
        ? undecidedMainText(manuscript, region, value, max)
        : spec.key === 'key_summary_points'
          ? undecidedKeyPoints(manuscript, region, value, max, UNIT[m][1])
          : null;
    if (unsure) {
      items.push(row(ID, name, 'warning', unsure));
      continue;
    }
    items.push(
      row(
        ID,
        name,
        over > 0 ? 'failed' : 'pass',
        over > 0
          ? `${plural(value, ...UNIT[m])}: ${over} over the limit of ${max}.`
          : `${plural(value, ...UNIT[m])}, within the limit of ${max}.`,
      ),
    );
  }
  return items;
}

export const wordLimits: CheckDefinition = {
  id: ID,
  version: 1,
  category: 'journal-requirements',
  name: 'Word and character limits',
  icon: 'ruler',
  description:
    "Counts words and characters of the abstract, key summary points, plain language summary and main text against the journal's limits.",
  resultType: 'type3',
  parameters: [
    {
      name: 'count_abstract_labels',
      label: 'Count structured-abstract labels',
      type: 'boolean',
      defaultValue: false,
      description: 'Count labels such as "Background:" as words of the abstract (some journals do).',
    },
  ],
  formatFields: SECTIONS.flatMap((s) => s.limits.map((limit) => limit.field)),
  run(input: CheckInput) {
    const { manuscript, format, params } = input;
    const countLabels = params.count_abstract_labels === true;
    if (noFormat(input)) {
      // Without a format there are no limits: say so once, with what was counted.
      const counted = SECTIONS.flatMap((spec) => {
        const region = spec.region(manuscript, countLabels);
        return region ? [`${spec.label.toLowerCase()} ${plural(region.words, 'word')}`] : [];
      });
      const found = counted.length ? `Counted: ${counted.join(', ')}.` : undefined;
      return type3([noFormatRow(ID, 'the word and character limits', found)]);
    }
    return type3(SECTIONS.flatMap((spec) => sectionRows(spec, manuscript, format, countLabels)));
  },
};
