/**
 * The API's types, taken from the server's schemas (src/contract/api) so that a renamed field
 * breaks the build, not the user. Types only: nothing of the server ships in the bundle.
 */
export type { PagedList as Paged, ErrorBody, UserRef } from '../../src/contract/api/common.ts';
export type { Format as FormatItem, FormatBody, FormatPage } from '../../src/contract/api/formats.ts';
export type {
  DocumentSummary as DocumentItem,
  DocumentPage,
  UploadAnswer as CreateDocumentResult,
} from '../../src/contract/api/documents.ts';
export type { Session as SessionItem, SessionPage, CreateSessionBody } from '../../src/contract/api/sessions.ts';
export type { AdminUser, AdminUserPage } from '../../src/contract/api/users.ts';
