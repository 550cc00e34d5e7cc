/**
 * Users (/users, SPEC §2): name, email and a disabled Remove; a disabled Add user; below them the
 * organisation's AI Assistant switch (issue 27). Each disabled
 * button says why beside it, and is described by that sentence for screen readers (issue 26).
 */
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { useId } from 'react';
import { UserPlus } from 'lucide-react';
import { api, queryKeys } from '../../api/endpoints.ts';
import { Button } from '../../components/Button.tsx';
import { ErrorNote } from '../../components/ErrorNote.tsx';
import { Paginator } from '../../components/Paginator.tsx';
import { usePaging } from '../../components/usePaging.ts';
import { AssistantSettings } from './AssistantSettings.tsx';

const ADD_USER_REASON = 'Colleagues join by signing in with their work account: there is no need to add them here.';
const REMOVE_USER_REASON = "Removing a user is not available here: your organisation's IT removes their work account.";

export default function UsersPage() {
  const id = useId();
  const { page, size, setPage, setSize } = usePaging();
  const users = useQuery({
    queryKey: [...queryKeys.users, page, size],
    queryFn: () => api.users.page(page, size),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <section className="rounded-lg border border-slate-200 bg-white shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-4 p-6 pb-4">
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Users</h1>
            <p className="mt-1 text-sm text-slate-700">People of your organisation who use the product.</p>
          </div>
          <div className="flex max-w-xs flex-col items-start gap-1 sm:items-end sm:text-right">
            <Button disabled aria-describedby={`${id}-add`}>
              <UserPlus size={16} aria-hidden /> Add user
            </Button>
            <p id={`${id}-add`} className="text-sm text-slate-700">
              {ADD_USER_REASON}
            </p>
          </div>
        </div>
        {users.isPending ? (
          <p role="status" className="px-6 pb-6 text-sm text-slate-700">
            Loading...
          </p>
        ) : users.isError ? (
          <div className="px-6 pb-6">
            <ErrorNote error={users.error} />
          </div>
        ) : (
          <>
            <p id={`${id}-remove`} className="border-t border-slate-200 px-6 py-3 text-sm text-slate-700">
              {REMOVE_USER_REASON}
            </p>
            <ul aria-label="Users" className="divide-y divide-slate-100 border-t border-slate-200">
              {users.data.items.map((user) => (
                <li key={user.id} className="flex items-center justify-between gap-4 px-6 py-3">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{user.name}</p>
                    <p className="truncate text-sm text-slate-700">{user.email}</p>
                  </div>
                  {/* SPEC §2/§5: removing asks "Are you sure you want to remove this user?", but the button is disabled. */}
                  <Button
                    variant="secondary"
                    disabled
                    title="Are you sure you want to remove this user?"
                    aria-label={`Remove ${user.name}`}
                    aria-describedby={`${id}-remove`}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
            <Paginator
              page={page}
              pages={users.data.pages}
              total={users.data.total}
              size={size}
              onPageChange={setPage}
              onSizeChange={setSize}
            />
          </>
        )}
      </section>
      <AssistantSettings />
    </>
  );
}
