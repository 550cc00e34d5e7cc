/** Format panel (SPEC §2): the session's format as formatted JSON, or which state it is in. */
import { useQuery } from '@tanstack/react-query';
import { sessionApi, sessionKeys } from '../../api/session.ts';

export function FormatPanel({ formatId }: { formatId: number | null }) {
  if (formatId === null) return <p className="text-sm text-slate-700">No format assigned to this session</p>;
  return <AssignedFormat formatId={formatId} />;
}

function AssignedFormat({ formatId }: { formatId: number }) {
  const format = useQuery({
    queryKey: sessionKeys.format(formatId),
    queryFn: () => sessionApi.format(formatId),
    retry: false,
  });
  if (format.isPending)
    return (
      <p role="status" className="text-sm text-slate-700">
        Loading format...
      </p>
    );
  if (format.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        Failed to load format
      </p>
    );
  const config = configOf(format.data?.config);
  if (!format.data || config === null) return <p className="text-sm text-slate-700">No format data available</p>;
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-900">Format: {format.data.name}</h3>
      {/* SPEC §9: format view maximum height 500 px; focusable so keyboard users can scroll it. */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard (WCAG 2.1.1)
        tabIndex={0}
        aria-label={`Configuration of ${format.data.name}`}
        className="focus-ring max-h-[500px] overflow-auto rounded-md bg-slate-50 p-3 text-sm text-slate-900"
      >
        <pre>{JSON.stringify(config, null, 2)}</pre>
      </section>
    </div>
  );
}

/** The config as an object; null when there is nothing to show (missing, empty, unreadable). */
function configOf(raw: unknown): unknown {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (value === null || value === undefined) return null;
  if (typeof value === 'object' && Object.keys(value).length === 0) return null;
  return value;
}
