/**
 * disclosures (type2): the disclosure / competing-interests statement as the journal wants it.
 *
 * `disclosures_wording` holds one of three things, told apart by its shape:
 * - a **label** ("Declaration of interests", "Conflict of Interest Disclosures": a few words, no
 *   closing full stop) — the heading the journal prints above the statement. The statement's own
 *   label is renamed to it; what the authors declare is never touched.
 * - a **lead-in** ending in a colon ("All authors have completed the ICMJE uniform disclosure form
 *   … and declare:") — the statement must open with it; the authors' words follow.
 * - a **wording** (a sentence) — the statement the journal wants when there is nothing to declare.
 *   A statement that declares nothing is replaced by it; one that declares specific interests is
 *   not (replacing it would erase them): a warning asks the writer to compare.
 * The statement is the competing-interests one (never a neighbour in a "Declarations" block).
 */
import type { Manuscript } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import {
  finding,
  noFormat,
  noFormatRow,
  notAManuscript,
  notUnderstood,
  readOption,
  readText,
  row,
  type2,
} from '../framework/index.ts';
import { headingOf } from '../framework/index.ts';
import { emptyStatementHeading, statementBlock, statementSentence } from '../framework/statements.ts';
import type { CheckDefinition, CheckInput } from '../types.ts';
import { insertionPoint } from './placement.ts';
import { declaresNothing, statementParts, type Range, type StatementParts } from './statement.ts';

const ID = 'disclosures';
const NAME = 'Disclosure statement';

const norm = (s: string) =>
  s.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim().replace(/[.:]$/, '').toLowerCase();

/** Compares wordings as a reader would: case, spacing, quote shapes and the final full stop do not matter. */
export function sameWording(a: string, b: string): boolean {
  return norm(a) === norm(b);
}

export type WordingKind = 'label' | 'lead-in' | 'wording';

/** What the format's `disclosures_wording` holds: a heading label, an opening to complete, or a whole statement. */
export function wordingKind(text: string): WordingKind {
  const t = text.trim();
  if (t.endsWith(':')) return 'lead-in';
  if (t.split(/\s+/).length <= 6 && !/[.!?]$/.test(t)) return 'label';
  return 'wording';
}

/** What the authors must write themselves: the proposal leaves it to them, never declares in their name. */
export const PROMPT = '[state the competing interests of each author]';

/**
 * A missing statement proposed as the journal's heading with a bracketed prompt the writer
 * completes (editable): a new paragraph after the back-matter statements, or after the last
 * sentence of the main text (src/checks/disclosures/placement.ts). Null when there is nowhere to
 * put it.
 */
function missingStatement(manuscript: Manuscript, line: string, journal: string): ResultItem | null {
  const at = insertionPoint(manuscript);
  if (at === null) return null;
  const end = manuscript.blocks[at]!.text.length;
  // A line break keeps the inserted statement on its own line inside one paragraph edit.
  const insertion = `\n${line}`;
  return finding(ID, manuscript, at, end, end, {
    status: 'failed',
    correction: insertion,
    suggestions: insertion,
    reasoning: `No disclosure statement was found. ${journal} Proposed here with a prompt in brackets: replace it with what the authors declare (for example, that they have no competing interests, if that is true).`,
  });
}

/** "I", "my", "the author" against "we", "our", "the authors": a wording for several authors does not fit one. */
function grammaticalNumber(text: string): 'singular' | 'plural' | null {
  if (/\b(we|our|the authors|all authors|each author|authors have|authors declare|authors report)\b/i.test(text))
    return 'plural';
  if (/\b(I|my|me|the author(?!s)|the sole author)\b/.test(text) || /\bthe author(?!s)\b/i.test(text))
    return 'singular';
  return null;
}

const textOf = (manuscript: Manuscript, r: Range) => manuscript.blocks[r.block]!.text.slice(r.start, r.end);

function rowItem(status: 'pass' | 'failed' | 'warning', reasoning: string, suggestions?: string): ResultItem {
  return { ...row(ID, NAME, status, reasoning), reasoning, ...(suggestions ? { suggestions } : {}) };
}

function byLabel(manuscript: Manuscript, parts: StatementParts | null, label: string): ResultItem {
  if (!parts)
    return (
      missingStatement(manuscript, `${label}: ${PROMPT}`, `The journal asks for one headed "${label}".`) ??
      rowItem(
        'failed',
        `No disclosure statement was found. The journal asks for one headed "${label}": add it with what the authors declare.`,
      )
    );
  if (parts.label && !parts.text && !parts.sharedHeading && emptyStatementHeading(manuscript, parts.label.block))
    // A heading with nothing under it: renaming it would leave the statement missing.
    return finding(ID, manuscript, parts.label.block, parts.label.start, parts.label.end, {
      status: 'failed',
      reasoning: `The heading "${textOf(manuscript, parts.label)}" has no statement under it. The journal heads the statement "${label}": write what the authors declare under it.`,
    });
  if (parts.label) {
    const current = textOf(manuscript, parts.label);
    if (sameWording(current, label))
      return finding(ID, manuscript, parts.label.block, parts.label.start, parts.label.end, {
        status: 'pass',
        reasoning: `The statement is headed "${label}", as the journal asks.`,
      });
    return finding(ID, manuscript, parts.label.block, parts.label.start, parts.label.end, {
      status: 'failed',
      correction: label,
      suggestions: label,
      reasoning: `The journal heads the disclosure statement "${label}". Only the heading changes; the statement is kept.`,
    });
  }
  if (parts.inSentence && parts.text) {
    const heading = headingOf(manuscript, parts.text.block);
    return rowItem(
      'warning',
      `The disclosure statement is a sentence${heading ? ` under "${heading}"` : ''} without a heading of its own ("${textOf(manuscript, parts.text)}"): the journal heads it "${label}", so give it its own heading.`,
    );
  }
  if (parts.sharedHeading || !parts.text)
    return rowItem(
      'pass',
      `The disclosure statement shares a heading with other statements; the journal heads it "${label}".`,
    );
  const at = parts.text;
  return finding(ID, manuscript, at.block, at.start, at.start, {
    status: 'failed',
    correction: `${label}: `,
    suggestions: `${label}: `,
    reasoning: `The statement has no heading: the journal heads it "${label}".`,
  });
}

function byLeadIn(manuscript: Manuscript, parts: StatementParts | null, leadIn: string): ResultItem {
  const text = parts?.text;
  if (!text)
    return (
      missingStatement(
        manuscript,
        `${leadIn} ${PROMPT}`,
        `The journal's statement opens "${leadIn}", followed by what the authors declare.`,
      ) ??
      rowItem(
        'failed',
        `No disclosure statement was found. The journal's statement opens "${leadIn}", followed by what the authors declare.`,
        leadIn,
      )
    );
  const current = textOf(manuscript, text);
  if (norm(current).startsWith(norm(leadIn)))
    return finding(ID, manuscript, text.block, text.start, text.end, {
      status: 'pass',
      reasoning: 'The statement opens with the wording the journal asks for.',
    });
  const correction = `${leadIn} ${current.charAt(0).toLowerCase()}${current.slice(1)}`;
  return finding(ID, manuscript, text.block, text.start, text.end, {
    status: 'failed',
    correction,
    suggestions: correction,
    reasoning: `The journal's statement opens "${leadIn}"; the authors' declaration follows it.`,
  });
}

function byWording(manuscript: Manuscript, parts: StatementParts | null, wording: string): ResultItem {
  const text = parts?.text;
  if (text) {
    const current = textOf(manuscript, text);
    if (norm(current).includes(norm(wording)))
      return finding(ID, manuscript, text.block, text.start, text.end, {
        status: 'pass',
        reasoning: 'The statement already has the required wording.',
      });
    if (!declaresNothing(current))
      return rowItem(
        'warning',
        `The statement declares specific interests, so it is not replaced by the journal's wording "${wording}": compare them by hand.`,
      );
    const authors = grammaticalNumber(current);
    const journal = grammaticalNumber(wording);
    if (authors && journal && authors !== journal)
      return rowItem(
        'warning',
        `The statement ("${current}") is written for ${authors === 'singular' ? 'one author' : 'several authors'} and the journal's wording ("${wording}") for ${journal === 'singular' ? 'one' : 'several'}: adapt the wording by hand rather than replace it.`,
      );
    return finding(ID, manuscript, text.block, text.start, text.end, {
      status: 'failed',
      correction: wording,
      suggestions: wording,
      reasoning: "The statement declares nothing, in other words than the journal's required wording.",
    });
  }
  return (
    missingStatement(
      manuscript,
      `Competing interests: ${PROMPT.slice(0, -1)}, or, if there are none: "${wording}"]`,
      `The journal's wording when there is nothing to declare is "${wording}".`,
    ) ?? rowItem('failed', 'No disclosure statement was found, and there is no paragraph to insert it after.', wording)
  );
}

export const disclosures: CheckDefinition = {
  id: ID,
  version: 3,
  category: 'authorship-disclosures',
  name: NAME,
  icon: 'scale',
  description: "Puts the disclosure (competing interests) statement in the journal's required wording.",
  resultType: 'type2',
  parameters: [],
  formatFields: ['disclosures_wording', 'disclosures_inclusion'],
  run(input: CheckInput) {
    const { manuscript, format } = input;
    const block = statementBlock(manuscript, 'disclosures');
    // Without a heading or label of its own, the statement may be a sentence in the acknowledgements.
    const sentence = block === null ? statementSentence(manuscript, 'disclosures') : null;
    const parts =
      block !== null
        ? statementParts(manuscript, block)
        : sentence
          ? {
              label: null,
              text: { block: sentence.block, start: sentence.start, end: sentence.end },
              sharedHeading: false,
              inSentence: true,
            }
          : null;
    if (noFormat(input))
      return type2([
        noFormatRow(
          ID,
          "the disclosure statement's wording",
          parts?.text ? undefined : 'No disclosure statement was found either; most journals require one.',
        ),
      ]);
    const wording = readText(format, 'disclosures_wording');
    if (wording.kind === 'unknown') return type2([notUnderstood(ID, 'disclosures_wording', wording.value)]);
    // A highlights list sent as its own file cannot hold the statement: say so, do not fail it.
    const shape = parts?.text || parts?.label ? null : notAManuscript(manuscript);
    const judged = (made: ResultItem[]) =>
      type2(
        made.map((item) =>
          shape && item.status === 'failed'
            ? rowItem(
                'warning',
                `No disclosure statement was found, but ${shape}. Whether the manuscript has the statement the journal asks for could not be judged here: it belongs in the manuscript.`,
              )
            : item,
        ),
      );
    const inclusion = readOption(format, 'disclosures_inclusion', ['Yes', 'No'] as const);
    const items: ResultItem[] = [];
    if (inclusion.kind === 'unknown') items.push(notUnderstood(ID, 'disclosures_inclusion', inclusion.value));
    if (wording.kind === 'empty') {
      const required = inclusion.kind === 'value' && inclusion.value === 'Yes';
      if (required && !parts?.text)
        items.push(
          rowItem(
            'failed',
            'The journal requires a disclosure statement and none was found; the format gives no wording to insert.',
          ),
        );
      else items.push(rowItem('pass', 'The journal sets no required wording for the disclosure statement.'));
      return judged(items);
    }
    const text = wording.value;
    const kind = wordingKind(text);
    const found = parts && (parts.text || parts.label) ? parts : null;
    if (kind === 'label') items.push(byLabel(manuscript, found, text));
    else if (kind === 'lead-in') items.push(byLeadIn(manuscript, found, text));
    else items.push(byWording(manuscript, found, text));
    return judged(items);
  },
};
