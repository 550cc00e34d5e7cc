/** Paged lists (DESIGN §3): `?page=1&size=10` → `{items, total, page, size, pages}`. */
export interface PageRequest {
  page: number;
  size: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
  pages: number;
}

export const DEFAULT_PAGE_SIZE = 10;

export function offsetOf(request: PageRequest): number {
  return (request.page - 1) * request.size;
}

export function pageOf<T>(items: T[], total: number, request: PageRequest): Page<T> {
  return { items, total, page: request.page, size: request.size, pages: Math.max(1, Math.ceil(total / request.size)) };
}

/** An unpaged list in the same shape, so clients read `items` either way. */
export function allOf<T>(items: T[]): Page<T> {
  return { items, total: items.length, page: 1, size: items.length, pages: 1 };
}
