/**
 * "versus", "vs" and "vs." mixed in running text (issue 24): "corticosteroids vs placebo" beside
 * "corticosteroids versus placebo". Under a US-English format AMA's rule decides — versus is
 * spelled out in running text, vs belongs to tables, figures and parentheses — so where the
 * document's running text uses both, each "vs" outside brackets becomes "versus". Under other
 * formats the majority form of the running text (strictly the most frequent, used at least twice)
 * is the suggestion. Tables, captions, headings and bracketed asides ("(ante- vs postpartum)")
 * are not read.
 */
import type { ResultItem } from '../../contract/checks.ts';
import type { Manuscript } from '../../docx/model.ts';
import { finding } from '../framework/index.ts';
import type { ProseBlock } from '../language/prose.ts';
import type { Occurrence } from './forms.ts';
import { editable } from './occurrence-guards.ts';

const ID = 'consistency';
/** A cheap test first: most paragraphs compare nothing. */
const MAYBE = /[Vv](?:s|ersus)/;
const FORMS = /(?<![\p{L}\d.])(versus|vs\.|vs)(?![\p{L}\d])/giu;

function bracketed(text: string, at: number): boolean {
  let depth = 0;
  for (let i = 0; i < at; i += 1) {
    if (text[i] === '(' || text[i] === '[') depth += 1;
    else if ((text[i] === ')' || text[i] === ']') && depth > 0) depth -= 1;
  }
  return depth > 0;
}

function withCase(form: string, original: string): string {
  return /^\p{Lu}/u.test(original) ? form.charAt(0).toUpperCase() + form.slice(1) : form;
}

export function versusForms(
  manuscript: Manuscript,
  blocks: readonly ProseBlock[],
  running: (prose: ProseBlock) => boolean,
  us: boolean,
): ResultItem[] {
  const byForm = new Map<string, Occurrence[]>([
    ['versus', []],
    ['vs', []],
    ['vs.', []],
  ]);
  for (const prose of blocks) {
    if (!running(prose)) continue;
    const text = prose.block.text;
    if (!MAYBE.test(text)) continue;
    for (const m of text.matchAll(FORMS)) {
      const o = { block: prose.block.index, start: m.index, end: m.index + m[0].length, text: m[0] };
      if (bracketed(text, m.index) || !editable(manuscript, o)) continue;
      byForm.get(m[0].toLowerCase())!.push(o);
    }
  }
  const versus = byForm.get('versus')!;
  const counts = [...byForm].filter(([, list]) => list.length > 0).sort((x, y) => y[1].length - x[1].length);
  if (counts.length < 2) return [];
  const [top, second] = counts as [[string, Occurrence[]], [string, Occurrence[]]];
  const target =
    us && versus.length > 0 ? 'versus' : top[1].length >= 2 && top[1].length > second[1].length ? top[0] : null;
  if (!target) return [];
  const said = [...byForm]
    .filter(([, list]) => list.length > 0)
    .map(([form, list]) => `"${form}" ${list.length}`)
    .join(', ');
  const items: ResultItem[] = [];
  for (const [form, list] of byForm) {
    if (form === target) continue;
    for (const o of list) {
      const correction = withCase(target, o.text);
      items.push(
        finding(ID, manuscript, o.block, o.start, o.end, {
          correction,
          suggestions: [correction],
          reasoning:
            us && target === 'versus'
              ? `Variant forms: AMA style spells out "versus" in running text (vs in tables, figures and parentheses); this document's running text has ${said}. Use one form.`
              : `Variant forms: this document's running text has ${said}; use one form.`,
          key: 'variant',
        }),
      );
    }
  }
  return items;
}
