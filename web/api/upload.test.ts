import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_SECONDS, MAX_RETRY_SECONDS, retryAfterSeconds } from './upload.ts';

describe('Retry-After', () => {
  it('reads delta-seconds and HTTP dates, at least 1 s and at most a minute', () => {
    expect(retryAfterSeconds('3')).toBe(3);
    expect(retryAfterSeconds('0')).toBe(1);
    expect(retryAfterSeconds('3600')).toBe(MAX_RETRY_SECONDS);
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(retryAfterSeconds('Wed, 25 Nov 2026 10:00:07 GMT', now)).toBe(7);
  });
  it('waits the default when the server gives no usable value', () => {
    expect(retryAfterSeconds(null)).toBe(DEFAULT_RETRY_SECONDS);
    expect(retryAfterSeconds('soon')).toBe(DEFAULT_RETRY_SECONDS);
  });
});
