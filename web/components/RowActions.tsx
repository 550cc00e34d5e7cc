/**
 * The Action cell of a list row (SPEC §2): the row's own actions as icon buttons, then — when the
 * row may be deleted — the red bin that asks first. One component for every table, so the cells
 * label, space and stack (`data-label`, styles.css `.stack-table`) the same way.
 */
import type { LucideIcon } from 'lucide-react';
import { Trash2 } from 'lucide-react';
import { IconButton } from './Button.tsx';
import { cellClass } from './Table.tsx';

export interface RowAction {
  /** What a screen reader says and the tooltip shows, naming the row ("Edit The Lancet"). */
  label: string;
  icon: LucideIcon;
  onClick(): void;
}

export function RowActions({
  actions,
  remove,
}: {
  actions: readonly RowAction[];
  /** The delete of the row; absent when the user may not delete it. */
  remove?: { label: string; onClick(): void };
}) {
  return (
    <td data-label="Action" className={cellClass}>
      <div className="flex gap-1">
        {actions.map(({ label, icon: Icon, onClick }) => (
          <IconButton key={label} label={label} onClick={onClick}>
            <Icon size={16} aria-hidden />
          </IconButton>
        ))}
        {remove ? (
          <IconButton label={remove.label} onClick={remove.onClick} className="hover:text-red-700">
            <Trash2 size={16} aria-hidden />
          </IconButton>
        ) : null}
      </div>
    </td>
  );
}
