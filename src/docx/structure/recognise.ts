import type { Block, Structure } from '../model.ts';
export interface BlockHints { hasDrawing: boolean }
export function recogniseStructure(blocks: Block[], hints: BlockHints[]): Structure {
  void blocks; void hints;
  return {
      title: null, authors: null, affiliations: null, abstract: null, keywords: null, keySummaryPoints: null,
      plainLanguageSummary: null, mainText: { blocks: [], text: '', words: 0 }, sections: [], headings: [], captions: [],
      counts: { references: 0, figures: 0, tables: 0, keywords: 0 }, references: [], citations: [], citationOrder: [],
      statements: {}, notes: { footnotes: [], endnotes: [] },
  };
}
