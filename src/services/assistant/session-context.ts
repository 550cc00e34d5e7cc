/**
 * The session context a request to the model carries (issue 27): the selected passage as it reads
 * in the latest version, found at its exact place, the section it sits in, and the rules the
 * session's format sets. A passage named by its place must still read the same there — otherwise
 * the writer is told it changed since it was selected — and a passage named by its text alone must
 * occur exactly once, so an edit can only ever land where the writer meant.
 */
import type { Kysely } from 'kysely';
import type { CurrentUser } from '../../contract/current-user.ts';
import type { Passage } from '../../contract/api/assistant.ts';
import type { Range } from '../../contract/checks.ts';
import type { Manuscript } from '../../docx/model.ts';
import type { WorkPool } from '../../jobs/work-pool.ts';
import type { BlobStore } from '../../store/blob/blob-store.ts';
import type { Database, SessionRow, VersionRow } from '../../store/schema.ts';
import { AppError } from '../errors.ts';
import { placeOf } from '../session-work/finding-place.ts';
import { ownerOf, poolManuscriptReader } from '../session-work/document-work.ts';
import { latestVersion, ownedSession } from '../session-work/session-access.ts';

export interface SessionContext {
  session: SessionRow;
  version: VersionRow;
  manuscript: Manuscript;
  formatName: string | null;
  formatRules: Record<string, unknown>;
}

export interface PlacedPassage {
  text: string;
  range: Range;
  section: string | null;
}

export const PASSAGE_CHANGED_DETAIL =
  'The passage changed since you selected it (the document has a newer version). Select it again in the latest version.';

export async function loadSessionContext(
  ctx: { db: Kysely<Database>; blobs: BlobStore; work: WorkPool },
  user: CurrentUser,
  sessionId: number,
): Promise<SessionContext> {
  const session = await ownedSession(ctx.db, user, sessionId);
  const version = await latestVersion(ctx.db, session);
  const read = poolManuscriptReader(ctx.work, ownerOf(user), 'Nothing was asked of the assistant');
  const manuscript = await read(new Uint8Array(await ctx.blobs.get(version.blob)));
  return {
    session,
    version,
    manuscript,
    formatName: session.format_name,
    formatRules: formatRules(session.format_config),
  };
}

/** The fields the format really sets: zeros, blanks and 'Not requested' say nothing to a model. */
export function formatRules(config: string | null): Record<string, unknown> {
  if (!config) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(config);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const rules: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (value === null || value === 0 || value === '' || value === false || value === 'Not requested') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    rules[key] = value;
  }
  return rules;
}

function occurrences(text: string, part: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(part); at >= 0 && found.length < 3; at = text.indexOf(part, at + 1)) found.push(at);
  return found;
}

/** Where the passage is in the latest version: at its named place, else its one occurrence. */
export function placePassage(manuscript: Manuscript, passage: Passage): PlacedPassage {
  const text = manuscript.previewText;
  let range: Range;
  if (passage.start !== undefined || passage.end !== undefined) {
    const start = passage.start ?? -1;
    const end = passage.end ?? -1;
    if (start < 0 || end !== start + passage.text.length || text.slice(start, end) !== passage.text) {
      throw new AppError('conflict', PASSAGE_CHANGED_DETAIL);
    }
    range = { start, end };
  } else {
    const found = occurrences(text, passage.text);
    if (found.length === 0) {
      throw new AppError(
        'invalid',
        'The passage is not in the latest version of the document; copy it from the preview.',
      );
    }
    if (found.length > 1) {
      throw new AppError(
        'invalid',
        'The passage occurs more than once in the document; select it with "Show in document", or give a longer passage.',
      );
    }
    range = { start: found[0]!, end: found[0]! + passage.text.length };
  }
  return { text: passage.text, range, section: placeOf(manuscript, range)?.section ?? null };
}
