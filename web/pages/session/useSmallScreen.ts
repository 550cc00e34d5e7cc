/** True below Tailwind's `md` breakpoint (48 rem), where the session panels become a sheet over the preview. */
import { useSyncExternalStore } from 'react';

const QUERY = '(width < 48rem)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useSmallScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
