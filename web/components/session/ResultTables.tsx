/**
 * type3: a table of tests (name, details, status) with the summary; type4: a table of findings
 * (original, reasoning, coordinates, status) with the summary (SPEC §2). A type4 finding's text is
 * a button that highlights it in the preview.
 */
import type { ReactNode } from 'react';
import type { CheckResult, Coordinates } from '../../../src/contract/checks.ts';
import { useChunk } from './ChunkedList.tsx';
import { StatusBadge } from './StatusBadge.tsx';

const th = 'px-2 py-1.5 text-left text-sm font-semibold text-slate-800';
const td = 'px-2 py-1.5 align-top text-sm text-slate-800 [overflow-wrap:anywhere]';
/** Fixed layout: the columns share the panel's width and long text wraps inside them (issue 18). */
const table = 'stack-table w-full table-fixed border-collapse';

export function Summary({ text }: { text: string | undefined }) {
  return text ? (
    <p className="mb-2 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-900">
      <span className="font-semibold">Summary: </span>
      {text}
    </p>
  ) : null;
}

/** A result's label: a button that highlights it in the preview when it has a place there. */
function ShowInDocument({
  coordinates,
  onSelect,
  children,
}: {
  coordinates: Coordinates | null | undefined;
  onSelect(c: Coordinates): void;
  children: ReactNode;
}) {
  if (!coordinates) return <>{children}</>;
  return (
    <button
      type="button"
      className="focus-ring text-left underline decoration-dotted"
      title="Show in document"
      onClick={() => onSelect(coordinates)}
    >
      {children}
    </button>
  );
}

export function TestsTable({ result, onSelect }: { result: CheckResult; onSelect(c: Coordinates): void }) {
  const { shown, more } = useChunk(result.results);
  return (
    <div>
      <Summary text={result.summary} />
      <table className={table} aria-label="Tests">
        <thead className="border-b border-slate-200">
          <tr>
            <th className={`${th} w-[32%]`}>Name</th>
            <th className={th}>Details</th>
            <th className={`${th} w-[5.5rem]`}>Status</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {shown.map((r) => (
            <tr key={r.hash}>
              <td data-label="Name" className={`${td} font-medium`}>
                <ShowInDocument coordinates={r.coordinates} onSelect={onSelect}>
                  {r.name ?? r.entry_id}
                </ShowInDocument>
              </td>
              <td data-label="Details" className={td}>
                {r.details ?? r.reasoning ?? ''}
              </td>
              <td data-label="Status" className={td}>
                <StatusBadge status={r.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {more}
    </div>
  );
}

export function FindingsTable({ result, onSelect }: { result: CheckResult; onSelect(c: Coordinates): void }) {
  const { shown, more } = useChunk(result.results);
  return (
    <div>
      <Summary text={result.summary} />
      <table className={table} aria-label="Findings">
        <thead className="border-b border-slate-200">
          <tr>
            <th className={`${th} w-[30%]`}>Original</th>
            <th className={th}>Reasoning</th>
            <th className={`${th} w-[5.5rem]`}>Coordinates</th>
            <th className={`${th} w-[5.5rem]`}>Status</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {shown.map((r) => (
            <tr key={r.hash}>
              <td data-label="Original" className={td}>
                <ShowInDocument coordinates={r.coordinates} onSelect={onSelect}>
                  {r.original || r.name || r.entry_id}
                </ShowInDocument>
              </td>
              <td data-label="Reasoning" className={td}>
                {r.reasoning ?? r.details ?? ''}
              </td>
              <td data-label="Coordinates" className={`${td} tabular-nums`}>
                {r.coordinates ? `${r.coordinates.absolute.start}–${r.coordinates.absolute.end}` : '—'}
              </td>
              <td data-label="Status" className={td}>
                <StatusBadge status={r.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {more}
    </div>
  );
}
