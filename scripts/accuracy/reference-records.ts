/**
 * Builds the recorded Crossref and PubMed answers for the ledger's reference-verify runs (issue 28;
 * tests/accuracy/README.md "Reference verification"). No network here: each cited work's record is
 * built, in the services' documented shapes, from the citing article's own JATS XML — the cited
 * work's title, first author, year, journal and DOI/PMID as the publisher tagged them — which is
 * independent of the product's free-text reference parser. A cited work gets a Crossref record
 * when the XML gives its DOI and a PubMed summary when it gives its PMID; nothing is invented.
 *
 *   node scripts/accuracy/reference-records.ts DOCUMENT_NAME ARTICLE.xml   (writes tests/accuracy/reference-records/DOCUMENT_NAME.json)
 *
 * The JATS files are the corpus articles' sources (their truth files' `source`: repository, path, commit).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CrossrefWork, PubmedSummary } from '../../tests/support/reference-services.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const text = (xml: string): string =>
  xml
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) =>
      name.startsWith('#x')
        ? String.fromCodePoint(Number.parseInt(name.slice(2), 16))
        : name.startsWith('#')
          ? String.fromCodePoint(Number.parseInt(name.slice(1), 10))
          : (ENTITIES[name] ?? whole),
    )
    .replace(/\s+/g, ' ')
    .trim();
const first = (xml: string, pattern: RegExp): string | undefined => {
  const match = pattern.exec(xml);
  return match ? text(match[1]!) : undefined;
};

export interface RecordedAnswers {
  works: CrossrefWork[];
  summaries: PubmedSummary[];
}

export function recordsFromJats(xml: string): RecordedAnswers {
  const works: CrossrefWork[] = [];
  const summaries: PubmedSummary[] = [];
  for (const [ref] of xml.matchAll(/<ref[\s>][\s\S]*?<\/ref>/g)) {
    const title = first(ref, /<article-title[^>]*>([\s\S]*?)<\/article-title>/);
    const surname = first(ref, /<surname>([\s\S]*?)<\/surname>/) ?? first(ref, /<collab[^>]*>([\s\S]*?)<\/collab>/);
    const given = first(ref, /<given-names>([\s\S]*?)<\/given-names>/) ?? '';
    const source = first(ref, /<source[^>]*>([\s\S]*?)<\/source>/);
    const year = Number(first(ref, /<year[^>]*>(\d{4})[a-z]?<\/year>/));
    // A DOI tagged as such, else one the citation writes out ("doi:10.…", a doi.org link).
    const doi =
      first(ref, /<(?:pub-id|object-id) pub-id-type="doi"[^>]*>([\s\S]*?)<\//) ??
      /(?:doi:?\s*|doi\.org\/)(10\.\d{4,9}\/[^\s<]+)/i.exec(text(ref))?.[1]?.replace(/[.,;)\]]+$/, '');
    const pmid = first(ref, /<(?:pub-id|object-id) pub-id-type="pmid"[^>]*>(\d+)<\//);
    if (!title || !surname) continue;
    if (doi)
      works.push({
        DOI: doi,
        type: 'journal-article',
        title: [title],
        author: [{ given, family: surname, sequence: 'first' }],
        ...(source ? { 'container-title': [source] } : {}),
        ...(year ? { issued: { 'date-parts': [[year]] } } : {}),
      });
    if (pmid)
      summaries.push({
        uid: pmid,
        title: `${title.replace(/\.$/, '')}.`,
        authors: [{ name: `${surname} ${given.replace(/[^A-Z]/g, '')}`.trim(), authtype: 'Author' }],
        ...(year ? { pubdate: String(year) } : {}),
        ...(source ? { source, fulljournalname: source } : {}),
        pubtype: ['Journal Article'],
        articleids: [{ idtype: 'pubmed', value: pmid }, ...(doi ? [{ idtype: 'doi', value: doi }] : [])],
      });
  }
  return { works, summaries };
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const RECORDS_DIR = path.resolve(here, '../../tests/accuracy/reference-records');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [name, file] = process.argv.slice(2);
  if (!name || !file) {
    process.stderr.write('Usage: node scripts/accuracy/reference-records.ts DOCUMENT_NAME ARTICLE.xml\n');
    process.exit(2);
  }
  const answers = recordsFromJats(readFileSync(file, 'utf8'));
  writeFileSync(path.join(RECORDS_DIR, `${name}.json`), `${JSON.stringify(answers, null, 2)}\n`);
  process.stdout.write(
    `${name}: ${answers.works.length} Crossref works, ${answers.summaries.length} PubMed summaries\n`,
  );
}
