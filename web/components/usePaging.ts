import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from './pages.ts';

/** Page and page size of one list; a new size always goes back to page 1 (SPEC §4, §9). */
export function usePaging(initialSize = DEFAULT_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const [size, setSizeState] = useState(initialSize);
  const setSize = (next: number) => {
    setSizeState(next);
    setPage(1);
  };
  return { page, size, setPage, setSize };
}
