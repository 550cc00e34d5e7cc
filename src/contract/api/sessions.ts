/** Sessions API (SPEC §7 "Sessions"): one document checked against one format. */
import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, Paged } from './common.ts';
import { ReaderWarnings } from './documents.ts';

export const Session = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  created_at: IsoDate,
  document_id: Type.Integer(),
  document: Type.Object({ id: Type.Integer(), filename: Type.String(), warnings: ReaderWarnings }),
  owner: Type.Object({ id: Type.Integer(), name: Type.String() }),
  format_id: Type.Union([Type.Integer(), Type.Null()], { description: 'Null once the format was deleted' }),
  format: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  format_name: Type.Union([Type.String(), Type.Null()], {
    description: 'Name of the format the session checks against (its snapshot); null when none',
  }),
  format_state: Type.Union(
    [Type.Literal('current'), Type.Literal('changed'), Type.Literal('deleted'), Type.Literal('none')],
    { description: 'Whether the format changed or was deleted since the session began' },
  ),
  retargeted_from: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The session this one was retargeted from (another journal); null otherwise',
  }),
});
export type Session = Static<typeof Session>;

export const SessionPage = Paged(Session);
export type SessionPage = Static<typeof SessionPage>;

export const CreateSessionBody = Type.Object({
  document_id: Type.Integer({ minimum: 1 }),
  format_id: Type.Integer({ minimum: 1 }),
});
export type CreateSessionBody = Static<typeof CreateSessionBody>;

/**
 * `GET /api/sessions/{id}/format` (issue 15): the session's own copy of its format — what its
 * checks use — for the Format panel, whatever happened to the format since.
 */
export const SessionFormat = Type.Object({
  name: Type.String(),
  config: Type.Unsafe<Record<string, unknown>>({ description: 'The format config the session checks against' }),
  state: Type.Union([Type.Literal('current'), Type.Literal('changed'), Type.Literal('deleted')]),
  format_id: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The format it was copied from; null once deleted',
  }),
});
export type SessionFormat = Static<typeof SessionFormat>;
