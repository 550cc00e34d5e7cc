/**
 * Decisions saved as the writer makes them (issue 26): each finding's decision, correction and
 * comment, and the batch comment, for one check of one session, so a reload or another browser
 * finds them as the writer left them. A draft: apply still takes what the page sends (its rules,
 * its all-or-nothing per item and the logbook are unchanged) and clears the check's draft when it
 * commits (`clearDrafts`, in apply's transaction).
 *
 * Who may: the session's owner in the session's tenant, as for every session route (anyone else
 * gets 404). Only findings a run of this check on this session returned can be saved (422 otherwise).
 */
import type { Kysely, Transaction } from 'kysely';
import type { CurrentUser } from '../../contract/current-user.ts';
import type { DecisionsAnswer, DraftItem, SaveDecisionsBody } from '../../contract/api/decisions.ts';
import type { Database } from '../../store/schema.ts';
import type { AuditLog } from '../audit.ts';
import { AppError } from '../errors.ts';
import { findCheck } from './check-runs.ts';
import { ownedSession } from './session-access.ts';
import { storedFindings } from './stored-findings.ts';

export interface DraftContext {
  db: Kysely<Database>;
  audit: AuditLog;
}

/** The row holding the batch comment: no finding has an empty hash. */
const BATCH = '';

function decidableCheck(checkId: string) {
  const check = findCheck(checkId);
  if (check.resultType !== 'type1' && check.resultType !== 'type2') {
    throw new AppError('invalid', `The findings of "${check.name}" are read, not decided: there is nothing to save.`);
  }
  return check;
}

export async function listDrafts(
  ctx: DraftContext,
  user: CurrentUser,
  sessionId: number,
  checkId: string,
): Promise<DecisionsAnswer> {
  const check = decidableCheck(checkId);
  const session = await ownedSession(ctx.db, user, sessionId);
  return draftsOf(ctx.db, session.id, session.tenant_id, check.id);
}

async function draftsOf(
  db: Kysely<Database>,
  sessionId: number,
  tenantId: number,
  checkId: string,
): Promise<DecisionsAnswer> {
  const rows = await db
    .selectFrom('decision_drafts')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('tenant_id', '=', tenantId)
    .where('check_id', '=', checkId)
    .orderBy('id')
    .execute();
  const items: DraftItem[] = rows
    .filter((r) => r.finding_hash !== BATCH)
    .map((r) => ({
      hash: r.finding_hash,
      decision: r.decision,
      correction: r.correction,
      comment: r.comment,
      updated_at: r.updated_at,
      updated_by: r.user_name,
    }));
  const comment = rows.find((r) => r.finding_hash === BATCH)?.comment ?? '';
  return { session_id: sessionId, check: checkId, comment, items };
}

/** Nothing left to remember: no decision, the check's own correction and no comment. */
function isEmpty(item: { decision: unknown; correction: string | null; comment: string | null }): boolean {
  return item.decision === null && item.correction === null && (item.comment ?? '') === '';
}

export async function saveDrafts(
  ctx: DraftContext,
  user: CurrentUser,
  sessionId: number,
  checkId: string,
  body: SaveDecisionsBody,
): Promise<DecisionsAnswer> {
  const check = decidableCheck(checkId);
  const session = await ownedSession(ctx.db, user, sessionId);
  if (body.items.length > 0) {
    const stored = await storedFindings(ctx.db, session.id, check.id);
    const unknown = body.items.filter((item) => !stored.has(item.hash));
    if (unknown.length > 0) {
      const named = unknown
        .slice(0, 5)
        .map((item) => item.hash)
        .join(', ');
      throw new AppError(
        'invalid',
        `${unknown.length === 1 ? 'A finding was' : `${unknown.length} findings were`} not produced by a run of this check on this session (${named}${unknown.length > 5 ? ', …' : ''}); run the check again.`,
      );
    }
  }
  const at = new Date().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    for (const item of body.items) {
      await putDraft(trx, {
        session: { id: session.id, tenantId: session.tenant_id },
        checkId: check.id,
        hash: item.hash,
        state: item,
        user,
        at,
      });
    }
    if (body.comment !== undefined) {
      await putDraft(trx, {
        session: { id: session.id, tenantId: session.tenant_id },
        checkId: check.id,
        hash: BATCH,
        state: { decision: null, correction: null, comment: body.comment },
        user,
        at,
      });
    }
    const count = (decision: string | null) => body.items.filter((i) => i.decision === decision).length;
    await ctx.audit.record(trx, {
      tenantId: user.tenantId,
      userId: user.id,
      action: 'decision.save',
      target: `session:${session.id}`,
      details: {
        check: check.id,
        accepted: count('accepted'),
        rejected: count('rejected'),
        undecided: count(null),
        commented: body.items.filter((i) => (i.comment ?? '') !== '').length,
        ...(body.comment !== undefined ? { batch_comment: body.comment !== '' } : {}),
      },
    });
  });
  return draftsOf(ctx.db, session.id, session.tenant_id, check.id);
}

interface PutDraft {
  session: { id: number; tenantId: number };
  checkId: string;
  hash: string;
  state: { decision: 'accepted' | 'rejected' | null; correction: string | null; comment: string | null };
  user: CurrentUser;
  at: string;
}

async function putDraft(trx: Transaction<Database>, put: PutDraft): Promise<void> {
  const { session, checkId, hash, state, user, at } = put;
  if (isEmpty(state)) {
    await trx
      .deleteFrom('decision_drafts')
      .where('session_id', '=', session.id)
      .where('check_id', '=', checkId)
      .where('finding_hash', '=', hash)
      .execute();
    return;
  }
  const values = {
    decision: state.decision,
    correction: state.correction,
    comment: (state.comment ?? '') === '' ? null : state.comment,
    user_id: user.id,
    user_name: user.name,
    updated_at: at,
  };
  await trx
    .insertInto('decision_drafts')
    .values({ tenant_id: session.tenantId, session_id: session.id, check_id: checkId, finding_hash: hash, ...values })
    .onConflict((oc) => oc.columns(['session_id', 'check_id', 'finding_hash']).doUpdateSet(values))
    .execute();
}

/** Apply committed: the check's draft is in the logbook now (called inside apply's transaction). */
export async function clearDrafts(trx: Transaction<Database>, sessionId: number, checkId: string): Promise<void> {
  await trx.deleteFrom('decision_drafts').where('session_id', '=', sessionId).where('check_id', '=', checkId).execute();
}
