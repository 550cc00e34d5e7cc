/** "My documents": Id, Document name, Upload date, Action (start session, delete). */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { Play, Trash2 } from 'lucide-react';
import { api, queryKeys } from '../../api/endpoints.ts';
import type { DocumentItem } from '../../api/types.ts';
import { Table, cellClass, rowClass } from '../../components/Table.tsx';
import { Paginator } from '../../components/Paginator.tsx';
import { usePaging } from '../../components/usePaging.ts';
import { IconButton } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ErrorNote, errorText } from '../../components/ErrorNote.tsx';
import { Loading } from '../../components/Loading.tsx';
import { FILE_NAME_MAX, truncate } from '../../format/text.ts';
import { formatDate } from '../../format/dates.ts';

export function DocumentsTable({ onStartSession }: { onStartSession(document: DocumentItem): void }) {
  const { page, size, setPage, setSize } = usePaging();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [...queryKeys.documents, page, size],
    queryFn: () => api.documents.page(page, size),
    placeholderData: keepPreviousData,
  });
  const [toDelete, setToDelete] = useState<DocumentItem | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => api.documents.remove(id),
    onSuccess: async () => {
      // Deleting a document also removes its sessions (SPEC §2).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.documents }),
        queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
      ]);
      setToDelete(null);
    },
  });

  if (list.isPending) return <Loading />;
  if (list.isError) return <div className="p-4"><ErrorNote error={list.error} /></div>;
  const data = list.data;
  // A page that became empty after a delete: show the last page that still has rows.
  if (data.items.length === 0 && page > 1) setPage(Math.max(1, data.pages));

  return (
    <>
      <Table
        caption="My documents"
        columns={['Id', 'Document name', 'Upload date', 'Action']}
        empty={data.items.length === 0 ? 'No documents yet. Upload a manuscript with its template to begin.' : undefined}
      >
        {data.items.map((document) => (
          <tr key={document.id} className={rowClass}>
            <td className={cellClass}>{document.id}</td>
            <td className={cellClass} title={document.filename}>
              {truncate(document.filename, FILE_NAME_MAX)}
            </td>
            <td className={`${cellClass} whitespace-nowrap`}>{formatDate(document.uploaded_at)}</td>
            <td className={cellClass}>
              <div className="flex gap-1">
                <IconButton label={`Start a session with ${document.filename}`} onClick={() => onStartSession(document)}>
                  <Play size={16} aria-hidden />
                </IconButton>
                <IconButton
                  label={`Delete ${document.filename}`}
                  onClick={() => {
                    remove.reset();
                    setToDelete(document);
                  }}
                  className="hover:text-red-700"
                >
                  <Trash2 size={16} aria-hidden />
                </IconButton>
              </div>
            </td>
          </tr>
        ))}
      </Table>
      <Paginator page={page} pages={data.pages} total={data.total} size={size} onPageChange={setPage} onSizeChange={setSize} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete a document"
        text={
          <>
            Are you sure you want to delete <strong className="break-all">{toDelete?.filename}</strong>? The document and all linked sessions
            will be permanently removed.
          </>
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id)}
        failure={remove.isError ? { title: 'Unable to delete document', message: errorText(remove.error) } : null}
      />
    </>
  );
}
