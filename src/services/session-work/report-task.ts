/**
 * The report PDF, built on a work-pool thread (issue 26): the version's .docx is read to place
 * each finding in words (finding-place.ts), then the PDF is drawn (report-pdf.ts). Never throws
 * across the thread boundary.
 */
import type { CheckResult, ResultItem } from '../../contract/checks.ts';
import type { Manuscript } from '../../docx/model.ts';
import { placeOf } from './finding-place.ts';
import { readDocuments } from './manuscript.ts';
import { renderReport, type ReportCheck, type ReportFinding, type ReportInput } from './report-pdf.ts';

export interface ReportTask extends Omit<ReportInput, 'checks'> {
  docx: Uint8Array;
  checks: (Omit<ReportCheck, 'items'> & { result?: CheckResult })[];
}

export type ReportOutcome = { status: 'completed'; pdf: Uint8Array } | { status: 'failed'; error: string };

function proposalOf(item: ResultItem): string | null {
  if (item.correction !== undefined) return item.correction;
  if (Array.isArray(item.suggestions)) return item.suggestions[0] ?? null;
  return typeof item.suggestions === 'string' ? item.suggestions : null;
}

function whatOf(item: ResultItem): string {
  const parts = [item.name, item.reasoning ?? item.details].filter((p): p is string => !!p?.trim());
  return parts.length > 0 ? parts.join(': ') : 'The check marks this text.';
}

export function findingsOf(result: CheckResult, manuscript: Manuscript): ReportFinding[] {
  return (
    result.results
      // As the report's counts: passes and findings decided on an earlier version are not listed.
      .filter((item) => item.status !== 'pass' && !item.decision)
      .map((item) => ({
        status: item.status === 'warning' ? 'warning' : 'failed',
        what: whatOf(item),
        found: item.original?.trim() ? item.original : null,
        proposal: proposalOf(item),
        place: item.coordinates ? placeOf(manuscript, item.coordinates.absolute) : null,
      }))
  );
}

export async function performReport(task: ReportTask): Promise<ReportOutcome> {
  const read = await readDocuments(task.docx);
  if ('unreadable' in read) return { status: 'failed', error: read.unreadable };
  const { manuscript } = read;
  try {
    const { docx: _docx, checks, ...header } = task;
    const pdf = await renderReport({
      ...header,
      checks: checks.map(({ result, ...check }) => ({
        ...check,
        items: result ? findingsOf(result, manuscript) : [],
      })),
    });
    return { status: 'completed', pdf: new Uint8Array(pdf) };
  } catch (error) {
    return {
      status: 'failed',
      error: `The report could not be made: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/** The work-pool task module (default export) that runs `performReport`. */
export const REPORT_POOL_TASK_URL = new URL('./report-pool-task.ts', import.meta.url);
