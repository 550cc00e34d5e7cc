/**
 * The server's configuration: every environment variable in one typed object, validated at start.
 * `loadConfig()` collects every problem before failing, so an operator fixes them all in one go
 * (main.ts prints the list and exits). Other areas may add fields — additively, with a default,
 * and a row in the README's table.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { S3Settings } from '../store/blob/s3.ts';

export type AuthMode = 'local' | 'oidc' | 'entra';
export type JobQueue = 'embedded' | 'pg-boss';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** Where browsers reach the product, without a trailing slash (redirect URIs, issuer). */
  publicUrl: string;
  /** Absolute path: the SQLite file and the blob folder live here. */
  dataDir: string;
  /** PostgreSQL URL; null means the embedded SQLite database under dataDir. */
  databaseUrl: string | null;
  maxUploadMb: number;
  logLevel: LogLevel;
  nodeEnv: string;
  isProduction: boolean;
  authMode: AuthMode;
  /** Text of the sign-in button ("Sign in with …"). */
  authProviderLabel: string;
  /** Issuer of the identity provider. In local mode: the built-in provider, `${publicUrl}/oidc`. */
  oidcIssuer: string;
  oidcClientId: string;
  oidcScopes: string;
  entraClientId: string | null;
  /** Entra tenant ids allowed to sign in (empty = any, only sensible with allowedEmailDomains). */
  entraAllowedTenants: string[];
  /** Microsoft Graph base URL used to check Entra sign-ins (a national cloud sets its own). */
  entraGraphUrl: string;
  /** Lower-case e-mail domains allowed to sign in (empty = any). */
  allowedEmailDomains: string[];
  apiTokenTtlHours: number;
  loginRateLimitPerMinute: number;
  /** API requests per person (API token, else client address) and minute; then 429 with Retry-After. */
  apiRateLimitPerMinute: number;
  /** Formats one organisation may keep; then 413. */
  tenantMaxFormats: number;
  /** Documents one organisation may keep, and the megabytes of uploaded files they may hold; then 413. */
  tenantMaxDocuments: number;
  tenantStorageMb: number;
  /** New check runs one organisation may start per minute (cached answers are free); then 429 with Retry-After. */
  tenantMaxCheckRunsPerMinute: number;
  /** Keys signing the built-in provider's cookies (first signs, all verify). */
  oidcCookieKeys: string[];
  seedDemo: boolean;
  checkTimeoutSeconds: number;
  /** How long a check request waits for its run before answering `queued` (tests set 0 to force queueing). */
  checkSyncWaitMs: number;
  /** `npm run worker` only: port of its /healthz and /readyz probes (0: no probe server). */
  workerHealthPort: number;
  /** Scale-out (docs/deploy.md): an S3-compatible bucket for blobs when S3_BUCKET is set; null: the local folder. */
  s3: S3Settings | null;
  /** Who runs checks: the in-process runner, or the pg-boss queue (the default on PostgreSQL). */
  jobQueue: JobQueue;
  /** With the pg-boss queue: whether this API process also runs checks (false: only `npm run worker` does). */
  apiRunsChecks: boolean;
  /** Checks one worker process (or an API process that runs checks) runs at the same time. */
  workerConcurrency: number;
  /** Behind a load balancer: which proxies' X-Forwarded-For to believe (false: none; true: any; or addresses/CIDRs). */
  trustProxy: boolean | string[];
  /** Threads of the one pool that reads uploads and runs checks (docs/deploy.md "Load"). */
  workThreads: number;
  /** Upload reads that may wait for a thread; beyond it uploads answer 503 with Retry-After. */
  readQueueLimit: number;
  /** Blobs no row references are removed once older than this (a crash's leftovers), in minutes. */
  blobSweepGraceMinutes: number;
  /** How often the orphan-blob sweeper runs, in minutes (0: never). */
  blobSweepIntervalMinutes: number;
  /** The AI Assistant's chat-completions endpoint (docs/ai.md); null when AI_BASE_URL or AI_MODEL is unset. */
  ai: AiSettings | null;
  /** Crossref and PubMed for the reference-verify check (issue 28, docs/checks.md "Reference verification"). */
  referenceLookup: ReferenceLookupSettings;
}

/** An OpenAI-compatible chat-completions endpoint: OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp's server. */
export interface AiSettings {
  /** Up to the path that `/chat/completions` is added to, without a trailing slash (`https://api.openai.com/v1`). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` (and `api-key` for Azure); null for a local model that needs none. */
  apiKey: string | null;
  model: string;
  /** Whole request, first byte to last token. */
  timeoutMs: number;
  /** Longest answer, in characters (and `max_tokens` a quarter of it): the rest is cut with a note. */
  maxAnswerChars: number;
}

export interface ReferenceLookupSettings {
  /** Crossref REST API base URL, without a trailing slash. */
  crossrefApiUrl: string;
  /** NCBI E-utilities base URL, without a trailing slash. */
  pubmedEutilsUrl: string;
  /** Contact e-mail for Crossref's polite pool (and NCBI's `email`); null: the public pool. */
  crossrefMailto: string | null;
  /** NCBI API key: 10 requests a second instead of 3. */
  ncbiApiKey: string | null;
  /** Cached answers older than this are asked again. */
  cacheMaxAgeDays: number;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * LOG_LEVEL alone, for the logger a process has before (or without) its whole configuration: a
 * value loadConfig would refuse falls back to info here, and loadConfig then names the problem.
 */
export function logLevelFrom(env: Record<string, string | undefined> = process.env): LogLevel {
  const raw = env.LOG_LEVEL?.trim();
  return (LOG_LEVELS as readonly string[]).includes(raw ?? '') ? (raw as LogLevel) : 'info';
}
const AUTH_MODES: readonly AuthMode[] = ['local', 'oidc', 'entra'];

type Env = Record<string, string | undefined>;

/** Reads and checks the environment; throws ConfigError listing every problem. */
/**
 * How long a check request waits for its run before answering `queued` (issue 26, "no dead
 * waits"): above the slowest first run of any check on a 10,000-word manuscript, so no check makes
 * the writer wait for SPEC's 10 s poll there. Measured by `npm run bench:web` (docs/web.md "No dead
 * waits"): slowest first run 588 ms on a loaded machine, 1.15 s for Reference style in a cold process
 * (`npm run bench:first-run`); 3 s leaves room for load. Longer runs still answer `queued` and poll.
 */
export const DEFAULT_CHECK_SYNC_WAIT_MS = 3000;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^-?\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const url = (name: string, fallback: string | undefined, protocols: string[]): string | undefined => {
    const raw = read(name) ?? fallback;
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} must be a ${protocols.join(' or ')} URL (got "${raw}")`);
      }
    } catch {
      problems.push(`${name} must be a URL (got "${raw}")`);
    }
    return raw.replace(/\/+$/, '');
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
      return fallback;
    }
    return raw as T;
  };
  const list = (name: string): string[] =>
    (read(name) ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
  const flag = (name: string, fallback: boolean): boolean => {
    const raw = read(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };

  const nodeEnv = read('NODE_ENV') ?? 'development';
  const isProduction = nodeEnv === 'production';
  const port = integer('PORT', 3000, 0, 65535);
  const publicUrl = url('PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:']) ?? `http://localhost:${port}`;
  const databaseUrl = url('DATABASE_URL', undefined, ['postgres:', 'postgresql:']) ?? null;
  const authMode = oneOf('AUTH_MODE', AUTH_MODES, 'local');

  const oidcIssuer = url('OIDC_ISSUER', authMode === 'local' ? `${publicUrl}/oidc` : undefined, ['http:', 'https:']);
  if (authMode === 'oidc' && !oidcIssuer) problems.push('OIDC_ISSUER is required when AUTH_MODE=oidc');
  const oidcClientId = read('OIDC_CLIENT_ID') ?? (authMode === 'local' ? 'manuscript-checker-web' : '');
  if (authMode === 'oidc' && !oidcClientId) problems.push('OIDC_CLIENT_ID is required when AUTH_MODE=oidc');
  const entraClientId = read('ENTRA_CLIENT_ID') ?? null;
  if (authMode === 'entra' && !entraClientId) problems.push('ENTRA_CLIENT_ID is required when AUTH_MODE=entra');
  const entraAllowedTenants = list('ENTRA_ALLOWED_TENANTS');
  const allowedEmailDomains = list('ALLOWED_EMAIL_DOMAINS').map((d) => d.toLowerCase().replace(/^@/, ''));
  if (authMode === 'entra' && isProduction && entraAllowedTenants.length === 0 && allowedEmailDomains.length === 0) {
    problems.push(
      'ENTRA_ALLOWED_TENANTS or ALLOWED_EMAIL_DOMAINS is required when AUTH_MODE=entra in production (otherwise any Microsoft organisation could sign in)',
    );
  }

  let oidcCookieKeys = list('OIDC_COOKIE_KEYS');
  if (oidcCookieKeys.length === 0) {
    if (isProduction && authMode === 'local') {
      problems.push(
        'OIDC_COOKIE_KEYS is required when NODE_ENV=production and AUTH_MODE=local (comma-separated random strings)',
      );
    }
    // Development: a fresh key per start only logs out half-finished sign-ins on restart.
    oidcCookieKeys = [randomBytes(32).toString('base64url')];
  } else if (oidcCookieKeys.some((key) => key.length < 16)) {
    problems.push('OIDC_COOKIE_KEYS entries must each be at least 16 characters');
  }

  const s3Bucket = read('S3_BUCKET');
  let s3: S3Settings | null = null;
  if (s3Bucket) {
    const endpoint = url('S3_ENDPOINT', undefined, ['http:', 'https:']) ?? null;
    const accessKeyId = read('S3_ACCESS_KEY_ID') ?? null;
    const secretAccessKey = read('S3_SECRET_ACCESS_KEY') ?? null;
    if ((accessKeyId === null) !== (secretAccessKey === null)) {
      problems.push(
        "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the SDK's default credentials)",
      );
    }
    const sse = read('S3_SERVER_SIDE_ENCRYPTION') ?? null;
    if (sse !== null && sse !== 'AES256' && sse !== 'aws:kms') {
      problems.push(`S3_SERVER_SIDE_ENCRYPTION must be AES256 or aws:kms (got "${sse}")`);
    }
    s3 = {
      endpoint,
      bucket: s3Bucket,
      region: read('S3_REGION') ?? 'us-east-1',
      accessKeyId,
      secretAccessKey,
      forcePathStyle: flag('S3_FORCE_PATH_STYLE', endpoint !== null),
      serverSideEncryption: sse,
      kmsKeyId: read('S3_SSE_KMS_KEY_ID') ?? null,
    };
  }
  const ai = aiSettings(read, url, integer, problems);
  const jobQueue = oneOf<JobQueue>('JOB_QUEUE', ['embedded', 'pg-boss'], databaseUrl ? 'pg-boss' : 'embedded');
  if (jobQueue === 'pg-boss' && !databaseUrl)
    problems.push('JOB_QUEUE=pg-boss needs DATABASE_URL (a PostgreSQL database)');

  const mailto = (raw: string | undefined): string | null => {
    if (raw === undefined) return null;
    if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw)) return raw;
    problems.push(`CROSSREF_MAILTO must be an e-mail address (got "${raw}")`);
    return null;
  };
  const config: Config = {
    port,
    host: read('HOST') ?? '127.0.0.1',
    publicUrl,
    dataDir: path.resolve(read('DATA_DIR') ?? './data'),
    databaseUrl,
    maxUploadMb: integer('MAX_UPLOAD_MB', 25, 1, 1024),
    logLevel: oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    nodeEnv,
    isProduction,
    authMode,
    authProviderLabel:
      read('AUTH_PROVIDER_LABEL') ??
      (authMode === 'entra' ? 'Microsoft' : authMode === 'oidc' ? 'your organisation' : 'Manuscript Checker'),
    oidcIssuer: oidcIssuer ?? (authMode === 'entra' ? 'https://login.microsoftonline.com/organizations/v2.0' : ''),
    oidcClientId: authMode === 'entra' ? (entraClientId ?? '') : oidcClientId,
    oidcScopes:
      read('OIDC_SCOPES') ?? (authMode === 'entra' ? 'openid profile email User.Read' : 'openid profile email'),
    entraClientId,
    entraAllowedTenants,
    entraGraphUrl:
      url('ENTRA_GRAPH_URL', 'https://graph.microsoft.com/v1.0', ['https:']) ?? 'https://graph.microsoft.com/v1.0',
    allowedEmailDomains,
    apiTokenTtlHours: integer('API_TOKEN_TTL_HOURS', 8, 1, 24 * 90),
    loginRateLimitPerMinute: integer('LOGIN_RATE_LIMIT_PER_MINUTE', 10, 1, 10_000),
    apiRateLimitPerMinute: integer('API_RATE_LIMIT_PER_MINUTE', 600, 1, 1_000_000),
    tenantMaxFormats: integer('TENANT_MAX_FORMATS', 500, 1, 1_000_000),
    tenantMaxDocuments: integer('TENANT_MAX_DOCUMENTS', 10_000, 1, 100_000_000),
    tenantStorageMb: integer('TENANT_STORAGE_MB', 20_480, 1, 1_000_000_000),
    tenantMaxCheckRunsPerMinute: integer('TENANT_MAX_CHECK_RUNS_PER_MINUTE', 600, 1, 1_000_000),
    oidcCookieKeys,
    seedDemo: flag('SEED_DEMO', !isProduction),
    checkTimeoutSeconds: integer('CHECK_TIMEOUT_SECONDS', 60, 1, 3600),
    checkSyncWaitMs: integer('CHECK_SYNC_WAIT_MS', DEFAULT_CHECK_SYNC_WAIT_MS, 0, 600_000),
    workerHealthPort: integer('WORKER_HEALTH_PORT', 0, 0, 65_535),
    s3,
    jobQueue,
    apiRunsChecks: flag('API_RUNS_CHECKS', true),
    workerConcurrency: integer('WORKER_CONCURRENCY', 2, 1, 64),
    trustProxy: trustProxyOf(read('TRUST_PROXY')),
    workThreads: integer('WORK_THREADS', Math.max(1, Math.min(8, availableParallelism() - 1)), 1, 64),
    readQueueLimit: integer('READ_QUEUE_LIMIT', 32, 0, 10_000),
    blobSweepGraceMinutes: integer('BLOB_SWEEP_GRACE_MINUTES', 60, 1, 60 * 24 * 30),
    blobSweepIntervalMinutes: integer('BLOB_SWEEP_INTERVAL_MINUTES', 60, 0, 60 * 24 * 30),
    ai,
    referenceLookup: {
      crossrefApiUrl: withoutSlash(url('CROSSREF_API_URL', CROSSREF_API_URL, ['https:', 'http:']) ?? CROSSREF_API_URL),
      pubmedEutilsUrl: withoutSlash(
        url('PUBMED_EUTILS_URL', PUBMED_EUTILS_URL, ['https:', 'http:']) ?? PUBMED_EUTILS_URL,
      ),
      crossrefMailto: mailto(read('CROSSREF_MAILTO')),
      ncbiApiKey: read('NCBI_API_KEY') ?? null,
      cacheMaxAgeDays: integer('REFERENCE_CACHE_MAX_AGE_DAYS', 30, 1, 3650),
    },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * AI_BASE_URL and AI_MODEL together turn the assistant on; either alone is a mistake worth stopping
 * for (an operator who set one meant the other). AI_API_KEY is optional: a self-hosted model may need none.
 */
function aiSettings(
  read: (name: string) => string | undefined,
  url: (name: string, fallback: string | undefined, protocols: string[]) => string | undefined,
  integer: (name: string, fallback: number, min: number, max: number) => number,
  problems: string[],
): AiSettings | null {
  const baseUrl = url('AI_BASE_URL', undefined, ['http:', 'https:']);
  const model = read('AI_MODEL');
  const timeoutMs = integer('AI_TIMEOUT_MS', 60_000, 1000, 600_000);
  const maxAnswerChars = integer('AI_MAX_ANSWER_CHARS', 6000, 200, 100_000);
  if (baseUrl === undefined && model === undefined) return null;
  if (baseUrl === undefined || model === undefined) {
    problems.push('AI_BASE_URL and AI_MODEL must be set together (or neither, to leave the AI Assistant off)');
    return null;
  }
  return { baseUrl, apiKey: read('AI_API_KEY') ?? null, model, timeoutMs, maxAnswerChars };
}

export const CROSSREF_API_URL = 'https://api.crossref.org';
export const PUBMED_EUTILS_URL = 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils';

function withoutSlash(value: string): string {
  return value.replace(/\/+$/, '');
}

/** TRUST_PROXY: unset/false → trust no proxy; true → any; otherwise a comma-separated list of addresses or CIDRs. */
function trustProxyOf(raw: string | undefined): boolean | string[] {
  if (raw === undefined || ['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** A config for tests: the defaults, overridden field by field. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // API tests send thousands of requests a minute with one token (fuzzing); the limit has its own test.
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0' }),
    apiRateLimitPerMinute: 1_000_000,
    // Tests never ask the public services: a closed local port (connection refused at once) unless a
    // test points these at its recorded-response server (tests/support/reference-services.ts).
    referenceLookup: {
      ...loadConfig({}).referenceLookup,
      crossrefApiUrl: 'http://127.0.0.1:9',
      pubmedEutilsUrl: 'http://127.0.0.1:9',
    },
    ...overrides,
  };
}
