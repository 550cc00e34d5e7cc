/**
 * Session work API shapes (SPEC §7 "Session work"), shared by the server and the web client.
 * The check-run answer and the catalogue live in ../checks.ts.
 */
import type { ResultItem } from '../checks.ts';

/** An item sent with apply: a finding as the check returned it, plus the writer's decision. */
export interface ApplyItem extends Omit<ResultItem, 'status'> {
  /** 'rejected' records a rejection in the logbook; anything else (or nothing) means accepted. */
  decision?: 'accepted' | 'rejected';
  /** Accepted as an alias of `decision`; finding statuses (pass/failed/warning) mean accepted. */
  status?: string;
}

export interface ApplyRequest {
  session_id: number;
  results: ApplyItem[];
  comment: string;
}

export interface RefusedItem {
  entry_id: string;
  hash: string;
  reason: string;
}

export interface ApplyAnswer {
  status: 'success';
  message: string;
  session_id: number;
  version: number;
  history_id: number;
  /** entry_ids written as tracked changes. */
  applied: string[];
  /** Accepted items that could not be applied, each with the reason. */
  refused: RefusedItem[];
  /** Rejections recorded in the logbook. */
  rejected: number;
}

/** GET /api/history/{sessionId}: newest first. folder_path is null while "In Progress". */
export interface HistoryEntry {
  id: number;
  created_at: string;
  user_id: number;
  user_name: string;
  folder_path: string | null;
  check_name: string;
  comment: string;
  version: number;
}

export interface PreviewAnswer {
  session_id: number;
  version: number;
  text: string;
  /**
   * The manuscript as a document (issue 18): its blocks in `text` order, so the page can render
   * headings, lists, tables, formatting and the version's tracked changes. `text` stays as SPEC has it.
   */
  blocks: PreviewBlock[];
}

export type PreviewBlockKind =
  | 'title'
  | 'heading'
  | 'paragraph'
  | 'list-item'
  | 'caption'
  | 'table-cell'
  | 'footnote'
  | 'endnote'
  | 'textbox';

/** One paragraph of the preview. Offsets are in the block's own text, which is `text.slice(start, end)`. */
export interface PreviewBlock {
  start: number;
  end: number;
  kind: PreviewBlockKind;
  /** Heading level 1–6 (headings only). */
  level?: number;
  /** Table, row and cell (table cells only); `table` numbers the part's tables in order. */
  cell?: { table: number; row: number; cell: number };
  /** Formatting runs covering the block's text; `ins` marks a tracked insertion of this version. */
  runs: PreviewRun[];
  /** Tracked deletions of this version: the deleted text, where it stood in the block's text, and who deleted it. */
  deletions?: { at: number; text: string; author?: string }[];
}

export interface PreviewRun {
  start: number;
  end: number;
  b?: true;
  i?: true;
  sup?: true;
  sub?: true;
  ins?: true;
  /** Author of the tracked insertion, when the file names one. */
  by?: string;
}

export interface BuildAnswer {
  status: 'success';
  history_id: number;
  folder_path: string;
}

export interface RevertAnswer {
  status: 'success';
  session_id: number;
  version: number;
  history_id: number;
}
