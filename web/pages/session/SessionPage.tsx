/**
 * The session page (/session/{id}; SPEC §2 "Session page", issue 7): a left icon bar, one slide-in
 * panel at a time (Checks, History, Format, AI Assistant), the latest version's preview with the
 * selected finding highlighted, and the footer.
 */
import { useCallback, useState, type CSSProperties, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ArrowRightLeft, Bot, GitCompare, History, ListChecks, X } from 'lucide-react';
import type { Coordinates, Range, ResultItem } from '../../../src/contract/checks.ts';
import { ApiError } from '../../api/client.ts';
import type { SessionItem } from '../../api/types.ts';
import { ErrorNote } from '../../components/ErrorNote.tsx';
import { Loading } from '../../components/Loading.tsx';
import { AssistantPanel, type AssistantSelection } from '../../components/session/AssistantPanel.tsx';
import { ChecksPanel } from '../../components/session/ChecksPanel.tsx';
import { DownloadMenu } from '../../components/session/DownloadMenu.tsx';
import { FormatPanel } from '../../components/session/FormatPanel.tsx';
import { HistoryPanel } from '../../components/session/HistoryPanel.tsx';
import { ChangesSwitch } from '../../components/session/ChangesSwitch.tsx';
import { PreviewDocument } from '../../components/session/PreviewDocument.tsx';
import { PreviewText } from '../../components/session/PreviewText.tsx';
import { hasTrackedChanges } from '../../components/session/preview-pieces.ts';
import { Footer } from '../../layout/Footer.tsx';
import { sessionApi, sessionKeys } from '../../api/session.ts';
import { Button } from '../../components/Button.tsx';
import { RetargetDialog } from './RetargetDialog.tsx';
import { SessionHeader } from './SessionHeader.tsx';
import { usePanelWidth } from './usePanelWidth.tsx';
import { useSmallScreen } from './useSmallScreen.ts';

type PanelId = 'checks' | 'history' | 'format' | 'assistant';

const PANEL_TITLES: Record<PanelId, string> = {
  checks: 'Checks',
  history: 'History',
  format: 'Format',
  assistant: 'AI Assistant',
};

export default function SessionPage() {
  const { id: rawId } = useParams();
  const id = /^[1-9]\d{0,15}$/.test(rawId ?? '') ? Number(rawId) : null;
  const session = useQuery({
    queryKey: sessionKeys.session(id ?? 0),
    queryFn: () => sessionApi.session(id!),
    enabled: id !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  if (
    id === null ||
    (session.isError &&
      session.error instanceof ApiError &&
      (session.error.status === 404 || session.error.status === 400))
  ) {
    return <SessionNotFound />;
  }
  if (session.isPending) return <Loading text="Loading session..." />;
  if (session.isError) return <ErrorNote error={session.error} title="The session could not be loaded" />;
  // Keyed by id: opening another session (a retargeted one) starts its workspace afresh.
  return <SessionWorkspace key={session.data.id} session={session.data} />;
}

function SessionNotFound() {
  return (
    <section className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Session not found</h1>
      <p className="mt-2 text-slate-700">The requested session could not be found.</p>
      <Link
        to="/"
        className="focus-ring mt-6 inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
      >
        Back to Sessions
      </Link>
    </section>
  );
}

const barButton = 'focus-ring inline-flex h-10 w-10 items-center justify-center rounded-md';

function SessionWorkspace({ session }: { session: SessionItem }) {
  const sessionId = session.id;
  const queryClient = useQueryClient();
  const small = useSmallScreen();
  const [open, setOpen] = useState<PanelId | null>('checks');
  const [highlight, setHighlight] = useState<Range | null>(null);
  // What the AI Assistant works on: the finding last shown in the document (issue 27).
  const [selection, setSelection] = useState<AssistantSelection | null>(null);
  const [showChanges, setShowChanges] = useState(true);
  const [retargeting, setRetargeting] = useState(false);
  const { width, separator } = usePanelWidth();
  const preview = useQuery({ queryKey: sessionKeys.preview(sessionId), queryFn: () => sessionApi.preview(sessionId) });

  const select = useCallback(
    (coordinates: Coordinates, item?: ResultItem) => {
      setHighlight({ ...coordinates.absolute });
      setSelection({ range: { ...coordinates.absolute }, ...(item ? { item } : {}) });
      // On a small screen the panel is a sheet over the preview: step aside so the highlight shows.
      // The checks panel stays mounted, so reopening it returns to the same result.
      if (small) setOpen(null);
    },
    [small],
  );
  const applied = useCallback(() => {
    setHighlight(null);
    setSelection(null);
    void queryClient.invalidateQueries({ queryKey: sessionKeys.history(sessionId) });
    void queryClient.invalidateQueries({ queryKey: sessionKeys.preview(sessionId) });
  }, [queryClient, sessionId]);
  const toggle = (panel: PanelId) => setOpen((current) => (current === panel ? null : panel));

  const barItem = (panel: PanelId, label: string, icon: ReactNode) => (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={open === panel}
      // Only the checks panel stays mounted while closed; the others exist while open.
      aria-controls={panel === 'checks' || open === panel ? `panel-${panel}` : undefined}
      onClick={() => toggle(panel)}
      className={`${barButton} ${open === panel ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
    >
      {icon}
    </button>
  );
  const panelProps = { open, onClose: () => setOpen(null), width };

  return (
    <div className="-my-6 -mx-4 flex flex-col sm:-mx-6">
      <h1 className="sr-only">
        Session {session.name} — {session.document.filename}
      </h1>
      <SessionHeader
        session={session}
        version={preview.data?.version}
        action={
          <Button variant="secondary" className="px-3 py-1.5" onClick={() => setRetargeting(true)}>
            <ArrowRightLeft size={16} aria-hidden />
            Check against another journal
          </Button>
        }
      />
      <RetargetDialog open={retargeting} onOpenChange={setRetargeting} session={session} />
      <div className="relative flex h-[calc(100vh-10rem)] min-h-[28rem] gap-0 border-b border-slate-200">
        <nav
          aria-label="Session tools"
          className="flex w-14 shrink-0 flex-col items-center gap-2 border-r border-slate-200 bg-white py-3"
        >
          {barItem('checks', 'Checks', <ListChecks size={20} aria-hidden />)}
          {barItem('history', 'History', <History size={20} aria-hidden />)}
          {barItem('format', 'Compare (format)', <GitCompare size={20} aria-hidden />)}
          <DownloadMenu sessionId={sessionId} className={`${barButton} text-slate-700 hover:bg-slate-100`} />
          <span className="my-1 h-px w-8 bg-slate-200" aria-hidden />
          {barItem('assistant', 'AI Assistant', <Bot size={20} aria-hidden />)}
        </nav>
        {/* The checks panel stays mounted while hidden, so a queued check keeps polling. */}
        <Panel id="checks" {...panelProps}>
          <ChecksPanel sessionId={sessionId} onSelect={select} onApplied={applied} />
        </Panel>
        {open === 'history' ? (
          <Panel id="history" {...panelProps}>
            <HistoryPanel sessionId={sessionId} />
          </Panel>
        ) : null}
        {open === 'format' ? (
          <Panel id="format" {...panelProps}>
            <FormatPanel formatId={session.format_id} />
          </Panel>
        ) : null}
        {open === 'assistant' ? (
          <Panel id="assistant" {...panelProps}>
            <AssistantPanel
              sessionId={sessionId}
              previewText={preview.data?.text}
              selection={selection}
              onApplied={applied}
            />
          </Panel>
        ) : null}
        {open !== null ? separator : null}
        <section
          aria-label="Document preview"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard (WCAG 2.1.1)
          tabIndex={0}
          className="focus-ring min-w-0 flex-1 overflow-y-auto bg-slate-50 px-3 py-4 sm:px-6"
        >
          {preview.isPending ? <Loading text="Loading preview..." /> : null}
          {preview.isError ? <ErrorNote error={preview.error} title="The preview could not be loaded" /> : null}
          {preview.data ? (
            <>
              {hasTrackedChanges(preview.data.blocks ?? []) ? (
                <ChangesSwitch showChanges={showChanges} onChange={setShowChanges} />
              ) : null}
              <article className="mx-auto max-w-3xl rounded-md bg-white p-4 shadow-sm sm:p-8">
                {preview.data.blocks?.length ? (
                  <PreviewDocument
                    text={preview.data.text}
                    blocks={preview.data.blocks}
                    highlight={highlight}
                    showChanges={showChanges}
                  />
                ) : (
                  <PreviewText text={preview.data.text} highlight={highlight} />
                )}
              </article>
            </>
          ) : null}
        </section>
      </div>
      <Footer withTerms />
    </div>
  );
}

function Panel({
  id,
  open,
  onClose,
  width,
  children,
}: {
  id: PanelId;
  open: PanelId | null;
  onClose(): void;
  /** The width the writer dragged to (wide screens; on small screens the panel is a sheet). */
  width: number;
  children: ReactNode;
}) {
  const title = PANEL_TITLES[id];
  return (
    <aside
      id={`panel-${id}`}
      aria-label={title}
      hidden={open !== id}
      style={{ '--panel-width': `${width}px` } as CSSProperties}
      className="absolute inset-y-0 right-0 left-14 z-20 overflow-y-auto border-r border-slate-200 bg-white p-4 shadow-xl transition-[translate,opacity] duration-150 starting:-translate-x-6 starting:opacity-0 md:static md:w-(--panel-width) md:shrink-0 md:shadow-none"
    >
      <div className="mb-3 flex items-center justify-between">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={`Close ${title}`}
          className="focus-ring rounded p-1 text-slate-600 hover:bg-slate-100"
        >
          <X size={16} aria-hidden />
        </button>
      </div>
      {children}
    </aside>
  );
}
