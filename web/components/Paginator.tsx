/** The shared paginator: Total, previous / next, page numbers with ellipses, Show per page. */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { SelectField } from './SelectField.tsx';
import { PAGE_SIZES, pageItems } from './pages.ts';

export interface PaginatorProps {
  page: number;
  pages: number;
  total: number;
  size: number;
  onPageChange(page: number): void;
  /** Changing the size also returns to page 1 (SPEC §4). */
  onSizeChange(size: number): void;
}

export function Paginator({ page, pages, total, size, onPageChange, onSizeChange }: PaginatorProps) {
  const last = Math.max(1, pages);
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm"
    >
      <p className="text-slate-700">
        Total: <span className="font-semibold text-slate-900">{total}</span>
      </p>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className="focus-ring inline-flex h-8 items-center gap-1 rounded-md px-2 text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400"
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1}
          aria-label="Previous page"
        >
          <ChevronLeft size={16} aria-hidden /> Previous
        </button>
        {pageItems(page, last).map((item) =>
          typeof item === 'number' ? (
            <button
              key={item}
              type="button"
              onClick={() => onPageChange(item)}
              aria-label={`Page ${item}`}
              aria-current={item === page ? 'page' : undefined}
              className={`focus-ring h-8 min-w-8 rounded-md px-2 ${item === page ? 'bg-brand-700 font-semibold text-white' : 'text-slate-800 hover:bg-slate-100'}`}
            >
              {item}
            </button>
          ) : (
            <span key={item} className="px-1 text-slate-600" aria-hidden>
              …
            </span>
          ),
        )}
        <button
          type="button"
          className="focus-ring inline-flex h-8 items-center gap-1 rounded-md px-2 text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= last}
          aria-label="Next page"
        >
          Next <ChevronRight size={16} aria-hidden />
        </button>
      </div>
      <SelectField
        inline
        label="Show per page"
        value={String(size)}
        onChange={(value) => onSizeChange(Number(value))}
        options={PAGE_SIZES.map((s) => ({ value: String(s), label: String(s) }))}
      />
    </nav>
  );
}
