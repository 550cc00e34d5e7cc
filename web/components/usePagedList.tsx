/**
 * One page of a list with its paginator state, and the delete-with-confirmation every list page
 * offers (SPEC §2): the row's delete button asks, the dialog deletes, the lists it changes are
 * fetched again, and a page left empty by the delete falls back to the last page with rows.
 */
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '../api/types.ts';
import type { ConfirmDialogProps } from './ConfirmDialog.tsx';
import { errorText } from './ErrorNote.tsx';
import { usePaging } from './usePaging.ts';

export interface PagedListOptions<T> {
  queryKey: readonly unknown[];
  fetchPage(page: number, size: number): Promise<Paged<T>>;
  remove(id: number): Promise<unknown>;
  /** Other lists a delete changes (deleting a document removes its sessions). */
  alsoInvalidates?: readonly (readonly unknown[])[];
  /** Title of the failure shown in the dialog ("Unable to delete document"). */
  failureTitle: string;
}

export function usePagedList<T extends { id: number }>(options: PagedListOptions<T>) {
  const paging = usePaging();
  const { page, size, setPage } = paging;
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [...options.queryKey, page, size],
    queryFn: () => options.fetchPage(page, size),
    placeholderData: keepPreviousData,
  });
  const [toDelete, setToDelete] = useState<T | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => options.remove(id),
    onSuccess: async () => {
      await Promise.all(
        [options.queryKey, ...(options.alsoInvalidates ?? [])].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      setToDelete(null);
    },
  });
  // A page that became empty after a delete: show the last page that still has rows.
  const data = list.data;
  if (data && data.items.length === 0 && page > 1) setPage(Math.max(1, data.pages));

  const askToDelete = (item: T): void => {
    remove.reset();
    setToDelete(item);
  };
  /** The ConfirmDialog props every list shares; the page adds its title, text and labels. */
  const deleteDialog: Pick<ConfirmDialogProps, 'open' | 'onOpenChange' | 'busy' | 'onConfirm' | 'failure'> = {
    open: toDelete !== null,
    onOpenChange: (open) => !open && setToDelete(null),
    busy: remove.isPending,
    onConfirm: () => toDelete && remove.mutate(toDelete.id),
    failure: remove.isError ? { title: options.failureTitle, message: errorText(remove.error) } : null,
  };
  return { ...paging, list, toDelete, askToDelete, deleteDialog };
}
