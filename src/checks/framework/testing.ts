/**
 * Test helpers for checks: manuscripts from paragraph descriptions (through the engine's own
 * assembly, src/docx/testing.ts) with chosen structure facts laid over what the engine
 * recognised, so a check's logic is tested against the model contract on its own.
 */
import type { Manuscript, Structure, TextRegion } from '../../docx/model.ts';
import { manuscriptFromParagraphs, type ParagraphSpec } from '../../docx/testing.ts';
import { formatTemplate, type FormatConfig } from '../../contract/format-config.ts';
import { countWords } from './text.ts';

export type { ParagraphSpec } from '../../docx/testing.ts';

/** A region over whole blocks, counted the way the engine counts. */
export function region(manuscript: Manuscript, blocks: number[]): TextRegion {
  const text = blocks.map((b) => manuscript.blocks[b]!.text).join('\n');
  return { blocks, words: countWords(text) };
}

export function manuscriptWith(
  paragraphs: ParagraphSpec[],
  structure: (m: Manuscript) => Partial<Structure> = () => ({}),
): Manuscript {
  const manuscript = manuscriptFromParagraphs(paragraphs);
  return { ...manuscript, structure: { ...manuscript.structure, ...structure(manuscript) } };
}

/** A highlights list sent as its own file: one "Highlights" heading and two bullets, no title or abstract. */
export function highlightsOnly(): Manuscript {
  return manuscriptWith([
    { text: 'Highlights', styleName: 'heading 1' },
    { text: 'Paired ratings by nurses achieved moderate consistency.', isListItem: true },
    { text: 'Use of the tool in clinical practice seems feasible.', isListItem: true },
  ]);
}

/** A format with every field at its default, then the given values. */
export function format(values: FormatConfig = {}): FormatConfig {
  return { ...formatTemplate(), ...values };
}

import type { CheckResult } from '../../contract/checks.ts';
import type { CheckDefinition, ParamValues } from '../types.ts';
import { validateParameters } from './params.ts';

/** Runs a check as the server would: parameters validated and defaulted, format filled in. */
export function runOn(
  check: CheckDefinition,
  manuscript: Manuscript,
  formatValues: FormatConfig = {},
  params: ParamValues = {},
  template?: Manuscript,
): CheckResult {
  const validation = validateParameters(check.parameters, params);
  if (validation.problems.length) throw new Error(validation.problems.map((p) => p.message).join(' '));
  return check.run({
    manuscript,
    format: format(formatValues),
    params: validation.values,
    ...(template ? { template } : {}),
  });
}
