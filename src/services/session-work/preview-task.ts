/**
 * The CPU part of the preview, run on a work-pool thread: read the version's .docx and build the
 * preview text and blocks, so only the (much smaller) answer crosses back to the request's thread.
 */
import type { PreviewBlock } from '../../contract/api/session-work.ts';
import { loadManuscript } from './manuscript.ts';
import { previewBlocks } from './preview-blocks.ts';

export interface PreviewTask {
  docx: Uint8Array;
  /** Only the text (earlier-decisions.ts maps places between versions' texts); blocks left empty. */
  textOnly?: boolean;
}

export interface PreviewContent {
  text: string;
  blocks: PreviewBlock[];
}

export async function performPreview(task: PreviewTask): Promise<PreviewContent> {
  const manuscript = await loadManuscript(task.docx);
  return { text: manuscript.previewText, blocks: task.textOnly ? [] : previewBlocks(manuscript) };
}

/** The work-pool task module (default export) that runs `performPreview`. */
export const PREVIEW_POOL_TASK_URL = new URL('./preview-pool-task.ts', import.meta.url);
