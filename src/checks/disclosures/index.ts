/**
 * disclosures (type2): the disclosure / competing-interests statement in the journal's required
 * wording, as one editable suggestion. When the statement exists with other words, the
 * suggestion replaces its text (the label such as "Competing interests:" is kept); when it is
 * missing, the suggestion is inserted at the end of the last paragraph before the references.
 */
import type { Manuscript } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { finding, notUnderstood, readOption, readText, row, type2 } from '../framework/index.ts';
import { statementBlock } from '../required-statements/index.ts';
import type { CheckDefinition, CheckInput } from '../types.ts';

const ID = 'disclosures';

/** Compares wordings as a reader would: case, spacing, quote shapes and the final full stop do not matter. */
export function sameWording(a: string, b: string): boolean {
  const norm = (s: string) =>
    s.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim().replace(/\.$/, '').toLowerCase();
  return norm(a) === norm(b);
}

const LABEL =
  /^\s*((declaration|conflicts?|statement) of (competing )?interests?|competing (financial )?interests?|conflicts? of interests?|disclosures?|declarations? of interests?|duality of interest)(\s+statement)?\s*[:.–-]\s*/i;

/** The statement's text inside its block: after a run-in label, or the whole block. */
function statementRange(manuscript: Manuscript, block: number): { block: number; start: number; end: number } | null {
  const b = manuscript.blocks[block];
  if (!b) return null;
  const label = LABEL.exec(b.text);
  if (label) return { block, start: label[0].length, end: b.text.trimEnd().length };
  // A heading such as "Competing interests" heads the statement paragraph that follows it.
  const isHeading = b.outlineLevel !== null || (b.text.length < 60 && LABEL.test(`${b.text.trim()}:`));
  if (isHeading) {
    const next = manuscript.blocks[block + 1];
    if (next && next.outlineLevel === null && next.text.trim())
      return { block: block + 1, start: 0, end: next.text.trimEnd().length };
    return null;
  }
  return { block, start: 0, end: b.text.trimEnd().length };
}

/** Where a missing statement goes: the end of the last body paragraph before the references. */
function insertionPoint(manuscript: Manuscript): number | null {
  const refs = manuscript.structure.sections.find((s) => s.role === 'references');
  const limit = refs ? refs.blockStart : manuscript.blocks.length;
  for (let i = limit - 1; i >= 0; i--) {
    const b = manuscript.blocks[i]!;
    if (b.kind === 'paragraph' && b.outlineLevel === null && b.text.trim()) return i;
  }
  return null;
}

export const disclosures: CheckDefinition = {
  id: ID,
  version: 1,
  category: 'authorship-disclosures',
  name: 'Disclosure statement',
  icon: 'scale',
  description: "Puts the disclosure (competing interests) statement in the journal's required wording.",
  resultType: 'type2',
  parameters: [],
  formatFields: ['disclosures_wording', 'disclosures_inclusion'],
  run({ manuscript, format }: CheckInput) {
    const wording = readText(format, 'disclosures_wording');
    if (wording.kind === 'unknown') return type2([notUnderstood(ID, 'disclosures_wording', wording.value)]);
    const inclusion = readOption(format, 'disclosures_inclusion', ['Yes', 'No'] as const);
    const items: ResultItem[] = [];
    if (inclusion.kind === 'unknown') items.push(notUnderstood(ID, 'disclosures_inclusion', inclusion.value));
    const block = statementBlock(manuscript, 'disclosures');
    const range = block === null ? null : statementRange(manuscript, block);
    if (wording.kind === 'empty') {
      const required = inclusion.kind === 'value' && inclusion.value === 'Yes';
      if (required && block === null) {
        const reasoning =
          'The journal requires a disclosure statement and none was found; the format gives no wording to insert.';
        items.push({ ...row(ID, 'Disclosure statement', 'failed', reasoning), reasoning });
      } else {
        const reasoning = 'The journal sets no required wording for the disclosure statement.';
        items.push({ ...row(ID, 'Disclosure statement', 'pass', reasoning), reasoning });
      }
      return type2(items);
    }
    const text = wording.value;
    if (range) {
      const current = manuscript.blocks[range.block]!.text.slice(range.start, range.end);
      if (sameWording(current, text)) {
        items.push(
          finding(ID, manuscript, range.block, range.start, range.end, {
            status: 'pass',
            reasoning: 'The statement already has the required wording.',
          }),
        );
      } else {
        items.push(
          finding(ID, manuscript, range.block, range.start, range.end, {
            status: 'failed',
            correction: text,
            suggestions: text,
            reasoning: "The statement's wording differs from the journal's required wording.",
          }),
        );
      }
      return type2(items);
    }
    const at = insertionPoint(manuscript);
    if (at === null) {
      const reasoning = 'No disclosure statement was found, and there is no paragraph to insert it after.';
      items.push({ ...row(ID, 'Disclosure statement', 'failed', reasoning), reasoning, suggestions: text });
      return type2(items);
    }
    const end = manuscript.blocks[at]!.text.length;
    // A line break keeps the inserted statement on its own line inside one paragraph edit.
    const insertion = `\nCompeting interests: ${text}`;
    items.push(
      finding(ID, manuscript, at, end, end, {
        status: 'failed',
        correction: insertion,
        suggestions: insertion,
        reasoning:
          'No disclosure statement was found: the required wording is inserted after the last paragraph before the references.',
      }),
    );
    return type2(items);
  },
};
