/** Documents API (SPEC §7 "Documents"): an original manuscript with its journal template. */
import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, Paged } from './common.ts';

export const DocumentSummary = Type.Object({
  id: Type.Integer(),
  filename: Type.String(),
  template_filename: Type.String(),
  original_size: Type.Integer({ description: 'Bytes' }),
  template_size: Type.Integer({ description: 'Bytes' }),
  uploaded_at: IsoDate,
});
export type DocumentSummary = Static<typeof DocumentSummary>;

export const DocumentPage = Paged(DocumentSummary);
export type DocumentPage = Static<typeof DocumentPage>;

/** Answer of POST /documents/: `failed` with issues stores nothing. */
export const UploadAnswer = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('failed')]),
  issues: Type.Array(Type.String(), { description: 'One sentence per problem, naming the file it is about' }),
  document: Type.Union([DocumentSummary, Type.Null()]),
});
export type UploadAnswer = Static<typeof UploadAnswer>;
