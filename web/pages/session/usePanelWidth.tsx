/**
 * The session panel's width on wide screens: dragged with the separator between the panel and the
 * preview (pointer), or moved 32 px at a time with the arrow keys (Home / End: narrowest / widest).
 * Remembered in localStorage so the next session opens at the same width.
 */
import { useCallback, useEffect, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';

const PANEL_MIN = 320;
const PANEL_DEFAULT = 416; // 26 rem, SPEC's panel width
const STEP = 32;
const KEY = 'mc.panelWidth';

/** The widest a panel may get: the preview keeps at least 320 px beside the 56 px icon bar. */
function panelMax(): number {
  return Math.max(PANEL_MIN, Math.min(960, window.innerWidth - 56 - 320));
}

function clamp(width: number): number {
  return Math.round(Math.min(panelMax(), Math.max(PANEL_MIN, width)));
}

function stored(): number {
  const value = Number(localStorage.getItem(KEY));
  return Number.isFinite(value) && value > 0 ? clamp(value) : PANEL_DEFAULT;
}

export function usePanelWidth(): { width: number; separator: ReactNode } {
  const [width, setWidth] = useState(stored);
  const [drag, setDrag] = useState<{ startX: number; startWidth: number } | null>(null);

  const set = useCallback((next: number) => setWidth(clamp(next)), []);
  useEffect(() => localStorage.setItem(KEY, String(width)), [width]);
  useEffect(() => {
    const onResize = () => setWidth((w) => clamp(w));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ startX: event.clientX, startWidth: width });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag) set(drag.startWidth + event.clientX - drag.startX);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: width - STEP,
      ArrowRight: width + STEP,
      Home: PANEL_MIN,
      End: panelMax(),
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    set(next);
  };

  const separator = (
    // biome-ignore lint/a11y/useSemanticElements: a focusable, draggable window splitter has no native element; <hr> cannot take focus
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize panel"
      aria-valuenow={width}
      aria-valuemin={PANEL_MIN}
      aria-valuemax={panelMax()}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => setDrag(null)}
      onPointerCancel={() => setDrag(null)}
      onKeyDown={onKeyDown}
      className={`focus-ring hidden w-2 shrink-0 cursor-col-resize touch-none border-r border-slate-200 md:block ${drag ? 'bg-brand-600' : 'bg-slate-100 hover:bg-brand-100'}`}
    />
  );
  return { width, separator };
}
