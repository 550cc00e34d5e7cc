/** Turns `?page&size` into a page request, or null for "the whole list" when neither is given. */
import { DEFAULT_PAGE_SIZE, type PageRequest } from '../services/paging.ts';

export function pageRequest(query: { page?: number | undefined; size?: number | undefined }): PageRequest | null {
  if (query.page === undefined && query.size === undefined) return null;
  return { page: query.page ?? 1, size: query.size ?? DEFAULT_PAGE_SIZE };
}
