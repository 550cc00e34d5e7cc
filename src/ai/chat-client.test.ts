import { describe, expect, it } from 'vitest';
import { completionsUrl, retryAfterSeconds } from './chat-client.ts';

describe('chat-completions client', () => {
  it("adds /chat/completions to the base, keeping Azure's api-version query", () => {
    expect(completionsUrl('https://api.openai.com/v1')).toBe('https://api.openai.com/v1/chat/completions');
    expect(completionsUrl('http://127.0.0.1:11434/v1/')).toBe('http://127.0.0.1:11434/v1/chat/completions');
    expect(
      completionsUrl('https://contoso.openai.azure.com/openai/deployments/gpt-4o-mini?api-version=2024-10-21'),
    ).toBe('https://contoso.openai.azure.com/openai/deployments/gpt-4o-mini/chat/completions?api-version=2024-10-21');
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterSeconds('7')).toBe(7);
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(retryAfterSeconds('Sat, 28 Nov 2026 12:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('soon')).toBeNull();
  });
});
