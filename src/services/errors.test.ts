import { describe, expect, it } from 'vitest';
import { AppError, ERROR_STATUS, storageUnavailable } from './errors.ts';

describe('storage errors', () => {
  it('answers 507 for a full or read-only disk however the driver wraps it, and nothing else', () => {
    const causes = [
      Object.assign(new Error('no space left on device'), { code: 'ENOSPC' }),
      Object.assign(new Error('read-only file system'), { code: 'EROFS' }),
      Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }),
      Object.assign(new Error('attempt to write a readonly database'), { code: 'SQLITE_READONLY' }),
      Object.assign(new Error('could not extend file'), { code: '53100', severity: 'ERROR' }),
      new Error('upload failed', { cause: Object.assign(new Error('disk'), { code: 'ENOSPC' }) }),
    ];
    for (const cause of causes) {
      const answer = storageUnavailable(cause);
      expect(answer?.status).toBe(507);
      expect(answer?.detail).toMatch(/nothing was saved/);
      expect(answer?.logMessage).toContain(cause.message === 'upload failed' ? 'disk' : cause.message);
    }
    expect(storageUnavailable(Object.assign(new Error('busy'), { code: 'SQLITE_BUSY' }))).toBeNull();
    expect(storageUnavailable(new Error('anything else'))).toBeNull();
  });
});

describe('error codes', () => {
  it('answers the status the table gives each code', () => {
    const error = new AppError('not_found', 'Session not found.');
    expect([error.code, error.status, error.detail]).toEqual(['not_found', 404, 'Session not found.']);
    expect(new AppError('busy', 'Try again.', undefined, { 'retry-after': '5' }).status).toBe(ERROR_STATUS.busy);
  });

  it('refuses a bare HTTP status in place of a code', () => {
    // @ts-expect-error a status is not a code: `npx tsc -p .` fails here if the constructor takes one.
    expect(() => new AppError(404, 'Session not found.')).toThrow(TypeError);
    // @ts-expect-error nor is a word that is not in the table.
    expect(() => new AppError('missing', 'Session not found.')).toThrow(/code from ERROR_STATUS/);
  });
});
