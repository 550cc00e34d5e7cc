/** Package → manuscript model. (First version: structure recognition follows.) */
import type { Manuscript } from '../model.ts';
import type { OpcPackage } from '../zip/package.ts';
import { parseXml } from '../xml/parse.ts';

export function buildManuscript(pkg: OpcPackage): Manuscript {
  const xml = pkg.readText(pkg.mainPart) ?? '';
  parseXml(xml, pkg.mainPart, {});
  return {
    blocks: [],
    previewText: '',
    warnings: [],
    structure: {
      title: null, authors: null, affiliations: null, abstract: null, keywords: null, keySummaryPoints: null,
      plainLanguageSummary: null, mainText: { blocks: [], text: '', words: 0 }, sections: [], headings: [], captions: [],
      counts: { references: 0, figures: 0, tables: 0, keywords: 0 }, references: [], citations: [], citationOrder: [],
      statements: {}, notes: { footnotes: [], endnotes: [] },
    },
  };
}
