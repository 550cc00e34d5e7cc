/**
 * Issue 22: a finding in text Word writes from a field (a contents line, a citation manager's
 * bibliography) is a note that says where to change it, with no correction to accept, before the
 * writer accepts anything; the same finding outside a field keeps its correction.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getCheck, runDefinition } from '../../src/checks/index.ts';
import { FIELD_NOTE } from '../../src/checks/framework/field-notes.ts';
import { readManuscript } from '../../src/docx/index.ts';
import { ledgerFormats } from '../../scripts/accuracy/documents.ts';
import { corpusAvailable, corpusDir, needsCorpus } from '../support/corpus.ts';

async function run(checkId: string, name: string, format: 'lancet' | 'jama') {
  const manuscript = await readManuscript(readFileSync(path.join(corpusDir, 'manuscripts', `${name}.docx`)));
  const outcome = runDefinition(getCheck(checkId)!, {
    manuscript,
    format: ledgerFormats()[format],
    params: {},
    template: manuscript,
  });
  if (outcome.status === 'failed') throw new Error(outcome.error);
  return { manuscript, items: outcome.result.results };
}

describe.skipIf(!corpusAvailable)(needsCorpus('findings inside fields are notes'), () => {
  it('a slip in a contents line says to correct the heading, and proposes nothing to accept', async () => {
    const { items } = await run('spelling', 'ms-fertility-midlife-health-thesis', 'lancet');
    const brith = items.filter((i) => i.original === 'Brith');
    const notes = brith.filter((i) => i.reasoning?.includes(FIELD_NOTE));
    expect(notes).toHaveLength(1); // the contents line
    expect(notes[0]!.correction).toBeUndefined();
    expect(notes[0]!.suggestions).toBeUndefined();
    expect(notes[0]!.reasoning).toContain('Wanted: “Birth”.');
    // The heading the contents line repeats is ordinary text: its correction stays.
    expect(brith.filter((i) => i.correction === 'Birth').length).toBeGreaterThan(0);
  });

  it('a reference list written by a citation manager gets notes, not restyles the writer would refuse', async () => {
    const { manuscript, items } = await run('reference-style', 'ms-dili-pharmacovigilance', 'jama');
    const notes = items.filter((i) => i.reasoning?.includes(FIELD_NOTE));
    expect(notes.length).toBeGreaterThan(10);
    for (const note of notes) {
      expect(note.correction).toBeUndefined();
      const place = note.coordinates!.absolute;
      const block = manuscript.blocks.find((b) => b.start <= place.start && place.start < b.start + b.text.length + 1)!;
      expect(block.runs.some((r) => r.inField)).toBe(true);
    }
    // Whatever proposes a correction there is outside every field.
    for (const item of items.filter((i) => i.correction !== undefined && i.coordinates)) {
      const place = item.coordinates!.absolute;
      const block = manuscript.blocks.find((b) => b.start <= place.start && place.start < b.start + b.text.length + 1)!;
      const from = place.start - block.start;
      const to = place.end - block.start;
      expect(block.runs.some((r) => r.inField && r.start < to && from < r.end && r.end > r.start)).toBe(false);
    }
  });
});
