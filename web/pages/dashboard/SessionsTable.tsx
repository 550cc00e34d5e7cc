/** "My sessions": Id, Session name, Linked document name, Owner, Upload date, Action (resume, delete). */
import { Link, useNavigate } from 'react-router';
import { PlayCircle } from 'lucide-react';
import { api, queryKeys } from '../../api/endpoints.ts';
import type { SessionItem } from '../../api/types.ts';
import { Table, cellClass, rowClass } from '../../components/Table.tsx';
import { Paginator } from '../../components/Paginator.tsx';
import { usePagedList } from '../../components/usePagedList.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ErrorNote } from '../../components/ErrorNote.tsx';
import { Loading } from '../../components/Loading.tsx';
import { FILE_NAME_MAX, SESSION_NAME_MAX, truncate } from '../../format/text.ts';
import { formatDate } from '../../format/dates.ts';

export function SessionsTable() {
  const navigate = useNavigate();
  const { page, size, setPage, setSize, list, toDelete, askToDelete, deleteDialog } = usePagedList<SessionItem>({
    queryKey: queryKeys.sessions,
    fetchPage: api.sessions.page,
    remove: api.sessions.remove,
    failureTitle: 'Unable to delete session',
  });

  if (list.isPending) return <Loading />;
  if (list.isError)
    return (
      <div className="p-4">
        <ErrorNote error={list.error} />
      </div>
    );
  const data = list.data;

  return (
    <>
      <Table
        caption="My sessions"
        columns={['Id', 'Session name', 'Linked document name', 'Owner', 'Upload date', 'Action']}
        empty={data.items.length === 0 ? 'No sessions yet. Start a session from a document.' : undefined}
      >
        {data.items.map((session) => (
          <tr key={session.id} className={rowClass}>
            <td data-label="Id" className={cellClass}>
              {session.id}
            </td>
            <td data-label="Session name" className={cellClass}>
              <Link
                to={`/session/${session.id}`}
                title={session.name}
                className="font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {truncate(session.name, SESSION_NAME_MAX)}
              </Link>
            </td>
            <td data-label="Linked document name" className={cellClass} title={session.document.filename}>
              {truncate(session.document.filename, FILE_NAME_MAX)}
            </td>
            <td data-label="Owner" className={cellClass}>
              {session.owner.name}
            </td>
            <td data-label="Upload date" className={`${cellClass} whitespace-nowrap`}>
              {formatDate(session.created_at)}
            </td>
            <RowActions
              actions={[
                {
                  label: `Resume session ${session.name}`,
                  icon: PlayCircle,
                  onClick: () => navigate(`/session/${session.id}`),
                },
              ]}
              remove={{ label: `Delete session ${session.name}`, onClick: () => askToDelete(session) }}
            />
          </tr>
        ))}
      </Table>
      <Paginator
        page={page}
        pages={data.pages}
        total={data.total}
        size={size}
        onPageChange={setPage}
        onSizeChange={setSize}
      />
      <ConfirmDialog
        {...deleteDialog}
        title="Delete a session"
        text={
          <>
            Are you sure you want to delete the session <strong className="break-all">{toDelete?.name}</strong>? This
            deletion is permanent and cannot be undone.
          </>
        }
        confirmLabel="Delete"
      />
    </>
  );
}
