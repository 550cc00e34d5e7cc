/** Dashboard (SPEC §2): greeting, the two cards, and 'Documents & Sessions' with its two tabs. */
import { useState, type ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import { FileUp, PlaySquare } from 'lucide-react';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { Button } from '../../components/Button.tsx';
import { DocumentsTable } from './DocumentsTable.tsx';
import { SessionsTable } from './SessionsTable.tsx';
import { UploadDialog } from './UploadDialog.tsx';
import { CreateSessionDialog } from './CreateSessionDialog.tsx';

function Card({ title, text, icon, action }: { title: string; text: string; icon: ReactNode; action: ReactNode }) {
  return (
    <section className="flex flex-col justify-between gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <div className="rounded-md bg-brand-50 p-2 text-brand-700">{icon}</div>
        <div>
          <h2 className="text-base font-semibold text-slate-900">{title}</h2>
          <p className="mt-1 text-sm text-slate-700">{text}</p>
        </div>
      </div>
      <div>{action}</div>
    </section>
  );
}

const tabClass =
  'focus-ring -mb-px border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-slate-700 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';

export function DashboardPage() {
  const { account } = useAuth();
  const [uploadOpen, setUploadOpen] = useState(false);
  const [sessionFor, setSessionFor] = useState<{ documentId: number | null } | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Hello, {account?.name}</h1>
        <p className="mt-1 text-slate-700">
          Welcome back. Upload a manuscript with its journal template, then start a session to check it against the
          journal's format.
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Card
          title="Document(s)"
          text="Add a manuscript and the journal's template as Word documents."
          icon={<FileUp size={22} aria-hidden />}
          action={<Button onClick={() => setUploadOpen(true)}>Upload my document</Button>}
        />
        <Card
          title="Start a session"
          text="Pair a document with a format and run the checks."
          icon={<PlaySquare size={22} aria-hidden />}
          action={<Button onClick={() => setSessionFor({ documentId: null })}>Start new session</Button>}
        />
      </div>
      <section aria-labelledby="documents-sessions" className="rounded-lg border border-slate-200 bg-white shadow-sm">
        <h2 id="documents-sessions" className="px-4 pt-4 text-lg font-semibold text-slate-900">
          Documents &amp; Sessions
        </h2>
        <Tabs.Root defaultValue="documents">
          <Tabs.List aria-label="Documents & Sessions" className="mt-2 flex border-b border-slate-200 px-2">
            <Tabs.Trigger value="documents" className={tabClass}>
              My documents
            </Tabs.Trigger>
            <Tabs.Trigger value="sessions" className={tabClass}>
              My sessions
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="documents" className="outline-none">
            <DocumentsTable onStartSession={(document) => setSessionFor({ documentId: document.id })} />
          </Tabs.Content>
          <Tabs.Content value="sessions" className="outline-none">
            <SessionsTable />
          </Tabs.Content>
        </Tabs.Root>
      </section>
      <UploadDialog open={uploadOpen} onOpenChange={setUploadOpen} />
      <CreateSessionDialog
        open={sessionFor !== null}
        onOpenChange={(open) => !open && setSessionFor(null)}
        documentId={sessionFor?.documentId ?? null}
      />
    </div>
  );
}
