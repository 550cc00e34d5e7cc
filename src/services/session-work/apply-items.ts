/**
 * What an accepted item asks of apply, judged on the stored finding (issue 22): the correction is
 * taken exactly as sent — spaces and line breaks included — so the only corrections with nothing
 * to write are one equal to the text (refused by name) and an empty one where the check proposed
 * no deletion (a 422 before anything is written, as SPEC §4 asks a correction of an accept); and
 * whether the correction is the check's proposal or the writer's own text (logged as such).
 */
import type { RefusedItem } from '../../contract/api/session-work.ts';
import type { ResultItem } from '../../contract/checks.ts';

/** Every correction the check proposed for the finding: its `correction` and its suggestions. */
export function proposalsOf(item: ResultItem): string[] {
  const suggestions = Array.isArray(item.suggestions)
    ? item.suggestions
    : item.suggestions === undefined
      ? []
      : [item.suggestions];
  return item.correction === undefined ? suggestions : [item.correction, ...suggestions];
}

/** A deletion: the check proposes the empty string for a finding with text in the document. */
export function proposesDeletion(item: ResultItem): boolean {
  return Boolean(item.original) && proposalsOf(item).includes('');
}

/** True when the writer typed the correction instead of taking one the check proposed. */
export function typedByWriter(item: ResultItem, correction: string): boolean {
  return !proposalsOf(item).includes(correction);
}

/** Why the correction writes nothing, or null when it changes the text. */
export function noChangeReason(item: ResultItem, correction: string): string | null {
  const original = item.original ?? '';
  if (correction === original) {
    return correction === ''
      ? 'The correction is empty; type the text to add.'
      : `The correction is the same as the text ${JSON.stringify(original)}; there is nothing to change.`;
  }
  return null;
}

/** The 409 of an apply where no item could be applied: each refused item by name, with its reason. */
export function noneAppliedDetail(refused: readonly RefusedItem[], originals: ReadonlyMap<string, string>): string {
  const named = refused.map((r) => {
    const original = originals.get(r.hash);
    const label = original ? `“${short(original)}” (${r.entry_id})` : r.entry_id;
    return `${label}: ${r.reason}`;
  });
  return `None of the accepted corrections could be applied. ${named.join(' ')}`.trim();
}

function short(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > 60 ? `${oneLine.slice(0, 57)}…` : oneLine;
}
