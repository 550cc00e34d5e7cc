/**
 * Tables: each `w:tbl` takes the part's next table number, and every paragraph in a cell records
 * its table, row and cell (`Block.table`), counted from 0 in document order. A table in a table is
 * a table of its own; its cells' paragraphs record the inner table.
 */
import { elementReader, type ElementReaders } from './element-reader.ts';

export const TABLE_READERS: ElementReaders = {
  'w:tbl': elementReader({
    open: (s) => {
      s.tables.push({ ref: { table: s.tableCounter++, row: -1, cell: -1 } });
    },
    close: (s) => {
      s.tables.pop();
    },
  }),
  'w:tr': elementReader({
    open: (s) => {
      const t = s.tables[s.tables.length - 1];
      if (t) {
        t.ref.row++;
        t.ref.cell = -1;
      }
    },
  }),
  'w:tc': elementReader({
    open: (s) => {
      const t = s.tables[s.tables.length - 1];
      if (t) t.ref.cell++;
    },
  }),
};
