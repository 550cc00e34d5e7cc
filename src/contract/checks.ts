/**
 * Check catalogue and check results as the API and the web app see them (SPEC §3 "Category",
 * "Check", "Parameter", "Check result", "Result item"). Types only: the check library, the
 * server and the web client all import these. Each is the static type of its schema in
 * api/check-results.ts (issue 30), the one description of these shapes — what a field means is
 * written there — so the types, Fastify's validation and serialisation and /api/docs cannot differ.
 * `import type` keeps this module free of run-time code.
 */
import type { Static } from '@sinclair/typebox';
import type {
  CategorySummarySchema,
  CheckAccuracySchema,
  CheckParameterSchema,
  CheckRecallSchema,
  CheckResultSchema,
  CheckRunAnswerSchema,
  CheckRunStageSchema,
  CheckSummarySchema,
  CoordinatesSchema,
  FindingStatusSchema,
  OverviewSchema,
  ParameterTypeSchema,
  RangeSchema,
  ResultItemSchema,
  ResultTypeSchema,
} from './api/check-results.ts';

export type ParameterType = Static<typeof ParameterTypeSchema>;

export type CheckParameter = Static<typeof CheckParameterSchema>;

/** A check's precision measured on the accuracy ledger (tests/accuracy). */
export type CheckAccuracy = Static<typeof CheckAccuracySchema>;

/** A check's recall: the share of known errors it finds (seeded and marked up). */
export type CheckRecall = Static<typeof CheckRecallSchema>;

export type CheckSummary = Static<typeof CheckSummarySchema>;

export type CategorySummary = Static<typeof CategorySummarySchema>;

export type Overview = Static<typeof OverviewSchema>;

export type FindingStatus = Static<typeof FindingStatusSchema>;

export type Range = Static<typeof RangeSchema>;

/** Where a finding is: in the preview text (`absolute`) and in its paragraph (`relative`). */
export type Coordinates = Static<typeof CoordinatesSchema>;

/** SPEC §3 "Result item". Which fields are filled depends on the result type. */
export type ResultItem = Static<typeof ResultItemSchema>;

/** type1 (several suggestions), type2 (one editable), type3 (tests), type4 (findings table). */
export type ResultType = Static<typeof ResultTypeSchema>;

export type CheckResult = Static<typeof CheckResultSchema>;

/** A queued run's stage: `waiting` for a worker, or `running` on one. */
export type CheckRunStage = Static<typeof CheckRunStageSchema>;

/** Answer of `POST /api/checks/<id>/?session_id=N` (SPEC §7). */
export type CheckRunAnswer = Static<typeof CheckRunAnswerSchema>;
