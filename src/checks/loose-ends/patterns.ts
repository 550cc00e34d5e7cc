/**
 * Text left behind by unfinished work: cross-references and citation fields that never resolved,
 * placeholders, and "click here" / "this link" with nothing to click. Each pattern says what it
 * found in words a writer reads; all are matched on the accepted-view text of one paragraph.
 */
import type { Block } from '../../docx/model.ts';

export interface TextPattern {
  /** Stable key: part of the finding's identity. */
  key: string;
  pattern: RegExp;
  /** What the writer reads; `match` is the text found. */
  reasoning: (match: string) => string;
  /** Leaves out a match the pattern cannot rule out by itself. */
  accept?: (block: Block, start: number, end: number) => boolean;
}

const REFERENCE_WORDS = String.raw`(?:Figures?|Figs?\.?|Tables?|Sections?|Chapters?|Appendix|Equations?|Eqs?\.?|Boxes|Box|Panels?)`;

export const UNRESOLVED: TextPattern[] = [
  {
    key: 'word-field-error',
    pattern:
      /Error! (?:Reference source not found|Bookmark not defined|No text of specified style in document|Hyperlink reference not valid|Not a valid bookmark self-reference|No table of (?:contents|figures) entries found|Main Document Only|Unknown switch argument|No sequence specified)\.?/g,
    reasoning: (m) =>
      `Word could not resolve this field ("${m}"): the cross-reference or bookmark it points to is gone. Update the field or retype the reference.`,
  },
  {
    key: 'rmarkdown-ref',
    pattern: /\\?@ref\([^)\s]*\)/g,
    reasoning: (m) =>
      `"${m}" is an R Markdown (bookdown) cross-reference that was never rendered: replace it with the figure, table or section number.`,
  },
  {
    key: 'latex-ref',
    pattern: /\\(?:ref|eqref|autoref|cref|Cref|cite|citep|citet|label)\{[^}\s]*\}/g,
    reasoning: (m) => `"${m}" is a LaTeX command left in the text: replace it with what it should show.`,
  },
  {
    key: 'unrendered-citation',
    pattern: /\[(?:-?@[A-Za-z][\w:./-]*)(?:[,;]\s*-?@[A-Za-z][\w:./-]*)*\]/g,
    reasoning: (m) =>
      `"${m}" is a Pandoc citation key that was never turned into a citation: run the citation processor or cite the reference by hand.`,
  },
  {
    key: 'unformatted-endnote',
    pattern: /\{[^{}\n]{1,120}?,\s*(?:\d{4}|n\.d\.)[a-z]?\s*#\s*\d+[^{}\n]{0,200}\}/g,
    reasoning: (m) =>
      `"${m.length > 60 ? `${m.slice(0, 57)}…` : m}" is an EndNote citation that was never formatted: update the citations in EndNote (Update Citations and Bibliography).`,
  },
  {
    key: 'reference-manager-field',
    pattern: /\bADDIN (?:EN\.CITE|EN\.REFLIST|ZOTERO_ITEM|ZOTERO_BIBL|CSL_CITATION|Mendeley)\b/g,
    reasoning: (m) =>
      `"${m}" is the code of a reference-manager field showing in the text: the field was never updated or was converted to text by mistake.`,
  },
  {
    // A numeric citation with "?" where a number should be: "[???,3,4]", "(?, 12)".
    key: 'citation-question-marks',
    pattern: /\[\s*(?:\?+|\d+(?:\s*[-–]\s*\d+)?)(?:\s*[,;]\s*(?:\?+|\d+(?:\s*[-–]\s*\d+)?))+\s*\]/g,
    reasoning: (m) =>
      `"${m}": a citation with question marks where a reference number should be. Put in the number of the reference it cites.`,
    accept: (block, start, end) => block.text.slice(start, end).includes('?'),
  },
  {
    key: 'question-marks',
    pattern: new RegExp(String.raw`(?:\b${REFERENCE_WORDS}\s*\?\?(?!\?)|[([]\s*\?\?\s*[)\]])`, 'g'),
    reasoning: (m) =>
      `"${m}": a cross-reference that was never resolved (shown as "??"). Put in the number it refers to.`,
  },
];

/** Words that only ever show the reader that the writer meant to come back. */
export const PLACEHOLDERS: TextPattern[] = [
  {
    key: 'xxx',
    pattern: /(?<![\w,])(?:X{3,}|x{3,})(?![\w])/g,
    reasoning: (m) => `"${m}" looks like a placeholder: put in the value it stands for.`,
    accept: (block, start, end) =>
      // 47,XXX (a karyotype) and "XXX syndrome" are real.
      !/\d\s*,\s*$/.test(block.text.slice(Math.max(0, start - 4), start)) &&
      !/^\s*(?:syndrome|karyotype|females?)/i.test(block.text.slice(end, end + 12)),
  },
  {
    key: 'xx-number',
    pattern: /(?:(?<=[=<>≤≥]\s?)(?:XX|xx)(?:[.,](?:X+|x+))?(?![\w])|(?<![\w,])(?:XX|xx)(?:[.,](?:X+|x+))?\s?%)/g,
    reasoning: (m) => `"${m}" stands where a number should be: put in the value.`,
  },
  {
    key: 'label-placeholder',
    pattern:
      /\b(?:[Ff]igure|[Ff]ig\.?|[Tt]able|[Ss]ection|[Aa]ppendix|[Ss]upplementary (?:[Tt]able|[Ff]igure))\s+(?:XX+|xx+|x|#)(?![\w])/g,
    reasoning: (m) => `"${m}": the number was never filled in. Put in the number it refers to.`,
  },
  {
    key: 'to-do',
    pattern: /\b(?:TBD|TODO|FIXME|TBC)\b/g,
    reasoning: (m) => `"${m}" marks something still to be done: complete it before submission.`,
  },
  {
    // A template's "Author A", "Author B" left in the contributions: two different letters in one
    // paragraph (a single "Author A" may be a study's own label). One finding per paragraph.
    key: 'placeholder-authors',
    pattern: /\bAuthors? [A-Z]\b(?![.'’-]\w)/g,
    reasoning: (m) => `"${m}" and the like stand where the authors' names or initials should be: put them in.`,
    accept: (block, start) => {
      const all = [...block.text.matchAll(/\bAuthors? ([A-Z])\b(?![.'’-]\w)/g)];
      return all[0]?.index === start && new Set(all.map((m) => m[1])).size >= 2;
    },
  },
  {
    key: 'lorem-ipsum',
    pattern: /\bLorem ipsum\b/gi,
    reasoning: () => 'Placeholder text ("Lorem ipsum") is still in the manuscript.',
  },
  {
    key: 'bracketed-note',
    pattern:
      /\[\s*(?:insert|add|citation needed|cite|ref(?:s|erences?)? (?:needed|to (?:be )?(?:add|come|follow)\w*)|refs?|ref\.|add ref\w*|to (?:be )?(?:added|confirmed|completed|determined|updated|come|follow)|update|check|confirm|AU|author query|query|comment|placeholder|TBD|TBC|TODO|XX+|\?+)\b[^\]\n]{0,160}\]|\[\s*\?+\s*\]/gi,
    reasoning: (m) =>
      `"${m.length > 60 ? `${m.slice(0, 57)}…` : m}" is a note to the authors left in the text: resolve it and remove the note.`,
    // "[ref]" marks a regression's reference category in a table: only body text counts there.
    accept: (block, start, end) => block.kind !== 'table-cell' || !/^\[\s*ref/i.test(block.text.slice(start, end)),
  },
];

const URL = /\b(?:https?:\/\/|www\.|doi\.org\/|doi:\s*10\.)\S/i;

/** "click here", "this link": the words promise a link the text does not hold. */
export const LINK_WORDS: TextPattern = {
  key: 'link-without-target',
  pattern:
    /\b(?:click here|(?:available|found|accessed|accessible|downloaded|viewed|obtained|located|see|visit) (?:at |from |via )?here|(?:at|via|through|on|from|using|under|follow|click|see|visit|in|access|open|use|check) this link(?!\s+(?:between|with|to|of|and)\b)|the following link|the link below|the link above|the link provided)\b/gi,
  reasoning: (m) =>
    `"${m}" points the reader to a link, but there is no hyperlink or web address here: add the address (journals print it in full).`,
  accept: (block, start, end) => {
    if (URL.test(block.text) || block.runs.some((run) => run.link)) return false;
    // Any run of the phrase inside a hyperlink or a field (a HYPERLINK field) is a real link.
    return !block.runs.some((run) => run.start < end && run.end > start && (run.link || run.inField));
  },
};
