/**
 * Statements (funding, competing interests, ethics, trial registration, data availability,
 * acknowledgements, author contributions): their own sections, else run-in labelled paragraphs
 * ("Funding: …") outside the main text.
 */
import type { Block, StatementKind, TextRegion } from '../model.ts';
import type { BodyText } from './body-text.ts';
import { flagged } from './regions.ts';

/** The first word of every label below: one test rules a paragraph out before the seven. */
const STATEMENT_LABEL_START =
  /^\s*(funding|financial|sources?|role|competing|conflicts?|declaration|disclosures?|duality|ethic|trial|registration|data|availability|acknowledg|authors?|contributors)/i;

/** Run-in statement labels ("Funding: …") found outside their own sections. */
const STATEMENT_LABELS: [RegExp, StatementKind][] = [
  [/^\s*(funding|financial support|sources? of funding|role of the funding source)\s*(statement)?\s*[:.]/i, 'funding'],
  [
    /^\s*(competing interests?|conflicts? of interests?|declaration of interests?|disclosures?|duality of interest)\s*(statement)?\s*[:.]/i,
    'disclosures',
  ],
  [/^\s*(ethics( approval)?( and consent to participate)?|ethical approval|ethics statement)\s*[:.]/i, 'ethics'],
  [/^\s*(trial registration|registration)\s*[:.]/i, 'trial-registration'],
  [
    /^\s*(data availability|data sharing|availability of data( and materials)?)\s*(statement)?\s*[:.]/i,
    'data-availability',
  ],
  [/^\s*(acknowledge?ments?)\s*[:.]/i, 'acknowledgements'],
  [/^\s*(authors?'? contributions?|contributors)\s*[:.]/i, 'author-contributions'],
];

export const STATEMENT_KINDS: StatementKind[] = [
  'acknowledgements',
  'funding',
  'disclosures',
  'ethics',
  'trial-registration',
  'data-availability',
  'author-contributions',
];

export function recogniseStatements(
  body: Block[],
  bodyText: BodyText,
  mainBlocks: number[],
  region: (indexes: number[]) => TextRegion,
): Partial<Record<StatementKind, TextRegion>> {
  const statements: Partial<Record<StatementKind, TextRegion>> = {};
  for (const kind of STATEMENT_KINDS) {
    const indexes = bodyText.ofRole(kind);
    if (indexes.length > 0) statements[kind] = region(indexes);
  }
  const inMain = flagged(body.length, mainBlocks);
  for (const block of body) {
    if (block.kind !== 'paragraph' || inMain[block.index] === 1 || block.text.length > 2000) continue;
    if (!STATEMENT_LABEL_START.test(block.text)) continue;
    for (const [pattern, kind] of STATEMENT_LABELS) {
      if (pattern.test(block.text) && !statements[kind]) statements[kind] = region([block.index]);
    }
  }
  return statements;
}
