/** Account & Profile (/settings, SPEC §2): read-only account fields and a disabled delete section. */
import { useId } from 'react';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { Button } from '../../components/Button.tsx';

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        value={value}
        readOnly
        className="h-9 rounded-md border border-slate-300 bg-slate-50 px-3 text-sm text-slate-900"
      />
    </div>
  );
}

const DELETE_ACCOUNT_REASON =
  "Not available here: your account is your organisation's work account, so its IT deletes it.";

export default function SettingsPage() {
  const { account } = useAuth();
  const reasonId = useId();
  const firstName = (account?.name ?? '').trim().split(/\s+/)[0] ?? '';
  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Account &amp; Profile</h1>
        <p className="mt-1 text-sm text-slate-700">
          These details come from your organisation's sign-in and cannot be changed here.
        </p>
        <div className="mt-5 grid gap-4 md:grid-cols-2">
          <ReadOnlyField label="Account ID" value={account?.localAccountId ?? ''} />
          <ReadOnlyField label="Tenant ID" value={account?.tenantId ?? ''} />
          <ReadOnlyField label="First name" value={firstName} />
          <ReadOnlyField label="Professional email" value={account?.username ?? ''} />
        </div>
      </section>
      <section aria-labelledby="delete-account" className="rounded-lg border border-red-200 bg-white p-6 shadow-sm">
        <h2 id="delete-account" className="text-lg font-semibold text-red-800">
          Delete my account
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Deleting your account is permanent and irreversible: your documents, sessions and history are removed.
        </p>
        <Button variant="danger" disabled className="mt-4" aria-describedby={reasonId}>
          Delete my account
        </Button>
        <p id={reasonId} className="mt-2 text-sm text-slate-700">
          {DELETE_ACCOUNT_REASON}
        </p>
      </section>
    </div>
  );
}
