/**
 * Formats: a journal's rules as a JSON config, shared by everyone in a tenant. Known fields are
 * type-checked (src/contract/format-config.ts), unknown fields kept as they are. Every tenant
 * starts with the ready-made journal formats (`seedTenantFormats`).
 */
import type { Kysely } from 'kysely';
import type { CurrentUser } from '../auth/current-user.ts';
import { validateFormatConfig, type FormatConfig } from '../contract/format-config.ts';
import { AppError, notFound } from './errors.ts';
import { reusableQuery } from '../store/reusable-query.ts';
import type { Database, FormatRow } from '../store/schema.ts';
import type { AuditLog } from './audit.ts';
import { JOURNAL_FORMATS } from './journal-formats.ts';
import { allOf, offsetOf, pageOf, type Page, type PageRequest } from './paging.ts';

/** Name shown as creator/updater of rows no user made (ready-made formats, deleted users). */
export const SYSTEM_USER_NAME = 'System';

export interface FormatView {
  id: number;
  name: string;
  config: FormatConfig;
  created_user: { id: number | null; name: string };
  created_at: string;
  updated_user: { id: number | null; name: string };
  updated_at: string;
}

export interface FormatInput {
  name: string;
  config: unknown;
}

interface Ctx {
  db: Kysely<Database>;
  audit: AuditLog;
  user: CurrentUser;
}

function selectFormats(db: Kysely<Database>, tenantId: number) {
  return db
    .selectFrom('formats')
    .leftJoin('users as creator', 'creator.id', 'formats.created_by')
    .leftJoin('users as updater', 'updater.id', 'formats.updated_by')
    .selectAll('formats')
    .select(['creator.name as creator_name', 'updater.name as updater_name'])
    .where('formats.tenant_id', '=', tenantId);
}

type JoinedFormat = FormatRow & { creator_name: string | null; updater_name: string | null };

/**
 * Parsed configs by their JSON text: lists answer the same few configs again and again. Keyed by
 * the text itself (not by id), so it can never serve a stale config, whatever another instance
 * changed; entries are frozen because every answer shares them.
 */
const parsedConfigs = new Map<string, FormatConfig>();
const PARSED_CONFIGS_MAX = 1000;

function parseConfig(text: string): FormatConfig {
  let config = parsedConfigs.get(text);
  if (!config) {
    config = deepFreeze(JSON.parse(text) as FormatConfig);
    if (parsedConfigs.size >= PARSED_CONFIGS_MAX) parsedConfigs.delete(parsedConfigs.keys().next().value as string);
    parsedConfigs.set(text, config);
  }
  return config;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

function toView(row: JoinedFormat): FormatView {
  return {
    id: Number(row.id),
    name: row.name,
    config: parseConfig(row.config),
    created_user: { id: row.created_by, name: row.creator_name ?? SYSTEM_USER_NAME },
    created_at: row.created_at,
    updated_user: { id: row.updated_by, name: row.updater_name ?? SYSTEM_USER_NAME },
    updated_at: row.updated_at,
  };
}

// The lists: built once, not per request (src/store/reusable-query.ts).
const allFormats = reusableQuery((db, tenantId: number) => selectFormats(db, tenantId).orderBy('formats.id'), 1);
const pageOfFormats = reusableQuery(
  (db, tenantId: number, limit: number, offset: number) =>
    selectFormats(db, tenantId).orderBy('formats.id').limit(limit).offset(offset),
  3,
);
const countFormats = reusableQuery(
  (db, tenantId: number) =>
    db
      .selectFrom('formats')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId),
  1,
);

export async function listFormats(
  db: Kysely<Database>,
  user: CurrentUser,
  paging: PageRequest | null,
): Promise<Page<FormatView>> {
  if (!paging) return allOf((await allFormats(db, user.tenantId)).map(toView));
  const [rows, count] = await Promise.all([
    pageOfFormats(db, user.tenantId, paging.size, offsetOf(paging)),
    countFormats(db, user.tenantId),
  ]);
  return pageOf(rows.map(toView), Number(count[0]?.n ?? 0), paging);
}

export async function getFormat(db: Kysely<Database>, user: CurrentUser, id: number): Promise<FormatView> {
  const row = await selectFormats(db, user.tenantId).where('formats.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Format');
  return toView(row);
}

/** Checks name and config; a 422 names every bad field. */
export function checkFormatInput(input: FormatInput): { name: string; config: FormatConfig } {
  const problems: string[] = [];
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (name === '') problems.push('name: give the format a name');
  else if (name.length > 200) problems.push('name: at most 200 characters');
  for (const problem of validateFormatConfig(input.config)) {
    problems.push(
      problem.field === 'config' ? `config: ${problem.message}` : `config.${problem.field}: ${problem.message}`,
    );
  }
  if (problems.length > 0)
    throw new AppError(
      422,
      `The format has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}: ${problems.join('; ')}.`,
    );
  return { name, config: input.config as FormatConfig };
}

export async function createFormat({ db, audit, user }: Ctx, input: FormatInput): Promise<FormatView> {
  const { name, config } = checkFormatInput(input);
  const now = new Date().toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('formats')
      .values({
        tenant_id: user.tenantId,
        name,
        config: JSON.stringify(config),
        created_by: user.id,
        created_at: now,
        updated_by: user.id,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit.record(trx, {
      tenantId: user.tenantId,
      userId: user.id,
      action: 'format.create',
      target: `format:${row.id}`,
      details: { name },
    });
    return Number(row.id);
  });
  return getFormat(db, user, id);
}

export async function updateFormat({ db, audit, user }: Ctx, id: number, input: FormatInput): Promise<FormatView> {
  const { name, config } = checkFormatInput(input);
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('formats')
      .set({ name, config: JSON.stringify(config), updated_by: user.id, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('tenant_id', '=', user.tenantId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound('Format');
    await audit.record(trx, {
      tenantId: user.tenantId,
      userId: user.id,
      action: 'format.update',
      target: `format:${id}`,
      details: { name },
    });
  });
  return getFormat(db, user, id);
}

/** Sessions that used the format keep their work; their format_id becomes null. */
export async function deleteFormat({ db, audit, user }: Ctx, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('formats')
      .select('name')
      .where('id', '=', id)
      .where('tenant_id', '=', user.tenantId)
      .executeTakeFirst();
    if (!row) throw notFound('Format');
    await trx
      .updateTable('sessions')
      .set({ format_id: null })
      .where('format_id', '=', id)
      .where('tenant_id', '=', user.tenantId)
      .execute();
    await trx.deleteFrom('formats').where('id', '=', id).where('tenant_id', '=', user.tenantId).execute();
    await audit.record(trx, {
      tenantId: user.tenantId,
      userId: user.id,
      action: 'format.delete',
      target: `format:${id}`,
      details: { name: row.name },
    });
  });
}

/**
 * Gives a tenant the ready-made journal formats it does not have yet (matched by name), so it is
 * safe to call on every start and on tenant creation.
 */
export async function seedTenantFormats(db: Kysely<Database>, tenantId: number): Promise<number> {
  const existing = new Set(
    (await db.selectFrom('formats').select('name').where('tenant_id', '=', tenantId).execute()).map((r) => r.name),
  );
  const missing = JOURNAL_FORMATS.filter((f) => !existing.has(f.name));
  if (missing.length === 0) return 0;
  const now = new Date().toISOString();
  await db
    .insertInto('formats')
    .values(
      missing.map((f) => ({
        tenant_id: tenantId,
        name: f.name,
        config: JSON.stringify(f.config),
        created_by: null,
        created_at: now,
        updated_by: null,
        updated_at: now,
      })),
    )
    .execute();
  return missing.length;
}
