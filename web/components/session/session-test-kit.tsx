/** Helpers of the session component tests: a query client, a signed-in token and JSON answers. */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ResultItem } from '../../../src/contract/checks.ts';

export function withQueries(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function signIn(): void {
  localStorage.setItem('mc.apiToken', 'test-token');
}

/** n type1 findings in a text of "word0 word1 …": finding i points at word i. */
export function manyFindings(n: number): ResultItem[] {
  let offset = 0;
  return Array.from({ length: n }, (_, i) => {
    const original = `word${i}`;
    const start = offset;
    offset += original.length + 1;
    return {
      entry_id: `e${i}`,
      hash: `h${i}`,
      original,
      reasoning: `Finding number ${i}.`,
      suggestions: [`Word${i}`, `WORD${i}`],
      correction: `Word${i}`,
      coordinates: { absolute: { start, end: start + original.length }, relative: { start: 0, end: original.length } },
      status: 'warning' as const,
    };
  });
}
