/**
 * The logbook (issue 6 §4): one row per decision sent with an apply — the record a
 * medical-communications QC process files. Built with exceljs as a real .xlsx.
 */
import type { Kysely } from 'kysely';
import type { CurrentUser } from '../../auth/current-user.ts';
import type { Database } from '../../store/schema.ts';
import { safeBaseName, type FileDownload } from './downloads.ts';
import { ownedSession } from './session-access.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const LOGBOOK_COLUMNS = [
  { header: 'Time (UTC)', key: 'time', width: 22 },
  { header: 'User', key: 'user', width: 22 },
  { header: 'Check', key: 'check', width: 28 },
  { header: 'Finding', key: 'finding', width: 48 },
  { header: 'Original text', key: 'original', width: 40 },
  { header: 'Correction', key: 'correction', width: 40 },
  { header: 'Decision', key: 'decision', width: 30 },
  { header: 'Comment', key: 'comment', width: 40 },
  { header: 'Version', key: 'version', width: 10 },
] as const;

export async function logbookFile(db: Kysely<Database>, user: CurrentUser, sessionId: number): Promise<FileDownload> {
  const session = await ownedSession(db, user, sessionId);
  const decisions = await db
    .selectFrom('decisions')
    .selectAll()
    .where('session_id', '=', session.id)
    .where('tenant_id', '=', user.tenantId)
    .orderBy('id')
    .execute();
  // exceljs is loaded on first use: it is large, and only this download needs it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Manuscript Checker';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet('Logbook', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = LOGBOOK_COLUMNS.map((c) => ({ ...c }));
  sheet.getRow(1).font = { bold: true };
  for (const d of decisions) {
    sheet.addRow({
      time: d.created_at,
      user: d.user_name,
      check: d.check_name,
      finding: d.finding === '' ? d.entry_id : d.finding,
      original: d.original,
      correction: d.correction,
      decision: decisionText(d.accepted, d.edited),
      comment: d.comment,
      version: d.version_number,
    });
  }
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  const document = await db
    .selectFrom('documents')
    .select('filename')
    .where('id', '=', session.document_id)
    .executeTakeFirst();
  return {
    filename: `${safeBaseName(document?.filename ?? 'manuscript')}_logbook.xlsx`,
    contentType: XLSX_TYPE,
    size: body.length,
    body,
  };
}

/**
 * The Decision column: a correction the writer typed is the writer's, not the check's suggestion
 * (issue 22), so the record says who wrote the text that went into the manuscript.
 */
function decisionText(accepted: number, edited: number): string {
  if (!accepted) return 'Rejected';
  return edited ? 'Accepted (edited by the writer)' : 'Accepted';
}
