/**
 * The session page's header (issue 18): which document, which version and which format the checks
 * run against, and a notice when the format changed or was deleted since the session began (the
 * session checks against its own copy: `format_name` / `format_state` of the session), and for a
 * session retargeted from another one (issue 17) a link back to it; and what the reader saw in the
 * document but did not check (issue 25: "2 equations were not checked."), before a pass is trusted.
 */
import { AlertTriangle, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SessionItem } from '../../api/types.ts';

function formatNotice(session: Pick<SessionItem, 'format_name' | 'format_state'>): string | null {
  const name = session.format_name ?? '';
  if (session.format_state === 'changed')
    return `The format "${name}" has changed since this session began; checks use the session's copy.`;
  if (session.format_state === 'deleted') return `The format "${name}" was deleted; checks use the session's copy.`;
  return null;
}

export function SessionHeader({
  session,
  version,
  action,
}: {
  session: SessionItem;
  version: number | undefined;
  /** What the writer can do with the whole session ("Check against another journal"). */
  action?: ReactNode;
}) {
  const notice = formatNotice(session);
  const item = 'flex min-w-0 items-baseline gap-1.5';
  const term = 'shrink-0 text-sm font-medium text-slate-600';
  return (
    <div className="border-b border-slate-200 bg-white px-4 py-2 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <dl aria-label="Session" className="flex min-w-0 flex-wrap items-baseline gap-x-6 gap-y-1 text-sm">
          <div className={`${item} max-w-full`}>
            <dt className={term}>Document</dt>
            <dd className="truncate font-semibold text-slate-900" title={session.document.filename}>
              {session.document.filename}
            </dd>
          </div>
          <div className={item}>
            <dt className={term}>Version</dt>
            <dd className="text-slate-900 tabular-nums" data-testid="session-version">
              {version ?? '…'}
            </dd>
          </div>
          <div className={`${item} max-w-full`}>
            <dt className={term}>Format</dt>
            <dd className="truncate text-slate-900" title={session.format_name ?? undefined}>
              {session.format_name ?? 'None'}
            </dd>
          </div>
          {session.retargeted_from !== null ? (
            <div className={item}>
              <dt className={term}>Retargeted from</dt>
              <dd>
                <Link
                  to={`/session/${session.retargeted_from}`}
                  className="focus-ring rounded text-brand-700 underline hover:text-brand-800"
                >
                  session {session.retargeted_from}
                </Link>
              </dd>
            </div>
          ) : null}
        </dl>
        {action}
      </div>
      <NotChecked warnings={session.document.warnings} />
      {notice ? (
        <p
          role="status"
          className="mt-2 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          <AlertTriangle size={16} aria-hidden className="mt-0.5 shrink-0" />
          {notice}
        </p>
      ) : null}
    </div>
  );
}

/** The reader's warnings for the session's document: parts of the file no check looked at. */
function NotChecked({ warnings }: { warnings: SessionItem['document']['warnings'] }) {
  if (!warnings || warnings.length === 0) return null;
  return (
    <div
      role="note"
      aria-label="Not checked in this document"
      className="mt-2 flex items-start gap-2 rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-950"
    >
      <Info size={16} aria-hidden className="mt-0.5 shrink-0" />
      <div className="min-w-0">
        <span className="font-medium">Not every part of this document was checked: </span>
        <ul className="inline">
          {warnings.map((warning) => (
            <li key={warning.code} className="inline after:content-['_'] last:after:content-none">
              {warning.message}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
