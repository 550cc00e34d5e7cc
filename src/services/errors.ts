/**
 * The one error type of the API, for every layer below the server: routes, services and auth
 * throw `AppError(code or status, detail)`; the error handler in src/server/app.ts answers
 * `{detail}` with the code's HTTP status. `logMessage` is for operators only (never sent to the
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
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

const CODE_OF = new Map<number, ErrorCode>(
  Object.entries(ERROR_STATUS).map(([code, status]) => [status, code as ErrorCode]),
);

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: ErrorStatus;
  readonly detail: string;
  readonly logMessage: string | undefined;

  /** `reason`: an error code, or the HTTP status it answers (`404` and `'not_found'` are the same). */
  constructor(reason: ErrorCode | ErrorStatus, detail: string, logMessage?: string) {
    super(logMessage ?? detail);
    this.name = 'AppError';
    this.code = typeof reason === 'number' ? (CODE_OF.get(reason) as ErrorCode) : reason;
    this.status = ERROR_STATUS[this.code];
    this.detail = detail;
    this.logMessage = logMessage;
  }
}

export function notFound(what: string): AppError {
  return new AppError('not_found', `${what} not found.`);
}

export function forbidden(detail = 'Only administrators can do this.'): AppError {
  return new AppError('forbidden', detail);
}
