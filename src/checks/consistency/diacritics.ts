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
const ACCENTED = /[\u00c0-\u024f]/u;
const CITED_AUTHOR = /^(?:\s+et al|,?\s*\(?(?:19|20)\d{2})/u;

function bare(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

export function accentForms(manuscript: Manuscript, blocks: readonly ProseBlock[]): ResultItem[] {
  const accented = new Map<string, Occurrence[]>();
  const add = (map: Map<string, Occurrence[]>, key: string, o: Occurrence) => {
    const list = map.get(key);
    if (list) list.push(o);
    else map.set(key, [o]);
  };
  const cited = (text: string, end: number) => CITED_AUTHOR.test(text.slice(end, end + 8));
  // Most documents have no accented word at all: the bare forms are looked for only when one is found.
  for (const prose of blocks) {
    const text = prose.block.text;
    if (!ACCENTED.test(text)) continue;
    for (const w of blockWords(prose.block)) {
      if (w.text.length < 4 || !ACCENTED.test(w.text) || cited(text, w.end)) continue;
      const plain = bare(w.text);
      if (plain !== w.text)
        add(accented, plain, { block: prose.block.index, start: w.start, end: w.end, text: w.text });
    }
  }
  if (accented.size === 0) return [];
  const plainUses = new Map<string, Occurrence[]>();
  for (const prose of blocks) {
    const text = prose.block.text;
    for (const w of blockWords(prose.block))
      if (accented.has(w.text) && !cited(text, w.end))
        add(plainUses, w.text, { block: prose.block.index, start: w.start, end: w.end, text: w.text });
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
