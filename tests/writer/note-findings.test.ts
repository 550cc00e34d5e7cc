/**
 * Footnotes and endnotes are the authors' prose (issue 24): the checks read them even where the
 * last heading of the body is "References" (notes follow the body in block order), and a
 * correction a check proposes inside a note is located and written there as Apply writes it.
 */
import { describe, expect, it } from 'vitest';
import { CHECKS, runDefinition } from '../../src/checks/index.ts';
import type { ResultItem } from '../../src/contract/checks.ts';
import { readManuscript } from '../../src/docx/index.ts';
import type { Manuscript } from '../../src/docx/model.ts';
import { applyTrackedChangesSync } from '../../src/docx/write/index.ts';
import { JOURNAL_FORMATS } from '../../src/services/journal-formats.ts';
import { locateInSameVersion } from '../../src/services/session-work/locate.ts';
import { minimalEdits } from '../../src/services/session-work/minimal-edits.ts';
import { buildDocx } from '../docx/support/build-docx.ts';

const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
const para = (text: string, style = '') =>
  `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}${run(text)}</w:p>`;

const lancet = JOURNAL_FORMATS.find((f) => f.name === 'The Lancet')!.config;

async function manuscriptWithNote(): Promise<Uint8Array> {
  const body = [
    para('Effect of exercise on mood'),
    para('Methods'),
    para('We pooled the effect sizes of twelve trials.', ''),
    `<w:p>${run('Estimates were rounded.')}<w:r><w:footnoteReference w:id="1"/></w:r></w:p>`,
    para('References'),
    para('1. Smith J, Jones K. Exercise and mood. Lancet. 2019;393:1001-10.'),
  ].join('');
  const footnotes =
    '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>' +
    `<w:footnote w:id="1"><w:p>${run('An estimate was reproduced if it equalled the reported one at the second decimal (e.g., 0.33).')}</w:p></w:footnote>`;
  return buildDocx({ body, footnotes });
}

function numbersUnits(manuscript: Manuscript): ResultItem[] {
  const check = CHECKS.find((c) => c.id === 'numbers-units')!;
  const outcome = runDefinition(check, { manuscript, format: lancet, params: {}, template: manuscript });
  if (outcome.status === 'failed') throw new Error(outcome.error);
  return outcome.result.results;
}

describe('findings inside footnotes', () => {
  it('reads a footnote that Word keeps after the reference list, and writes its correction there', async () => {
    const bytes = await manuscriptWithNote();
    const manuscript = await readManuscript(bytes);
    const note = manuscript.blocks.find((b) => b.kind === 'footnote')!;
    expect(note.text).toContain('(e.g., 0.33)');

    const inNote = numbersUnits(manuscript).filter((item) => {
      const start = item.coordinates?.absolute.start ?? -1;
      return start >= note.start && start < note.start + note.text.length;
    });
    expect(inNote.map((item) => [item.original, item.correction])).toEqual([['0.33', '0·33']]);

    const item = inNote[0]!;
    const location = locateInSameVersion(manuscript, {
      checkId: 'numbers-units',
      original: item.original!,
      absStart: item.coordinates!.absolute.start,
      absEnd: item.coordinates!.absolute.end,
    });
    if (!location.ok) throw new Error(location.reason);
    expect(location.at.block.part).toBe('word/footnotes.xml');
    const { block, start } = location.at;
    const written = applyTrackedChangesSync(
      bytes,
      minimalEdits({ part: block.part, paragraphIndex: block.paragraphIndex }, start, item.original!, item.correction!),
      { author: 'Editor', date: new Date('2026-01-01T00:00:00Z') },
    );
    expect(written.refused).toEqual([]);
    const after = await readManuscript(written.bytes);
    const footnote = after.blocks.find((b) => b.kind === 'footnote')!;
    expect(footnote.text).toContain('(e.g., 0·33)');
    expect(footnote.originalText).toContain('(e.g., 0.33)');
    expect(numbersUnits(after).some((i) => i.original === '0.33')).toBe(false);
  });
});
