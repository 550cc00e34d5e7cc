/**
 * Main text against the corpus truth, as the issue measures it: per file within 2 % (from the
 * main-text rows of accuracy.ts: articles' `main_text.word_count`, manuscripts'
 * `main_text_words_computed` by the file's own rule), and per top-level section on the articles
 * (`main_text.per_top_level_section`: words under each Heading 1, sub-sections included).
 */
import { readFileSync } from 'node:fs';
import { readManuscript } from '../../src/docx/index.ts';
import type { Manuscript } from '../../src/docx/model.ts';
import type { CorpusGroup } from '../support/corpus.ts';
import type { Comparison } from './accuracy.ts';

type CorpusLister = (group: CorpusGroup) => { name: string; file: string; truthFile: string }[];

export interface MainTextFile {
  name: string;
  ours: number;
  truth: number;
  within2: boolean;
}

export function mainTextWithin2(rows: Comparison[]): MainTextFile[] {
  return rows
    .filter((row) => row.metric.startsWith('main-text words'))
    .map((row) => {
      const ours = Number(row.ours);
      const truth = Number(row.truth);
      return { name: row.name, ours, truth, within2: Math.abs(ours - truth) <= truth * 0.02 };
    });
}

const BEFORE_FIRST_HEADING = '(text before the first section heading)';

/** Main-text words per top-level section: a level-1 section and the sub-sections under it. */
export function wordsPerTopLevelSection(manuscript: Manuscript): Map<string, number> {
  const result = new Map<string, number>();
  let current: string | null = null;
  for (const section of manuscript.structure.sections) {
    if (section.level <= 1) current = section.heading ?? BEFORE_FIRST_HEADING;
    if (section.role !== 'main' || current === null) continue;
    result.set(current, (result.get(current) ?? 0) + section.words);
  }
  return result;
}

export interface SectionComparison {
  name: string;
  heading: string;
  ours: number | null;
  truth: number;
  within2: boolean;
}

export async function perTopLevelSection(list: CorpusLister): Promise<SectionComparison[]> {
  const rows: SectionComparison[] = [];
  for (const entry of list('articles')) {
    const truth = JSON.parse(readFileSync(entry.truthFile, 'utf8')) as {
      main_text?: { per_top_level_section?: { heading: string; word_count: number }[] };
    };
    const sections = truth.main_text?.per_top_level_section ?? [];
    if (sections.length === 0) continue;
    const ours = wordsPerTopLevelSection(await readManuscript(readFileSync(entry.file)));
    for (const section of sections) {
      const value = ours.get(section.heading) ?? null;
      const within2 = value !== null && Math.abs(value - section.word_count) <= section.word_count * 0.02;
      rows.push({ name: entry.name, heading: section.heading, ours: value, truth: section.word_count, within2 });
    }
  }
  return rows;
}

export function mainTextMarkdown(files: MainTextFile[], sections: SectionComparison[]): string {
  const within = files.filter((f) => f.within2).length;
  const lines = [
    '### Main text within 2 %',
    '',
    `${within} of ${files.length} corpus files with a main-text truth are within 2 % of it.`,
    '',
    '| file | engine | truth | difference | within 2 % |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const f of files) {
    const diff = f.truth === 0 ? 0 : (100 * (f.ours - f.truth)) / f.truth;
    lines.push(
      `| ${f.name} | ${f.ours} | ${f.truth} | ${diff >= 0 ? '+' : ''}${diff.toFixed(1)} % | ${f.within2 ? 'yes' : '**no**'} |`,
    );
  }
  const ok = sections.filter((s) => s.within2).length;
  lines.push(
    '',
    '### Main text per top-level section (articles)',
    '',
    `${ok} of ${sections.length} top-level sections are within 2 % of their truth. Sections off:`,
    '',
    '| file | section | engine | truth |',
    '| --- | --- | --- | --- |',
  );
  for (const s of sections.filter((row) => !row.within2))
    lines.push(`| ${s.name} | ${s.heading.replace(/\|/g, '\\|')} | ${s.ours ?? 'not found'} | ${s.truth} |`);
  return lines.join('\n');
}
