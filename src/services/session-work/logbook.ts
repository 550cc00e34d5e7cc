/**
 * The logbook (issue 6 §4): one row per decision sent with an apply — the record a
 * medical-communications QC process files, as a real .xlsx (bold, frozen header row; set column
 * widths) written by write-excel-file, whose one dependency is fflate.
 */
import type { Kysely } from 'kysely';
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import type { CurrentUser } from '../../contract/current-user.ts';
import type { Database } from '../../store/schema.ts';
import { safeBaseName, type FileDownload } from './downloads.ts';
import { ownedSession } from './session-access.ts';
import { AI_USE_ACTION } from '../assistant/usage-audit.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const LOGBOOK_COLUMNS = [
  { header: 'Time (UTC)', width: 22 },
  { header: 'User', width: 22 },
  { header: 'Check', width: 28 },
  { header: 'Finding', width: 48 },
  { header: 'Original text', width: 40 },
  { header: 'Correction', width: 40 },
  { header: 'Decision', width: 30 },
  { header: 'Comment', width: 40 },
  { header: 'Version', width: 10 },
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
  const rows: Row[] = decisions.map((d) => [
    d.created_at,
    d.user_name,
    d.check_name,
    d.finding === '' ? d.entry_id : d.finding,
    d.original,
    d.correction,
    decisionText(d.accepted, d.edited),
    d.comment,
    d.version_number,
  ]);
  const body = await writeXlsxFile([
    sheet('Logbook', LOGBOOK_COLUMNS, rows),
    sheet('AI use', AI_USE_COLUMNS, await aiUseRows(db, user.tenantId, session.id)),
  ]).toBuffer();
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

export const AI_USE_COLUMNS = [
  { header: 'Time (UTC)', width: 22 },
  { header: 'User', width: 22 },
  { header: 'Model', width: 24 },
  { header: 'Task', width: 14 },
  { header: 'Characters sent', width: 16 },
  { header: 'Characters received', width: 18 },
  { header: 'Outcome', width: 14 },
] as const;

const TASK_NAMES: Record<string, string> = {
  ask: 'Question',
  explain: 'Explain finding',
  draft: 'Draft statement',
  shorten: 'Shorten',
  'title-case': 'Title case',
  rewrite: 'Rewrite',
};

/**
 * The rows of the "AI use" sheet (issue 27): every request made to the AI Assistant in this
 * session, from the audit trail, so the writer can disclose the use of AI as ICMJE asks. Edits the
 * writer accepted are on the Logbook sheet under the check "AI Assistant".
 */
async function aiUseRows(db: Kysely<Database>, tenantId: number, sessionId: number): Promise<Row[]> {
  const events = await db
    .selectFrom('audit_events')
    .leftJoin('users', 'users.id', 'audit_events.user_id')
    .select(['audit_events.at', 'audit_events.details', 'users.name'])
    .where('audit_events.tenant_id', '=', tenantId)
    .where('audit_events.action', '=', AI_USE_ACTION)
    .where('audit_events.target', '=', `session:${sessionId}`)
    .orderBy('audit_events.id')
    .execute();
  return events.map((event): Row => {
    const details = JSON.parse(event.details) as Record<string, unknown>;
    const task = String(details.action ?? '');
    return [
      new Date(Number(event.at)).toISOString(),
      event.name ?? '',
      String(details.model ?? ''),
      TASK_NAMES[task] ?? task,
      Number(details.sent_chars ?? 0),
      Number(details.received_chars ?? 0),
      String(details.outcome ?? ''),
    ];
  });
}

/** A sheet of the logbook file: a bold header row naming the columns, frozen above `rows`; set widths. */
function sheet(name: string, columns: readonly { header: string; width: number }[], rows: Row[]) {
  const header: Row = columns.map((c) => ({ value: c.header, fontWeight: 'bold' }));
  return {
    data: [header, ...rows],
    sheet: name,
    columns: columns.map((c) => ({ width: c.width })),
    stickyRowsCount: 1,
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
