/**
 * footnotes (type4): footnotes and endnotes against the format's footnotes style. "Not allowed"
 * flags every note; a note whose reference mark stands in a table cell explains that cell, and
 * its place is a note under the table, not the running text. For "Symbols" and "Numbers" the note marks live in Word's note settings,
 * which the manuscript model does not carry: the check says so in a warning when notes exist
 * instead of passing silently.
 */
import { FOOTNOTES_STYLE_OPTIONS } from '../../contract/format-config.ts';
import type { ResultItem } from '../../contract/checks.ts';
import {
  blockFinding,
  noFormat,
  noFormatRow,
  notUnderstood,
  plural,
  readOption,
  row,
  type4,
} from '../framework/index.ts';
import type { Block, Manuscript } from '../../docx/model.ts';
import type { CheckDefinition, CheckInput } from '../types.ts';

const ID = 'footnotes';
const UNDERSTOOD = FOOTNOTES_STYLE_OPTIONS.filter((o) => o !== 'Not requested');

/** Ids of the notes ("footnote:2") whose reference mark stands in a table cell. */
function notesMarkedInTables(manuscript: Manuscript): Set<string> {
  const ids = new Set<string>();
  for (const block of manuscript.blocks) {
    if (block.table === null) continue;
    for (const ref of block.noteRefs ?? []) ids.add(`${ref.kind}:${ref.id}`);
  }
  return ids;
}

function notAllowedAdvice(block: Block, kind: string, inTables: Set<string>): string {
  if (block.noteId !== undefined && inTables.has(`${kind}:${block.noteId}`))
    return `The journal does not allow footnotes: this ${kind} explains a table entry, so move it into a note under the table.`;
  return `The journal does not allow footnotes: move this ${kind} into the text.`;
}

export const footnotes: CheckDefinition = {
  id: ID,
  version: 1,
  category: 'authorship-disclosures',
  name: 'Footnotes',
  icon: 'footprints',
  description: "Checks footnotes and endnotes against the journal's footnote style.",
  resultType: 'type4',
  parameters: [],
  formatFields: ['footnotes_style'],
  run(input: CheckInput) {
    const { manuscript, format } = input;
    const { footnotes: foot, endnotes } = manuscript.structure.notes;
    const notes = [...foot.map((b) => ({ b, kind: 'footnote' })), ...endnotes.map((b) => ({ b, kind: 'endnote' }))];
    const style = readOption(format, 'footnotes_style', UNDERSTOOD);
    const count = `${plural(foot.length, 'footnote')} and ${plural(endnotes.length, 'endnote')}`;
    const say = (status: 'pass' | 'warning', text: string): ResultItem => ({
      ...row(ID, 'Footnotes', status, text),
      reasoning: text,
    });
    if (noFormat(input)) return type4([noFormatRow(ID, 'the footnote style', `The manuscript has ${count}.`)]);
    if (style.kind === 'unknown') return type4([notUnderstood(ID, 'footnotes_style', style.value, UNDERSTOOD)]);
    if (style.kind === 'not-requested')
      return type4([say('pass', `The journal sets no rule. The manuscript has ${count}.`)]);
    if (notes.length === 0) return type4([say('pass', 'The manuscript has no footnotes or endnotes.')]);
    if (style.value === 'Not allowed') {
      const inTables = notesMarkedInTables(manuscript);
      return type4(
        notes.map(({ b, kind }) =>
          blockFinding(ID, manuscript, b, {
            status: 'failed',
            reasoning: notAllowedAdvice(manuscript.blocks[b]!, kind, inTables),
          }),
        ),
      );
    }
    const marks = style.value === 'Symbols' ? 'symbols (*, †, ‡, …)' : 'numbers';
    return type4([
      say(
        'warning',
        `The manuscript has ${count}. The journal wants them marked with ${marks}; the marks are set in Word's footnote options, which this check cannot read, so check them there.`,
      ),
    ]);
  },
};
