/**
 * Findings in text Word writes from a field (issue 22): a citation manager's citation or
 * bibliography (Zotero, EndNote, Mendeley), a cross-reference, a page number. The writer refuses
 * to cut through a field, and Word would rebuild the text from its source anyway, so such a
 * finding proposes nothing to accept: it becomes a note that says what to change and where,
 * before the writer accepts anything.
 */
import type { CheckResult, ResultItem } from '../../contract/checks.ts';
import type { Manuscript } from '../../docx/model.ts';

export const FIELD_NOTE =
  'Word writes this text from a field (a citation manager’s citation or bibliography, a table of contents, a cross-reference or a page number), so it cannot be corrected here: change it at its source (in the citation manager, the reference’s details or the citation style; for a contents line, the heading itself), then update the field in Word.';

/** True when the stretch [start, end) of the preview text overlaps a field result. */
function inFieldResult(manuscript: Manuscript, start: number, end: number): boolean {
  let lo = 0;
  let hi = manuscript.blocks.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((manuscript.blocks[mid]?.start ?? 0) <= start) lo = mid;
    else hi = mid - 1;
  }
  for (let i = lo; i < manuscript.blocks.length; i++) {
    const block = manuscript.blocks[i]!;
    if (block.start >= end) break;
    const from = start - block.start;
    const to = end - block.start;
    if (block.runs.some((run) => run.inField && run.start < to && from < run.end && run.end > run.start)) return true;
  }
  return false;
}

function asNote(item: ResultItem): ResultItem {
  const { correction, suggestions: _dropped, ...rest } = item;
  const wanted = correction !== undefined && correction !== item.original ? ` Wanted: “${correction}”.` : '';
  return { ...rest, reasoning: [item.reasoning, `${FIELD_NOTE}${wanted}`].filter(Boolean).join(' ') };
}

/** The result with every proposed correction inside a field turned into a note. */
export function fieldFindingsAsNotes(result: CheckResult, manuscript: Manuscript): CheckResult {
  if (result.type !== 'type1' && result.type !== 'type2') return result;
  let changed = false;
  const results = result.results.map((item) => {
    const place = item.coordinates?.absolute;
    const proposes = item.correction !== undefined || (Array.isArray(item.suggestions) && item.suggestions.length > 0);
    if (!place || !proposes || !inFieldResult(manuscript, place.start, place.end)) return item;
    changed = true;
    return asNote(item);
  });
  return changed ? { ...result, results } : result;
}
