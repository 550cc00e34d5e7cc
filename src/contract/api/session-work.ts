/**
 * Session work API (SPEC §7 "Session work"; docs/workflow.md): one TypeBox schema per request and
 * answer of every operation — catalogue, check runs, apply, cache, preview, history, revert and
 * downloads — validated by Fastify and published in the OpenAPI description, once: services take
 * the typed values (ids are numbers by the one rule of common.ts). What a field means (an accepted
 * item needing a correction, an item the check really returned) stays with the services, which
 * answer 422/404/409 in words.
 * The check-result types themselves are the check library's (../checks.ts); the schemas here
 * describe the same shapes (tests/api/session-work-contract.test.ts holds them equal).
 */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorBody, IsoDate, RowId } from './common.ts';

// ── The check catalogue: GET /api/overview/ ─────────────────────────────────────────────────────

const CheckParameterSchema = Type.Object({
  name: Type.String(),
  label: Type.String(),
  type: Type.Optional(
    Type.Union([Type.Literal('number'), Type.Literal('select'), Type.Literal('boolean'), Type.Literal('text')]),
  ),
  required: Type.Optional(Type.Boolean()),
  defaultValue: Type.Optional(Type.Union([Type.Number(), Type.String(), Type.Boolean()])),
  placeholder: Type.Optional(Type.String()),
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  options: Type.Optional(Type.Array(Type.Object({ value: Type.String(), label: Type.String() }))),
  description: Type.Optional(Type.String()),
});

const SeededRecallSchema = Type.Object({ planted: Type.Integer({ minimum: 0 }), found: Type.Integer({ minimum: 0 }) });
const MarkupRecallSchema = Type.Object({ marked: Type.Integer({ minimum: 0 }), found: Type.Integer({ minimum: 0 }) });

/** A check's precision measured on the accuracy ledger (src/contract/checks.ts CheckAccuracy). */
const CheckAccuracySchema = Type.Object(
  {
    precision: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], {
      description: 'Share of labelled findings judged right, 0–1; null when none is labelled yet',
    }),
    right: Type.Integer({ minimum: 0 }),
    wrong: Type.Integer({ minimum: 0 }),
    labelled: Type.Integer({ minimum: 0, description: 'Findings with a verdict' }),
    findings: Type.Integer({ minimum: 0, description: "Findings the check made on the ledger's documents" }),
    sampled: Type.Boolean({ description: 'Only a fixed sample was labelled on some document' }),
    strictPrecision: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], {
      description:
        'Share of labelled findings right with a right and complete correction (or none proposed), 0–1; null until every proposed correction is judged',
    }),
    strictRight: Type.Integer({ minimum: 0, description: 'Labelled findings right with a right correction or none' }),
    fixUnlabelled: Type.Integer({ minimum: 0, description: 'Labelled findings whose correction is not judged yet' }),
    recall: Type.Optional(
      Type.Object(
        {
          seeded: Type.Union([SeededRecallSchema, Type.Null()], {
            description: 'Errors planted in real manuscripts for this check, and how many it found',
          }),
          markup: Type.Union([MarkupRecallSchema, Type.Null()], {
            description: 'Problems an editor marked for this check on real manuscripts, and how many it found',
          }),
        },
        { description: 'Recall: the share of known errors the check finds (tests/accuracy/README.md)' },
      ),
    ),
  },
  { description: 'Precision measured on the accuracy ledger (real manuscripts, each finding read by a person)' },
);

export const OverviewSchema = Type.Object({
  data: Type.Object({
    categories: Type.Array(
      Type.Object({
        id: Type.String(),
        name: Type.String(),
        icon: Type.String(),
        checks: Type.Array(
          Type.Object({
            name: Type.String(),
            url: Type.String({ description: '/checks/<id>' }),
            icon: Type.String(),
            description: Type.String(),
            parameters: Type.Array(CheckParameterSchema),
            accuracy: Type.Optional(CheckAccuracySchema),
          }),
        ),
      }),
    ),
  }),
});

// ── Check runs: POST /api/checks/{checkId}/?session_id=N ───────────────────────────────────────

const RangeSchema = Type.Object({ start: Type.Integer(), end: Type.Integer() });

const FindingStatusSchema = Type.Union([Type.Literal('pass'), Type.Literal('failed'), Type.Literal('warning')]);

/** What a finding says and where (SPEC §3 "Result item"): as a check returns it and as apply receives it back. */
const FINDING_FIELDS = {
  original: Type.Optional(Type.String()),
  heading: Type.Optional(Type.String()),
  correction: Type.Optional(Type.String()),
  suggestions: Type.Optional(Type.Union([Type.Array(Type.String()), Type.String()])),
  reasoning: Type.Optional(Type.String()),
  coordinates: Type.Optional(Type.Object({ absolute: RangeSchema, relative: RangeSchema })),
  comment: Type.Optional(Type.String()),
};

/** SPEC §3 "Result item". Extra fields a stored result carries are kept, never dropped. */
export const ResultItemSchema = Type.Object(
  {
    entry_id: Type.String(),
    ...FINDING_FIELDS,
    hash: Type.String({ description: 'Content hash that identifies the finding across runs' }),
    identity: Type.Optional(
      Type.String({ description: 'What the finding is (check, rule, exact text), kept under edits around it' }),
    ),
    name: Type.Optional(Type.String()),
    details: Type.Optional(Type.String()),
    status: Type.Optional(FindingStatusSchema),
    decision: Type.Optional(
      Type.Union([Type.Literal('accepted'), Type.Literal('rejected')], {
        description: 'Set when the finding was already decided earlier in this session',
      }),
    ),
  },
  { additionalProperties: true },
);

export const CheckResultSchema = Type.Object(
  {
    type: Type.Union([Type.Literal('type1'), Type.Literal('type2'), Type.Literal('type3'), Type.Literal('type4')]),
    session_id: Type.Optional(Type.Integer()),
    results: Type.Array(ResultItemSchema),
    summary: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);

export const CheckRunAnswerSchema = Type.Union([
  Type.Object({ status: Type.Literal('completed'), result: CheckResultSchema }),
  Type.Object({
    status: Type.Literal('queued'),
    payload: Type.Object({ job_id: Type.String() }),
    stage: Type.Optional(
      Type.Union([Type.Literal('waiting'), Type.Literal('running')], {
        description: 'Where the run is: waiting for a worker, or being checked (issue 18)',
      }),
    ),
  }),
  Type.Object({ status: Type.Literal('failed'), error: Type.String() }),
]);

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
