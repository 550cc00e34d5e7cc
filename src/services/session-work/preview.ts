/** GET /api/preview/latest_version: the latest version's preview text (the blocks joined by "\n") and its blocks. */
import type { Kysely } from 'kysely';
import type { CurrentUser } from '../../contract/current-user.ts';
import type { PreviewAnswer } from '../../contract/api/session-work.ts';
import type { BlobStore } from '../../store/blob/blob-store.ts';
import type { Database } from '../../store/schema.ts';
import { loadManuscript } from './manuscript.ts';
import { previewBlocks } from './preview-blocks.ts';
import { latestVersion, ownedSession } from './session-access.ts';

export async function latestPreview(
  db: Kysely<Database>,
  blobs: BlobStore,
  user: CurrentUser,
  sessionId: number,
): Promise<PreviewAnswer> {
  const session = await ownedSession(db, user, sessionId);
  const version = await latestVersion(db, session);
  const manuscript = await loadManuscript(new Uint8Array(await blobs.get(version.blob)));
  return {
    session_id: session.id,
    version: version.number,
    text: manuscript.previewText,
    blocks: previewBlocks(manuscript),
  };
}
