/**
 * Decisions saved as the writer makes them (issue 26): for one check of one session, each
 * finding's decision (accepted, rejected or none yet), the correction as the writer left it and a
 * comment on the finding, plus the comment for the whole batch. They are a draft until apply: apply
 * still takes the items the page sends and writes the logbook as before; a successful apply clears
 * the check's draft (docs/workflow.md "Decisions saved as they are made").
 */
import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, MAX_ROW_ID } from './common.ts';

export const MAX_DRAFT_ITEMS = 2000;
export const MAX_DRAFT_COMMENT = 2000;
export const MAX_DRAFT_CORRECTION = 20_000;

export const DecisionParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: MAX_ROW_ID, description: 'Session id' }),
  checkId: Type.String({ minLength: 1, maxLength: 100, description: 'Check id, as in /checks/<id>' }),
});
export type DecisionParams = Static<typeof DecisionParams>;

// Null first in every union: the server's validator coerces types, and would read null as '' for a string.
const DecisionValue = Type.Union([Type.Null(), Type.Literal('accepted'), Type.Literal('rejected')], {
  description: 'accepted, rejected, or null while undecided',
});

/** One finding's state as the writer left it; every field is the whole state (not a change). */
export const DraftItemInput = Type.Object(
  {
    hash: Type.String({ minLength: 1, maxLength: 200, description: "The finding's hash, as the check returned it" }),
    decision: DecisionValue,
    correction: Type.Union([Type.Null(), Type.String({ maxLength: MAX_DRAFT_CORRECTION })], {
      description: 'The correction exactly as the writer left it (never trimmed); null for the check’s own',
    }),
    comment: Type.Union([Type.Null(), Type.String({ maxLength: MAX_DRAFT_COMMENT })], {
      description: 'A comment on this finding; null or empty for none',
    }),
  },
  { additionalProperties: false },
);
export type DraftItemInput = Static<typeof DraftItemInput>;

export const DraftItem = Type.Object({
  ...DraftItemInput.properties,
  updated_at: IsoDate,
  updated_by: Type.String({ description: 'Name of the user who made this decision' }),
});
export type DraftItem = Static<typeof DraftItem>;

/** PUT: the findings whose state changed (an item with nothing left is forgotten), and the batch comment when it changed. */
export const SaveDecisionsBody = Type.Object(
  {
    items: Type.Array(DraftItemInput, {
      maxItems: MAX_DRAFT_ITEMS,
      description: `Findings whose state changed, at most ${MAX_DRAFT_ITEMS.toLocaleString('en-GB')}`,
    }),
    comment: Type.Optional(
      Type.String({ maxLength: MAX_DRAFT_COMMENT, description: 'The comment for the whole batch, when it changed' }),
    ),
  },
  { additionalProperties: false },
);
export type SaveDecisionsBody = Static<typeof SaveDecisionsBody>;

export const DecisionsAnswer = Type.Object({
  session_id: Type.Integer(),
  check: Type.String(),
  comment: Type.String({ description: "The batch comment ('' when none)" }),
  items: Type.Array(DraftItem),
});
export type DecisionsAnswer = Static<typeof DecisionsAnswer>;
