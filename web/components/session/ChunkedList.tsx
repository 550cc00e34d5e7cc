/**
 * Long result lists stay responsive (issue 7: 1,000 findings): only the first CHUNK rows are
 * rendered, and "Show more" adds the next chunk. Chosen over windowing because findings have very
 * different heights, and every rendered row stays in the page for find-in-page and screen readers.
 */
import { useState, type ReactNode } from 'react';
import { Button } from '../Button.tsx';

export const CHUNK = 50;

/** `reach`: an index that must be shown (the keyboard moved past the rows shown so far). */
export function useChunk<T>(items: readonly T[], reach = 0): { shown: readonly T[]; more: ReactNode } {
  const [chosen, setLimit] = useState(CHUNK);
  const limit = Math.max(chosen, Math.ceil((reach + 1) / CHUNK) * CHUNK);
  const shown = items.length > limit ? items.slice(0, limit) : items;
  const left = items.length - shown.length;
  const more =
    left > 0 ? (
      <div className="flex items-center justify-between gap-2 py-2 text-sm text-slate-700">
        <span>
          Showing {shown.length.toLocaleString('en-GB')} of {items.length.toLocaleString('en-GB')}
        </span>
        <Button variant="secondary" onClick={() => setLimit((n) => n + CHUNK)}>
          Show {Math.min(CHUNK, left)} more
        </Button>
      </div>
    ) : null;
  return { shown, more };
}
