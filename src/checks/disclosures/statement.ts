/**
 * The disclosure statement's parts as a reader sees them: its label (a run-in "Competing
 * interests:" or a heading above it) and its text (what the authors declare).
 */
import type { Manuscript } from '../../docx/model.ts';

const NAME =
  '(declaration|conflicts?|statement) of (competing )?interests?|(potential )?competing (financial )?interests?|(potential )?conflicts? of interests?|disclosures?|declarations? of interests?|duality of interest';
const TAIL = '(\\s+(statement|disclosures?|declarations?))?';

/** A run-in label at the start of a paragraph: "Conflicts of interest disclosure: …". */
const RUN_IN = new RegExp(`^(\\s*)((${NAME})${TAIL})\\s*[:.–—-]\\s*`, 'i');
/** A paragraph that is only the label: a heading, whatever its style. */
const HEADING_ONLY = new RegExp(`^\\s*(${NAME})${TAIL}\\s*[:.]?\\s*$`, 'i');
/** A run-in label shared with other statements: "Funding and competing interests: none." */
const SHARED_RUN_IN = new RegExp(`^[^:.]{0,60}\\b(${NAME})\\b[^:.]{0,40}:\\s*`, 'i');

export interface Range {
  block: number;
  start: number;
  end: number;
}

export interface StatementParts {
  /** The label, when the statement has one of its own (not a heading shared with other statements). */
  label: Range | null;
  /** What the authors declare; null when a heading has nothing under it. */
  text: Range | null;
  /** True when the heading above names other statements too ("Funding & Competing Interests"). */
  sharedHeading: boolean;
  /** True when the statement is a sentence inside another paragraph (the acknowledgements). */
  inSentence?: boolean;
}

/** A sentence, not a heading: enough words or a closing full stop. */
function isSentence(text: string): boolean {
  const t = text.trim();
  return /[.!?]$/.test(t) || t.split(/\s+/).length > 8;
}

function trimmed(manuscript: Manuscript, block: number): Range {
  const text = manuscript.blocks[block]?.text ?? '';
  const start = text.length - text.trimStart().length;
  return { block, start, end: text.trimEnd().length };
}

export function statementParts(manuscript: Manuscript, block: number): StatementParts | null {
  const b = manuscript.blocks[block];
  if (!b) return null;
  const runIn = RUN_IN.exec(b.text);
  if (runIn && runIn[0].length < b.text.trimEnd().length) {
    const start = runIn[1]!.length;
    return {
      label: { block, start, end: start + runIn[2]!.length },
      text: { block, start: runIn[0].length, end: b.text.trimEnd().length },
      sharedHeading: false,
    };
  }
  const headingOnly = HEADING_ONLY.test(b.text);
  const isHeading = headingOnly || (new RegExp(`\\b(${NAME})\\b`, 'i').test(b.text) && !isSentence(b.text));
  if (isHeading) {
    const next = manuscript.blocks[block + 1];
    const text = next?.text.trim() && (next.outlineLevel === null || isSentence(next.text)) ? next : null;
    return {
      label: headingOnly ? trimmed(manuscript, block) : null,
      text: text ? trimmed(manuscript, text.index) : null,
      sharedHeading: !headingOnly,
    };
  }
  const shared = SHARED_RUN_IN.exec(b.text);
  if (shared && shared[0].length < b.text.trimEnd().length)
    return { label: null, text: { block, start: shared[0].length, end: b.text.trimEnd().length }, sharedHeading: true };
  // The statement's text without a label: its heading may be the paragraph above.
  const above = manuscript.blocks.slice(0, block).findLast((x) => x.text.trim() !== '');
  if (above && HEADING_ONLY.test(above.text))
    return { label: trimmed(manuscript, above.index), text: trimmed(manuscript, block), sharedHeading: false };
  return { label: null, text: trimmed(manuscript, block), sharedHeading: false };
}

/** A statement that declares nothing ("None declared.", "The authors declare no competing interests."). */
export function declaresNothing(text: string): boolean {
  const t = text.trim();
  const none =
    /^(none|nil|nothing|not applicable|n\/a)( declared| to declare| to disclose)?\.?$/i.test(t) ||
    /\b(no|none|nothing|not any|neither)\b[^.]{0,80}\b(competing|conflicts?|interests?|disclos\w*|relationships?)\b/i.test(
      t,
    ) ||
    /\bnothing to (declare|disclose)\b/i.test(t);
  const specific =
    /\b(received|receives|receiving|reports?|grants?|fees|consult\w*|employ\w*|shares|stocks?|patents?|honorari\w*|advisory|board member|speaker\w*|sponsor\w*|salary|royalt\w*|outside the submitted work)\b/i.test(
      t,
    );
  return none && !specific;
}
