/**
 * The session page's calls (SPEC §7 "Sessions", "Formats", "Session work"), all through the one
 * request helper, each answer checked against the server's schema (src/contract/api).
 */
import type { CheckRunAnswer, Overview } from '../../src/contract/checks.ts';
import { DecisionsAnswer, type SaveDecisionsBody } from '../../src/contract/api/decisions.ts';
import { Format } from '../../src/contract/api/formats.ts';
import { RetargetAnswer } from '../../src/contract/api/retarget.ts';
import { RunAllAnswer } from '../../src/contract/api/run-all.ts';
import { CheckRunAnswerSchema, OverviewSchema } from '../../src/contract/api/check-results.ts';
import {
  ApplyAnswerSchema,
  type ApplyItem,
  BuildAnswerSchema,
  CleanCacheAnswerSchema,
  HistoryAnswerSchema,
  PreviewAnswerSchema,
} from '../../src/contract/api/session-work.ts';
import { Session } from '../../src/contract/api/sessions.ts';
import { requireApiToken } from '../auth/token-store.ts';
import { apiRequest } from './client.ts';

export const sessionApi = {
  session: (id: number) => apiRequest(`/sessions/${id}`, Session),
  format: (id: number) => apiRequest(`/formatting/${id}`, Format),
  overview: (): Promise<Overview> => apiRequest('/overview/', OverviewSchema),
  preview: (sessionId: number) => apiRequest(`/preview/latest_version?session_id=${sessionId}`, PreviewAnswerSchema),
  history: (sessionId: number) => apiRequest(`/history/${sessionId}`, HistoryAnswerSchema),
  /** First run: the parameter values by name; polling: the queued payload as the body (SPEC §4). */
  runCheck: (checkUrl: string, sessionId: number, body: unknown): Promise<CheckRunAnswer> =>
    apiRequest(`${checkUrl}/?session_id=${sessionId}`, CheckRunAnswerSchema, { method: 'POST', json: body }),
  apply: (checkUrl: string, sessionId: number, results: ApplyItem[], comment: string) =>
    apiRequest(`${checkUrl}/apply`, ApplyAnswerSchema, {
      method: 'POST',
      json: { session_id: sessionId, results, comment },
    }),
  buildDownload: (sessionId: number) =>
    apiRequest(`/download/build?session_id=${sessionId}`, BuildAnswerSchema, { method: 'POST' }),
  /** A new session on the same document for another journal, with what must change (issue 17). */
  retarget: (sessionId: number, formatId: number) =>
    apiRequest(`/sessions/${sessionId}/retarget`, RetargetAnswer, { method: 'POST', json: { format_id: formatId } }),
  /** Every check of the catalogue on the latest version, one line each (issue 26). */
  runAll: (sessionId: number) => apiRequest(`/sessions/${sessionId}/run-all`, RunAllAnswer, { method: 'POST' }),
  /** The decisions saved on one check's findings (issue 26). */
  decisions: (sessionId: number, checkUrl: string) =>
    apiRequest(`/sessions/${sessionId}/decisions/${checkIdOf(checkUrl)}`, DecisionsAnswer),
  /** Saves the findings whose state changed, and the batch comment when it changed. */
  saveDecisions: (sessionId: number, checkUrl: string, body: SaveDecisionsBody) =>
    apiRequest(`/sessions/${sessionId}/decisions/${checkIdOf(checkUrl)}`, DecisionsAnswer, {
      method: 'PUT',
      json: body,
    }),
  /** Clears the cache of one check in one session (SPEC §4 after an apply), never other sessions'. */
  cleanCache: (sessionId: number, checkUrl: string) =>
    apiRequest(`/job/clean_cache_all?session_id=${sessionId}&check=${checkIdOf(checkUrl)}`, CleanCacheAnswerSchema, {
      method: 'POST',
    }),
};

/** `/checks/<id>` → `<id>`, ready for a path or query. */
function checkIdOf(checkUrl: string): string {
  return encodeURIComponent(checkUrl.replace(/^\/checks\//, ''));
}

export const sessionKeys = {
  session: (id: number) => ['session', id] as const,
  format: (id: number) => ['format', id] as const,
  overview: ['overview'] as const,
  preview: (id: number) => ['session', id, 'preview'] as const,
  history: (id: number) => ['session', id, 'history'] as const,
};

/** Where a session's files are fetched (docs/workflow.md "Routes"). */
export const downloadPaths = {
  trackedChanges: (sessionId: number) => `/download/tracked-changes?session_id=${sessionId}`,
  logbook: (sessionId: number) => `/download/logbook?session_id=${sessionId}`,
  /** The report of every check as a PDF (issue 26). */
  report: (sessionId: number) => `/sessions/${sessionId}/report.pdf`,
  /** History entry: GET {base}/{folder_path}. */
  historyFile: (folderPath: string) => `/${folderPath.replace(/^\/+/, '')}`,
};

/**
 * Saves a file the API serves. A plain link cannot carry the bearer token, so the bytes are fetched
 * with it and handed to the browser as a download (the request helper only reads JSON and text).
 */
export async function saveDownload(path: string, fallbackName: string): Promise<void> {
  const response = await fetch(`/api${path}`, { headers: { authorization: `Bearer ${requireApiToken()}` } });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="([^"]+)"/i.exec(disposition);
  return plain?.[1] ?? null;
}
