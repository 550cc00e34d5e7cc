/**
 * An institution's unit written with its subject in lower case where the document writes the same
 * name capitalised ("Faculty of medicine, Ain Shams University" in the affiliations beside "Faculty
 * of Medicine, Ain Shams University" in the corresponding author's address): a name has one form,
 * and its capitals are the name's (issue 31). Read in every paragraph but the reference list (a
 * cited title keeps its own case); only the words after "of" differ, the unit's word ("Faculty",
 * "Department") is capitalised in both.
 */
import type { ResultItem } from '../../contract/checks.ts';
import type { Manuscript } from '../../docx/model.ts';
import { finding } from '../framework/index.ts';

const UNIT =
  /\b(?:Faculty|Department|School|College|Institute|Division|Centre|Center|Ministry|Unit|Laboratory) of ((?:\p{L}+)(?: (?:and|&) \p{L}+)?)/gu;

const capitalised = (subject: string) => subject.split(' ').every((w) => /^(?:and|&)$/u.test(w) || /^\p{Lu}/u.test(w));

export function institutionCase(manuscript: Manuscript): ResultItem[] {
  const references = new Set(manuscript.structure.references.map((r) => r.block));
  const seen: { block: number; start: number; subject: string }[] = [];
  for (const block of manuscript.blocks) {
    if (references.has(block.index)) continue;
    for (const m of block.text.matchAll(UNIT)) {
      const subject = m[1]!;
      seen.push({ block: block.index, start: m.index + m[0].length - subject.length, subject });
    }
  }
  const items: ResultItem[] = [];
  for (const use of seen) {
    if (capitalised(use.subject)) continue;
    const name = seen.find(
      (other) => capitalised(other.subject) && other.subject.toLowerCase() === use.subject.toLowerCase(),
    );
    if (!name) continue;
    items.push(
      finding('consistency', manuscript, use.block, use.start, use.start + use.subject.length, {
        correction: name.subject,
        suggestions: [name.subject],
        reasoning: `Capitalisation: the document writes this name "… of ${name.subject}" elsewhere; a name has one form, capitalised.`,
        key: 'capitalisation',
      }),
    );
  }
  return items;
}
