/**
 * An author's name run into a year ("Schnaas2006" in a table of studies, "Schnaas 2006" in the
 * next): the space was lost. Reported only where the manuscript writes the same name on its own
 * elsewhere (the reference list, another citation), so a product or model code that happens to
 * end in four digits is not read as a name.
 */
import type { ResultItem } from '../../contract/checks.ts';
import type { Block, Manuscript } from '../../docx/model.ts';
import { finding } from '../framework/index.ts';

// A capitalised word of three letters or more, then a year from 1800 to 2099 (and a letter that
// tells two works of one year apart: "Smith2006a").
const NAME_YEAR = /(?<![\p{L}\p{N}\-_/.])(\p{Lu}\p{Ll}{2,})((?:1[89]|20)\d\d[a-z]?)(?![\p{L}\p{N}\-_])/gu;

const written = new WeakMap<Manuscript, Map<string, boolean>>();

/** Does the manuscript write `name` as a word on its own (not run into digits or letters) anywhere? */
function standsAlone(manuscript: Manuscript, name: string): boolean {
  const cache = written.get(manuscript) ?? new Map<string, boolean>();
  written.set(manuscript, cache);
  let answer = cache.get(name);
  if (answer === undefined) {
    answer = new RegExp(`(?<![\\p{L}\\p{N}])${name}(?![\\p{L}\\p{N}])`, 'u').test(manuscript.previewText);
    cache.set(name, answer);
  }
  return answer;
}

export function nameRunIntoYear(manuscript: Manuscript, block: Block): ResultItem[] {
  const items: ResultItem[] = [];
  for (const m of block.text.matchAll(NAME_YEAR)) {
    const [whole, name, year] = m as unknown as [string, string, string];
    if (!standsAlone(manuscript, name)) continue;
    const correction = `${name} ${year}`;
    items.push(
      finding('spelling', manuscript, block.index, m.index, m.index + whole.length, {
        correction,
        suggestions: [correction],
        reasoning: `"${whole}" runs a name into a year: "${correction}".`,
      }),
    );
  }
  return items;
}
