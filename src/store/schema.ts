/**
 * The database schema as Kysely sees it: one interface per table. Identical on SQLite and
 * PostgreSQL (src/store/migrations). Conventions: integer ids; times are ISO 8601 UTC text
 * (`created_at`), except audit times, which are epoch milliseconds; JSON is stored as text;
 * booleans are 0/1 integers. Every row carries `tenant_id` and every query filters by it.
 */
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Role } from '../contract/current-user.ts';

type Id = Generated<number>;

export interface TenantTable {
  id: Id;
  name: string;
  /** E-mail domain or identity-provider tenant id that maps a signing-in user to this tenant. */
  external_key: string;
  created_at: string;
  /** 1: the AI Assistant may be used (when the server has AI_* set); 0: an admin switched it off (0011). */
  ai_enabled: Generated<number>;
  /** 1: the audit trail keeps the text sent to and received from the model; 0: only sizes (0011). */
  ai_log_text: Generated<number>;
}

export interface UserTable {
  id: Id;
  tenant_id: number;
  email: string;
  name: string;
  role: Role;
  /** scrypt hash for the built-in provider's password sign-in; null for external providers. */
  password_hash: string | null;
  /** Subject at the identity provider (`sub` / Graph `id`), once the user has signed in. */
  external_subject: string | null;
  created_at: string;
  last_login_at: string | null;
}

export interface ApiTokenTable {
  id: Id;
  user_id: number;
  tenant_id: number;
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface FormatTable {
  id: Id;
  tenant_id: number;
  name: string;
  /** JSON object text. */
  config: string;
  created_by: number | null;
  created_at: string;
  updated_by: number | null;
  updated_at: string;
  /** 1 for the ready-made journal formats (only admins change them); 0 for a user's own. */
  ready_made: Generated<number>;
}

export interface DocumentTable {
  id: Id;
  tenant_id: number;
  owner_id: number;
  filename: string;
  template_filename: string;
  /** SHA-256 keys in the blob store. */
  original_blob: string;
  template_blob: string;
  original_size: number;
  template_size: number;
  uploaded_at: string;
  /** JSON of the original's reader warnings (`ReaderWarning[]`); null when not recorded (before 0010). */
  reader_warnings: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionTable {
  id: Id;
  tenant_id: number;
  owner_id: number;
  document_id: number;
  /** Null once the format has been deleted. */
  format_id: number | null;
  name: string;
  created_at: string;
  /** The format's name and config (JSON text) when the session was created: what checks use. */
  format_name: string | null;
  format_config: string | null;
  /** The session this one was retargeted from (issue 17); null otherwise or once that one is deleted. */
  retargeted_from: Generated<number | null>;
}

export interface VersionTable {
  id: Id;
  tenant_id: number;
  session_id: number;
  /** 0 is the uploaded original; each apply or revert adds one. */
  number: number;
  blob: string;
  created_at: string;
  created_by: number;
}

export type CheckRunStatus = 'queued' | 'running' | 'completed' | 'failed';

export interface CheckRunTable {
  id: Id;
  tenant_id: number;
  session_id: number;
  user_id: number;
  version_id: number;
  check_id: string;
  /** SHA-256 of the canonical parameters JSON: the cache key is (version, check, params_hash). */
  params_hash: string;
  params: string;
  status: CheckRunStatus;
  result: string | null;
  error: string | null;
  attempts: number;
  /** Worker lease: a running job whose lease has passed belongs to nobody. */
  lease_until: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export interface HistoryTable {
  id: Id;
  tenant_id: number;
  session_id: number;
  version_id: number;
  user_id: number;
  user_name: string;
  check_name: string;
  comment: string;
  /** Download path of the built file; null while "In Progress". */
  folder_path: string | null;
  created_at: string;
}

/** One accept/reject decision sent with an apply: the rows of the logbook. */
export interface DecisionTable {
  id: Id;
  tenant_id: number;
  session_id: number;
  history_id: number;
  version_number: number;
  user_id: number;
  user_name: string;
  check_id: string;
  check_name: string;
  entry_id: string;
  /** What the check said about the text (its reasoning), for the logbook; '' when it said nothing. */
  finding: ColumnType<string, string | undefined, string>;
  finding_hash: string;
  /** The finding's identity (`findingIdentity`; migration 0006); '' on rows written before. */
  finding_identity: ColumnType<string, string | undefined, string>;
  /** The version whose preview text `place_start`/`place_end` point into; null without a place. */
  place_version_id: ColumnType<number | null, number | null | undefined, number | null>;
  place_start: ColumnType<number | null, number | null | undefined, number | null>;
  place_end: ColumnType<number | null, number | null | undefined, number | null>;
  original: string;
  correction: string;
  accepted: number;
  /** 1 when the accepted correction is the writer's own text, not one the check proposed (issue 22). */
  edited: ColumnType<number, number | undefined, number>;
  comment: string;
  created_at: string;
}

/**
 * A decision as the writer made it, before apply (issue 26, migration 0008): one row per finding
 * of a check in a session; the row whose `finding_hash` is '' holds the batch comment.
 */
export interface DecisionDraftTable {
  id: Id;
  tenant_id: number;
  session_id: number;
  check_id: string;
  finding_hash: string;
  decision: 'accepted' | 'rejected' | null;
  /** The correction exactly as the writer left it; null when the writer did not touch it. */
  correction: string | null;
  comment: string | null;
  user_id: number;
  user_name: string;
  updated_at: string;
}

export interface AuditEventTable {
  id: Id;
  tenant_id: number | null;
  user_id: number | null;
  /** Epoch milliseconds, UTC. */
  at: ColumnType<number, number, never>;
  action: string;
  target: string;
  /** JSON text. */
  details: string;
  prev_hash: string;
  hash: string;
}

/** Storage of the built-in OpenID provider (oidc-provider adapter). */
/** Issue 28 (0012): Crossref and PubMed answers, shared across sessions and instances. */
export interface ReferenceCacheTable {
  key: string;
  /** The reduced answer as JSON (src/services/reference-lookup/cache.ts). */
  answer: string;
  /** ISO 8601: when the service gave it. */
  fetched_at: string;
}

export interface OidcPayloadTable {
  id: string;
  model: string;
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: string | null;
  consumed_at: string | null;
}

export interface Database {
  tenants: TenantTable;
  users: UserTable;
  api_tokens: ApiTokenTable;
  formats: FormatTable;
  documents: DocumentTable;
  sessions: SessionTable;
  versions: VersionTable;
  check_runs: CheckRunTable;
  history: HistoryTable;
  decisions: DecisionTable;
  decision_drafts: DecisionDraftTable;
  audit_events: AuditEventTable;
  oidc_payloads: OidcPayloadTable;
  reference_cache: ReferenceCacheTable;
}

export type UserRow = Selectable<UserTable>;
export type FormatRow = Selectable<FormatTable>;
export type DocumentRow = Selectable<DocumentTable>;
export type SessionRow = Selectable<SessionTable>;
export type VersionRow = Selectable<VersionTable>;
export type CheckRunRow = Selectable<CheckRunTable>;
