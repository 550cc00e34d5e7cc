/**
 * Formats: a journal's rules as a JSON config, shared by everyone in a tenant. Known fields are
 * type-checked (src/contract/format-config.ts), unknown fields kept as they are. Every tenant
 * starts with the ready-made journal formats (`seedTenantFormats`).
 */
import type { Kysely } from 'kysely';
import type { CurrentUser } from '../contract/current-user.ts';
import type { FormatBody } from '../contract/api/formats.ts';
import { validateFormatConfig, type FormatConfig } from '../contract/format-config.ts';
import { AppError, forbidden, notFound } from './errors.ts';
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
  ready_made: boolean;
  editable: boolean;
}

interface Ctx {
  db: Kysely<Database>;
  audit: AuditLog;
  user: CurrentUser;
  /** Most formats one organisation may keep (TENANT_MAX_FORMATS); no limit when absent. */
  maxFormats?: number;
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

/** The rule of `formatToChange`, as a flag for the answer (the web app opens the others read-only). */
function mayChange(user: CurrentUser, readyMade: boolean, createdBy: number | null): boolean {
  if (user.role === 'admin') return true;
  return !readyMade && createdBy !== null && Number(createdBy) === user.id;
}

function toView(row: JoinedFormat, user: CurrentUser): FormatView {
  const readyMade = Number(row.ready_made) === 1;
  return {
    id: Number(row.id),
    name: row.name,
    config: parseConfig(row.config),
    created_user: { id: row.created_by, name: row.creator_name ?? SYSTEM_USER_NAME },
    created_at: row.created_at,
    updated_user: { id: row.updated_by, name: row.updater_name ?? SYSTEM_USER_NAME },
    updated_at: row.updated_at,
    ready_made: readyMade,
    editable: mayChange(user, readyMade, row.created_by),
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
  if (!paging) return allOf((await allFormats(db, user.tenantId)).map((row) => toView(row, user)));
  const [rows, count] = await Promise.all([
    pageOfFormats(db, user.tenantId, paging.size, offsetOf(paging)),
    countFormats(db, user.tenantId),
  ]);
  return pageOf(
    rows.map((row) => toView(row, user)),
    Number(count[0]?.n ?? 0),
    paging,
  );
}

export async function getFormat(db: Kysely<Database>, user: CurrentUser, id: number): Promise<FormatView> {
  const row = await selectFormats(db, user.tenantId).where('formats.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Format');
  return toView(row, user);
}

/** Largest format config, as JSON text (the ready-made ones are under 2 KB). */
export const MAX_CONFIG_BYTES = 64 * 1024;

/**
 * What the name and config mean, once the route's FormatBody schema has checked their shape (a
 * name of 1–200 characters): a blank name, a config over 64 KB and each bad known field of the
 * config (its rules come from the field table, src/contract/format-config.ts) — a 422 names each.
 */
function checkFormatInput(input: FormatBody): { name: string; config: FormatConfig } {
  const problems: string[] = [];
  const name = input.name.trim();
  if (name === '') problems.push('name: give the format a name');
  const configBytes = Buffer.byteLength(JSON.stringify(input.config ?? null) ?? '', 'utf8');
  if (configBytes > MAX_CONFIG_BYTES) {
    problems.push(
      `config: at most ${MAX_CONFIG_BYTES / 1024} KB of JSON (this one is ${Math.ceil(configBytes / 1024)} KB); a journal's rules fit in a few KB`,
    );
    throw new AppError('invalid', `The format has a problem: ${problems.join('; ')}.`);
  }
  for (const problem of validateFormatConfig(input.config)) {
    problems.push(
      problem.field === 'config' ? `config: ${problem.message}` : `config.${problem.field}: ${problem.message}`,
    );
  }
  if (problems.length > 0)
    throw new AppError(
      'invalid',
      `The format has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}: ${problems.join('; ')}.`,
    );
  return { name, config: input.config as FormatConfig };
}

export async function createFormat({ db, audit, user, maxFormats }: Ctx, input: FormatBody): Promise<FormatView> {
  const { name, config } = checkFormatInput(input);
  const now = new Date().toISOString();
  const id = await db.transaction().execute(async (trx) => {
    if (maxFormats !== undefined) {
      const { n } = await trx
        .selectFrom('formats')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', user.tenantId)
        .executeTakeFirstOrThrow();
      if (Number(n) >= maxFormats)
        throw new AppError(
          'too_large',
          `Your organisation keeps ${Number(n)} formats, the most it may have. Delete formats nobody uses any more, then save this one again.`,
        );
    }
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

/**
 * Who may change or delete a format (issue 15): its creator or an admin; a ready-made journal
 * format only an admin (members duplicate it: create a format from its config). Another tenant's
 * format, like a missing one, is 404.
 */
async function formatToChange(
  trx: Kysely<Database>,
  user: CurrentUser,
  id: number,
  verb: 'change' | 'delete',
): Promise<{ name: string; config: string }> {
  const row = await trx
    .selectFrom('formats')
    .select(['name', 'config', 'created_by', 'ready_made'])
    .where('id', '=', id)
    .where('tenant_id', '=', user.tenantId)
    .executeTakeFirst();
  if (!row) throw notFound('Format');
  if (mayChange(user, Number(row.ready_made) === 1, row.created_by)) return row;
  if (Number(row.ready_made) === 1) {
    throw forbidden(
      `"${row.name}" is a ready-made journal format: only an administrator can ${verb} it. Create your own format from its config instead.`,
    );
  }
  throw forbidden(`Only the format's creator or an administrator can ${verb} "${row.name}".`);
}

export async function updateFormat({ db, audit, user }: Ctx, id: number, input: FormatBody): Promise<FormatView> {
  const { name, config } = checkFormatInput(input);
  await db.transaction().execute(async (trx) => {
    await formatToChange(trx, user, id, 'change');
    await trx
      .updateTable('formats')
      .set({ name, config: JSON.stringify(config), updated_by: user.id, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('tenant_id', '=', user.tenantId)
      .execute();
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

/**
 * Sessions that used the format keep their work and their copy of it (sessions.format_config);
 * their format_id becomes null, so they show the format as deleted.
 */
export async function deleteFormat({ db, audit, user }: Ctx, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await formatToChange(trx, user, id, 'delete');
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
        ready_made: 1,
      })),
    )
    .execute();
  return missing.length;
}

/**
 * At every start: a ready-made format nobody has edited (no `updated_by`: as seeded) follows the
 * product's current definition, so a corrected journal rule (JAMA's thin space, AMA 11th ed.)
 * reaches every organisation. A ready-made format an administrator edited is theirs and is left as
 * it is. Sessions on a refreshed format say that their format changed, as for any edit. Idempotent,
 * so API instances starting together do no harm. Returns how many formats were refreshed.
 */
export async function refreshReadyMadeFormats(db: Kysely<Database>): Promise<number> {
  const current = new Map(JOURNAL_FORMATS.map((f) => [f.name, JSON.stringify(f.config)]));
  const untouched = await db
    .selectFrom('formats')
    .select(['id', 'name', 'config'])
    .where('ready_made', '=', 1)
    .where('updated_by', 'is', null)
    .execute();
  let refreshed = 0;
  const now = new Date().toISOString();
  for (const row of untouched) {
    const config = current.get(row.name);
    if (config === undefined || config === row.config) continue;
    await db
      .updateTable('formats')
      .set({ config, updated_at: now })
      .where('id', '=', row.id)
      .where('updated_by', 'is', null)
      .execute();
    refreshed += 1;
  }
  return refreshed;
}

export interface FormatUse {
  /** The caller's own sessions that use the format, newest first. */
  items: { id: number; name: string }[];
  /** Sessions of colleagues that use it: counted, not named (a session is its owner's). */
  others: number;
}

/**
 * The sessions that use a format, asked before it is deleted (issue 26: the confirmation says
 * which sessions use it and that they keep their own copy). Another tenant's format is 404.
 */
export async function formatUse(db: Kysely<Database>, user: CurrentUser, id: number): Promise<FormatUse> {
  const format = await db
    .selectFrom('formats')
    .select('id')
    .where('id', '=', id)
    .where('tenant_id', '=', user.tenantId)
    .executeTakeFirst();
  if (!format) throw notFound('Format');
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'name', 'owner_id'])
    .where('format_id', '=', id)
    .where('tenant_id', '=', user.tenantId)
    .orderBy('id', 'desc')
    .execute();
  const mine = rows.filter((row) => Number(row.owner_id) === user.id);
  return {
    items: mine.map((row) => ({ id: Number(row.id), name: row.name })),
    others: rows.length - mine.length,
  };
}
