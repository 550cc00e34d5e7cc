/**
 * Run all checks and the session report (issue 26; docs/api.md "Run all checks"):
 * `POST /api/sessions/{id}/run-all` runs every check of the catalogue with its default parameters
 * against the session's format on the latest version (results already cached for that version are
 * reused) and answers one line per check; `GET /api/sessions/{id}/report.pdf` is the same report
 * as a PDF a writer can send, every finding placed in words (section and quoted sentence).
 */
import { Type, type Static } from '@sinclair/typebox';

export const RunAllStatus = Type.Union(
  [Type.Literal('pass'), Type.Literal('failed'), Type.Literal('warning'), Type.Literal('error')],
  {
    description:
      'failed: some finding failed or proposes a correction; warning: only warnings; pass: nothing to change; error: the check could not run (see error)',
  },
);
export type RunAllStatus = Static<typeof RunAllStatus>;

export const RunAllCheck = Type.Object({
  id: Type.String({ description: 'The check id' }),
  url: Type.String({ description: '`/checks/<id>`, as in the catalogue' }),
  name: Type.String(),
  category: Type.String({ description: 'The category id' }),
  category_name: Type.String(),
  status: RunAllStatus,
  findings: Type.Integer({ minimum: 0, description: 'Findings that are not a pass' }),
  failed: Type.Integer({ minimum: 0, description: 'Failed findings and proposed corrections' }),
  warnings: Type.Integer({ minimum: 0 }),
  decided: Type.Integer({
    minimum: 0,
    description: 'Findings the writer decided on an earlier version of this session: not counted above, not listed',
  }),
  error: Type.Optional(Type.String({ description: 'Why the check could not run (status error)' })),
});
export type RunAllCheck = Static<typeof RunAllCheck>;

export const RunAllAnswer = Type.Object({
  session_id: Type.Integer(),
  version: Type.Integer({ description: 'The version number the checks ran on' }),
  format_name: Type.Union([Type.String(), Type.Null()], { description: "The session's format" }),
  ran: Type.Integer({ minimum: 0, description: 'Checks run by this request' }),
  reused: Type.Integer({ minimum: 0, description: 'Checks whose result on this version was already stored' }),
  elapsed_ms: Type.Integer({ minimum: 0, description: 'Time the server spent on the request' }),
  checks: Type.Array(RunAllCheck, { description: 'Every check of the catalogue, in catalogue order' }),
});
export type RunAllAnswer = Static<typeof RunAllAnswer>;
