/**
 * "Never a false all-clear": when a check cannot find what it examines (no format assigned, no
 * abstract, no author line), it says so as a warning naming what is missing — never a pass.
 */
import type { ResultItem } from '../../contract/checks.ts';
import type { CheckInput } from '../types.ts';
import { row } from './finding.ts';

/** True when the session has no format: the rules a check compares with do not exist. */
export function noFormat(input: Pick<CheckInput, 'formatAssigned'>): boolean {
  return input.formatAssigned === false;
}

/**
 * The one warning a format-driven check gives when the session has no format. `what` names what
 * went unchecked ("the word and character limits"); `found` may add what the manuscript has.
 */
export function noFormatRow(checkId: string, what: string, found?: string): ResultItem {
  const details = `No format is assigned to this session, so ${what} could not be checked against a journal's rules.${found ? ` ${found}` : ''} Choose a format for the session to check them.`;
  return { ...row(checkId, 'Format', 'warning', details, { key: 'no-format' }), reasoning: details };
}

/** A warning row for something the check looked for and could not find, so it was not checked. */
export function notFoundRow(checkId: string, name: string, missing: string, consequence: string): ResultItem {
  const details = `No ${missing} was found, so ${consequence}.`;
  return { ...row(checkId, name, 'warning', details, { key: `not-found:${name}` }), reasoning: details };
}
