/**
 * Places a consistency correction must not touch, shared by every kind of form the check compares:
 * a name's own capitals, a field result Word rebuilds, and quoted words (the source's, kept as written).
 */
import type { Manuscript } from '../../docx/model.ts';
import { capitalised, inside, quotedSpans, sentenceStarts } from '../language/text.ts';
import type { Occurrence } from './forms.ts';

type Place = Pick<Occurrence, 'block' | 'start' | 'end' | 'text'>;

/**
 * A capitalised form inside an organisation's or programme's name keeps the name's spelling:
 * "Medicines & Healthcare products Regulatory Agency", "Health Care Trust" — a capital word or
 * an "&" beside it, not at a sentence start.
 */
export function inName(text: string, o: Place): boolean {
  if (!capitalised(o.text) || sentenceStarts(text).includes(o.start)) return false;
  const before = text.slice(Math.max(0, o.start - 30), o.start);
  const after = text.slice(o.end, o.end + 30);
  return (
    /(?:&|\p{Lu}[\p{L}'’-]*)\s+$/u.test(before) || /^\s+(?:&|\p{Lu}|(?:of|for|and|products)\s+\p{Lu})/u.test(after)
  );
}

/** A field result (a contents entry, a citation) is rebuilt by Word from its source, and Apply cannot edit inside it. */
export function inFieldResult(manuscript: Manuscript, o: Place): boolean {
  return manuscript.blocks[o.block]!.runs.some((run) => run.inField && run.start < o.end && o.start < run.end);
}

/** Neither quoted (“economic wellbeing […] is almost always…”) nor inside a field result. */
export function editable(manuscript: Manuscript, o: Place): boolean {
  return !inside(quotedSpans(manuscript.blocks[o.block]!.text), o.start, o.end) && !inFieldResult(manuscript, o);
}
