/**
 * The checks panel (SPEC §2 "Checks panel flow", §4): categories → checks → parameters → loading
 * (a queued check, polled every 10 s with its payload as the body) → the result. Back steps one
 * level back. A failed run shows "Error executing check" with "Retry check".
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type {
  CategorySummary,
  CheckResult,
  CheckRunAnswer,
  CheckRunStage,
  CheckSummary,
  Coordinates,
  ResultItem,
} from '../../../src/contract/checks.ts';
import { ApiError } from '../../api/client.ts';
import { sessionApi, sessionKeys } from '../../api/session.ts';
import { Button } from '../Button.tsx';
import { ErrorNote, errorText } from '../ErrorNote.tsx';
import { Loading } from '../Loading.tsx';
import { CatalogueIcon } from './CatalogueIcon.tsx';
import { precisionText } from './check-precision.ts';
import { recallText } from './check-recall.ts';
import { ParameterForm } from './ParameterForm.tsx';
import type { FormValues, SentValues } from './parameters.ts';
import { ResultView } from './ResultView.tsx';
import { RunProgress } from './RunProgress.tsx';
import { OutcomeBadge } from './OutcomeBadge.tsx';
import { RunAllReport } from './RunAllReport.tsx';
import { categoryOutcome } from './run-all-words.ts';
import { useRunAll } from './useRunAll.ts';

/** SPEC §9: check polling interval. */
export const POLL_INTERVAL_MS = 10_000;

type Step =
  | { kind: 'categories' }
  /** Run all checks (issue 26): its progress, then the report. */
  | { kind: 'report' }
  | {
      kind: 'checks';
      category: CategorySummary;
      /** Set when the writer came back here by confirming an apply: the check and the version it made. */
      saved?: { check: CheckSummary; version: number };
    }
  | { kind: 'parameters'; category: CategorySummary; check: CheckSummary }
  | {
      kind: 'loading';
      category: CategorySummary;
      check: CheckSummary;
      values: SentValues;
      /** When Run Check was pressed (Date.now()), for the elapsed time. */
      startedAt: number;
      stage: CheckRunStage | undefined;
      fromReport?: boolean;
    }
  | {
      kind: 'result';
      category: CategorySummary;
      check: CheckSummary;
      values: SentValues;
      result: CheckResult;
      run: number;
      /** Opened from the Run all report: Back returns to it. */
      fromReport?: boolean;
    }
  | {
      kind: 'failed';
      category: CategorySummary;
      check: CheckSummary;
      values: SentValues;
      error: string;
      fromReport?: boolean;
    };

export interface ChecksPanelProps {
  sessionId: number;
  onSelect(coordinates: Coordinates, item?: ResultItem): void;
  /** After a confirmed apply: refresh what the new version changed (history, preview). */
  onApplied(): void;
}

export function ChecksPanel({ sessionId, onSelect, onApplied }: ChecksPanelProps) {
  const overview = useQuery({ queryKey: sessionKeys.overview, queryFn: sessionApi.overview, staleTime: Infinity });
  const [step, setStep] = useState<Step>({ kind: 'categories' });
  const runAll = useRunAll(sessionId);
  const report = runAll.state.kind === 'done' && !runAll.state.stale ? runAll.state.answer : null;
  // Each run gets a number; an answer for an older run (the writer went back) is ignored.
  const runNumber = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The form as the writer last ran each check, so Back (or coming back to the check) keeps it.
  const lastForm = useRef(new Map<string, FormValues>());
  useEffect(() => () => clearTimeout(timer.current), []);

  const stopPolling = () => {
    runNumber.current += 1;
    clearTimeout(timer.current);
  };

  const run = (category: CategorySummary, check: CheckSummary, values: SentValues, fromReport = false) => {
    stopPolling();
    const mine = runNumber.current;
    setStep({ kind: 'loading', category, check, values, startedAt: Date.now(), stage: undefined, fromReport });
    const settle = (answer: CheckRunAnswer) => {
      if (mine !== runNumber.current) return;
      if (answer.status === 'completed')
        setStep({ kind: 'result', category, check, values, result: answer.result, run: mine, fromReport });
      else if (answer.status === 'failed')
        setStep({ kind: 'failed', category, check, values, error: answer.error, fromReport });
      else {
        setStep((s) => (s.kind === 'loading' && s.stage !== answer.stage ? { ...s, stage: answer.stage } : s));
        timer.current = setTimeout(() => void ask(answer.payload), POLL_INTERVAL_MS);
      }
    };
    const ask = async (body: unknown) => {
      try {
        settle(await sessionApi.runCheck(check.url, sessionId, body));
      } catch (error) {
        if (mine !== runNumber.current) return;
        // A refusal (4xx: bad parameters, the run is gone) ends the run; a network or server
        // hiccup while polling is only logged (SPEC §8) and the next poll tries again.
        if (body !== values && !(error instanceof ApiError && error.status < 500)) {
          console.error('polling the check failed', error);
          timer.current = setTimeout(() => void ask(body), POLL_INTERVAL_MS);
          return;
        }
        setStep({ kind: 'failed', category, check, values, error: errorText(error), fromReport });
      }
    };
    void ask(values);
  };

  const back = () => {
    stopPolling();
    setStep((s) => {
      if (s.kind === 'checks' || s.kind === 'report') return { kind: 'categories' };
      if (s.kind === 'parameters') return { kind: 'checks', category: s.category };
      if (s.kind === 'categories') return s;
      if (s.fromReport) return { kind: 'report' };
      return { kind: 'parameters', category: s.category, check: s.check };
    });
  };

  const afterApply = async (from: Extract<Step, { kind: 'result' }>, version: number) => {
    // SPEC §4: confirming the modal clears the cache for the check (this session's runs of it only),
    // returns to the check list and refreshes history. Opening the check again runs it on the new
    // version: the findings not decided yet are listed, earlier decisions stay decided.
    setStep({ kind: 'checks', category: from.category, saved: { check: from.check, version } });
    runAll.markStale();
    await sessionApi
      .cleanCache(sessionId, from.check.url)
      .catch((e: unknown) => console.error('clearing the cache failed', e));
    onApplied();
  };
  if (overview.isPending) return <Loading text="Loading checks..." />;
  if (overview.isError) return <ErrorNote error={overview.error} title="The checks could not be loaded" />;
  const categories = overview.data.data.categories;
  const badgeOf = (check: CheckSummary): ReactNode => {
    const outcome = report?.checks.find((c) => c.url === check.url);
    return outcome ? <OutcomeBadge outcome={outcome} /> : null;
  };
  const startRunAll = () => {
    stopPolling();
    setStep({ kind: 'report' });
    runAll.start();
  };
  const backLabel = (s: { fromReport?: boolean }) => (s.fromReport ? 'Back to report' : 'Back to checks');

  switch (step.kind) {
    case 'categories':
      return (
        <div>
          <div className="mb-4 flex flex-wrap items-center gap-2">
            <Button onClick={startRunAll}>Run all checks</Button>
            {runAll.state.kind !== 'idle' ? (
              <Button variant="secondary" onClick={() => setStep({ kind: 'report' })}>
                Show report
              </Button>
            ) : null}
          </div>
          <p className="mb-3 text-sm text-slate-800">Select a category of checks you want to perform</p>
          <ul className="space-y-2">
            {categories.map((category) => {
              const outcome = report ? categoryOutcome(report.checks.filter((c) => c.category === category.id)) : null;
              return (
                <li key={category.id}>
                  <ChoiceButton
                    icon={category.icon}
                    onClick={() => setStep({ kind: 'checks', category })}
                    title={category.name}
                    note={`${category.checks.length} checks`}
                    badge={outcome ? <OutcomeBadge outcome={outcome} /> : null}
                  />
                </li>
              );
            })}
          </ul>
        </div>
      );
    case 'report':
      return (
        <div>
          <BackButton onClick={back}>Back to categories</BackButton>
          <RunAllReport
            sessionId={sessionId}
            state={runAll.state}
            onRun={runAll.start}
            onOpen={(outcome) => {
              const category = categories.find((c) => c.id === outcome.category);
              const check = category?.checks.find((c) => c.url === outcome.url);
              // The same defaults Run all used: the server finds the stored run and answers at once.
              if (category && check) run(category, check, {}, true);
            }}
          />
        </div>
      );
    case 'checks':
      return (
        <div>
          <BackButton onClick={back}>Back to categories</BackButton>
          {step.saved ? (
            <p role="status" className="mb-3 rounded-md bg-brand-50 p-3 text-sm text-slate-900">
              {`Version ${step.saved.version} saved. Open “${step.saved.check.name}” again to decide the findings left.`}
            </p>
          ) : null}
          <h3 className="mb-1 text-sm font-semibold text-slate-900">{step.category.name}</h3>
          <p className="mb-3 text-sm text-slate-800">Select a check you want to perform</p>
          <ul className="space-y-2">
            {step.category.checks.map((check) => (
              <li key={check.url}>
                <ChoiceButton
                  icon={check.icon}
                  onClick={() => setStep({ kind: 'parameters', category: step.category, check })}
                  title={check.name}
                  note={check.description}
                  measured={precisionText(check.accuracy)}
                  badge={badgeOf(check)}
                />
              </li>
            ))}
          </ul>
        </div>
      );
    case 'parameters':
      return (
        <div>
          <BackButton onClick={back}>Back to checks</BackButton>
          <CheckHeading check={step.check} />
          <ParameterForm
            check={step.check}
            initial={lastForm.current.get(step.check.url)}
            onRemember={(form) => lastForm.current.set(step.check.url, form)}
            onRun={(values) => run(step.category, step.check, values)}
          />
        </div>
      );
    case 'loading':
      return (
        <div>
          <BackButton onClick={back}>{backLabel(step)}</BackButton>
          <CheckHeading check={step.check} />
          <div role="status" className="flex items-start gap-3 rounded-md bg-brand-50 p-3 text-sm text-slate-900">
            <span
              className="mt-0.5 h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
              aria-hidden
            />
            <p>The 'Check' has been successfully launched. You can continue working or wait for the result.</p>
          </div>
          <RunProgress startedAt={step.startedAt} stage={step.stage} />
        </div>
      );
    case 'failed':
      return (
        <div className="space-y-3">
          <BackButton onClick={back}>{backLabel(step)}</BackButton>
          <CheckHeading check={step.check} />
          <ErrorNote title="Error executing check" error={new Error(step.error)} />
          <Button onClick={() => run(step.category, step.check, step.values, step.fromReport)}>Retry check</Button>
        </div>
      );
    case 'result':
      return (
        <div>
          <BackButton onClick={back}>{backLabel(step)}</BackButton>
          <CheckHeading check={step.check} />
          <ResultView
            key={step.run} // decisions start afresh for every run
            result={step.result}
            check={step.check}
            sessionId={sessionId}
            onSelect={onSelect}
            onApplied={(version) => void afterApply(step, version)}
          />
        </div>
      );
  }
}

function CheckHeading({ check }: { check: CheckSummary }) {
  const measured = precisionText(check.accuracy);
  const recall = recallText(check.accuracy);
  return (
    <div className="mb-3">
      <h3 className="text-sm font-semibold text-slate-900">{check.name}</h3>
      <p className="text-sm text-slate-700">{check.description}</p>
      {measured && <p className="text-sm text-slate-600">{measured}</p>}
      {recall && <p className="text-sm text-slate-600">{recall}</p>}
    </div>
  );
}

function BackButton({ onClick, children }: { onClick(): void; children: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="focus-ring mb-3 inline-flex items-center gap-1 rounded text-sm text-brand-700 hover:underline"
    >
      <ChevronLeft size={16} aria-hidden />
      {children}
    </button>
  );
}

function ChoiceButton({
  icon,
  onClick,
  title,
  note,
  measured,
  badge,
}: {
  icon: string;
  onClick(): void;
  title: string;
  note: string;
  /** The check's measured precision, when the catalogue has it. */
  measured?: string | null;
  /** Its outcome in the Run all report, when there is one (issue 26). */
  badge?: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="focus-ring flex w-full items-center justify-between gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-left hover:border-brand-600 hover:bg-brand-50"
    >
      <CatalogueIcon name={icon} />
      <span className="flex-1">
        <span className="block text-sm font-medium text-slate-900">{title}</span>
        {badge ? <span className="my-0.5 block">{badge}</span> : null}
        <span className="block text-sm text-slate-700">{note}</span>
        {measured && <span className="block text-sm text-slate-600">{measured}</span>}
      </span>
      <ChevronRight size={16} aria-hidden className="shrink-0 text-slate-600" />
    </button>
  );
}
