/** Documents API (SPEC §7 "Documents"): an original manuscript with its journal template. */
import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, Paged } from './common.ts';

/** Something the reader saw in the manuscript but did not check (issue 25): shown before a pass is trusted. */
export const ReaderWarning = Type.Object({
  code: Type.Union(
    [
      Type.Literal('equations'),
      Type.Literal('embedded-objects'),
      Type.Literal('imported-content'),
      Type.Literal('comments'),
      Type.Literal('headers-footers'),
      Type.Literal('unknown-content'),
    ],
    { description: 'What the warning is about' },
  ),
  count: Type.Integer({ minimum: 1, description: 'How many (for unknown-content: how many kinds)' }),
  message: Type.String({ description: 'The sentence the writer reads, e.g. "2 equations were not checked."' }),
});
export type ReaderWarning = Static<typeof ReaderWarning>;

/** The original's reader warnings; null for a document uploaded before they were recorded. */
export const ReaderWarnings = Type.Union([Type.Array(ReaderWarning), Type.Null()]);

export const DocumentSummary = Type.Object({
  id: Type.Integer(),
  filename: Type.String(),
  template_filename: Type.String(),
  original_size: Type.Integer({ description: 'Bytes' }),
  template_size: Type.Integer({ description: 'Bytes' }),
  uploaded_at: IsoDate,
  warnings: ReaderWarnings,
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
