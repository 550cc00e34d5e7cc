/**
 * Guardrail of issue 27: a proposed edit that brings in a number, a citation or a name the source
 * does not have is flagged to the writer (the model may have made it up). Compared with the source
 * the model was given (the passage, plus the facts the writer typed), by what can be detected in
 * text: digit groups, bracketed and author–year citations, and capitalised names and acronyms that
 * do not start a sentence.
 */
const NUMBER = /\d+(?:[.,·]\d+)*/g;
const BRACKET_CITATION = /\[\s*\d[\d\s,–-]*\]/g;
const AUTHOR_YEAR = /\(\s*[A-Z][\p{L}'-]+(?:\s+et\s+al\.?|\s+(?:and|&)\s+[A-Z][\p{L}'-]+)?,?\s+\d{4}[a-z]?\s*\)/gu;
const WORD = /[\p{L}][\p{L}\p{N}'-]*/gu;

function digitsOf(text: string): string[] {
  return [...text.matchAll(NUMBER)].map((m) => m[0].replace(/[,·]/g, (c) => (c === '·' ? '.' : '')));
}

function normalCitation(text: string): string {
  return text.replace(/\s+/g, '').replace(/[–-]/g, '-');
}

/** Capitalised words that are not the first word of a sentence, and acronyms anywhere. */
function namesOf(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(WORD)) {
    const word = m[0];
    const before = text.slice(0, m.index).trimEnd();
    const startsSentence = before === '' || /[.!?:;]["”’)]?$/.test(before);
    const acronym = /^\p{Lu}{2,}/u.test(word);
    if (acronym || (/^\p{Lu}/u.test(word) && !startsSentence)) names.push(word);
  }
  return names;
}

/** What the proposal introduces, as lines the writer reads ("adds the number 12"). */
export function introducedFacts(source: string, proposal: string): string[] {
  const flags: string[] = [];
  const numbers = new Set(digitsOf(source));
  const newNumbers = [...new Set(digitsOf(proposal).filter((n) => !numbers.has(n)))];
  if (newNumbers.length > 0)
    flags.push(`adds the number${newNumbers.length > 1 ? 's' : ''} ${newNumbers.join(', ')}, not in the passage`);
  const citations = new Set(
    [...source.matchAll(BRACKET_CITATION), ...source.matchAll(AUTHOR_YEAR)].map((m) => normalCitation(m[0])),
  );
  const newCitations = [
    ...new Set(
      [...proposal.matchAll(BRACKET_CITATION), ...proposal.matchAll(AUTHOR_YEAR)]
        .map((m) => m[0])
        .filter((c) => !citations.has(normalCitation(c))),
    ),
  ];
  if (newCitations.length > 0)
    flags.push(`adds the citation${newCitations.length > 1 ? 's' : ''} ${newCitations.join(', ')}, not in the passage`);
  const known = new Set(source.match(WORD)?.map((w) => w.toLowerCase()) ?? []);
  const newNames = [...new Set(namesOf(proposal).filter((name) => !known.has(name.toLowerCase())))];
  if (newNames.length > 0)
    flags.push(`adds the name${newNames.length > 1 ? 's' : ''} ${newNames.join(', ')}, not in the passage`);
  return flags;
}
