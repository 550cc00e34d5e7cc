/**
 * One word written with and without its accents (issue 24): "Côte d’Ivoire" beside "Cote d’Ivoire",
 * "naïve" beside "naive". A capitalised word is a name, whose accents are its own: where the
 * document writes it accented at least as often as bare, the bare form is put right. A word in
 * lower case follows the document's majority (strictly the most frequent, used at least twice),
 * either way. An author cited by name ("Muller et al", "Muller, 2019") is left alone: two authors
 * may spell it differently.
 */
import type { ResultItem } from '../../contract/checks.ts';
import type { Manuscript } from '../../docx/model.ts';
import { finding } from '../framework/index.ts';
import { blockWords } from '../language/checkable.ts';
import type { ProseBlock } from '../language/prose.ts';
import { capitalised } from '../language/text.ts';
import { type Occurrence, times } from './forms.ts';
import { editable } from './occurrence-guards.ts';

const ID = 'consistency';
const CITED_AUTHOR = /^(?:\s+et al|,?\s*\(?(?:19|20)\d{2})/u;

function bare(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

export function accentForms(manuscript: Manuscript, blocks: readonly ProseBlock[]): ResultItem[] {
  const accented = new Map<string, Occurrence[]>();
  const words: { word: string; o: Occurrence }[] = [];
  for (const prose of blocks) {
    const text = prose.block.text;
    const accentedHere = /[\u00c0-\u024f]/u.test(text);
    for (const w of blockWords(prose.block)) {
      if (w.text.length < 4 || CITED_AUTHOR.test(text.slice(w.end, w.end + 8))) continue;
      const o = { block: prose.block.index, start: w.start, end: w.end, text: w.text };
      const plain = accentedHere ? bare(w.text) : w.text;
      if (plain !== w.text) {
        const list = accented.get(plain);
        if (list) list.push(o);
        else accented.set(plain, [o]);
      } else if (/^[\p{L}]+$/u.test(w.text)) words.push({ word: w.text, o });
    }
  }
  if (accented.size === 0) return [];
  const plainUses = new Map<string, Occurrence[]>();
  for (const { word, o } of words) {
    if (!accented.has(word)) continue;
    const list = plainUses.get(word);
    if (list) list.push(o);
    else plainUses.set(word, [o]);
  }
  const items: ResultItem[] = [];
  for (const [plain, plainList] of plainUses) {
    const accentedList = accented.get(plain)!;
    const forms = [...new Set(accentedList.map((o) => o.text))];
    if (forms.length !== 1) continue;
    const accentedForm = forms[0]!;
    const name = capitalised(plain);
    const toAccented = name ? accentedList.length >= plainList.length : accentedList.length > plainList.length;
    const top = toAccented ? accentedList : plainList;
    if (!name && top.length < 2) continue;
    if (!toAccented && (name || plainList.length <= accentedList.length)) continue;
    const target = toAccented ? accentedForm : plain;
    const reasoning = name
      ? `Variant forms: the name is written "${accentedForm}" ${times(accentedList.length)} in this document, "${plain}" ${plainList.length}; a name keeps its accents.`
      : `Variant forms: "${target}" is written ${times(top.length)} in this document, "${toAccented ? plain : accentedForm}" ${(toAccented ? plainList : accentedList).length}; use one form.`;
    for (const o of toAccented ? plainList : accentedList) {
      if (!editable(manuscript, o)) continue;
      items.push(
        finding(ID, manuscript, o.block, o.start, o.end, {
          correction: target,
          suggestions: [target],
          reasoning,
          key: 'variant',
        }),
      );
    }
  }
  return items;
}
