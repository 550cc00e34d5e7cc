/**
 * Finding a statement in a manuscript the way an editor does: under its own heading or run-in
 * label ("Competing interests: …"), under a combined heading ("Funding & Competing Interests"),
 * or — for ethics approval, funding and data availability — as a sentence inside Methods or the
 * acknowledgements ("The study was approved by the Leeds East Research Ethics Committee.").
 * A generic "Declarations" heading is not itself any one statement: the statement found is the
 * one that names the kind asked for, never a neighbour such as "Trial registration: not applicable".
 */
import type { Block, Manuscript, StatementKind } from '../../docx/model.ts';

/**
 * Names of statements as run-in labels or headings. A name must end the paragraph or be followed
 * by a colon, full stop or dash ("Disclosure of HIV status was…" is a sentence, not a statement).
 */
const STATEMENT_NAMES: Record<StatementKind, string> = {
  acknowledgements: 'acknowledge?ments?',
  funding:
    'funding|funding sources?|sources? of (funding|support)|financial (support|disclosures?)|role of the funding source',
  disclosures:
    '(declaration|conflicts?|statement) of (competing )?interests?|(potential )?competing (financial )?interests?|(potential )?conflicts? of interests?|disclosures?|declarations? of interests?|duality of interest',
  ethics:
    'ethics|ethical (approval|statement|considerations)|ethics (approval|statement)( and consent to participate)?|institutional review board( approval)?',
  'trial-registration': 'trial registration|registration',
  'data-availability': 'data (availability|sharing|access)|availability of data( and materials?)?',
  'author-contributions': "author(s'|'s|s)? contributions?|contributors",
};

/** Words that may follow a statement's name inside its label ("Conflicts of interest disclosure:"). */
const LABEL_TAIL = '(\\s+(statement|section|disclosures?|declarations?|information|details|sources?))?';

const openers = new Map<StatementKind, RegExp>();
const mentions = new Map<StatementKind, RegExp>();

function opener(kind: StatementKind): RegExp {
  let pattern = openers.get(kind);
  if (!pattern) {
    pattern = new RegExp(`^\\s*(${STATEMENT_NAMES[kind]})${LABEL_TAIL}\\s*([:.–—-]|$)`, 'i');
    openers.set(kind, pattern);
  }
  return pattern;
}

/** The statement's name anywhere in a text. */
function mention(kind: StatementKind): RegExp {
  let pattern = mentions.get(kind);
  if (!pattern) {
    pattern = new RegExp(`\\b(${STATEMENT_NAMES[kind]})\\b`, 'i');
    mentions.set(kind, pattern);
  }
  return pattern;
}

/** A line of a table of contents ("Funding & Competing Interests<tab>39"): not the statement. */
function isContentsLine(text: string): boolean {
  return /(\t|\.{3,}|…)\s*\d+\s*$/.test(text);
}

/** A short line without a closing full stop: a heading, whatever its style. */
function isHeadingLike(block: Block): boolean {
  if (block.text.length > 160) return false;
  const text = block.text.trim();
  return text.length > 0 && text.split(/\s+/).length <= 8 && !/[.!?]$/.test(text);
}

const ANY_NAME = new RegExp(`\\b(${Object.values(STATEMENT_NAMES).join('|')})\\b`, 'gi');

/**
 * A heading made only of statement names, one of them this kind's ("Funding & Competing
 * Interests"); a Methods heading such as "Data Sharing, Extraction, and Verification" is not one.
 */
function namesInHeading(kind: StatementKind, block: Block): boolean {
  if (!isHeadingLike(block) || !mention(kind).test(block.text)) return false;
  const rest = block.text.replace(ANY_NAME, '').replace(/\b(and|statements?)\b|[&,/:;.\s–—-]/gi, '');
  return rest === '';
}

/** Sentences that make the statement where it has no heading of its own (inside Methods, acknowledgements). */
const SENTENCES: Partial<Record<StatementKind, RegExp>> = {
  ethics: new RegExp(
    [
      // "approved by the Regional Ethical Committee", "granted ethics approval", "approval was waived"
      String.raw`\b(approved|exempted|waived) by (the )?[^.]{0,100}\b(committee|board|IRB|REB|council|ethic)`,
      String.raw`\b(ethic(s|al)|institutional review board|IRB|review board|ethics committee)\b[^.]{0,160}\b(approv\w*|waived|exempt\w*|not required|did not require)`,
      String.raw`\b(did not|does not|do not|did not therefore) (require|need) (formal |any )?(ethic|IRB|institutional)`,
      String.raw`\bexempt(ed)? from (ethic|IRB|institutional|review)`,
    ].join('|'),
    'i',
  ),
  funding: new RegExp(
    [
      // "This study was supported by the Academy of Finland", "funded by the National Institutes of Health"
      String.raw`\b(supported|funded|financed|sponsored) (in part |partly |jointly )?by\b[^.]{0,150}\b(grants?|foundation|council|institutes?|agency|ministry|trust|fund|programme|program|awards?|national|european|commission|department|government|university|charity|society|NIH|NIHR|MRC)\b`,
      String.raw`\b(received|receive|had|was given) no (specific |external |dedicated )?(funding|financial support|grants?)`,
      String.raw`\bno (specific |external )?(funding|financial support) (was|has been) (received|obtained|provided)`,
      String.raw`\bnot (receive|receiving) (any )?(specific )?(funding|grants?|financial support|support from any)`,
      // "This study was funded by Pfizer": the work itself is the subject, whoever the funder.
      String.raw`\b(this|the|our) (work|study|research|project|trial|review|analysis|article|paper)\b[^.]{0,60}\b(was|were|is|has been) (partly |partially |fully |jointly )?(supported|funded|financed|sponsored)\b`,
    ].join('|'),
    'i',
  ),
  // "The authors declare no competing interests." in the acknowledgements, without a label of its own.
  disclosures: new RegExp(
    [
      String.raw`\b(authors?|we|I)\b[^.]{0,40}\b(declare[sd]?|report(s|ed)?|ha(ve|s|d))\b[^.]{0,60}\b(competing|conflicts?|conflicting)\b[^.]{0,20}\binterests?\b`,
      String.raw`\bthere (is|are|were|was) no (competing|conflicts? of|conflicting) interests?\b`,
    ].join('|'),
    'i',
  ),
  'data-availability': new RegExp(
    [
      // "Data and code are available in an archived Zenodo repository", "available on reasonable request"
      String.raw`\b(data|datasets?|code|materials?|scripts?)\b[^.]{0,120}\b(are|is|will be|have been|has been) (also |now |made )*(publicly |freely |openly )?(available|accessible|deposited|shared) (from|at|on|in|upon|via|through|under|to|as|with)\b`,
      String.raw`\bavailable (up)?on (reasonable )?request\b`,
      // "The data are not publicly available because of privacy restrictions" is a statement too.
      String.raw`\b(data|datasets?)\b[^.]{0,120}\b(are|is|were|will|can|could) not (be )?(made )?(publicly |freely |openly )?(available|shared|accessible)\b`,
    ].join('|'),
    'i',
  ),
};

/** The paragraph and sentence that make a statement in running text, if any (references skipped). */
/** Cheap words one of the sentence patterns needs: most paragraphs are skipped on these alone. */
const CUES: Partial<Record<StatementKind, RegExp>> = {
  ethics: /approv|ethic|exempt|waive|IRB|REB|review board/i,
  funding: /support|fund|financ|sponsor|grant/i,
  'data-availability': /availab|accessib|deposit|archiv|shared|request/i,
  disclosures: /interest|disclos/i,
};

export function statementSentence(
  manuscript: Manuscript,
  kind: StatementKind,
): { block: number; text: string; start: number; end: number } | null {
  const pattern = SENTENCES[kind];
  const cue = CUES[kind];
  if (!pattern || !cue) return null;
  const refs = manuscript.structure.sections.find((s) => s.role === 'references');
  for (const block of manuscript.blocks) {
    if (block.kind !== 'paragraph' && block.kind !== 'footnote') continue;
    if (refs && block.index >= refs.blockStart && block.index < refs.blockEnd) continue;
    if (block.text.length > 5000 || !cue.test(block.text) || isContentsLine(block.text)) continue;
    const match = pattern.exec(block.text);
    if (!match) continue;
    const dot = block.text.lastIndexOf('. ', match.index);
    const start = dot === -1 ? 0 : dot + 2;
    const stop = block.text.indexOf('. ', match.index + match[0].length);
    const end = stop === -1 ? block.text.trimEnd().length : stop + 1;
    const text = block.text.slice(start, end).trim();
    if (CONFIRM[kind] && !CONFIRM[kind](text)) continue;
    return { block: block.index, text, start, end };
  }
  return null;
}

/**
 * What the sentence must also hold to be the statement: data are available *somewhere* (a
 * repository, a web address, on request), not "no other trial data are available on the costs".
 */
const ACCESS =
  /^(?!.*\bno (other |further )?[\w -]{0,30}data (are|is|were) available)(?=.*\b(repositor(y|ies)|github|gitlab|bitbucket|zenodo|osf|open science framework|dryad|figshare|archive|database|supplement\w*|supporting information|request|https?:\/\/|www\.|doi|authors?|website|portal|online|appendix|accession|bioproject|sra\b|geo\b|ega\b))/i;

/** Data that cannot be shared, and why: a data availability statement as much as a repository link. */
const NOT_SHARED =
  /\b(are|is|were|will|can|could) not (be )?(made )?(publicly |freely |openly )?(available|shared|accessible)\b[^.]{0,120}\b(because|due to|owing to|privacy|confidential\w*|ethic\w*|consent|restrict\w*|licen[cs]e|agreement|protect\w*)/i;

const CONFIRM: Partial<Record<StatementKind, (sentence: string) => boolean>> = {
  // The data are the sentence's subject (within its first six words) and are available somewhere.
  'data-availability': (sentence) =>
    (ACCESS.test(sentence) || NOT_SHARED.test(sentence)) &&
    /\b(data|datasets?|code|materials?|scripts?)\b/i.test(sentence.split(/\s+/).slice(0, 6).join(' ')),
  // A statement, not a question about one ("Did the review authors report sources of conflict of interest?").
  disclosures: (sentence) => !/\?\s*$/.test(sentence) && !/\b(whether|if)\b/i.test(sentence),
};

/**
 * The first block of the statement: a block of the engine's region that names it, else any
 * paragraph that opens with its name, else a short heading that names it among others, else the
 * engine's region when its first block is not a generic "Declarations" heading.
 */
export function statementBlock(manuscript: Manuscript, kind: StatementKind): number | null {
  const pattern = opener(kind);
  const region = manuscript.structure.statements[kind]?.blocks ?? [];
  const usable = (b: Block | undefined): b is Block =>
    b !== undefined && b.kind === 'paragraph' && b.text.length < 2000 && !isContentsLine(b.text);
  for (const i of region) {
    const block = manuscript.blocks[i];
    if (usable(block) && pattern.test(block.text)) return i;
  }
  const named = manuscript.blocks.find((b) => usable(b) && pattern.test(b.text));
  if (named) return named.index;
  const combined = manuscript.blocks.find((b) => usable(b) && namesInHeading(kind, b));
  if (combined) return combined.index;
  const first = region[0];
  if (
    first !== undefined &&
    !/^\s*(declarations?|statements?|additional information)\s*[:.]?\s*$/i.test(manuscript.blocks[first]?.text ?? '')
  )
    return first;
  // Under a generic heading, the block that speaks of the statement's subject.
  const speaks = region.find((i) => mention(kind).test(manuscript.blocks[i]?.text ?? ''));
  return speaks ?? null;
}

/** Any statement's name standing alone as a line: the next statement's heading. */
const ANY_LABEL = new RegExp(`^\\s*(${Object.values(STATEMENT_NAMES).join('|')})${LABEL_TAIL}\\s*[:.]?\\s*$`, 'i');

/** True when the paragraph is a statement's name standing alone ("Funding", "Competing interests:"). */
export function isStatementLabelAlone(text: string): boolean {
  return ANY_LABEL.test(text);
}

/** A short answer is the statement itself: "None", "Not applicable", "N/A". */
const SHORT_ANSWER = /^\s*(?:none|nil|not applicable|n\/?a)\b/i;

/**
 * The next heading: another statement's name alone, or a short line without a closing full stop
 * that the outline or the engine's sections take for a heading (some files give every paragraph an
 * outline level, so the level alone says nothing about a paragraph of text).
 */
function isSectionHeading(manuscript: Manuscript, block: Block): boolean {
  if (ANY_LABEL.test(block.text)) return true;
  // A grant or registry number on a short line is the statement, not a heading.
  if (!isHeadingLike(block) || SHORT_ANSWER.test(block.text) || /\d/.test(block.text)) return false;
  return block.outlineLevel !== null || manuscript.structure.sections.some((s) => s.headingBlock === block.index);
}

/**
 * A statement heading with nothing under it: the block is the statement's name alone ("Sources of
 * funding", "Data availability statement:"), and the next paragraph holding any text is another
 * heading, or there is none. Whitespace (a lone tab) is nothing. A heading followed by its own
 * sub-headings is not judged.
 */
export function emptyStatementHeading(manuscript: Manuscript, block: number): boolean {
  const heading = manuscript.blocks[block];
  if (heading?.kind !== 'paragraph' || !ANY_LABEL.test(heading.text)) return false;
  const section = manuscript.structure.sections.find((s) => s.headingBlock === block);
  for (let i = block + 1; i < manuscript.blocks.length; i += 1) {
    const next = manuscript.blocks[i]!;
    if (next.kind === 'footnote' || next.kind === 'endnote') return true;
    if (next.text.trim() === '') continue;
    if (!isSectionHeading(manuscript, next)) return false;
    const child = manuscript.structure.sections.find((s) => s.headingBlock === i);
    return !(section && child && child.level > section.level);
  }
  return true;
}

/** A heading that names a back-matter statement ("Acknowledgements", "Funding", "Data availability"). */
function isStatementHeading(text: string): boolean {
  return (Object.keys(STATEMENT_NAMES) as StatementKind[]).some((kind) => opener(kind).test(text.trim()));
}

/**
 * Where a missing statement belongs, as an editor marks it: beside the statements the manuscript
 * has — the last statement heading before the reference list ("Acknowledgements", "Funding") — or,
 * with none, the reference list's heading, where the back matter would start. Null when the
 * manuscript has no reference heading to place it by.
 */
export function missingStatementPlace(manuscript: Manuscript): number | null {
  const refs = manuscript.structure.sections.find((s) => s.role === 'references');
  const refsHeading = refs?.headingBlock;
  if (refsHeading === undefined || refsHeading === null) return null;
  for (let i = refsHeading - 1; i >= 0; i -= 1) {
    const block = manuscript.blocks[i]!;
    const heading = block.outlineLevel !== null || manuscript.structure.sections.some((s) => s.headingBlock === i);
    if (!heading) continue;
    if (isStatementHeading(block.text)) return i;
    // A heading of the main text (Discussion, Conclusion): the back matter starts after it.
    if (!/^\s*(pre-?publication history|supplementa|additional files?|abbreviations)/i.test(block.text)) break;
  }
  return refsHeading;
}
