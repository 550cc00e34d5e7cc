/**
 * A name made of capitals and a number, written several ways (issue 24): "PHQ9" beside "PHQ-9"
 * ×20, "QIIME2" beside "QIIME 2", "COVID 19" beside "COVID-19". The majority form (strictly the most
 * frequent, used at least twice) is the suggestion; the titles of cited works count as evidence of
 * a name's form ("QIIME 2" in its own paper's title) but are never corrected. Precision first: a
 * decimal ("HR 1·2"), a count ("ICU 24 h") or a longer number is not such a name, a software
 * package keeps its own name ("packages InterVA5 version 1.1.3"), and lines set in capitals are left out.
 */
import type { ResultItem } from '../../contract/checks.ts';
import type { Manuscript } from '../../docx/model.ts';
import { finding } from '../framework/index.ts';
import type { ProseBlock } from '../language/prose.ts';
import { inside, quotedSpans } from '../language/text.ts';
import { abbreviationLike, firstUseNote, wouldBeFirstUse } from './first-use.ts';

const ID = 'consistency';

/** Two or more capitals (inner lower-case letters allowed: "SARS", "QIIME", "CoV"), then 1–2 digits. */
const NAME =
  /(?<![\p{L}\d.,·-])(\p{Lu}[\p{L}]*\p{Lu})(-| |)(\d{1,2})(?![\d\p{L}]|[.,·]\d|\s*(?:%|h\b|hours?\b|days?\b|weeks?\b|months?\b|years?\b|mg\b|ml\b|mL\b|kg\b|patients\b))/gu;

/** A cheap test first: most paragraphs hold no capital followed by a digit within two characters. */
const DIGIT_AFTER_CAPITAL = /\p{Lu}[- ]?\d/u;

interface Use {
  block: number;
  start: number;
  end: number;
  text: string;
  /** Found in a reference entry: evidence only. */
  evidence: boolean;
}

function capitalsLine(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 8 && letters.replace(/\P{Lu}/gu, '').length >= letters.length * 0.6;
}

export function letterDigitForms(manuscript: Manuscript, blocks: ProseBlock[]): ResultItem[] {
  const byName = new Map<string, Map<string, Use[]>>();
  const read = (index: number, evidence: boolean) => {
    const block = manuscript.blocks[index];
    if (!block || !DIGIT_AFTER_CAPITAL.test(block.text) || capitalsLine(block.text)) return;
    const quoted = evidence ? [] : quotedSpans(block.text);
    for (const m of block.text.matchAll(NAME)) {
      const end = m.index + m[0].length;
      if (inside(quoted, m.index, end)) continue;
      // A software package keeps its own name: "dependent packages InterVA5 version 1.1.3".
      if (
        /^\s*(?:version\b|v\.?\s?\d|package\b)/iu.test(block.text.slice(end, end + 12)) ||
        /\bpackages?\s+$/iu.test(block.text.slice(Math.max(0, m.index - 12), m.index))
      )
        continue;
      if (block.runs.some((run) => run.inField && run.start < end && m.index < run.end) && !evidence) continue;
      const key = `${m[1]}${m[3]}`;
      const forms = byName.get(key) ?? new Map<string, Use[]>();
      const form = `${m[1]}${m[2]}${m[3]}`;
      const use = { block: index, start: m.index, end, text: m[0], evidence };
      const same = forms.get(form);
      if (same) same.push(use);
      else forms.set(form, [use]);
      byName.set(key, forms);
    }
  };
  for (const prose of blocks) read(prose.block.index, false);
  const wanted = new Set(byName.keys());
  if (wanted.size === 0) return [];
  for (const ref of manuscript.structure.references) read(ref.block, true);
  const items: ResultItem[] = [];
  for (const key of wanted) {
    const forms = [...byName.get(key)!.entries()].sort((a, b) => b[1].length - a[1].length);
    if (forms.length < 2) continue;
    const [top, uses] = forms[0]!;
    if (uses.length < 2 || uses.length === forms[1]![1].length) continue;
    for (const [form, odd] of forms.slice(1)) {
      for (const o of odd) {
        if (o.evidence) continue;
        const item = finding(ID, manuscript, o.block, o.start, o.end, {
          correction: top,
          suggestions: [top],
          reasoning: `Hyphenation: "${top}" is used ${uses.length} times in this document${uses.some((u) => u.evidence) ? ' (the titles of cited works included)' : ''}, "${form}" ${odd.length === 1 ? 'once' : `${odd.length} times`}; use one form.`,
          key: 'letter-digit',
        });
        const first =
          abbreviationLike(top) &&
          wouldBeFirstUse(
            blocks,
            o,
            uses.filter((u) => !u.evidence),
          );
        items.push(first ? firstUseNote(item, top) : item);
      }
    }
  }
  return items;
}
