/**
 * Certainty of evidence (GRADE: high, moderate, low, very low) for one outcome, in the summaries
 * against the results. An outcome is known by its name where the results rate it: a row of a
 * table with a certainty column ("Maternal death | 449 | ⨁◯◯◯"), and the results paragraphs that
 * rate certainty once and name that outcome. (Section headings are not outcome names often enough
 * to be trusted: "Syntheses of results", "Conclusions".) A summary sentence that names such an outcome
 * and rates certainty is compared with the results' rating; only an outcome the results rate one
 * way is compared (two ratings in the results are two analyses, or already a disagreement there).
 */
import type { Manuscript } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { finding, headingOf } from '../framework/index.ts';

const ID = 'number-agreement';
const LEVEL = '(very low|low|moderate|high)';
const RATINGS = [
  new RegExp(String.raw`\b${LEVEL}[- ](?:certainty|quality)\b`, 'gi'),
  new RegExp(
    String.raw`\b(?:certainty|quality) (?:of (?:the )?evidence|evidence)\s(?:(?:was|is|were|as|remained|rated|judged|graded|downgraded|considered|assessed|overall)\s)*(?:(?:by\s)?(?:one|two|three|1|2|3) levels?\s)?(?:to\s|as\s)?${LEVEL}\b`,
    'gi',
  ),
  new RegExp(
    String.raw`\bdowngraded the (?:certainty|quality) of (?:the )?evidence\s(?:(?:by\s)?(?:one|two|three|1|2|3) levels?\s)?to\s${LEVEL}\b`,
    'gi',
  ),
];
const SYMBOLS = /^[⊕⨁]{1,4}[◯○⊝⊖]{0,3}/u;
const CERTAINTY_HEADER = /certainty|quality of (?:the )?evidence|\bGRADE\b/i;

interface Rating {
  level: string;
  start: number;
  end: number;
}

function ratingsIn(text: string): Rating[] {
  const found: Rating[] = [];
  for (const pattern of RATINGS)
    for (const m of text.matchAll(pattern)) {
      if (found.some((r) => m.index < r.end && m.index + m[0].length > r.start)) continue;
      found.push({ level: m[1]!.toLowerCase(), start: m.index, end: m.index + m[0].length });
    }
  return found.sort((a, b) => a.start - b.start);
}

function cellLevel(text: string): string | null {
  const symbols = SYMBOLS.exec(text.trim());
  if (symbols) {
    const plus = [...symbols[0]].filter((c) => c === '⊕' || c === '⨁').length;
    return ['', 'very low', 'low', 'moderate', 'high'][plus] ?? null;
  }
  const word = /^(?:[⊕⨁◯○⊝⊖\s]*)(very low|low|moderate|high)\b/i.exec(text.trim());
  return word ? word[1]!.toLowerCase() : null;
}

interface Rated {
  outcome: string;
  level: string;
  block: number;
  quote: string;
}

const clean = (name: string) =>
  name
    .toLowerCase()
    .replace(/\([^)]*\)/g, '')
    .replace(/[^\p{L}\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Whether the text names the outcome: its name, or (three words or more) its name without its first word. */
function names(text: string, outcome: string): boolean {
  const lower = ` ${clean(text)} `;
  if (lower.includes(` ${outcome} `)) return true;
  const words = outcome.split(' ');
  return words.length >= 3 && lower.includes(` ${words.slice(1).join(' ')} `);
}

/** Outcomes rated in tables with a certainty column: the row's first cell and its rating. */
function tableRatings(manuscript: Manuscript, body: ReadonlySet<number>): Rated[] {
  const rated: Rated[] = [];
  const columns = new Map<string, number>();
  const rowHeads = new Map<string, string>();
  for (const block of manuscript.blocks) {
    const at = block.table;
    if (!at || !body.has(block.index)) continue;
    const table = `${block.part}|${at.table}`;
    if (at.row <= 1 && CERTAINTY_HEADER.test(block.text)) columns.set(table, at.cell);
    if (at.cell === 0) rowHeads.set(`${table}|${at.row}`, block.text.trim());
    if (columns.get(table) !== at.cell || at.row === 0) continue;
    const level = cellLevel(block.text);
    const outcome = clean(rowHeads.get(`${table}|${at.row}`) ?? '');
    // Rows that name studies ("Yu et al", "Smith 2019") rate a study, not an outcome.
    if (level && outcome.split(' ').length <= 6 && outcome.length >= 4 && !/\bet al\b|\d/.test(outcome))
      rated.push({
        outcome,
        level,
        block: block.index,
        quote: `${rowHeads.get(`${table}|${at.row}`)}: ${block.text.replace(/\s+/g, ' ').trim()}`,
      });
  }
  return rated;
}

/** Sentences of a paragraph, not cut at decimal points ("0.77"). */
export function sentences(text: string): { start: number; text: string }[] {
  const out: { start: number; text: string }[] = [];
  let from = 0;
  for (const end of text.matchAll(/[.!?](?=\s+[\p{Lu}(]|\s*$)/gu)) {
    out.push({ start: from, text: text.slice(from, end.index + 1) });
    from = end.index + 1;
  }
  if (from < text.length) out.push({ start: from, text: text.slice(from) });
  return out;
}

/**
 * `already`: findings on the summary that report a certainty disagreement already (tied by the
 * estimate): their sentences are not reported twice.
 */
export function certaintyFindings(
  manuscript: Manuscript,
  summary: number[],
  body: number[],
  already: readonly ResultItem[],
): ResultItem[] {
  const table = tableRatings(manuscript, new Set(body));
  if (table.length === 0) return [];
  const known = [...table];
  const items: ResultItem[] = [];
  // Paragraphs that rate once and name known outcomes rate those outcomes too; one that names a
  // single outcome and rates it otherwise than its table is a disagreement of its own.
  const outcomes = new Set(known.map((k) => k.outcome));
  for (const index of body) {
    const block = manuscript.blocks[index]!;
    if (block.kind === 'table-cell') continue;
    const ratings = ratingsIn(block.text);
    if (ratings.length !== 1) continue;
    const r = ratings[0]!;
    const named = [...outcomes].filter((outcome) => names(block.text, outcome));
    for (const outcome of named)
      known.push({ outcome, level: r.level, block: index, quote: block.text.slice(r.start, r.end) });
    const levels = new Set(table.filter((t) => t.outcome === named[0]).map((t) => t.level));
    if (named.length !== 1 || levels.size !== 1 || levels.has(r.level)) continue;
    const other = table.find((t) => t.outcome === named[0])!;
    items.push(
      finding(ID, manuscript, index, r.start, r.end, {
        status: 'failed',
        key: `text-certainty ${named[0]}`,
        reasoning: `The text rates the evidence for ${named[0]} ${r.level} certainty ("${block.text.slice(r.start, r.end)}"); a table rates it ${other.level} ("${other.quote}"). Use one rating.`,
      }),
    );
  }
  for (const index of summary) {
    const block = manuscript.blocks[index]!;
    const text = block.text;
    const reported = already
      .map((item) => (item.coordinates?.absolute.start ?? -1) - block.start)
      .filter((at) => at >= 0 && at < text.length);
    // Sentence by sentence: a rating speaks for the outcomes its own sentence names.
    for (const sentence of sentences(text)) {
      if (reported.some((at) => at >= sentence.start && at < sentence.start + sentence.text.length)) continue;
      const ratings = ratingsIn(sentence.text);
      if (ratings.length !== 1) continue;
      const r = ratings[0]!;
      for (const outcome of outcomes) {
        if (!names(sentence.text, outcome)) continue;
        const levels = new Set(known.filter((k) => k.outcome === outcome).map((k) => k.level));
        if (levels.size !== 1 || levels.has(r.level)) continue;
        const other = known.find((k) => k.outcome === outcome)!;
        const heading = headingOf(manuscript, other.block);
        const where =
          manuscript.blocks[other.block]!.kind === 'table-cell' ? 'a table' : heading ? `"${heading}"` : 'the results';
        const start = sentence.start + r.start;
        const end = sentence.start + r.end;
        items.push(
          finding(ID, manuscript, index, start, end, {
            status: 'failed',
            key: `certainty ${outcome}`,
            reasoning: `The summary rates the evidence for ${outcome} ${r.level} certainty ("${text.slice(start, end)}"); ${where} rates it ${other.level} ("${other.quote}"). Use one rating.`,
          }),
        );
        break;
      }
    }
  }
  return items;
}
