/** Product calls of SPEC §7, one typed function each. */
import { ApiError, apiRequest } from './client.ts';
import { uploadForm, type UploadProgress } from './upload.ts';
import type {
  AdminUser,
  CreateDocumentResult,
  DocumentItem,
  FormatBody,
  FormatItem,
  FormatUse,
  Paged,
  SessionItem,
} from './types.ts';

const paging = (page: number, size: number) => `?page=${page}&size=${size}`;

export const api = {
  formats: {
    page: (page: number, size: number) => apiRequest<Paged<FormatItem>>(`/formatting/${paging(page, size)}`),
    all: () => apiRequest<Paged<FormatItem>>(`/formatting/${paging(1, 100)}`),
    create: (body: FormatBody) => apiRequest<FormatItem>('/formatting/', { method: 'POST', json: body }),
    update: (id: number, body: FormatBody) =>
      apiRequest<FormatItem>(`/formatting/${id}`, { method: 'PUT', json: body }),
    remove: (id: number) => apiRequest<void>(`/formatting/${id}`, { method: 'DELETE' }),
    use: (id: number) => apiRequest<FormatUse>(`/formatting/${id}/sessions`),
  },
  documents: {
    page: (page: number, size: number) => apiRequest<Paged<DocumentItem>>(`/documents/${paging(page, size)}`),
    all: () => apiRequest<Paged<DocumentItem>>(`/documents/${paging(1, 100)}`),
    upload: (
      template: File,
      original: File,
      onProgress: (progress: UploadProgress) => void = () => undefined,
      signal?: AbortSignal,
    ) => {
      const form = new FormData();
      form.append('template_file', template, template.name);
      form.append('original_file', original, original.name);
      return uploadForm<CreateDocumentResult>('/documents/', form, onProgress, signal).catch((error: unknown) => {
        // The server refuses a bad pair with 422 and the answer {status: 'failed', issues}: that is a result to show, not a crash.
        if (error instanceof ApiError && isFailedUpload(error.body)) return error.body;
        throw error;
      });
    },
    remove: (id: number) => apiRequest<void>(`/documents/${id}`, { method: 'DELETE' }),
  },
  sessions: {
    page: (page: number, size: number) => apiRequest<Paged<SessionItem>>(`/sessions/${paging(page, size)}`),
    create: (documentId: number, formatId: number) =>
      apiRequest<SessionItem>('/sessions/', { method: 'POST', json: { document_id: documentId, format_id: formatId } }),
    remove: (id: number) => apiRequest<void>(`/sessions/${id}`, { method: 'DELETE' }),
  },
  users: {
    page: (page: number, limit: number) => apiRequest<Paged<AdminUser>>(`/admin/users?page=${page}&limit=${limit}`),
  },
};

/** TanStack Query keys, so a mutation can refresh exactly the lists it changed. */
export const queryKeys = {
  formats: ['formats'] as const,
  documents: ['documents'] as const,
  sessions: ['sessions'] as const,
  users: ['users'] as const,
};

function isFailedUpload(body: unknown): body is CreateDocumentResult {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { status?: unknown }).status === 'failed' &&
    Array.isArray((body as { issues?: unknown }).issues)
  );
}
