/**
 * The API's types, taken from the server's schemas (src/contract/api) so that a renamed field
 * breaks the build, not the user. Types only: nothing of the server ships in the bundle.
 */
export type { PagedList as Paged } from '../../src/contract/api/common.ts';
export type { Format as FormatItem, FormatBody, FormatUse } from '../../src/contract/api/formats.ts';
export type {
  DocumentSummary as DocumentItem,
  UploadAnswer as CreateDocumentResult,
} from '../../src/contract/api/documents.ts';
export type { Session as SessionItem } from '../../src/contract/api/sessions.ts';
export type { RetargetAnswer } from '../../src/contract/api/retarget.ts';
export type { AdminUser } from '../../src/contract/api/users.ts';
