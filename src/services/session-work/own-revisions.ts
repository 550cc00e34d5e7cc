/**
 * Since when the writer's own tracked changes may be amended (issue 22, docs/writer.md): from the
 * start of the session — or, for a session retargeted from another ("Check against another
 * journal"), of the session it continues, whose corrections it carries. Revisions dated earlier
 * (an uploaded tracked draft under the writer's own name) are never edited in place.
 */
import type { Kysely } from 'kysely';
import type { Database, SessionRow } from '../../store/schema.ts';

/** Retargets are chains of a few sessions; this bounds a loop a damaged row could make. */
const MAX_CHAIN = 50;

export async function amendableSince(db: Kysely<Database>, session: SessionRow): Promise<Date> {
  let start = session.created_at;
  let from = session.retargeted_from;
  for (let hops = 0; from !== null && hops < MAX_CHAIN; hops += 1) {
    const source = await db
      .selectFrom('sessions')
      .select(['created_at', 'retargeted_from', 'owner_id'])
      .where('id', '=', from)
      .executeTakeFirst();
    // Only a session of the same writer makes their revisions "ours".
    if (!source || source.owner_id !== session.owner_id) break;
    start = source.created_at;
    from = source.retargeted_from;
  }
  return new Date(start);
}
