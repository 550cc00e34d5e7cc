/**
 * Which page numbers the paginator shows (SPEC §2, §5): all of them up to 5 pages; beyond that the
 * first, the last and the neighbours of the current page, with an ellipsis for each gap.
 */
export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

export function pageItems(current: number, pages: number): PageItem[] {
  if (pages <= 5) return Array.from({ length: pages }, (_, i) => i + 1);
  const items: PageItem[] = [1];
  const from = Math.max(2, Math.min(current - 1, pages - 3));
  const to = Math.min(pages - 1, Math.max(current + 1, 4));
  if (from > 2) items.push('ellipsis-start');
  for (let page = from; page <= to; page++) items.push(page);
  if (to < pages - 1) items.push('ellipsis-end');
  items.push(pages);
  return items;
}

export const PAGE_SIZES = [5, 10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
