/**
 * The documents and formats of the accuracy ledger: every real manuscript of the corpus and six
 * articles, each under a UK format (the ready-made Lancet format) and a US one (the ready-made
 * JAMA format), plus an author–year format where the document cites that way (from its truth file).
 * Two more formats set the journal rules that Lancet and JAMA leave unset, for the checks that
 * examine them only (tests/accuracy/README.md, "Formats for the rules Lancet and JAMA do not set"):
 * the ready-made Advances in Therapy format (4–6 keywords) for `keywords`, and PLOS ONE's submission
 * guidelines (no footnotes; its manuscript organisation as the template) for `footnotes` and
 * `template-structure`.
 */
import { withDefaults, type FormatConfig } from '../../src/contract/format-config.ts';
import type { Manuscript } from '../../src/docx/model.ts';
import { manuscriptFromParagraphs } from '../../src/docx/testing.ts';
import { JOURNAL_FORMATS } from '../../src/services/journal-formats.ts';
import { corpusFiles, readTruth } from '../../tests/support/corpus.ts';
import { hasRecordedAnswers } from './reference-lookups.ts';

export type LedgerFormatId = 'lancet' | 'jama' | 'author-year' | 'adis' | 'plos-one';

/**
 * PLOS ONE, https://journals.plos.org/plosone/s/submission-guidelines: "Footnotes are not
 * permitted. If your manuscript contains footnotes, move the information into the main text or the
 * reference list"; Vancouver references cited by numbers in square brackets.
 */
const PLOS_ONE: FormatConfig = withDefaults({
  journal_URL: ['https://journals.plos.org/plosone/s/submission-guidelines'],
  footnotes_style: 'Not allowed',
  citation_style: 'Numeric, square brackets',
  reference_style: 'Vancouver',
});

/**
 * PLOS ONE's manuscript organisation for a research article, as a template document: the
 * Heading 1 sections its guidelines list, in their order — Abstract, Introduction, Materials and
 * Methods, Results, Discussion, Conclusions (optional), Acknowledgments, References, Supporting
 * information captions (if applicable) — with the optional ones marked as templates mark them.
 */
export function plosOneTemplate(): Manuscript {
  const sections = [
    'Abstract',
    'Introduction',
    'Materials and methods',
    'Results',
    'Discussion',
    'Conclusions (optional)',
    'Acknowledgments',
    'References',
    'Supporting information (if applicable)',
  ];
  return manuscriptFromParagraphs([
    { text: 'Title', styleName: 'Title' },
    ...sections.map((text) => ({ text, styleName: 'heading 1' })),
  ]);
}

/** The checks a format is run for; a format not named here runs every check. */
const FORMAT_CHECKS: Partial<Record<LedgerFormatId, readonly string[]>> = {
  adis: ['keywords'],
  'plos-one': ['footnotes', 'template-structure'],
};

/**
 * Whether the ledger runs `checkId` on `doc` under `format`. template-structure compares a research
 * article with PLOS ONE's organisation: the six articles are research articles; the manuscripts are
 * theses, reviews, protocols and letters organised otherwise by design, where every difference
 * would be a finding about the choice of template, not about the manuscript.
 */
export function ledgerRuns(doc: LedgerDocument, format: LedgerFormatId, checkId: string): boolean {
  const only = FORMAT_CHECKS[format];
  if (only && !only.includes(checkId)) return false;
  if (format === 'plos-one' && checkId === 'template-structure') return doc.group === 'articles';
  // reference-verify reads no format field: once per document, and only where the cited works'
  // recorded answers exist (scripts/accuracy/reference-records.ts; without them every DOI would be "not found").
  if (checkId === 'reference-verify') return format === 'jama' && hasRecordedAnswers(doc.name);
  return true;
}

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

/** A ready-made format's config, by its name in src/services/journal-formats.ts. */
export function journal(name: string): FormatConfig {
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
    adis: journal('Advances in Therapy'),
    'plos-one': PLOS_ONE,
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
      formats: ['lancet', 'jama', ...(authorYear ? ['author-year' as const] : []), 'adis', 'plos-one'],
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
      formats: ['lancet', 'jama', ...(authorYear ? ['author-year' as const] : []), 'adis', 'plos-one'],
    });
  }
  return docs;
}
