/** The model's failures as answers a writer understands (issue 27: 429 and timeouts are a clear message). */
import { AiFailure } from '../../ai/chat-client.ts';
import { AppError } from '../errors.ts';

export function aiFailureError(error: unknown): AppError | null {
  if (!(error instanceof AiFailure)) return null;
  if (error.kind === 'rate_limited') {
    const wait = error.retryAfterSeconds;
    return new AppError(
      'too_many_requests',
      error.message,
      undefined,
      wait === null ? {} : { 'retry-after': String(wait) },
    );
  }
  if (error.kind === 'timeout') return new AppError('upstream_timeout', error.message);
  return new AppError('upstream_failed', error.message);
}

/** The audit outcome of an error: the failure's kind, else "failed". */
export function outcomeOf(error: unknown): string {
  return error instanceof AiFailure ? error.kind : 'failed';
}
