/**
 * The one error type of the API, for every layer below the server: routes, services and auth
 * throw `AppError(code, detail)` with a code from the table below, the one place a code's HTTP
 * status is written; the error handler in src/server/app.ts answers `{detail}` with that status. `logMessage` is for operators only (never sent to the
 * client). Services import this module, never anything under src/server (tests/architecture).
 */

/** Each error code and the HTTP status it answers. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  timeout: 408,
  conflict: 409,
  gone: 410,
  too_large: 413,
  unsupported_media_type: 415,
  invalid: 422,
  too_many_requests: 429,
  internal: 500,
  upstream_failed: 502,
  busy: 503,
  upstream_timeout: 504,
  storage_full: 507,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: ErrorStatus;
  readonly detail: string;
  readonly logMessage: string | undefined;
  /** Response headers that belong to the answer (Retry-After on a 503). */
  readonly headers: Record<string, string>;

  /**
   * `code`: a code from ERROR_STATUS, which gives the HTTP status. A bare status is a type error,
   * and a TypeError at run time (a code computed in plain JavaScript, or cast).
   */
  constructor(code: ErrorCode, detail: string, logMessage?: string, headers: Record<string, string> = {}) {
    if (!Object.hasOwn(ERROR_STATUS, code)) {
      throw new TypeError(`AppError needs a code from ERROR_STATUS, not ${JSON.stringify(code)}`);
    }
    super(logMessage ?? detail);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.detail = detail;
    this.logMessage = logMessage;
    this.headers = headers;
  }
}

export function notFound(what: string): AppError {
  return new AppError('not_found', `${what} not found.`);
}

export function forbidden(detail = 'Only administrators can do this.'): AppError {
  return new AppError('forbidden', detail);
}

/** The work pool's queue is full: come back after `retryAfterSeconds` (nothing was stored). */
export function serverBusy(retryAfterSeconds: number): AppError {
  return new AppError(
    'busy',
    `The server is busy reading other documents. Nothing was stored; please send the files again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/** What a write answers while the server's storage is full or read-only (nothing was changed). */
export const STORAGE_FULL_DETAIL =
  "The server's storage is full or cannot be written, so nothing was saved. Your documents and earlier work are safe and can still be opened; please try again later, and tell your administrator if it keeps happening.";

/** Error codes of a disk that is full or cannot be written: node, SQLite, PostgreSQL (53100 disk_full, 53200 out of memory on disk, 25006 read-only). */
const STORAGE_CODES = new Set([
  'ENOSPC',
  'EDQUOT',
  'EROFS',
  'SQLITE_FULL',
  'SQLITE_READONLY',
  'SQLITE_IOERR_WRITE',
  '53100',
  '25006',
]);

/**
 * A 507 for an error that says the storage is full or read-only (the cause kept for the log), or
 * null for any other error. Looks through `cause` chains, as drivers and streams wrap errors.
 */
export function storageUnavailable(error: unknown): AppError | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && STORAGE_CODES.has(code)) {
      return new AppError(
        'storage_full',
        STORAGE_FULL_DETAIL,
        `storage full or read-only: ${String((current as Error).message ?? code)}`,
      );
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
