/** History panel (SPEC §2): a spinner, the empty message, or the entries newest first. */
import { useQuery } from '@tanstack/react-query';
import type { HistoryEntry } from '../../../src/contract/api/session-work.ts';
import { downloadPaths, saveDownload, sessionApi, sessionKeys } from '../../api/session.ts';
import { historyDate } from './history-date.ts';

export function HistoryPanel({ sessionId }: { sessionId: number }) {
  const history = useQuery({
    queryKey: sessionKeys.history(sessionId),
    queryFn: () => sessionApi.history(sessionId),
    // An entry stays "In Progress" until its download is built: look again shortly.
    refetchInterval: (query) => (query.state.data?.some((e) => e.folder_path === null) ? 3_000 : false),
  });
  if (history.isPending) {
    return (
      <div role="status" className="flex items-center gap-2 p-2 text-sm text-slate-700">
        <span
          className="h-5 w-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
          aria-hidden
        />
        <span className="sr-only">Loading history</span>
      </div>
    );
  }
  // SPEC §8: history failures are only logged; the writer sees the empty state.
  if (history.isError) console.error('history failed', history.error);
  const entries = history.data ?? [];
  if (entries.length === 0) return <p className="text-sm text-slate-700">No history yet. Start by running a check.</p>;
  return (
    <ol className="space-y-2" aria-label="History">
      {entries.map((entry) => (
        <HistoryItem key={entry.id} entry={entry} />
      ))}
    </ol>
  );
}

function HistoryItem({ entry }: { entry: HistoryEntry }) {
  return (
    <li className="rounded-md border border-slate-200 bg-white p-3 text-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium text-slate-900">{entry.check_name}</span>
        {entry.folder_path ? (
          <a
            href={`/api${downloadPaths.historyFile(entry.folder_path)}`}
            onClick={(event) => {
              event.preventDefault();
              void saveDownload(downloadPaths.historyFile(entry.folder_path!), `version-${entry.version}.docx`).catch(
                (e: unknown) => console.error('download failed', e),
              );
            }}
            aria-label={`Download version ${entry.version}`}
            className="focus-ring rounded text-brand-700 underline"
          >
            Download
          </a>
        ) : (
          <span className="text-sm text-slate-700">In Progress</span>
        )}
      </div>
      <p className="text-sm text-slate-700">
        <time dateTime={entry.created_at}>{historyDate(entry.created_at)}</time> · {entry.user_name}
      </p>
      {entry.comment ? <p className="mt-1 text-slate-800">{entry.comment}</p> : null}
    </li>
  );
}
