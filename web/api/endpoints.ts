/** Product calls of SPEC §7, one typed function each; every answer is checked against its schema. */
import { Value } from '@sinclair/typebox/value';
import { DocumentPage, UploadAnswer } from '../../src/contract/api/documents.ts';
import { Format, FormatPage, FormatUse } from '../../src/contract/api/formats.ts';
import { Session, SessionPage } from '../../src/contract/api/sessions.ts';
import { AdminUserPage } from '../../src/contract/api/users.ts';
import { ApiError, apiRequest, NoContent } from './client.ts';
import { uploadForm, type UploadProgress } from './upload.ts';
import type { CreateDocumentResult, FormatBody } from './types.ts';

const paging = (page: number, size: number) => `?page=${page}&size=${size}`;

export const api = {
  formats: {
    page: (page: number, size: number) => apiRequest(`/formatting/${paging(page, size)}`, FormatPage),
    all: () => apiRequest(`/formatting/${paging(1, 100)}`, FormatPage),
    create: (body: FormatBody) => apiRequest('/formatting/', Format, { method: 'POST', json: body }),
    update: (id: number, body: FormatBody) => apiRequest(`/formatting/${id}`, Format, { method: 'PUT', json: body }),
    remove: (id: number) => apiRequest(`/formatting/${id}`, NoContent, { method: 'DELETE' }),
    use: (id: number) => apiRequest(`/formatting/${id}/sessions`, FormatUse),
  },
  documents: {
    page: (page: number, size: number) => apiRequest(`/documents/${paging(page, size)}`, DocumentPage),
    all: () => apiRequest(`/documents/${paging(1, 100)}`, DocumentPage),
    upload: (
      template: File,
      original: File,
      onProgress: (progress: UploadProgress) => void = () => undefined,
      signal?: AbortSignal,
    ): Promise<CreateDocumentResult> => {
      const form = new FormData();
      form.append('template_file', template, template.name);
      form.append('original_file', original, original.name);
      return uploadForm('/documents/', form, UploadAnswer, onProgress, signal).catch((error: unknown) => {
        // The server refuses a bad pair with 422 and the answer {status: 'failed', issues}: that is a result to show, not a crash.
        if (error instanceof ApiError && Value.Check(UploadAnswer, error.body) && error.body.status === 'failed')
          return error.body;
        throw error;
      });
    },
    remove: (id: number) => apiRequest(`/documents/${id}`, NoContent, { method: 'DELETE' }),
  },
  sessions: {
    page: (page: number, size: number) => apiRequest(`/sessions/${paging(page, size)}`, SessionPage),
    create: (documentId: number, formatId: number) =>
      apiRequest('/sessions/', Session, { method: 'POST', json: { document_id: documentId, format_id: formatId } }),
    remove: (id: number) => apiRequest(`/sessions/${id}`, NoContent, { method: 'DELETE' }),
  },
  users: {
    page: (page: number, limit: number) => apiRequest(`/admin/users?page=${page}&limit=${limit}`, AdminUserPage),
  },
};

/** TanStack Query keys, so a mutation can refresh exactly the lists it changed. */
export const queryKeys = {
  formats: ['formats'] as const,
  documents: ['documents'] as const,
  sessions: ['sessions'] as const,
  users: ['users'] as const,
};
