/** Users (/users, SPEC §2): name, email and a disabled Remove; a disabled Add user. */
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { api, queryKeys } from '../../api/endpoints.ts';
import { Button } from '../../components/Button.tsx';
import { ErrorNote } from '../../components/ErrorNote.tsx';
import { Paginator } from '../../components/Paginator.tsx';
import { usePaging } from '../../components/usePaging.ts';

export default function UsersPage() {
  const { page, size, setPage, setSize } = usePaging();
  const users = useQuery({
    queryKey: [...queryKeys.users, page, size],
    queryFn: () => api.users.page(page, size),
    placeholderData: keepPreviousData,
  });
  return (
    <section className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="flex items-center justify-between gap-4 p-6 pb-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Users</h1>
          <p className="mt-1 text-sm text-slate-700">People of your organisation who use the product.</p>
        </div>
        <Button disabled>
          <UserPlus size={16} aria-hidden /> Add user
        </Button>
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
  );
}
