/**
 * Shapes shared by every API area (DESIGN §3): the error body, paging, ids in paths, times.
 * The web client checks every answer against these schemas and takes their `Static` types, so a
 * renamed field breaks the build rather than the user (docs/web.md "Typed answers").
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

export const ErrorBody = Type.Object(
  { detail: Type.String() },
  { $id: 'ErrorBody', description: 'What went wrong and what to do.' },
);
export type ErrorBody = Static<typeof ErrorBody>;

export const IsoDate = Type.String({ format: 'date-time', description: 'ISO 8601, UTC' });

/** Largest row id (PostgreSQL's integer): a larger one is refused, never a database error. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * The one id rule (issue 30): every row id in a path, a query or a body is a whole number from 1 to
 * MAX_ROW_ID, checked here at the edge — a bad one in a path or query is a 400, in a body a 422,
 * each naming the field — and services take it as a number.
 */
export const RowId = (description = 'Row id') => Type.Integer({ minimum: 1, maximum: MAX_ROW_ID, description });

export const IdParams = Type.Object({ id: RowId() });
export type IdParams = Static<typeof IdParams>;

export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'Page number, 1 to 1,000,000' })),
  size: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 100, description: 'Rows per page (1–100); omit both for the whole list' }),
  ),
});
export type PageQuery = Static<typeof PageQuery>;

export function Paged<T extends TSchema>(item: T) {
  return Type.Object({
    items: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    size: Type.Integer({ minimum: 0 }),
    pages: Type.Integer({ minimum: 1 }),
  });
}

export interface PagedList<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
  pages: number;
}

export const UserRef = Type.Object({ id: Type.Union([Type.Integer(), Type.Null()]), name: Type.String() });
export type UserRef = Static<typeof UserRef>;

/** The error answers every authenticated route can give. */
export const authErrors = { 401: ErrorBody, 404: ErrorBody } as const;
