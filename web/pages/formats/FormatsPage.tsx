/**
 * Formats (/formats/): the table of SPEC §2 with its paginator, New/Edit dialog and delete
 * confirmation. Formats the user may not change (`editable` false) offer View instead of Edit and
 * Delete (issue 18); every format, for every role, offers Duplicate, which opens an unsaved copy
 * (issue 26). The delete confirmation says which sessions use the format and what becomes of them.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Copy, Eye, Pencil, Plus } from 'lucide-react';
import { api, queryKeys } from '../../api/endpoints.ts';
import type { FormatItem } from '../../api/types.ts';
import { Table, cellClass, rowClass } from '../../components/Table.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { Paginator } from '../../components/Paginator.tsx';
import { usePagedList } from '../../components/usePagedList.tsx';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ErrorNote } from '../../components/ErrorNote.tsx';
import { Loading } from '../../components/Loading.tsx';
import { formatDateTime } from '../../format/dates.ts';
import { FormatDialog } from './FormatDialog.tsx';
import { type FormatDraft, useDuplicateFormat } from './useDuplicateFormat.ts';
import { FormatUseNote } from './FormatUseNote.tsx';
import { CREATE_FORMAT_PARAM } from './create-link.ts';

export default function FormatsPage() {
  const { page, size, setPage, setSize, list, toDelete, askToDelete, deleteDialog } = usePagedList<FormatItem>({
    queryKey: queryKeys.formats,
    fetchPage: api.formats.page,
    remove: api.formats.remove,
    failureTitle: 'Unable to delete format',
  });
  const [editing, setEditing] = useState<{ format: FormatItem | null; draft?: FormatDraft } | null>(null);
  const openDraft = (draft: FormatDraft) => setEditing({ format: null, draft });
  const duplicate = useDuplicateFormat(openDraft);
  const data = list.data;
  // The header's "Create a Format" link (SPEC §2) arrives with ?create: open the New Format dialog once.
  const [search, setSearch] = useSearchParams();
  const createAsked = search.has(CREATE_FORMAT_PARAM);
  useEffect(() => {
    if (!createAsked) return;
    setEditing({ format: null });
    setSearch(
      (params) => {
        params.delete(CREATE_FORMAT_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [createAsked, setSearch]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Formats</h1>
          <p className="mt-1 text-slate-700">
            Each format holds one journal's author guidelines as rules the checks apply.
          </p>
        </div>
        <Button onClick={() => setEditing({ format: null })}>
          <Plus size={16} aria-hidden /> Create a Format
        </Button>
      </div>
      {duplicate.isError ? <ErrorNote error={duplicate.error} /> : null}
      <section aria-label="Formats" className="rounded-lg border border-slate-200 bg-white shadow-sm">
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <div className="p-4">
            <ErrorNote error={list.error} />
          </div>
        ) : data ? (
          <>
            <Table
              caption="Formats"
              columns={['ID', 'Name', 'CreatedBy', 'CreatedAt', 'UpdatedBy', 'UpdatedAt', 'Action']}
              empty={
                data.items.length === 0
                  ? 'No formats yet. Create one from a journal\u2019s author guidelines.'
                  : undefined
              }
            >
              {data.items.map((format) => (
                <tr key={format.id} className={rowClass}>
                  <td data-label="ID" className={cellClass}>
                    {format.id}
                  </td>
                  <td data-label="Name" className={`${cellClass} font-medium`}>
                    {format.name}
                  </td>
                  <td data-label="CreatedBy" className={cellClass}>
                    {format.created_user.name}
                  </td>
                  <td data-label="CreatedAt" className={`${cellClass} whitespace-nowrap`}>
                    {formatDateTime(format.created_at)}
                  </td>
                  <td data-label="UpdatedBy" className={cellClass}>
                    {format.updated_user.name}
                  </td>
                  <td data-label="UpdatedAt" className={`${cellClass} whitespace-nowrap`}>
                    {formatDateTime(format.updated_at)}
                  </td>
                  <RowActions
                    actions={[
                      format.editable
                        ? { label: `Edit ${format.name}`, icon: Pencil, onClick: () => setEditing({ format }) }
                        : { label: `View ${format.name}`, icon: Eye, onClick: () => setEditing({ format }) },
                      { label: `Duplicate ${format.name}`, icon: Copy, onClick: () => duplicate.mutate(format) },
                    ]}
                    remove={
                      format.editable
                        ? { label: `Delete ${format.name}`, onClick: () => askToDelete(format) }
                        : undefined
                    }
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
          </>
        ) : null}
      </section>
      <FormatDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        format={editing?.format ?? null}
        draft={editing?.draft ?? null}
        onOpenDraft={openDraft}
      />
      <ConfirmDialog
        {...deleteDialog}
        title="Delete a format"
        text={
          <>
            Are you sure you want to delete <strong>{toDelete?.name}</strong>? The format will be permanently removed
            from the network and cannot be undone.
            {toDelete ? <FormatUseNote formatId={toDelete.id} /> : null}
          </>
        }
        cancelLabel="No don't remove"
        confirmLabel="Yes remove"
      />
    </div>
  );
}
