/**
 * Whether the AI Assistant may be used, and the tenant switch (issue 27): the server needs
 * AI_BASE_URL and AI_MODEL; an administrator may switch it off for the organisation (tenants
 * .ai_enabled, migration 0011) and opt in to the audit trail keeping the text (ai_log_text).
 * Unavailable, nothing is sent anywhere and the writer is told why and what to set.
 */
import type { Kysely } from 'kysely';
import type { CurrentUser } from '../../contract/current-user.ts';
import type { AiSettings } from '../../config/index.ts';
import type { AssistantStatus, TenantAssistantAnswer, TenantAssistantSettings } from '../../contract/api/assistant.ts';
import type { Database } from '../../store/schema.ts';
import type { AuditLog } from '../audit.ts';
import { AppError } from '../errors.ts';

export const NOT_CONFIGURED_DETAIL =
  'The AI Assistant is not set up on this server. An administrator sets AI_BASE_URL and AI_MODEL (and AI_API_KEY when the model needs one) and restarts the server; docs/ai.md says how.';
export const SWITCHED_OFF_DETAIL =
  'The AI Assistant is switched off for your organisation. An administrator can switch it on under Users.';

interface TenantSwitch {
  enabled: boolean;
  logText: boolean;
}

export async function tenantSwitch(db: Kysely<Database>, tenantId: number): Promise<TenantSwitch> {
  const row = await db
    .selectFrom('tenants')
    .select(['ai_enabled', 'ai_log_text'])
    .where('id', '=', tenantId)
    .executeTakeFirst();
  return { enabled: row ? row.ai_enabled === 1 : false, logText: row?.ai_log_text === 1 };
}

export async function assistantStatus(
  db: Kysely<Database>,
  ai: AiSettings | null,
  user: CurrentUser,
): Promise<AssistantStatus> {
  if (!ai) return { configured: false, enabled: false, model: null, detail: NOT_CONFIGURED_DETAIL };
  const { enabled } = await tenantSwitch(db, user.tenantId);
  return { configured: true, enabled, model: ai.model, detail: enabled ? null : SWITCHED_OFF_DETAIL };
}

/** The settings a request may use, or 403 saying why not (nothing is sent to any model). */
export async function usableAssistant(
  db: Kysely<Database>,
  ai: AiSettings | null,
  user: CurrentUser,
): Promise<{ ai: AiSettings; logText: boolean }> {
  if (!ai) throw new AppError('forbidden', NOT_CONFIGURED_DETAIL);
  const tenant = await tenantSwitch(db, user.tenantId);
  if (!tenant.enabled) throw new AppError('forbidden', SWITCHED_OFF_DETAIL);
  return { ai, logText: tenant.logText };
}

export async function tenantAssistantSettings(
  db: Kysely<Database>,
  ai: AiSettings | null,
  user: CurrentUser,
): Promise<TenantAssistantAnswer> {
  const tenant = await tenantSwitch(db, user.tenantId);
  return { enabled: tenant.enabled, log_text: tenant.logText, configured: ai !== null, model: ai?.model ?? null };
}

/** An administrator's change of the switch, on the audit trail in the same transaction. */
export async function saveTenantAssistantSettings(
  ctx: { db: Kysely<Database>; audit: AuditLog; ai: AiSettings | null },
  user: CurrentUser,
  settings: TenantAssistantSettings,
): Promise<TenantAssistantAnswer> {
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('tenants')
      .set({ ai_enabled: settings.enabled ? 1 : 0, ai_log_text: settings.log_text ? 1 : 0 })
      .where('id', '=', user.tenantId)
      .execute();
    await ctx.audit.record(trx, {
      tenantId: user.tenantId,
      userId: user.id,
      action: 'tenant.assistant',
      target: `tenant:${user.tenantId}`,
      details: { enabled: settings.enabled, log_text: settings.log_text },
    });
  });
  return tenantAssistantSettings(ctx.db, ctx.ai, user);
}
