import type { ReactNode } from 'react';

/**
 * A plain, readable data table; `empty` shows when there are no rows. Below 40 rem each row becomes a
 * stacked card: cells give their column name in `data-label` (styles.css `.stack-table`).
 */
export function Table({
  caption,
  columns,
  children,
  empty,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
  empty?: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="stack-table w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 bg-slate-50">
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-2.5 font-semibold whitespace-nowrap text-slate-700">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {children}
          {empty ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8 text-center text-slate-700">
                {empty}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

export const rowClass = 'border-b border-slate-100 hover:bg-slate-50';
export const cellClass = 'px-4 py-2.5 text-slate-800';
