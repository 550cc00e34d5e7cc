/**
 * Retargeting a manuscript to another journal (issue 17; docs/api.md "Retarget", docs/workflow.md):
 * `POST /api/sessions/{id}/retarget {format_id}` makes a new session on the same document with the
 * other format and answers with the rules that differ and what must change. The same report is
 * what `npm run cli -- retarget` prints (src/retarget builds it for both).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Session } from './sessions.ts';

export const RetargetBody = Type.Object({
  format_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'The format of the other journal' }),
});
export type RetargetBody = Static<typeof RetargetBody>;

export const RuleDifference = Type.Object({
  field: Type.String({ description: 'The format config field' }),
  label: Type.String({ description: 'What the rule is, in words ("Abstract: words")' }),
  from: Type.String({ description: 'The rule under the first journal, as text ("300", "no limit", "Vancouver")' }),
  to: Type.String({ description: 'The rule under the new journal, as text' }),
});
export type RuleDifference = Static<typeof RuleDifference>;

export const RetargetChange = Type.Object({
  check: Type.String({ description: 'The check id' }),
  name: Type.String({ description: 'What the row or finding is about' }),
  status: Type.String({ description: '"failed", "warning" or "finding"' }),
  what: Type.String({ description: "The check's own words" }),
  new_with_target: Type.Boolean({ description: 'True when the first journal did not report it' }),
});
export type RetargetChange = Static<typeof RetargetChange>;

export const RetargetReport = Type.Object({
  from: Type.String({ description: 'Name of the first journal (the source session’s format)' }),
  to: Type.String({ description: 'Name of the new journal' }),
  rules: Type.Array(RuleDifference, { description: 'Only the rules that differ, each with both values' }),
  must_change: Type.Array(Type.String(), {
    description:
      'One line per thing to change for the new journal ("Abstract 312 words: JAMA allows 350, The Lancet 300.")',
  }),
  changes: Type.Array(RetargetChange, {
    description: "The new journal's failed and warning rows of the checks that read a differing rule",
  }),
});
export type RetargetReport = Static<typeof RetargetReport>;

export const RetargetAnswer = Type.Object({
  session: Session,
  retargeted_from: Type.Integer({ description: 'The source session (left as it was)' }),
  version: Type.Integer({ description: 'The source version the new session starts from' }),
  report: RetargetReport,
});
export type RetargetAnswer = Static<typeof RetargetAnswer>;
