/** What a check imports to build its result: one import line for the whole framework. */
export {
  blockFinding,
  byDocumentOrder,
  contentHash,
  finding,
  findingIdentity,
  headingOf,
  row,
  uniqueItems,
  type FindingFields,
} from './finding.ts';
export { countByStatus, findingsSummary, resultOfType, testsSummary, type1, type2, type3, type4 } from './summary.ts';
export { validateParameters, type ParamProblem, type ParamValidation } from './params.ts';
export {
  describeValue,
  notUnderstood,
  readLimit,
  readOption,
  readText,
  type LimitRead,
  type OptionRead,
} from './format-options.ts';
export { countCharacters, countWords, plural, superscriptMarks } from './text.ts';
export { noFormat, noFormatRow, notFoundRow } from './not-found.ts';
export { notAManuscript } from './shape.ts';
export { paragraphInWords, roleUnsure } from './undecided.ts';
export { isProblem, matches, scoreCase, type CaseScore, type ExpectedFinding, type LabelledCase } from './cases.ts';
export { citedTitleCells } from './cited-titles.ts';
