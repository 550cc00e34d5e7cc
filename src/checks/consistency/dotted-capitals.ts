/**
 * Initials and abbreviations written with and without full stops (issue 24): "One author (A.N.)"
 * beside "the senior author (AN)" and "AN conceived the idea", "95% C.I." beside "CI". Where the
 * form without stops is the majority (strictly the most frequent, used at least twice) the dotted
 * form is put right toward it; the other way is never proposed, since bare capitals ("AN") may be
 * another abbreviation's. "U.S." and "U.K." are left alone ("US" is also ultrasound), and where the
 * correction would be the abbreviation's first use in its region the finding is a note (first-use.ts).
 */
import type { ResultItem } from '../../contract/checks.ts';
import type { Manuscript } from '../../docx/model.ts';
import { finding } from '../framework/index.ts';
import { blockWords } from '../language/checkable.ts';
import type { ProseBlock } from '../language/prose.ts';
import { firstUseNote, wouldBeFirstUse } from './first-use.ts';
import { type Occurrence, times } from './forms.ts';
import { editable } from './occurrence-guards.ts';

const ID = 'consistency';
const DOTTED = /(?<![\p{L}\d.])((?:\p{Lu}\.){2,4})(?![\p{L}\d])/gu;
const PLACES = new Set(['US', 'UK', 'EU', 'UN', 'USA']);

export function dottedCapitals(manuscript: Manuscript, blocks: ProseBlock[]): ResultItem[] {
  const dotted = new Map<string, Occurrence[]>();
  for (const prose of blocks) {
    const text = prose.block.text;
    if (!/\p{Lu}\.\p{Lu}\./u.test(text)) continue;
    for (const m of text.matchAll(DOTTED)) {
      const bare = m[1]!.replaceAll('.', '');
      if (PLACES.has(bare)) continue;
      const o = { block: prose.block.index, start: m.index, end: m.index + m[0].length, text: m[0] };
      const list = dotted.get(bare);
      if (list) list.push(o);
      else dotted.set(bare, [o]);
    }
  }
  if (dotted.size === 0) return [];
  // The bare forms, in one pass over the words: "AN" standing alone, not "AN-1" nor "A.N".
  const bareUses = new Map<string, Occurrence[]>();
  for (const prose of blocks) {
    const text = prose.block.text;
    for (const w of blockWords(prose.block)) {
      if (
        !dotted.has(w.text) ||
        /[.\-\d]/u.test(text[w.start - 1] ?? '') ||
        /^[.-]?[\p{L}\d]/u.test(text.slice(w.end, w.end + 2))
      )
        continue;
      const o = { block: prose.block.index, start: w.start, end: w.end, text: w.text };
      const list = bareUses.get(w.text);
      if (list) list.push(o);
      else bareUses.set(w.text, [o]);
    }
  }
  const items: ResultItem[] = [];
  for (const [bare, odd] of dotted) {
    const plain = bareUses.get(bare) ?? [];
    if (plain.length < 2 || plain.length <= odd.length) continue;
    for (const o of odd) {
      if (!editable(manuscript, o)) continue;
      const item = finding(ID, manuscript, o.block, o.start, o.end, {
        correction: bare,
        suggestions: [bare],
        reasoning: `Variant forms: "${bare}" is written without full stops ${times(plain.length)} in this document, "${o.text}" ${odd.length}; use one form.`,
        key: 'variant',
      });
      items.push(wouldBeFirstUse(blocks, o, plain) ? firstUseNote(item, bare) : item);
    }
  }
  return items;
}
