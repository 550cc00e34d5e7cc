/**
 * Corrections judged wrong or incomplete in the accuracy ledger (issue 23), fixed at their cause,
 * each on the real corpus text where the ledger met it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../src/docx/index.ts';
import { runDefinition } from '../../src/checks/index.ts';
import { consistency } from '../../src/checks/consistency/index.ts';
import { ledgerFormats } from '../../scripts/accuracy/documents.ts';
import { corpusAvailable, corpusDir, needsCorpus } from '../support/corpus.ts';

async function findings(name: string) {
  const manuscript = await readManuscript(readFileSync(path.join(corpusDir, 'manuscripts', `${name}.docx`)));
  const outcome = runDefinition(consistency, {
    manuscript,
    format: ledgerFormats().lancet,
    params: {},
    template: manuscript,
  });
  if (outcome.status === 'failed') throw new Error(outcome.error);
  return { manuscript, items: outcome.result.results };
}

describe.skipIf(!corpusAvailable)(needsCorpus('corrections the ledger judged, on the corpus text'), () => {
  it('consistency never rewrites words inside a quotation, and still corrects the same form outside it', async () => {
    const { manuscript, items } = await findings('ms-fertility-midlife-health-thesis');
    const quoted = manuscript.blocks.find((b) =>
      b.text.includes('“economic wellbeing […] is almost always compromised'),
    );
    expect(quoted).toBeDefined();
    const inQuote = items.filter(
      (i) =>
        quoted !== undefined &&
        i.coordinates !== undefined &&
        i.coordinates.absolute.start >= quoted.start &&
        i.coordinates.absolute.end <= quoted.start + quoted.text.length &&
        i.original === 'wellbeing',
    );
    expect(inQuote).toEqual([]);
    // "mental and physical wellbeing of men" is the author's own prose: still made consistent.
    expect(items.filter((i) => i.original === 'wellbeing').map((i) => i.correction)).toEqual([
      'well-being',
      'well-being',
      'well-being',
      'well-being',
    ]);
  });

  it('consistency leaves a field result (a contents line, a citation) alone and corrects the heading it repeats', async () => {
    const { manuscript, items } = await findings('ms-fertility-midlife-health-thesis');
    const inField = items.filter((i) => {
      const at = i.coordinates?.absolute;
      if (!at) return false;
      const block = manuscript.blocks.find((b) => at.start >= b.start && at.end <= b.start + b.text.length);
      return block?.runs.some((r) => r.inField && r.start < at.end - block.start && at.start - block.start < r.end);
    });
    expect(inField).toEqual([]);
    // The contents field repeats "Socio-Economic Position and Instability"; the heading itself is still made consistent.
    const contents = manuscript.blocks.find((b) => b.text.startsWith('K.\tSocio-Economic Position and Instability'));
    expect(contents?.runs.some((r) => r.inField)).toBe(true);
    expect(items.filter((i) => i.original === 'Socio-Economic').map((i) => i.correction)).toEqual(['Socioeconomic']);
  });
});
