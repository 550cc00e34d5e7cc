/**
 * A compound joined by an en dash in one place and a hyphen in another (issue 24):
 * "dose–response associations" beside "dose-response associations", "case–control" beside
 * "case-control". The majority form (strictly the most frequent, used at least twice) is the
 * correction; where the counts tie the finding says so and proposes nothing to accept, since
 * either form may be the journal's (some set such pairs with an en dash, others with a hyphen).
 * Only words in lower case are compared: "Hardy–Weinberg" and "Kaplan–Meier" are names.
 */
import type { ResultItem } from '../../contract/checks.ts';
import type { Manuscript } from '../../docx/model.ts';
import { finding } from '../framework/index.ts';
import type { ProseBlock } from '../language/prose.ts';
import { type Occurrence, times } from './forms.ts';
import { editable } from './occurrence-guards.ts';

const ID = 'consistency';
const EN_DASHED = /(?<![\p{L}\d–-])(\p{Ll}{3,})–(\p{Ll}{3,})(?![\p{L}\d]|[–-]\p{L})/gu;
const LOWER_HYPHENATED = /^\p{L}\p{Ll}*-\p{Ll}+$/u;

export function dashCompounds(
  manuscript: Manuscript,
  blocks: readonly ProseBlock[],
  hyphenated: Map<string, Occurrence[]>,
): ResultItem[] {
  const dashed = new Map<string, Occurrence[]>();
  for (const prose of blocks) {
    const text = prose.block.text;
    if (!text.includes('–')) continue;
    for (const m of text.matchAll(EN_DASHED)) {
      const key = `${m[1]}-${m[2]}`;
      if (!hyphenated.has(key)) continue;
      const o = { block: prose.block.index, start: m.index, end: m.index + m[0].length, text: m[0] };
      const list = dashed.get(key);
      if (list) list.push(o);
      else dashed.set(key, [o]);
    }
  }
  const items: ResultItem[] = [];
  for (const [key, withDash] of dashed) {
    const withHyphen = hyphenated.get(key)!.filter((o) => LOWER_HYPHENATED.test(o.text));
    if (withHyphen.length === 0) continue;
    const dashForm = key.replace('-', '–');
    const counts = `"${dashForm}" (en dash) is written ${times(withDash.length)} in this document, "${key}" (hyphen) ${times(withHyphen.length)}`;
    const top = Math.max(withDash.length, withHyphen.length);
    const decided = top >= 2 && withDash.length !== withHyphen.length;
    const target = withDash.length > withHyphen.length ? dashForm : key;
    const odd = decided ? (target === key ? withDash : withHyphen) : [...withDash, ...withHyphen];
    for (const o of odd) {
      if (!editable(manuscript, o)) continue;
      items.push(
        finding(
          ID,
          manuscript,
          o.block,
          o.start,
          o.end,
          decided
            ? {
                correction: target,
                suggestions: [target],
                reasoning: `Hyphenation: ${counts}; use one form.`,
                key: 'hyphenation',
              }
            : {
                reasoning: `Hyphenation: ${counts}; the counts do not say which this document means, so choose one form and use it throughout.`,
                key: 'hyphenation',
              },
        ),
      );
    }
  }
  return items;
}
