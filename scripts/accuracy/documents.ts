/**
 * The documents and formats of the accuracy ledger: every real manuscript of the corpus and six
 * articles, each under a UK format (the ready-made Lancet format) and a US one (the ready-made
 * JAMA format), plus an author–year format where the document cites that way (from its truth file).
 */
import type { FormatConfig } from '../../src/contract/format-config.ts';
import { JOURNAL_FORMATS } from '../../src/services/journal-formats.ts';
import { corpusFiles, readTruth } from '../../tests/support/corpus.ts';

export type LedgerFormatId = 'lancet' | 'jama' | 'author-year';

export interface LedgerDocument {
  /** Base name of the Word file, unique across the corpus groups (e.g. "ms-ckd-mortality-korea"). */
  name: string;
  group: 'manuscripts' | 'articles';
  file: string;
  formats: LedgerFormatId[];
}

/** Six articles: UK and US spelling, numbered and author–year references, Word-numbered lists. */
export const LEDGER_ARTICLES = [
  'bjc-6605965a',
  'bmc-oralhealth-1472-6831-8-11',
  'elife-02935',
  'plos-pmed-1001300',
  'plos-pmed-1001518',
  'plos-pone-0026358',
] as const;

function journal(name: string): FormatConfig {
  const format = JOURNAL_FORMATS.find((f) => f.name === name);
  if (!format) throw new Error(`No ready-made format named ${name}`);
  return format.config;
}

/** The format configs by ledger id. The author–year one is JAMA's with APA citations and references. */
export function ledgerFormats(): Record<LedgerFormatId, FormatConfig> {
  const jama = journal('JAMA');
  return {
    lancet: journal('The Lancet'),
    jama,
    'author-year': { ...jama, citation_style: 'Author–year', reference_style: 'APA' },
  };
}

interface ManuscriptTruth {
  manual_annotations?: { citation_system?: string };
}
interface ArticleTruth {
  references?: { docx_style?: string };
}

export function ledgerDocuments(): LedgerDocument[] {
  const docs: LedgerDocument[] = [];
  for (const { name, file, truthFile } of corpusFiles('manuscripts')) {
    const system = readTruth<ManuscriptTruth>(truthFile).manual_annotations?.citation_system ?? '';
    const authorYear = /author-year/i.test(system);
    docs.push({
      name,
      group: 'manuscripts',
      file,
      formats: ['lancet', 'jama', ...(authorYear ? ['author-year' as const] : [])],
    });
  }
  const articles = new Set<string>(LEDGER_ARTICLES);
  for (const { name, file, truthFile } of corpusFiles('articles')) {
    if (!articles.has(name)) continue;
    const authorYear = readTruth<ArticleTruth>(truthFile).references?.docx_style === 'unnumbered-paragraphs';
    docs.push({
      name,
      group: 'articles',
      file,
      formats: ['lancet', 'jama', ...(authorYear ? ['author-year' as const] : [])],
    });
  }
  return docs;
}
