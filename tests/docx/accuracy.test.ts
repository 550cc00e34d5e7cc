/**
 * The engine against the corpus truth (issue 4 targets): on the articles abstract words,
 * references, figures, tables and keywords exact, main text within 1 %, headings and citation
 * order exact; on the manuscripts every count within its documented truth; on the fixtures the
 * accepted and original paragraph text exact. Explained misses (tests/docx/accuracy.ts) are
 * listed in docs/accuracy.md and limited to the documented truth quirks.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../src/docx/index.ts';
import { inspectSummary } from '../../src/docx/inspect.ts';
import { corpusAvailable, corpusFiles, readTruth, needsCorpus } from '../support/corpus.ts';
import { accuracyRows, EXPLAINED, type TruthParagraph, truthOfBlocks } from './accuracy.ts';

interface ArticleTruth {
  abstract: { word_count: number; word_count_with_labels: number } | null;
  references: { count: number };
  figures: { count: number };
  tables: { count: number };
  keywords: string[];
  main_text: { word_count: number };
  section_headings: { text: string }[];
  citations: { labels_first_appearance: string[] };
}

describe.skipIf(!corpusAvailable)(needsCorpus('articles'), () => {
  it.each(corpusFiles('articles'))('$name matches its truth', async ({ file, truthFile }) => {
    const truth = readTruth<ArticleTruth>(truthFile);
    const s = inspectSummary(await readManuscript(readFileSync(file)));
    expect(s.abstract?.words ?? null).toBe(truth.abstract?.word_count ?? null);
    expect(s.abstract?.wordsWithLabels ?? null).toBe(truth.abstract?.word_count_with_labels ?? null);
    expect(s.counts.references).toBe(truth.references.count);
    expect(s.counts.figures).toBe(truth.figures.count);
    expect(s.counts.tables).toBe(truth.tables.count);
    expect(s.keywords).toEqual(truth.keywords);
    expect(s.counts.keywords).toBe(truth.keywords.length);
    expect(s.headings).toEqual(truth.section_headings.map((h) => h.text));
    expect(s.citationOrder).toEqual(truth.citations.labels_first_appearance.map(Number));
    const main = truth.main_text.word_count;
    if (!EXPLAINED[`${file.replace(/^.*\//, '').replace('.docx', '')}|main-text words (±1 %)`]) {
      expect(Math.abs(s.mainText.words - main)).toBeLessThanOrEqual(main * 0.01);
    }
  });
});

describe.skipIf(!corpusAvailable)(needsCorpus('whole corpus'), () => {
  it('meets every target or has an investigated explanation', { timeout: 60_000 }, async () => {
    const rows = await accuracyRows(corpusFiles);
    const unexplained = rows.filter((row) => !row.ok && !row.explanation);
    expect(unexplained).toEqual([]);
    // Explanations are for truth quirks only: each explained row has a row that passes under the
    // truth's own rendering, or is one of the two documented cases (BMC's contributions section, the
    // fertility thesis's reference annotation, which counts more entries than the file holds).
    expect(
      rows
        .filter((row) => row.explanation)
        .map((row) => `${row.name}|${row.metric}`)
        .sort(),
    ).toEqual(Object.keys(EXPLAINED).sort());
  });
});

describe.skipIf(!corpusAvailable)(needsCorpus('fixtures'), () => {
  it.each(corpusFiles('fixtures').filter((f) => f.name !== 'oxpt_RA001-Tracked-Revisions-01'))(
    '$name: accepted and original text of every paragraph exact',
    async ({ file, truthFile }) => {
      const truth = readTruth<{ ooxml_inventory: { main_part: string }; paragraphs: TruthParagraph[] }>(truthFile);
      const m = await readManuscript(readFileSync(file));
      const blocks = m.blocks.filter((b) => b.part === truth.ooxml_inventory.main_part);
      // Every w:p of the truth is read, in order, once (joined ones inside their block).
      expect(blocks.flatMap((b) => [b.paragraphIndex, ...(b.joined ?? []).map((j) => j.paragraphIndex)])).toEqual(
        truth.paragraphs.map((_, i) => i),
      );
      const expected = truthOfBlocks(blocks, truth.paragraphs);
      expect(blocks.map((b) => b.text)).toEqual(expected.map((p) => p.accepted));
      expect(blocks.map((b) => b.originalText)).toEqual(expected.map((p) => p.rejected));
    },
  );

  it('oxpt_RA001 (dense revisions): exact wherever the truth does not render tab elements', async () => {
    const entry = corpusFiles('fixtures').find((f) => f.name === 'oxpt_RA001-Tracked-Revisions-01');
    if (!entry) throw new Error('fixture missing');
    const truth = readTruth<{ paragraphs: TruthParagraph[] }>(entry.truthFile);
    const xml = (await import('fflate')).unzipSync(readFileSync(entry.file))['word/document.xml'];
    const documentXml = new TextDecoder().decode(xml);
    // Paragraphs in document order, and whether each holds any w:tab element (runs or tab stops).
    const paragraphXml = documentXml.match(/<w:p[ >][\s\S]*?<\/w:p>|<w:p\/>|<w:p [^>]*\/>/g) ?? [];
    const m = await readManuscript(readFileSync(entry.file));
    const paragraphsOf = (b: (typeof m.blocks)[number]) => [
      b.paragraphIndex,
      ...(b.joined ?? []).map((j) => j.paragraphIndex),
    ];
    expect(m.blocks.flatMap(paragraphsOf)).toEqual(truth.paragraphs.map((_, i) => i));
    const expected = truthOfBlocks(m.blocks, truth.paragraphs);
    let compared = 0;
    m.blocks.forEach((block, i) => {
      if (paragraphsOf(block).some((p) => /<w:tab\b/.test(paragraphXml[p] ?? ''))) return;
      compared += paragraphsOf(block).length;
      expect([block.text, block.originalText]).toEqual([expected[i]?.accepted, expected[i]?.rejected]);
    });
    // Paragraphs compared (of 231): a joined block is left out whole when any of its paragraphs holds a tab element.
    expect(compared).toBeGreaterThan(160);
  });
});
