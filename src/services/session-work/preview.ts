/**
 * GET /api/preview/latest_version: the latest version's preview text (the blocks joined by "\n")
 * and its blocks, built on the server's work pool (preview-task.ts), never on the request thread.
 */
import type { Kysely } from 'kysely';
import type { CurrentUser } from '../../contract/current-user.ts';
import type { PreviewAnswer } from '../../contract/api/session-work.ts';
import type { WorkPool } from '../../jobs/work-pool.ts';
import type { BlobStore } from '../../store/blob/blob-store.ts';
import type { Database } from '../../store/schema.ts';
import { ownerOf, runOnPool } from './document-work.ts';
import { PREVIEW_POOL_TASK_URL, type PreviewContent, type PreviewTask } from './preview-task.ts';
import { latestVersion, ownedSession } from './session-access.ts';

export interface PreviewContext {
  db: Kysely<Database>;
  blobs: BlobStore;
  work: WorkPool;
  /** Longest the preview may take once it has started on a thread. */
  timeLimitMs: number;
}

export async function latestPreview(ctx: PreviewContext, user: CurrentUser, sessionId: number): Promise<PreviewAnswer> {
  const session = await ownedSession(ctx.db, user, sessionId);
  const version = await latestVersion(ctx.db, session);
  const task: PreviewTask = { docx: new Uint8Array(await ctx.blobs.get(version.blob)) };
  const content = await runOnPool<PreviewContent>(
    ctx.work,
    {
      script: PREVIEW_POOL_TASK_URL,
      message: task,
      timeoutMs: ctx.timeLimitMs,
      transfer: [task.docx.buffer as ArrayBuffer],
    },
    ownerOf(user),
    'No preview was made',
  );
  return { session_id: session.id, version: version.number, ...content };
}
