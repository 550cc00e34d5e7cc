/**
 * Whole answers of the server, for jsdom tests that stub fetch: the web client checks every answer
 * against its schema (web/api/client.ts), so a stub must send what the server sends, every field.
 */
import type { DocumentItem, FormatItem } from '../api/types.ts';

/** A format as GET /api/formatting/ lists it. */
export function formatItem(id: number, name: string, config: Record<string, unknown> = {}): FormatItem {
  return {
    id,
    name,
    config,
    created_user: { id: 1, name: 'Alice' },
    created_at: '2026-01-01T00:00:00.000Z',
    updated_user: { id: 1, name: 'Alice' },
    updated_at: '2026-01-01T00:00:00.000Z',
    ready_made: false,
    editable: true,
  };
}

/** A stored document as the upload answers it. */
export function documentItem(id: number, filename = 'manuscript.docx'): DocumentItem {
  return {
    id,
    filename,
    template_filename: 'template.docx',
    original_size: 3000,
    template_size: 3000,
    uploaded_at: '2026-01-05T10:00:00.000Z',
    warnings: [],
  };
}
