/**
 * A table of included or excluded studies holds other people's titles: the checks that rewrite
 * the writer's wording leave those cells alone (a cited title keeps its own spelling), and keep
 * judging the writer's own text around them. Real .docx tables, read by the engine.
 */
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../docx/index.ts';
import { buildDocx, paragraph, table } from '../../../tests/docx/support/build-docx.ts';
import { consistency } from '../consistency/index.ts';
import { spellingVariant } from '../spelling-variant/index.ts';
import { citedTitleCells } from './cited-titles.ts';
import { format } from './testing.ts';

const manuscript = () =>
  readManuscript(
    buildDocx({
      body:
        paragraph('Delirium prevention in intensive care', 'Title') +
        paragraph('Methods', 'Heading1') +
        paragraph(
          'We screened non-pharmacological trials. Non-pharmacological care and non-pharmacological bundles were common; the hemoglobin level was recorded.',
        ) +
        paragraph('Table 1. Studies excluded after full-text reading') +
        table([
          ['Study', 'Reason for exclusion'],
          ['Effects of nonpharmacological delirium-prevention interventions on critically ill patients', 'No access'],
          ['Mastomys species distinguished by hemoglobin pattern differences', 'Wrong population'],
        ]) +
        paragraph('Table 2. Included studies') +
        table([
          ['Year', 'Author', 'Title'],
          ['2021', 'Mamba M', 'Hemoglobin and nonpharmacological care in the Ziama forest'],
        ]),
    }),
  );

describe('cited titles in tables of studies', () => {
  it('finds the cells under a "Study" or "Title" header, not the header or the other columns', async () => {
    const m = await manuscript();
    const texts = [...citedTitleCells(m)].map((i) => m.blocks[i]!.text);
    expect(texts).toEqual([
      'Effects of nonpharmacological delirium-prevention interventions on critically ill patients',
      'Mastomys species distinguished by hemoglobin pattern differences',
      'Hemoglobin and nonpharmacological care in the Ziama forest',
    ]);
  });

  it('UK/US spelling respells the writer’s "hemoglobin" but no word of a cited title', async () => {
    const m = await manuscript();
    const result = spellingVariant.run({ manuscript: m, format: format({ language: 'English (UK)' }), params: {} });
    const kindAt = (offset: number) =>
      m.blocks.find((b) => b.start <= offset && offset <= b.start + b.text.length)?.kind;
    expect(result.results.map((r) => [kindAt(r.coordinates!.absolute.start), r.original, r.correction])).toEqual([
      ['paragraph', 'hemoglobin', 'haemoglobin'],
    ]);
  });

  it('consistency does not count or edit "nonpharmacological" in a cited title', async () => {
    const m = await manuscript();
    const result = consistency.run({ manuscript: m, format: format(), params: {} });
    expect(result.results.filter((r) => /pharmacological/i.test(r.original ?? ''))).toEqual([]);
  });
});
