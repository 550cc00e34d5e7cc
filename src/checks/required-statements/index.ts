/**
 * required-statements (type3): the statements and documents a journal requires — disclosures /
 * competing interests, funding, ethics approval, trial registration (with a well-formed registry
 * number), data availability, key summary points, additional documents, whether a review it did
 * not commission is allowed — and the author-guideline links the format was taken from.
 *
 * Statements the format has no field for (funding, ethics, data availability) are expected by
 * nearly every medical journal: a missing one is a warning, never a failure.
 */
import { regionText, type Manuscript, type StatementKind } from '../../docx/model.ts';
import { blockFinding, finding, headingOf } from '../framework/index.ts';
import type { ResultItem } from '../../contract/checks.ts';
import type { FormatConfig } from '../../contract/format-config.ts';
import {
  noFormat,
  noFormatRow,
  notAManuscript,
  notUnderstood,
  paragraphInWords,
  readOption,
  roleUnsure,
  readText,
  row,
  type3,
} from '../framework/index.ts';
import type { CheckDefinition, CheckInput } from '../types.ts';
import {
  emptyStatementHeading,
  isStatementLabelAlone,
  missingStatementPlace,
  statementBlock,
  statementSentence,
} from '../framework/statements.ts';
import { findRegistryNumbers } from './registry-numbers.ts';

const ID = 'required-statements';
const YES_NO = ['Yes', 'No'] as const;

/** The statement's words for the details column: the paragraph under a heading rather than the heading. */
function excerpt(manuscript: Manuscript, block: number): string {
  const b = manuscript.blocks[block];
  const isHeading =
    b !== undefined && (b.outlineLevel !== null || b.text.trim().split(/\s+/).length <= 4) && !/[:.]\s*\S/.test(b.text);
  const next = manuscript.blocks[block + 1];
  const source = isHeading && next && next.outlineLevel === null && next.text.trim() ? next : b;
  const text = source?.text.trim() ?? '';
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

/**
 * A statement's name standing alone on a line whose role the engine is unsure of (read as a note
 * under a table, or as running text on position alone): it may head the statement, or not.
 */
function unsureLabel(manuscript: Manuscript, block: number | null): number | null {
  if (block === null) return null;
  return roleUnsure(manuscript, block) && isStatementLabelAlone(manuscript.blocks[block]?.text ?? '') ? block : null;
}

/** The warning for a statement known only by a label the engine is unsure of. */
function undecidedStatementRow(manuscript: Manuscript, block: number, name: string): ResultItem {
  const place = paragraphInWords(manuscript, block);
  return blockFinding(ID, manuscript, block, {
    name,
    status: 'warning',
    key: 'undecided',
    details: `${place.charAt(0).toUpperCase()}${place.slice(1)} may head the ${name.toLowerCase()} statement, but its place in the manuscript could not be read with certainty (it may belong to what stands before it), so whether the manuscript has the statement could not be decided.`,
  });
}

function disclosuresRow(manuscript: Manuscript, format: FormatConfig, assigned: boolean): ResultItem[] {
  const name = 'Disclosures / competing interests';
  const located = statementBlock(manuscript, 'disclosures');
  const unsure = unsureLabel(manuscript, located);
  const labelled = unsure === null ? located : null;
  const empty = labelled !== null && emptyStatementHeading(manuscript, labelled) ? labelled : null;
  const block = empty === null ? labelled : null;
  const sentence = block === null ? statementSentence(manuscript, 'disclosures') : null;
  const found =
    block !== null
      ? `Found: "${excerpt(manuscript, block)}"`
      : sentence
        ? `Found${headingOf(manuscript, sentence.block) ? ` under "${headingOf(manuscript, sentence.block)}"` : ''}: "${sentence.text.length > 80 ? `${sentence.text.slice(0, 77)}…` : sentence.text}"`
        : null;
  const emptyWarning = (at: number) =>
    emptyHeadingRow(manuscript, at, name, 'warning', 'Write the statement under it, or remove the heading.');
  if (!found && unsure !== null) return [undecidedStatementRow(manuscript, unsure, name)];
  if (!assigned)
    return [
      !found && empty !== null
        ? emptyWarning(empty)
        : row(
            ID,
            name,
            found ? 'pass' : 'warning',
            found ?? 'No disclosure statement was found. Most journals require one.',
          ),
    ];
  const read = readOption(format, 'disclosures_inclusion', YES_NO);
  if (read.kind === 'unknown') return [notUnderstood(ID, 'disclosures_inclusion', read.value, YES_NO)];
  if (read.kind === 'value' && read.value === 'Yes') {
    // A highlights list sent as its own file cannot hold the statement: say so, do not fail it.
    const shape = found ? null : notAManuscript(manuscript);
    if (shape)
      return [
        row(
          ID,
          name,
          'warning',
          `The journal requires a disclosure statement and none was found, but ${shape}. Whether the manuscript has it could not be judged here: it belongs in the manuscript.`,
        ),
      ];
    if (!found && empty !== null)
      return [
        emptyHeadingRow(
          manuscript,
          empty,
          name,
          'failed',
          'The journal requires a disclosure statement: write it there.',
        ),
      ];
    if (!found)
      return [
        missingRow(manuscript, name, 'failed', 'The journal requires a disclosure statement and none was found.'),
      ];
    return [row(ID, name, 'pass', found)];
  }
  if (!found && empty !== null) return [emptyWarning(empty)];
  const rule =
    read.kind === 'value' ? 'The journal does not require a disclosure statement.' : 'The journal sets no rule.';
  return [row(ID, name, 'pass', found ? `${rule} ${found}` : `${rule} None was found.`)];
}

/**
 * A statement's heading with nothing under it ("Sources of funding" then the next heading): the
 * row is placed on the heading, so the writer sees where the statement is missing.
 */
function emptyHeadingRow(
  manuscript: Manuscript,
  block: number,
  name: string,
  status: 'failed' | 'warning',
  then: string,
): ResultItem {
  const heading = manuscript.blocks[block]!.text.trim();
  return blockFinding(ID, manuscript, block, {
    name,
    status,
    key: 'empty-heading',
    details: `The heading "${heading}" has no statement under it. ${then}`,
  });
}

function usualStatementRow(manuscript: Manuscript, kind: StatementKind, name: string, why: string): ResultItem {
  const located = statementBlock(manuscript, kind);
  const unsure = unsureLabel(manuscript, located);
  const block = unsure === null ? located : null;
  if (block !== null && emptyStatementHeading(manuscript, block))
    return emptyHeadingRow(
      manuscript,
      block,
      name,
      'warning',
      `Write the statement under it, or remove the heading. ${why}`,
    );
  if (block !== null) return row(ID, name, 'pass', `Found: "${excerpt(manuscript, block)}"`);
  // Inside Methods or the acknowledgements, as a sentence of running text.
  const sentence = statementSentence(manuscript, kind);
  if (sentence) {
    const heading = headingOf(manuscript, sentence.block);
    const text = sentence.text.length > 80 ? `${sentence.text.slice(0, 77)}…` : sentence.text;
    return row(ID, name, 'pass', `Found${heading ? ` under "${heading}"` : ''}: "${text}"`);
  }
  if (unsure !== null) return undecidedStatementRow(manuscript, unsure, name);
  const details = `No ${name.toLowerCase()} statement was found. ${why}`;
  // Consent reported without the approval that goes with it: the row stands on the consent sentence.
  const consent = kind === 'ethics' ? consentSentence(manuscript) : null;
  if (consent)
    return finding(ID, manuscript, consent.block, consent.start, consent.end, {
      name,
      status: 'warning',
      details: `${details} The manuscript reports consent here but no ethics committee or review board approval.`,
    });
  return missingRow(manuscript, name, 'warning', details);
}

/** A sentence of the main text that reports participants' consent ("All patients signed … informed consent."). */
function consentSentence(manuscript: Manuscript): { block: number; start: number; end: number } | null {
  for (const index of manuscript.structure.mainText.blocks) {
    const text = manuscript.blocks[index]?.text ?? '';
    const m = /[^.!?]*\b(?:informed|written|verbal|oral) consent\b[^.!?]*[.!?]?/iu.exec(text);
    if (m) {
      const lead = m[0].length - m[0].trimStart().length;
      return { block: index, start: m.index + lead, end: m.index + m[0].trimEnd().length };
    }
  }
  return null;
}

/**
 * A statement none was found for: the row is placed where it belongs, beside the manuscript's other
 * statements before the references (`missingStatementPlace`), so the writer sees where to write it.
 */
function missingRow(manuscript: Manuscript, name: string, status: 'failed' | 'warning', details: string): ResultItem {
  const at = missingStatementPlace(manuscript);
  if (at === null) return row(ID, name, status, details);
  const heading = manuscript.blocks[at]!.text.trim();
  const where = manuscript.structure.sections.some((s) => s.role === 'references' && s.headingBlock === at)
    ? `before "${heading}"`
    : `beside "${heading}"`;
  return blockFinding(ID, manuscript, at, { name, status, details: `${details} It belongs ${where}.` });
}

/** Titles and abstracts that announce a clinical trial (not a review of trials). */
function looksLikeTrial(manuscript: Manuscript): boolean {
  const { title, abstract } = manuscript.structure;
  const titleText = title ? regionText(manuscript, title) : '';
  const head = `${titleText}\n${abstract ? regionText(manuscript, abstract) : ''}`;
  if (/\b(systematic review|meta-analys[ie]s|review of)\b/i.test(titleText)) return false;
  return /\b(randomi[sz]ed|controlled|clinical|phase (I{1,3}|[1-3]))\b[\w\s,-]{0,40}\btrial\b/i.test(head);
}

function registrationRows(manuscript: Manuscript): ResultItem[] {
  const items: ResultItem[] = [];
  const wellFormed: string[] = [];
  for (const block of manuscript.blocks) {
    if (block.kind !== 'paragraph' && block.kind !== 'table-cell' && block.kind !== 'footnote') continue;
    for (const number of findRegistryNumbers(block.text)) {
      if (number.wellFormed) wellFormed.push(number.text);
      else {
        items.push(
          row(
            ID,
            'Trial registration number',
            'failed',
            `"${number.text}" is not a well-formed registry number: expected ${number.expected}.`,
            { key: `${block.index}:${number.start}` },
          ),
        );
      }
    }
  }
  if (wellFormed.length > 0) {
    items.push(row(ID, 'Trial registration', 'pass', `Registry number ${[...new Set(wellFormed)].join(', ')}.`));
  } else if (items.length === 0) {
    const block = statementBlock(manuscript, 'trial-registration');
    if (block !== null)
      items.push(
        row(
          ID,
          'Trial registration',
          'warning',
          `A registration statement was found but no registry number in it: "${excerpt(manuscript, block)}"`,
        ),
      );
    else if (looksLikeTrial(manuscript))
      items.push(
        row(
          ID,
          'Trial registration',
          'warning',
          'The title or abstract describes a trial, but no registry number (such as NCT + 8 digits) was found.',
        ),
      );
    else if (!manuscript.structure.title && !manuscript.structure.abstract)
      // Nothing to judge by: say so rather than call it "not a trial".
      items.push(
        row(
          ID,
          'Trial registration',
          'warning',
          'No title or abstract was found, so whether this reports a trial could not be judged; no registry number was found.',
        ),
      );
    else items.push(row(ID, 'Trial registration', 'pass', 'Not a trial report, and no registry number is given.'));
  }
  return items;
}

function keyPointsRow(manuscript: Manuscript, format: FormatConfig): ResultItem {
  const read = readText(format, 'key_point_summary_info');
  const name = 'Key summary points';
  if (read.kind === 'unknown') return notUnderstood(ID, 'key_point_summary_info', read.value);
  // Key points stand before the main text (front matter, beside the abstract); a region the engine
  // found inside the main text is a section of the discussion, not the journal's summary box.
  const found = manuscript.structure.keySummaryPoints;
  const mainStart = manuscript.structure.mainText.blocks[0];
  const region = found && (mainStart === undefined || (found.blocks[0] ?? 0) < mainStart) ? found : null;
  const wording = read.kind === 'text' ? read.value : null;
  if (!wording)
    return row(
      ID,
      name,
      'pass',
      region ? 'The journal sets no rule. The manuscript has key summary points.' : 'The journal sets no rule.',
    );
  // The journal's name for them: "Research in context" of "Research in context: Evidence before…",
  // or each part of "What is already known on this topic; What this study adds".
  const names = (wording.includes(':') ? [wording.slice(0, wording.indexOf(':'))] : wording.split(';'))
    .map((n) => n.trim().toLowerCase())
    .filter((n) => n.length > 0);
  const named = (text: string | null | undefined) => !!text && names.some((n) => text.toLowerCase().includes(n));
  const byHeading = manuscript.structure.sections.find((s) => named(s.heading));
  if (byHeading) return row(ID, name, 'pass', `Found ("${byHeading.heading?.trim()}").`);
  if (region) {
    const first = region.blocks[0];
    const heading = first === undefined ? undefined : (headingOf(manuscript, first) ?? manuscript.blocks[first]?.text);
    if (named(heading) || (first !== undefined && named(manuscript.blocks[first]?.text)))
      return row(ID, name, 'pass', `Found ("${wording}").`);
    const details =
      first !== undefined && roleUnsure(manuscript, first, 'key-points')
        ? `${paragraphInWords(manuscript, first).replace(/^t/, 'T')} may open key summary points, but its heading is also the name of a Discussion sub-section, so whether the manuscript has the "${wording}" the journal asks for could not be decided.`
        : `Key summary points were found${heading ? ` under "${heading.trim().slice(0, 60)}"` : ''}, but the journal asks for "${wording}": check their heading and parts.`;
    return first === undefined
      ? row(ID, name, 'warning', details)
      : blockFinding(ID, manuscript, boxTop(manuscript, first), { name, status: 'warning', details });
  }
  return row(ID, name, 'failed', `The journal asks for "${wording}" and none was found.`);
}

/** The top of a box: the headings stacked directly above its first paragraph ("Article summary", then "Strengths and limitations"). */
function boxTop(manuscript: Manuscript, first: number): number {
  let top = first;
  for (let i = first - 1; i >= 0; i -= 1) {
    const b = manuscript.blocks[i]!;
    if (b.outlineLevel === null || !b.text.trim()) break;
    top = i;
  }
  return top;
}

function additionalDocumentsRow(format: FormatConfig): ResultItem {
  const name = 'Additional documents';
  const read = readOption(format, 'additional_documents_requested', YES_NO);
  if (read.kind === 'unknown') return notUnderstood(ID, 'additional_documents_requested', read.value, YES_NO);
  const list = readText(format, 'additional_documents');
  if (list.kind === 'unknown') return notUnderstood(ID, 'additional_documents', list.value);
  const documents = list.kind === 'text' ? list.value : null;
  if (read.kind === 'value' && read.value === 'Yes') {
    return row(
      ID,
      name,
      'warning',
      documents
        ? `The journal asks for these with the submission: ${documents}. They are not part of the manuscript, so check that you have them.`
        : 'The journal asks for additional documents, but the format does not list them: see the author guidelines.',
    );
  }
  if (read.kind === 'value') return row(ID, name, 'pass', 'The journal does not ask for additional documents.');
  return row(
    ID,
    name,
    'pass',
    documents ? `The journal sets no rule; the format mentions: ${documents}.` : 'The journal sets no rule.',
  );
}

function looksLikeReview(manuscript: Manuscript): boolean {
  const title = manuscript.structure.title ? regionText(manuscript, manuscript.structure.title) : '';
  return /\b(review|meta-analys[ie]s|overview|state of the art)\b/i.test(title);
}

function reviewRow(manuscript: Manuscript, format: FormatConfig): ResultItem {
  const name = 'Non-commissioned review';
  const read = readOption(format, 'non_commissioned_reviews_allowed', YES_NO);
  if (read.kind === 'unknown') return notUnderstood(ID, 'non_commissioned_reviews_allowed', read.value, YES_NO);
  if (read.kind === 'not-requested') return row(ID, name, 'pass', 'The journal sets no rule.');
  if (read.value === 'Yes') return row(ID, name, 'pass', 'The journal accepts reviews it did not commission.');
  if (!looksLikeReview(manuscript))
    return row(
      ID,
      name,
      'pass',
      'The journal accepts only commissioned reviews; the title does not describe a review.',
    );
  return row(
    ID,
    name,
    'warning',
    'The journal accepts only reviews it commissioned, and the title describes a review: make sure it was commissioned.',
  );
}

function guidelinesRow(format: FormatConfig): ResultItem {
  const name = 'Author guidelines';
  const urls = format.journal_URL;
  if (urls === undefined || (Array.isArray(urls) && urls.length === 0))
    return row(ID, name, 'pass', 'The format gives no link to the author guidelines.');
  if (!Array.isArray(urls) || !urls.every((u) => typeof u === 'string')) return notUnderstood(ID, 'journal_URL', urls);
  const bad = urls.filter((u) => !/^https?:\/\/\S+$/i.test(u));
  if (bad.length) return row(ID, name, 'warning', `Not a web address: ${bad.map((u) => `"${u}"`).join(', ')}.`);
  return row(ID, name, 'pass', `Checked against: ${urls.join(', ')}.`);
}

export const requiredStatements: CheckDefinition = {
  id: ID,
  version: 1,
  category: 'journal-requirements',
  name: 'Required statements and documents',
  icon: 'file-check',
  description:
    'Looks for the disclosure, funding, ethics, trial registration and data availability statements, key summary points and the documents the journal requires.',
  resultType: 'type3',
  parameters: [],
  formatFields: [
    'journal_URL',
    'disclosures_inclusion',
    'key_point_summary_info',
    'additional_documents',
    'additional_documents_requested',
    'non_commissioned_reviews_allowed',
  ],
  run(input: CheckInput) {
    const { manuscript, format } = input;
    const assigned = !noFormat(input);
    // Without a format the journal's own requirements are unknown: one warning says so.
    const journalRows = assigned
      ? [
          keyPointsRow(manuscript, format),
          additionalDocumentsRow(format),
          reviewRow(manuscript, format),
          guidelinesRow(format),
        ]
      : [
          noFormatRow(
            ID,
            "the journal's own requirements (key summary points, additional documents, commissioned reviews)",
          ),
        ];
    return type3([
      ...disclosuresRow(manuscript, format, assigned),
      usualStatementRow(
        manuscript,
        'funding',
        'Funding',
        'Most journals ask who funded the work, or that there was no funding.',
      ),
      usualStatementRow(manuscript, 'ethics', 'Ethics approval', 'Studies of people or animals need one.'),
      ...registrationRows(manuscript),
      usualStatementRow(
        manuscript,
        'data-availability',
        'Data availability',
        'Many journals ask where the data can be obtained.',
      ),
      ...journalRows,
    ]);
  },
};
