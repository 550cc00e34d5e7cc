/**
 * Records in the services' documented shapes for the recorded-response server
 * (reference-services.ts): what Crossref's `/works/{doi}` puts in `message`, and PubMed esummary
 * documents. Real works where the point is a real record (the retracted 1998 Lancet paper and its
 * 2010 retraction notice, with the `updated-by` entries Crossref gives — publisher and Retraction
 * Watch; Nowell 1976 in PubMed); Crossref's test prefix 10.5555 where the point is a DOI that
 * belongs to another work.
 */
import type { CrossrefWork, PubmedSummary } from './reference-services.ts';

const date = (y: number, m: number, d: number) => ({ 'date-parts': [[y, m, d]] });

export const FOUND_WORK: CrossrefWork = {
  DOI: '10.1136/bmj.b2803',
  type: 'journal-article',
  title: ['We need minimally disruptive medicine'],
  author: [
    { given: 'C.', family: 'May', sequence: 'first' },
    { given: 'V. M.', family: 'Montori', sequence: 'additional' },
    { given: 'F. S.', family: 'Mair', sequence: 'additional' },
  ],
  'container-title': ['BMJ'],
  'short-container-title': ['BMJ'],
  issued: { 'date-parts': [[2009, 8, 11]] },
  volume: '339',
  page: 'b2803',
};

/** The DOI an entry gives for "Vitamin D and falls…" is, in Crossref, a colitis paper by Chen. */
export const OTHER_WORK: CrossrefWork = {
  DOI: '10.5555/12345678',
  type: 'journal-article',
  title: ['Gut microbiota composition in <i>ulcerative colitis</i>: a cohort study'],
  author: [{ given: 'Wei', family: 'Chen', sequence: 'first' }],
  'container-title': ['Journal of Gastroenterology'],
  'short-container-title': ['J Gastroenterol'],
  issued: { 'date-parts': [[2015]] },
};

export const RETRACTED_WORK: CrossrefWork = {
  DOI: '10.1016/S0140-6736(97)11096-0',
  type: 'journal-article',
  title: [
    'RETRACTED: Ileal-lymphoid-nodular hyperplasia, non-specific colitis, and pervasive developmental disorder in children',
  ],
  author: [
    { given: 'AJ', family: 'Wakefield', sequence: 'first' },
    { given: 'SH', family: 'Murch', sequence: 'additional' },
  ],
  'container-title': ['The Lancet'],
  'short-container-title': ['The Lancet'],
  issued: { 'date-parts': [[1998, 2]] },
  volume: '351',
  page: '637-641',
  'updated-by': [
    {
      DOI: '10.1016/S0140-6736(10)60175-4',
      type: 'retraction',
      source: 'publisher',
      label: 'Retraction',
      updated: date(2010, 2, 6),
    },
    {
      DOI: '10.1016/S0140-6736(10)60175-4',
      type: 'retraction',
      source: 'retraction-watch',
      label: 'Retraction',
      'record-id': 2286,
      updated: date(2010, 2, 6),
    },
  ],
};

export const RETRACTION_NOTICE: CrossrefWork = {
  DOI: '10.1016/S0140-6736(10)60175-4',
  type: 'journal-article',
  title: [
    'Retraction—Ileal-lymphoid-nodular hyperplasia, non-specific colitis, and pervasive developmental disorder in children',
  ],
  author: [],
  'container-title': ['The Lancet'],
  issued: { 'date-parts': [[2010, 2]] },
  'update-to': [
    { DOI: '10.1016/S0140-6736(97)11096-0', type: 'retraction', label: 'Retraction', updated: date(2010, 2, 6) },
  ],
};

/** A work Crossref finds by title and author for an entry written without its DOI. */
export const SEARCHABLE_WORK: CrossrefWork = {
  DOI: '10.1370/afm.1292',
  type: 'journal-article',
  title: ['Understanding Treatment Burden in Chronic Heart Failure Patients. A Qualitative Study'],
  author: [{ given: 'K.', family: 'Gallacher', sequence: 'first' }],
  'container-title': ['The Annals of Family Medicine'],
  'short-container-title': ['Ann Fam Med'],
  issued: { 'date-parts': [[2011, 5, 9]] },
};

export const NOWELL_SUMMARY: PubmedSummary = {
  uid: '959840',
  pubdate: '1976 Oct 1',
  epubdate: '',
  source: 'Science',
  authors: [{ name: 'Nowell PC', authtype: 'Author', clusterid: '' }],
  lastauthor: 'Nowell PC',
  title: 'The clonal evolution of tumor cell populations.',
  volume: '194',
  issue: '4260',
  pages: '23-8',
  lang: ['eng'],
  issn: '0036-8075',
  pubtype: ['Journal Article'],
  articleids: [
    { idtype: 'pubmed', idtypen: 1, value: '959840' },
    { idtype: 'doi', idtypen: 3, value: '10.1126/science.959840' },
  ],
  fulljournalname: 'Science (New York, N.Y.)',
  sortpubdate: '1976/10/01 00:00',
};

export const RECORDED_WORKS = [FOUND_WORK, OTHER_WORK, RETRACTED_WORK, RETRACTION_NOTICE, SEARCHABLE_WORK];

/** Entries citing them: as found, with another work's DOI, a DOI that does not exist, a retracted work, by PMID, without a DOI. */
export const ENTRIES = {
  found:
    'May C, Montori VM, Mair FS. We need minimally disruptive medicine. BMJ. 2009;339:b2803. doi:10.1136/bmj.b2803',
  mismatched:
    'Smith J, Jones K. Vitamin D supplementation and falls in older adults. Age Ageing. 2014;43:12–9. doi:10.5555/12345678',
  missing: 'Brown T. Hand hygiene compliance in intensive care. Crit Care. 2018;22:45. doi:10.5555/does-not-exist',
  retracted:
    'Wakefield AJ, Murch SH, Anthony A, et al. Ileal-lymphoid-nodular hyperplasia, non-specific colitis, and pervasive developmental disorder in children. Lancet. 1998;351:637–41. doi:10.1016/S0140-6736(97)11096-0',
  byPmid: 'Nowell PC. The clonal evolution of tumor cell populations. Science. 1976;194:23–8. PMID: 959840',
  withoutDoi:
    'Gallacher K, May C, Montori VM, Mair FS. Understanding treatment burden in chronic heart failure patients. A qualitative study. Ann Fam Med. 2011;9:235–43.',
} as const;
