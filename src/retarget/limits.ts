/**
 * "Must change" lines for the counted rules: a count of the manuscript against both journals'
 * limits, written only when the new journal's limit differs and the manuscript breaks it —
 * "Abstract 312 words: JAMA allows 350, The Lancet 300."
 */
import { elementCountsOf } from '../checks/element-counts/index.ts';
import { readLimit } from '../checks/framework/index.ts';
import { SECTIONS, sectionMeasure } from '../checks/word-limits/index.ts';
import type { FormatConfig, FormatFieldKeyOf } from '../contract/format-config.ts';
import type { Manuscript } from '../docx/model.ts';

export interface NamedFormat {
  name: string;
  config: FormatConfig;
}

const UNIT: Record<string, string> = {
  words: 'words',
  characters_with_space: 'characters (spaces included)',
  characters_without_space: 'characters (spaces excluded)',
};

interface Counted {
  field: FormatFieldKeyOf<'number'>;
  /** "Abstract 312 words", "References 62". */
  what: string;
  count: number;
}

const number = (n: number): string => n.toLocaleString('en-GB');

function limitOf(format: FormatConfig, field: FormatFieldKeyOf<'number'>): number | null {
  const read = readLimit(format, field);
  return read.kind === 'limit' ? read.value : null;
}

function counted(manuscript: Manuscript): Counted[] {
  const out: Counted[] = [];
  for (const section of SECTIONS) {
    for (const { measure: m, field } of section.limits) {
      const count = sectionMeasure(manuscript, section, m);
      if (count === null) continue;
      out.push({ field, what: `${section.label} ${number(count)} ${UNIT[m]}`, count });
    }
  }
  const counts = elementCountsOf(manuscript);
  // No reference list found is not "0 references": the element-counts check warns about it.
  if (counts.references > 0)
    out.push({ field: 'max_references', what: `References ${number(counts.references)}`, count: counts.references });
  out.push({ field: 'max_figures', what: `Figures ${number(counts.figures)}`, count: counts.figures });
  out.push({ field: 'max_tables', what: `Tables ${number(counts.tables)}`, count: counts.tables });
  const both = counts.tables + counts.figures;
  out.push({ field: 'max_tables_figures', what: `Tables and figures ${number(both)}`, count: both });
  out.push({ field: 'max_num_keywords', what: `Keywords ${number(counts.keywords)}`, count: counts.keywords });
  return out;
}

/** "JAMA allows 350, The Lancet 300" / "JAMA sets no limit, The Lancet allows 300". */
function bothLimits(from: NamedFormat, a: number | null, to: NamedFormat, b: number): string {
  return a === null
    ? `${from.name} sets no limit, ${to.name} allows ${number(b)}`
    : `${from.name} allows ${number(a)}, ${to.name} ${number(b)}`;
}

export function limitLines(manuscript: Manuscript, from: NamedFormat, to: NamedFormat): string[] {
  const lines: string[] = [];
  for (const item of counted(manuscript)) {
    const a = limitOf(from.config, item.field);
    const b = limitOf(to.config, item.field);
    if (b === null || a === b || item.count <= b) continue;
    lines.push(`${item.what}: ${bothLimits(from, a, to, b)}.`);
  }
  const keywords = elementCountsOf(manuscript).keywords;
  const minA = limitOf(from.config, 'min_num_keywords');
  const minB = limitOf(to.config, 'min_num_keywords');
  if (minB !== null && minA !== minB && keywords < minB) {
    const fromText = minA === null ? `${from.name} asks for none` : `${from.name} asks for at least ${number(minA)}`;
    lines.push(`Keywords ${number(keywords)}: ${fromText}, ${to.name} at least ${number(minB)}.`);
  }
  return lines;
}
