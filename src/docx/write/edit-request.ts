/**
 * What the writer is asked to do: the edits on blocks' accepted-view text and the options of one
 * call. Its own module, so the planner (plan.ts) reads the edit types without importing the
 * writer's entry point (index.ts), which imports the planner.
 */
import type { BatchComment } from './comments.ts';

/**
 * A paragraph, as in model.ts `Block`: its part and its index among the part's `w:p` elements.
 * For a block of joined paragraphs (a deleted paragraph mark, a drop cap), its first paragraph:
 * offsets are in the block's joined text, and new paragraphs go before the first or after the last.
 */
export interface BlockRef {
  part: string;
  paragraphIndex: number;
}

export type Edit =
  | {
      kind: 'replace';
      block: BlockRef;
      /** Offsets in the block's accepted-view text (end exclusive); insert: start == end; delete: text ''. */
      start: number;
      end: number;
      text: string;
      /** The accepted-view text expected in [start, end); the edit is refused when it differs. */
      expected?: string;
    }
  | ({ kind: 'insert-paragraph'; after: BlockRef } & NewParagraph)
  | ({ kind: 'insert-paragraph-before'; before: BlockRef } & NewParagraph);

/** A new paragraph: its own tracked paragraph mark and its text as a tracked insertion. */
export interface NewParagraph {
  text: string;
  /** Paragraph style of the new paragraph; null: none (Normal). Default: `like`'s, else the anchor's. */
  styleId?: string | null;
  /** A body paragraph whose style and first text run's formatting the new paragraph copies. */
  like?: BlockRef;
}

export interface ApplyOptions {
  author: string;
  date: Date;
  /**
   * When the writer's session began: our revisions (this author) dated from then on may be
   * amended — deleting inside our insertion shrinks it, a correction that gives back what we
   * deleted takes both revisions back. Anyone else's revisions, and ours from before (an uploaded
   * tracked draft), are never edited in place. Absent: only this call's revisions.
   */
  amendableSince?: Date;
  /**
   * The writer's comment on this batch: a Word comment by `author` (default: the revisions'
   * author) anchored on the new revisions of each paragraph they touch (comments.ts).
   */
  comment?: BatchComment;
  allowCrossParagraph?: boolean;
}
