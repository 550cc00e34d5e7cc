/**
 * The API's types, taken from the server's schemas (src/contract/api) so that a renamed field
 * breaks the build, not the user. The calls (endpoints.ts, session.ts) import the schemas
 * themselves, which ship in the bundle to check every answer (client.ts).
 */
export type { PagedList as Paged } from '../../src/contract/api/common.ts';
export type { Format as FormatItem, FormatBody, FormatUse } from '../../src/contract/api/formats.ts';
export type {
  DocumentSummary as DocumentItem,
  UploadAnswer as CreateDocumentResult,
} from '../../src/contract/api/documents.ts';
export type { Session as SessionItem } from '../../src/contract/api/sessions.ts';
export type { RetargetAnswer } from '../../src/contract/api/retarget.ts';
