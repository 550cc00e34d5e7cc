/**
 * The session page's calls (SPEC §7 "Sessions", "Formats", "Session work"), all through the one
 * request helper; the shapes are the server's schemas (src/contract/api/session-work.ts).
 */
import type { CheckRunAnswer, Overview } from '../../src/contract/checks.ts';
import type {
  ApplyAnswer,
  ApplyItem,
  BuildAnswer,
  CleanCacheAnswer,
  HistoryEntry,
  PreviewAnswer,
} from '../../src/contract/api/session-work.ts';
import type { RunAllAnswer } from '../../src/contract/api/run-all.ts';
import type { DecisionsAnswer, SaveDecisionsBody } from '../../src/contract/api/decisions.ts';
import { requireApiToken } from '../auth/token-store.ts';
import { apiRequest } from './client.ts';
import type { FormatItem, RetargetAnswer, SessionItem } from './types.ts';

export const sessionApi = {
  session: (id: number) => apiRequest<SessionItem>(`/sessions/${id}`),
  format: (id: number) => apiRequest<FormatItem>(`/formatting/${id}`),
  overview: () => apiRequest<Overview>('/overview/'),
  preview: (sessionId: number) => apiRequest<PreviewAnswer>(`/preview/latest_version?session_id=${sessionId}`),
  history: (sessionId: number) => apiRequest<HistoryEntry[]>(`/history/${sessionId}`),
  /** First run: the parameter values by name; polling: the queued payload as the body (SPEC §4). */
  runCheck: (checkUrl: string, sessionId: number, body: unknown) =>
    apiRequest<CheckRunAnswer>(`${checkUrl}/?session_id=${sessionId}`, { method: 'POST', json: body }),
  apply: (checkUrl: string, sessionId: number, results: ApplyItem[], comment: string) =>
    apiRequest<ApplyAnswer>(`${checkUrl}/apply`, { method: 'POST', json: { session_id: sessionId, results, comment } }),
  buildDownload: (sessionId: number) =>
    apiRequest<BuildAnswer>(`/download/build?session_id=${sessionId}`, { method: 'POST' }),
  /** A new session on the same document for another journal, with what must change (issue 17). */
  retarget: (sessionId: number, formatId: number) =>
    apiRequest<RetargetAnswer>(`/sessions/${sessionId}/retarget`, { method: 'POST', json: { format_id: formatId } }),
  /** Every check of the catalogue on the latest version, one line each (issue 26). */
  runAll: (sessionId: number) => apiRequest<RunAllAnswer>(`/sessions/${sessionId}/run-all`, { method: 'POST' }),
  /** The decisions saved on one check's findings (issue 26). */
  decisions: (sessionId: number, checkUrl: string) =>
    apiRequest<DecisionsAnswer>(`/sessions/${sessionId}/decisions/${checkIdOf(checkUrl)}`),
  /** Saves the findings whose state changed, and the batch comment when it changed. */
  saveDecisions: (sessionId: number, checkUrl: string, body: SaveDecisionsBody) =>
    apiRequest<DecisionsAnswer>(`/sessions/${sessionId}/decisions/${checkIdOf(checkUrl)}`, {
      method: 'PUT',
      json: body,
    }),
  /** Clears the cache of one check in one session (SPEC §4 after an apply), never other sessions'. */
  cleanCache: (sessionId: number, checkUrl: string) =>
    apiRequest<CleanCacheAnswer>(`/job/clean_cache_all?session_id=${sessionId}&check=${checkIdOf(checkUrl)}`, {
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
