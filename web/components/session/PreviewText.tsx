/**
 * The latest version's text with its line breaks (SPEC §2). The selected finding's range is
 * wrapped in <mark> and scrolled into view. The text is only ever rendered as React text nodes:
 * document text never becomes HTML.
 */
import { useEffect, useRef } from 'react';
import type { Range } from '../../../src/contract/checks.ts';

export function PreviewText({ text, highlight }: { text: string; highlight: Range | null }) {
  const mark = useRef<HTMLElement>(null);
  const range =
    highlight && highlight.start >= 0 && highlight.end > highlight.start && highlight.start < text.length
      ? highlight
      : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again whenever the highlighted range moves
  useEffect(() => {
    mark.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [range?.start, range?.end]);
  return (
    <div className="font-serif text-base leading-7 whitespace-pre-wrap text-slate-900" data-testid="preview-text">
      {range ? (
        <>
          {text.slice(0, range.start)}
          <mark ref={mark} className="rounded bg-yellow-200 px-0.5 text-slate-950 ring-2 ring-yellow-400">
            {text.slice(range.start, Math.min(range.end, text.length))}
          </mark>
          {text.slice(Math.min(range.end, text.length))}
        </>
      ) : (
        text
      )}
    </div>
  );
}
