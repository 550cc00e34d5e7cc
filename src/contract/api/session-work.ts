/**
 * Session work API (SPEC §7 "Session work"; docs/workflow.md): one TypeBox schema per request and
 * answer of every operation — catalogue, check runs, apply, cache, preview, history, revert and
 * downloads — validated by Fastify and published in the OpenAPI description, once: services take
 * the typed values (ids are numbers by the one rule of common.ts). What a field means (an accepted
 * item needing a correction, an item the check really returned) stays with the services, which
 * answer 422/404/409 in words.
 * The catalogue and the check results (GET /api/overview/, a check run's answer) are described in
 * check-results.ts, which the check library's types (../checks.ts) are derived from.
 */
import { Type, type Static } from '@sinclair/typebox';
import { FINDING_FIELDS } from './check-results.ts';
import { ErrorBody, IsoDate, RowId } from './common.ts';

// ── Check runs: POST /api/checks/{checkId}/?session_id=N ───────────────────────────────────────

export const CheckParams = Type.Object({ checkId: Type.String({ description: 'The check id, e.g. word-limits' }) });
export type CheckParams = Static<typeof CheckParams>;

/** `?session_id=N`: the session the request works on (a bad or missing one is a 400 naming it). */
export const SessionQuery = Type.Object({ session_id: RowId('The session id') });
export type SessionQuery = Static<typeof SessionQuery>;

/**
 * The first request sends the check's parameter values by name (an empty object, or no body, for
 * the defaults); polling a queued run sends back its payload, `{job_id}`. Parameters are checked
 * against the check's own list by the service (an unknown one is a 422 naming it).
 */
export const CheckRunBody = Type.Union([
  Type.Record(Type.String(), Type.Unknown(), { description: 'Parameter values by name, or {job_id} to poll' }),
  Type.Null(),
]);
export type CheckRunBody = Static<typeof CheckRunBody>;

// ── Apply: POST /api/checks/{checkId}/apply ─────────────────────────────────────────────────────

/** An item sent with apply: a finding as the check returned it, plus the writer's decision. */
export const ApplyItemSchema = Type.Object(
  {
    entry_id: Type.String(),
    hash: Type.String(),
    ...FINDING_FIELDS,
    name: Type.Optional(Type.String()),
    details: Type.Optional(Type.String()),
    decision: Type.Optional(
      Type.Union([Type.Literal('accepted'), Type.Literal('rejected')], {
        description: "'rejected' records a rejection in the logbook; anything else (or nothing) means accepted",
      }),
    ),
    status: Type.Optional(
      Type.String({ description: 'Alias of decision; finding statuses (pass/failed/warning) mean accepted' }),
    ),
  },
  { additionalProperties: true },
);
export type ApplyItem = Static<typeof ApplyItemSchema>;

/**
 * Items and comment are shape-checked here; the service checks what they mean (a non-blank
 * comment, at least one accepted item, a correction for type1/type2, items the check returned).
 */
export const ApplyBody = Type.Object({
  session_id: RowId('The session id'),
  results: Type.Array(ApplyItemSchema, { maxItems: 2000, description: 'The findings decided on, at most 2,000' }),
  comment: Type.String({ description: 'What these changes are for: not blank, at most 2,000 characters' }),
});
export type ApplyBody = Static<typeof ApplyBody>;

export const RefusedItemSchema = Type.Object({ entry_id: Type.String(), hash: Type.String(), reason: Type.String() });
export type RefusedItem = Static<typeof RefusedItemSchema>;

export const ApplyAnswerSchema = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  session_id: Type.Integer(),
  version: Type.Integer(),
  history_id: Type.Integer(),
  applied: Type.Array(Type.String(), { description: 'entry_ids written as tracked changes' }),
  refused: Type.Array(RefusedItemSchema, { description: 'Accepted items that could not be applied, with the reason' }),
  rejected: Type.Integer({ description: 'Rejections recorded in the logbook' }),
});
export type ApplyAnswer = Static<typeof ApplyAnswerSchema>;

// ── Cache, preview, history, revert, downloads ─────────────────────────────────────────────────

/** Which cache to clear: a session (and one check of it); without them, all of the caller's runs. */
export const CleanCacheQuery = Type.Object({
  session_id: Type.Optional(RowId("Only this session's runs; the session page always sends it")),
  check: Type.Optional(
    Type.String({ description: 'Only this check’s runs (its id, e.g. numbers-units); needs session_id' }),
  ),
});
export type CleanCacheQuery = Static<typeof CleanCacheQuery>;

export const CleanCacheAnswerSchema = Type.Object({
  status: Type.Literal('success'),
  removed: Type.Integer({ description: 'Cached check runs removed' }),
});

export const PreviewBlockKindSchema = Type.Union(
  [
    Type.Literal('title'),
    Type.Literal('heading'),
    Type.Literal('paragraph'),
    Type.Literal('list-item'),
    Type.Literal('caption'),
    Type.Literal('table-cell'),
    Type.Literal('footnote'),
    Type.Literal('endnote'),
    Type.Literal('textbox'),
  ],
  { description: 'What the paragraph is in the document' },
);
export type PreviewBlockKind = Static<typeof PreviewBlockKindSchema>;

/** A stretch of a block's text with one look; offsets in the block's own text. */
export const PreviewRunSchema = Type.Object({
  start: Type.Integer(),
  end: Type.Integer(),
  b: Type.Optional(Type.Literal(true, { description: 'Bold' })),
  i: Type.Optional(Type.Literal(true, { description: 'Italic' })),
  sup: Type.Optional(Type.Literal(true, { description: 'Superscript' })),
  sub: Type.Optional(Type.Literal(true, { description: 'Subscript' })),
  ins: Type.Optional(Type.Literal(true, { description: 'A tracked insertion of this version' })),
  by: Type.Optional(Type.String({ description: 'Author of the tracked insertion, when the file names one' })),
});
export type PreviewRun = Static<typeof PreviewRunSchema>;

/** One paragraph of the preview. Offsets are in the block's own text, which is `text.slice(start, end)`. */
export const PreviewBlockSchema = Type.Object({
  start: Type.Integer({ description: 'Offset of the block in `text`' }),
  end: Type.Integer({ description: 'End of the block in `text` (exclusive)' }),
  kind: PreviewBlockKindSchema,
  level: Type.Optional(Type.Integer({ minimum: 1, maximum: 6, description: 'Heading level (headings only)' })),
  cell: Type.Optional(
    Type.Object(
      { table: Type.Integer(), row: Type.Integer(), cell: Type.Integer() },
      { description: "Table cells only; `table` numbers the part's tables in order" },
    ),
  ),
  runs: Type.Array(PreviewRunSchema, { description: "Formatting runs covering the block's text" }),
  deletions: Type.Optional(
    Type.Array(
      Type.Object({
        at: Type.Integer({ description: "Where the deleted text stood in the block's text" }),
        text: Type.String(),
        author: Type.Optional(Type.String()),
      }),
      { description: 'Tracked deletions of this version' },
    ),
  ),
  markInserted: Type.Optional(
    Type.Object(
      { author: Type.Optional(Type.String()) },
      {
        description:
          'The paragraph mark ending this block is a tracked insertion (the edit split a paragraph): "Changes shown" draws it as inserted; rejecting it joins the block to the next',
      },
    ),
  ),
  notes: Type.Optional(
    Type.Array(
      Type.Object({
        at: Type.Integer({ description: "Where the mark stands in the block's text (it adds no text)" }),
        kind: Type.Union([Type.Literal('footnote'), Type.Literal('endnote')]),
        number: Type.Integer({ minimum: 1, description: 'The number Word shows' }),
      }),
      { description: 'Footnote and endnote reference marks (the superscript numbers Word draws)' },
    ),
  ),
  note: Type.Optional(
    Type.Integer({
      minimum: 1,
      description: 'Footnote and endnote paragraphs: the number of the note they belong to, when the body refers to it',
    }),
  ),
});
export type PreviewBlock = Static<typeof PreviewBlockSchema>;

export const PreviewAnswerSchema = Type.Object({
  session_id: Type.Integer(),
  version: Type.Integer(),
  text: Type.String(),
  blocks: Type.Array(PreviewBlockSchema, {
    description:
      'The manuscript as a document (issue 18): its blocks in `text` order, for headings, lists, tables, formatting and tracked changes',
  }),
});
export type PreviewAnswer = Static<typeof PreviewAnswerSchema>;

export const HistoryParams = Type.Object({ sessionId: RowId('The session id') });
export type HistoryParams = Static<typeof HistoryParams>;

/** GET /api/history/{sessionId}: newest first. folder_path is null while "In Progress". */
export const HistoryEntrySchema = Type.Object({
  id: Type.Integer(),
  created_at: IsoDate,
  user_id: Type.Integer(),
  user_name: Type.String(),
  folder_path: Type.Union([Type.String(), Type.Null()]),
  check_name: Type.String(),
  comment: Type.String(),
  version: Type.Integer(),
});
export type HistoryEntry = Static<typeof HistoryEntrySchema>;

export const HistoryAnswerSchema = Type.Array(HistoryEntrySchema);

export const RevertParams = Type.Object({ historyId: RowId('The history entry id') });
export type RevertParams = Static<typeof RevertParams>;

export const RevertAnswerSchema = Type.Object({
  status: Type.Literal('success'),
  session_id: Type.Integer(),
  version: Type.Integer(),
  history_id: Type.Integer(),
});
export type RevertAnswer = Static<typeof RevertAnswerSchema>;

export const BuildAnswerSchema = Type.Object({
  status: Type.Literal('success'),
  history_id: Type.Integer(),
  folder_path: Type.String(),
});
export type BuildAnswer = Static<typeof BuildAnswerSchema>;

export const FilePathParams = Type.Object({
  '*': Type.String({ description: "The rest of a history entry's folder_path" }),
});
export type FilePathParams = Static<typeof FilePathParams>;

/** The error answers of the session-work routes. */
export const sessionWorkErrors = { 401: ErrorBody, 404: ErrorBody, 422: ErrorBody } as const;
