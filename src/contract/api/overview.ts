/**
 * GET /api/overview/ (SPEC §7): the check catalogue by category, each check with its parameters
 * and — when the accuracy ledger has figures for it — its measured precision
 * (src/contract/checks.ts CheckAccuracy; written by `npm run accuracy:checks`).
 */
import { Type } from '@sinclair/typebox';

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
  },
  { description: 'Precision measured on the accuracy ledger (real manuscripts, each finding read by a person)' },
);

const Parameter = Type.Object(
  {
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
  },
  { additionalProperties: true },
);

const CheckSummarySchema = Type.Object(
  {
    name: Type.String(),
    url: Type.String({ description: '/checks/<id>' }),
    icon: Type.String(),
    description: Type.String(),
    parameters: Type.Array(Parameter),
    accuracy: Type.Optional(CheckAccuracySchema),
  },
  { additionalProperties: true },
);

export const OverviewAnswer = Type.Object({
  data: Type.Object({
    categories: Type.Array(
      Type.Object(
        { id: Type.String(), name: Type.String(), icon: Type.String(), checks: Type.Array(CheckSummarySchema) },
        { additionalProperties: true },
      ),
    ),
  }),
});
