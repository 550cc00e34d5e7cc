/** The summary `npm run cli -- inspect` prints (issue 4 §6), shared with the accuracy script. */
import { regionText, type Manuscript } from './model.ts';

export interface InspectSummary {
  title: string | null;
  abstract: { text: string; words: number; wordsWithLabels: number } | null;
  keywords: string[];
  keySummaryPoints: { words: number } | null;
  plainLanguageSummary: { words: number } | null;
  mainText: { words: number };
  headings: string[];
  counts: { references: number; figures: number; tables: number; keywords: number };
  citationOrder: number[];
  warnings: string[];
}

export function inspectSummary(manuscript: Manuscript): InspectSummary {
  const s = manuscript.structure;
  return {
    title: s.title ? regionText(manuscript, s.title).trim() : null,
    abstract: s.abstract
      ? {
          text: regionText(manuscript, s.abstract),
          words: s.abstract.words,
          wordsWithLabels: s.abstract.wordsWithLabels,
        }
      : null,
    keywords: s.keywords?.items ?? [],
    keySummaryPoints: s.keySummaryPoints ? { words: s.keySummaryPoints.words } : null,
    plainLanguageSummary: s.plainLanguageSummary ? { words: s.plainLanguageSummary.words } : null,
    mainText: { words: s.mainText.words },
    headings: s.headings,
    counts: s.counts,
    citationOrder: s.citationOrder,
    warnings: manuscript.warnings.map((warning) => warning.message),
  };
}

export function formatSummary(summary: InspectSummary): string {
  const lines: string[] = [];
  lines.push(`Title:            ${summary.title ?? '(none found)'}`);
  lines.push(
    summary.abstract
      ? `Abstract:         ${summary.abstract.words} words (${summary.abstract.wordsWithLabels} with labels)`
      : 'Abstract:         (none found)',
  );
  lines.push(`Keywords:         ${summary.keywords.length > 0 ? summary.keywords.join('; ') : '(none found)'}`);
  lines.push(
    `Key points:       ${summary.keySummaryPoints ? `${summary.keySummaryPoints.words} words` : '(none found)'}`,
  );
  lines.push(
    `Plain summary:    ${summary.plainLanguageSummary ? `${summary.plainLanguageSummary.words} words` : '(none found)'}`,
  );
  lines.push(`Main text:        ${summary.mainText.words} words`);
  lines.push(`References:       ${summary.counts.references}`);
  lines.push(`Figures:          ${summary.counts.figures}`);
  lines.push(`Tables:           ${summary.counts.tables}`);
  lines.push(
    `Citation order:   ${summary.citationOrder.length > 0 ? summary.citationOrder.join(', ') : '(no numbered citations)'}`,
  );
  lines.push('Headings:');
  for (const heading of summary.headings) lines.push(`  - ${heading}`);
  if (summary.warnings.length > 0) {
    lines.push('Warnings:');
    for (const warning of summary.warnings) lines.push(`  ! ${warning}`);
  }
  return `${lines.join('\n')}\n`;
}
