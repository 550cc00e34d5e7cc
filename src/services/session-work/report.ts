/**
 * GET /api/sessions/{id}/report.pdf (issue 26): Run all checks (stored results reused, the rest
 * run now), then the report PDF built on the work pool from the latest version.
 */
import type { CurrentUser } from '../../contract/current-user.ts';
import { ServerBusyError } from '../../jobs/work-pool.ts';
import { TaskTimeoutError } from '../../jobs/task-errors.ts';
import { AppError } from '../errors.ts';
import { safeBaseName, type FileDownload } from './downloads.ts';
import { busy, runAllRuns, summarise, type RunAllContext } from './run-all.ts';
import { REPORT_POOL_TASK_URL, type ReportOutcome, type ReportTask } from './report-task.ts';

export const PDF_TYPE = 'application/pdf';

/** "28 Nov 2026, 14:05 UTC": the server does not know the writer's time zone. */
function reportDate(now: Date): string {
  const date = new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(now);
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'UTC',
  }).format(now);
  return `${date}, ${time} UTC`;
}

export async function sessionReport(ctx: RunAllContext, user: CurrentUser, sessionId: number): Promise<FileDownload> {
  const runs = await runAllRuns(ctx, user, sessionId);
  const document = await ctx.db
    .selectFrom('documents')
    .select('filename')
    .where('id', '=', runs.session.document_id)
    .executeTakeFirst();
  const documentName = document?.filename ?? 'manuscript.docx';
  const task: ReportTask = {
    docx: new Uint8Array(await ctx.blobs.get(runs.version.blob)),
    documentName,
    sessionName: runs.session.name,
    formatName: runs.formatName,
    version: runs.version.number,
    date: reportDate(new Date()),
    checks: runs.entries.map((entry) => {
      const { status, findings, error } = summarise(entry.outcome);
      return {
        name: entry.name,
        categoryName: entry.categoryName,
        status,
        findings,
        ...(error ? { error } : {}),
        ...(entry.outcome.status === 'completed' ? { result: entry.outcome.result } : {}),
      };
    }),
  };
  let answer: Promise<ReportOutcome>;
  try {
    [answer] = ctx.work.runBounded<ReportOutcome>([
      {
        script: REPORT_POOL_TASK_URL,
        message: task,
        timeoutMs: ctx.checkTimeLimitMs,
        transfer: [task.docx.buffer as ArrayBuffer],
        owner: { tenantId: user.tenantId, userId: user.id },
      },
    ]) as [Promise<ReportOutcome>];
  } catch (error) {
    if (error instanceof ServerBusyError) throw busy(error.retryAfterSeconds, 'No report was made');
    throw error;
  }
  let outcome: ReportOutcome;
  try {
    outcome = await answer;
  } catch (error) {
    if (error instanceof TaskTimeoutError) throw busy(5, 'Making the report took too long and was stopped');
    throw error;
  }
  if (outcome.status === 'failed') throw new AppError('invalid', outcome.error);
  const body = Buffer.from(outcome.pdf.buffer, outcome.pdf.byteOffset, outcome.pdf.byteLength);
  return {
    filename: `${safeBaseName(documentName)}-report-v${runs.version.number}.pdf`,
    contentType: PDF_TYPE,
    size: body.length,
    body,
  };
}
