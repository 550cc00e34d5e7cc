/**
 * A long correction shown as a word-level diff of the original and the suggestion (issue 18): a
 * restyled reference is two long, near-identical strings, and the diff shows what changes. Words
 * removed are struck through, words added underlined; both are also named for screen readers.
 */
import { diffWords } from 'diff';

/** Shorter strings read fine side by side; the diff is for corrections where a change hides. */
const DIFF_FROM_CHARS = 40;

export function wantsDiff(original: string | undefined, correction: string): boolean {
  if (!original || !correction.trim() || original === correction) return false;
  return original.length >= DIFF_FROM_CHARS || correction.length >= DIFF_FROM_CHARS;
}

export function WordDiff({ original, correction }: { original: string; correction: string }) {
  // Each part is keyed by where it starts in the original or the suggestion: stable, unlike its index.
  let inOriginal = 0;
  let inSuggestion = 0;
  const parts = diffWords(original, correction).map((part) => {
    const key = part.removed ? `o${inOriginal}` : part.added ? `s${inSuggestion}` : `k${inOriginal}`;
    if (!part.added) inOriginal += part.value.length;
    if (!part.removed) inSuggestion += part.value.length;
    return { ...part, key };
  });
  return (
    <p
      className="mt-2 rounded-md bg-slate-50 px-2 py-1.5 text-sm leading-6 text-slate-900 [overflow-wrap:anywhere]"
      data-testid="word-diff"
    >
      <span className="sr-only">Changes: </span>
      {parts.map((part) =>
        part.removed ? (
          <del key={part.key} className="rounded-sm bg-red-100 text-red-900 line-through decoration-red-700">
            <span className="sr-only">[removed: </span>
            {part.value}
            <span className="sr-only">]</span>
          </del>
        ) : part.added ? (
          <ins key={part.key} className="rounded-sm bg-green-100 text-green-900 underline decoration-green-700">
            <span className="sr-only">[added: </span>
            {part.value}
            <span className="sr-only">]</span>
          </ins>
        ) : (
          <span key={part.key}>{part.value}</span>
        ),
      )}
    </p>
  );
}
