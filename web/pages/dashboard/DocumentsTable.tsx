/** "My documents": Id, Document name, Upload date, Action (start session, delete). */
import { Play } from 'lucide-react';
import { api, queryKeys } from '../../api/endpoints.ts';
import type { DocumentItem } from '../../api/types.ts';
import { Table, cellClass, rowClass } from '../../components/Table.tsx';
import { Paginator } from '../../components/Paginator.tsx';
import { usePagedList } from '../../components/usePagedList.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ErrorNote } from '../../components/ErrorNote.tsx';
import { Loading } from '../../components/Loading.tsx';
import { FILE_NAME_MAX, truncate } from '../../format/text.ts';
import { formatDate } from '../../format/dates.ts';

export function DocumentsTable({ onStartSession }: { onStartSession(document: DocumentItem): void }) {
  const { page, size, setPage, setSize, list, toDelete, askToDelete, deleteDialog } = usePagedList<DocumentItem>({
    queryKey: queryKeys.documents,
    fetchPage: api.documents.page,
    remove: api.documents.remove,
    // Deleting a document also removes its sessions (SPEC §2).
    alsoInvalidates: [queryKeys.sessions],
    failureTitle: 'Unable to delete document',
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
        caption="My documents"
        columns={['Id', 'Document name', 'Upload date', 'Action']}
        empty={
          data.items.length === 0 ? 'No documents yet. Upload a manuscript with its template to begin.' : undefined
        }
      >
        {data.items.map((document) => (
          <tr key={document.id} className={rowClass}>
            <td data-label="Id" className={cellClass}>
              {document.id}
            </td>
            <td data-label="Document name" className={cellClass} title={document.filename}>
              {truncate(document.filename, FILE_NAME_MAX)}
            </td>
            <td data-label="Upload date" className={`${cellClass} whitespace-nowrap`}>
              {formatDate(document.uploaded_at)}
            </td>
            <RowActions
              actions={[
                {
                  label: `Start a session with ${document.filename}`,
                  icon: Play,
                  onClick: () => onStartSession(document),
                },
              ]}
              remove={{ label: `Delete ${document.filename}`, onClick: () => askToDelete(document) }}
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
        title="Delete a document"
        text={
          <>
            Are you sure you want to delete <strong className="break-all">{toDelete?.filename}</strong>? The document
            and all linked sessions will be permanently removed.
          </>
        }
        confirmLabel="Delete"
      />
    </>
  );
}
