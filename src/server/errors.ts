/**
 * The one error type of the API. Routes and services throw `AppError(status, detail)`; the
 * error handler in src/server/app.ts answers `{detail}` with that status. `logMessage` is for
 * operators only (never sent to the client).
 */
export class AppError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly logMessage: string | undefined;
  /** Response headers that belong to the answer (Retry-After on a 503). */
  readonly headers: Record<string, string>;

  constructor(status: number, detail: string, logMessage?: string, headers: Record<string, string> = {}) {
    super(logMessage ?? detail);
    this.name = 'AppError';
    this.status = status;
    this.detail = detail;
    this.logMessage = logMessage;
    this.headers = headers;
  }
}

/** What every unexpected failure answers (the cause is logged, never sent). */
export const INTERNAL_ERROR_DETAIL =
  'Something went wrong on our side. Please try again; if it keeps happening, contact your administrator.';

export function notFound(what: string): AppError {
  return new AppError(404, `${what} not found.`);
}

export function badRequest(detail: string): AppError {
  return new AppError(400, detail);
}

export function forbidden(detail = 'Only administrators can do this.'): AppError {
  return new AppError(403, detail);
}

/** The work pool's queue is full: come back after `retryAfterSeconds` (nothing was stored). */
export function serverBusy(retryAfterSeconds: number): AppError {
  return new AppError(
    503,
    `The server is busy reading other documents. Nothing was stored; please send the files again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );
}
