/**
 * The Run all checks report (issue 26): every check of the catalogue with its outcome and number of
 * findings, grouped by category; each opens its result. "Download report" saves the same as a PDF.
 * While the request runs: what is happening and the time elapsed.
 */
import { useEffect, useState } from 'react';
import { ChevronRight, FileDown } from 'lucide-react';
import type { RunAllAnswer, RunAllCheck } from '../../../src/contract/api/run-all.ts';
import { downloadPaths, saveDownload } from '../../api/session.ts';
import { Button } from '../Button.tsx';
import { ErrorNote, errorText } from '../ErrorNote.tsx';
import { OutcomeBadge } from './OutcomeBadge.tsx';
import { elapsedText } from './RunProgress.tsx';
import { summaryWords } from './run-all-words.ts';
import type { RunAllState } from './useRunAll.ts';

export interface RunAllReportProps {
  sessionId: number;
  state: RunAllState;
  onRun(): void;
  onOpen(check: RunAllCheck): void;
}

export function RunAllReport({ sessionId, state, onRun, onOpen }: RunAllReportProps) {
  switch (state.kind) {
    case 'idle':
      return null;
    case 'running':
      return <Running startedAt={state.startedAt} />;
    case 'failed':
      return (
        <div className="space-y-3">
          <ErrorNote title="The checks could not be run" error={new Error(state.error)} />
          <Button onClick={onRun}>Run all checks again</Button>
        </div>
      );
    case 'done':
      return <Report sessionId={sessionId} answer={state.answer} stale={state.stale} onRun={onRun} onOpen={onOpen} />;
  }
}

function Running({ startedAt }: { startedAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    <div role="status" className="rounded-md bg-brand-50 p-3 text-sm text-slate-900">
      <p className="flex items-start gap-3">
        <span
          className="mt-0.5 h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
          aria-hidden
        />
        Running every check on the latest version…
      </p>
      <p className="mt-1 pl-7 tabular-nums text-slate-800">
        Elapsed{' '}
        <time dateTime={`PT${Math.max(0, Math.floor((now - startedAt) / 1000))}S`}>{elapsedText(now - startedAt)}</time>
      </p>
    </div>
  );
}

function Report({
  sessionId,
  answer,
  stale,
  onRun,
  onOpen,
}: {
  sessionId: number;
  answer: RunAllAnswer;
  stale: boolean;
  onRun(): void;
  onOpen(check: RunAllCheck): void;
}) {
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  useEffect(() => {
    performance.mark('run-all-report');
  }, []);
  const categories: { id: string; name: string; checks: RunAllCheck[] }[] = [];
  for (const check of answer.checks) {
    const last = categories.at(-1);
    if (last?.id === check.category) last.checks.push(check);
    else categories.push({ id: check.category, name: check.category_name, checks: [check] });
  }
  const download = () => {
    setSaving(true);
    setSaveError(null);
    saveDownload(downloadPaths.report(sessionId), `report-v${answer.version}.pdf`)
      .catch((error: unknown) => setSaveError(errorText(error)))
      .finally(() => setSaving(false));
  };
  return (
    <section aria-labelledby="run-all-report" className="space-y-3">
      <div>
        <h3 id="run-all-report" className="text-base font-semibold text-slate-900">
          Report
        </h3>
        <p className="text-sm text-slate-800">
          {`Version ${answer.version}${answer.format_name ? `, checked against ${answer.format_name}` : ''}. ${summaryWords(answer)}`}
        </p>
      </div>
      {stale ? (
        <div role="status" className="space-y-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
          <p>A new version was saved after this report, so it no longer describes the latest version.</p>
          <Button variant="secondary" onClick={onRun}>
            Run all checks again
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={download} disabled={saving} aria-describedby="report-download-note">
          <FileDown size={16} aria-hidden />
          {saving ? 'Preparing the report…' : 'Download report'}
        </Button>
        <span id="report-download-note" className="text-sm text-slate-700">
          PDF: each finding with its section and sentence
        </span>
      </div>
      {saveError ? <ErrorNote title="The report could not be downloaded" error={new Error(saveError)} /> : null}
      {categories.map((category) => (
        <div key={category.id}>
          <h4 className="mb-1 text-sm font-semibold text-slate-900">{category.name}</h4>
          <ul className="space-y-1.5">
            {category.checks.map((check) => (
              <li key={check.id}>
                <button
                  type="button"
                  onClick={() => onOpen(check)}
                  className="focus-ring flex w-full flex-wrap items-center justify-between gap-x-2 gap-y-1 rounded-md border border-slate-200 bg-white px-3 py-2 text-left hover:border-brand-600 hover:bg-brand-50"
                >
                  <span className="min-w-0 flex-1 text-sm font-medium text-slate-900">{check.name}</span>
                  <OutcomeBadge outcome={check} />
                  <ChevronRight size={16} aria-hidden className="shrink-0 text-slate-600" />
                </button>
                {check.error ? <p className="mt-1 px-3 text-sm text-slate-700">{check.error}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
