/**
 * A word split by a hyphen (issue 31): "afore-mentioned", "rea-sonable", "adoles-cents" — a
 * line-break hyphen left in the text, or a closed word written open. Reported when the two parts
 * joined are a word Hunspell knows and one part alone is not a word, and the first part is not a
 * prefix that a compound may keep hyphenated ("pre-existing", "socio-economic", "co-operation":
 * consistency judges those against the document's other forms).
 */
import type { ResultItem } from '../../contract/checks.ts';
import type { Block, Manuscript } from '../../docx/model.ts';
import { finding } from '../framework/index.ts';

const SPLIT = /(?<![\p{L}\d-])(\p{Ll}{2,})-(\p{Ll}{2,})(?![\p{L}\d-])/gu;

/** Prefixes and combining forms a hyphenated compound may keep ("pre-registration", "socio-political"). */
const PREFIX =
  /^(?:a|ante|anti|auto|bi|bio|cardio|co|counter|cross|de|dis|eco|electro|endo|ex|extra|fore|gastro|geo|hydro|hyper|hypo|immuno|in|infra|inter|intra|iso|macro|meta|micro|mid|mini|mis|mono|multi|neo|neuro|non|over|para|peri|photo|poly|post|pre|pro|pseudo|psycho|quasi|radio|re|self|semi|socio|sub|super|supra|thermo|trans|tri|ultra|un|under|uni)$/u;

export function splitWords(manuscript: Manuscript, block: Block, known: (word: string) => boolean): ResultItem[] {
  const items: ResultItem[] = [];
  for (const m of block.text.matchAll(SPLIT)) {
    const [whole, first, second] = [m[0], m[1]!, m[2]!];
    const joined = first + second;
    if (PREFIX.test(first) || !known(joined) || (known(first) && known(second))) continue;
    items.push(
      finding('spelling', manuscript, block.index, m.index, m.index + whole.length, {
        correction: joined,
        suggestions: [joined],
        reasoning: `"${whole}" is one word: "${joined}" (a hyphen inside a word, as a line break leaves it).`,
      }),
    );
  }
  return items;
}
