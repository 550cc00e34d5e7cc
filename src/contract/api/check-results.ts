/**
 * The check catalogue and check results (SPEC §3 "Category", "Check", "Parameter", "Check result",
 * "Result item"), described once, as TypeBox schemas (issue 30): Fastify validates and serialises
 * the answers of GET /api/overview/ and POST /api/checks/{checkId}/ by them, /api/docs publishes
 * them, and ../checks.ts derives the types the check library, the server and the web app use from
 * them (`Static<typeof …Schema>`). A field added here is in the types, the answers and the docs.
 * The property order is the answers' order (Fastify serialises by the schema).
 */
import { Type } from '@sinclair/typebox';

// ── The check catalogue: GET /api/overview/ ─────────────────────────────────────────────────────

export const ParameterTypeSchema = Type.Union(
  [Type.Literal('number'), Type.Literal('select'), Type.Literal('boolean'), Type.Literal('text')],
  { description: 'The input the parameter takes; text when absent (SPEC)' },
);

export const CheckParameterSchema = Type.Object({
  name: Type.String(),
  label: Type.String(),
  type: Type.Optional(ParameterTypeSchema),
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

/**
 * A check's recall: the share of known errors it finds — errors planted in real manuscripts by
 * the seeded-error generator, and problems an editor marked on real manuscripts. Null: none of
 * that kind is the check's to find.
 */
export const CheckRecallSchema = Type.Object(
  {
    seeded: Type.Union([SeededRecallSchema, Type.Null()], {
      description: 'Errors planted in real manuscripts for this check, and how many it found',
    }),
    markup: Type.Union([MarkupRecallSchema, Type.Null()], {
      description: 'Problems an editor marked for this check on real manuscripts, and how many it found',
    }),
  },
  { description: 'Recall: the share of known errors the check finds (tests/accuracy/README.md)' },
);

/**
 * A check's precision measured on the accuracy ledger (tests/accuracy): verdicts a person gave to
 * every finding the check makes on real manuscripts (`npm run accuracy:checks` writes
 * src/checks/accuracy.json). Hand-written cases are not counted.
 */
export const CheckAccuracySchema = Type.Object(
  {
    // right / labelled.
    precision: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], {
      description: 'Share of labelled findings judged right, 0–1; null when none is labelled yet',
    }),
    right: Type.Integer({ minimum: 0 }),
    wrong: Type.Integer({ minimum: 0 }),
    labelled: Type.Integer({ minimum: 0, description: 'Findings with a verdict' }),
    // Labelled or not.
    findings: Type.Integer({ minimum: 0, description: "Findings the check made on the ledger's documents" }),
    // On some document, only a fixed sample of the check's findings was labelled.
    sampled: Type.Boolean({ description: 'Only a fixed sample was labelled on some document' }),
    // Strict precision (issue 23): the share of labelled findings that are right AND whose proposed
    // correction is right and complete (or that propose none). Null until every labelled finding
    // with a correction has had its correction judged (`fixUnlabelled` > 0) or none is labelled.
    strictPrecision: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], {
      description:
        'Share of labelled findings right with a right and complete correction (or none proposed), 0–1; null until every proposed correction is judged',
    }),
    strictRight: Type.Integer({ minimum: 0, description: 'Labelled findings right with a right correction or none' }),
    fixUnlabelled: Type.Integer({ minimum: 0, description: 'Labelled findings whose correction is not judged yet' }),
    // Recall, when measured (tests/accuracy/README.md, "Recall").
    recall: Type.Optional(CheckRecallSchema),
  },
  { description: 'Precision measured on the accuracy ledger (real manuscripts, each finding read by a person)' },
);

export const CheckSummarySchema = Type.Object({
  name: Type.String(),
  url: Type.String({ description: '/checks/<id>' }),
  icon: Type.String(),
  description: Type.String(),
  parameters: Type.Array(CheckParameterSchema),
  // Measured precision, when the ledger has figures for the check.
  accuracy: Type.Optional(CheckAccuracySchema),
});

export const CategorySummarySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  icon: Type.String(),
  checks: Type.Array(CheckSummarySchema),
});

export const OverviewSchema = Type.Object({
  data: Type.Object({ categories: Type.Array(CategorySummarySchema) }),
});

// ── Check runs: POST /api/checks/{checkId}/?session_id=N ───────────────────────────────────────

export const RangeSchema = Type.Object({ start: Type.Integer(), end: Type.Integer() });

export const CoordinatesSchema = Type.Object({
  absolute: Type.Object(RangeSchema.properties, {
    description: 'Offsets in the preview text of the version the check ran on',
  }),
  relative: Type.Object(RangeSchema.properties, { description: 'Offsets inside the paragraph that holds the finding' }),
});

export const FindingStatusSchema = Type.Union([Type.Literal('pass'), Type.Literal('failed'), Type.Literal('warning')]);

/** What a finding says and where (SPEC §3 "Result item"): as a check returns it and as apply receives it back. */
export const FINDING_FIELDS = {
  original: Type.Optional(Type.String()),
  heading: Type.Optional(Type.String()),
  correction: Type.Optional(Type.String()),
  suggestions: Type.Optional(Type.Union([Type.Array(Type.String()), Type.String()])),
  reasoning: Type.Optional(Type.String()),
  coordinates: Type.Optional(CoordinatesSchema),
  comment: Type.Optional(Type.String()),
};

/**
 * SPEC §3 "Result item". Which fields are filled depends on the result type. Extra fields a stored
 * result carries are kept, never dropped.
 */
export const ResultItemSchema = Type.Object(
  {
    entry_id: Type.String(),
    ...FINDING_FIELDS,
    hash: Type.String({
      description:
        'Content hash of the finding with 40 characters of context on each side: its entry id and its accuracy-ledger key; not its identity across edits (see identity)',
    }),
    // `findingIdentity` computes it.
    identity: Type.Optional(
      Type.String({
        description:
          'What the finding is (check, rule, exact text), the same under edits around it, re-runs and later versions; absent on results stored before issue 22',
      }),
    ),
    name: Type.Optional(Type.String()),
    details: Type.Optional(Type.String()),
    status: Type.Optional(FindingStatusSchema),
    // Set by the server on a check's answer: the same hash was decided on an earlier version.
    decision: Type.Optional(
      Type.Union([Type.Literal('accepted'), Type.Literal('rejected')], {
        description: "The writer's earlier decision on this finding in this session; absent while undecided",
      }),
    ),
  },
  { additionalProperties: true },
);

export const ResultTypeSchema = Type.Union(
  [Type.Literal('type1'), Type.Literal('type2'), Type.Literal('type3'), Type.Literal('type4')],
  {
    description:
      'type1: findings with several suggestions (accept / reject each); type2: one editable suggestion; type3: a table of tests (name, details, status) with a summary; type4: a table of findings (original, reasoning, coordinates, status) with a summary',
  },
);

export const CheckResultSchema = Type.Object(
  {
    type: ResultTypeSchema,
    session_id: Type.Optional(Type.Integer()),
    results: Type.Array(ResultItemSchema),
    summary: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);

/** A queued run's stage: `waiting` for a worker, or `running` on one. */
export const CheckRunStageSchema = Type.Union([Type.Literal('waiting'), Type.Literal('running')], {
  description: 'Where the run is: waiting for a worker, or being checked (issue 18)',
});

/** Answer of `POST /api/checks/<id>/?session_id=N` (SPEC §7). */
export const CheckRunAnswerSchema = Type.Union([
  Type.Object({ status: Type.Literal('completed'), result: CheckResultSchema }),
  Type.Object({
    status: Type.Literal('queued'),
    payload: Type.Object({ job_id: Type.String() }),
    // Poll with `payload` as before.
    stage: Type.Optional(CheckRunStageSchema),
  }),
  Type.Object({ status: Type.Literal('failed'), error: Type.String() }),
]);
