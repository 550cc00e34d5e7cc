/**
 * GET /api/overview/ carries each check's measured precision and strict precision from the accuracy ledger
 * (src/checks/accuracy.json), beside its parameters, exactly as the catalogue builds it; the
 * response schema drops nothing a writer sees in the checks panel.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Overview } from '../../src/contract/checks.ts';
import { listCategories } from '../../src/checks/index.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ALICE } from './helpers.ts';
import { call } from '../support/http-client.ts';

const file = JSON.parse(readFileSync(new URL('../../src/checks/accuracy.json', import.meta.url), 'utf8')) as {
  checks: Record<
    string,
    {
      precision: number | null;
      labelled: number;
      strictPrecision: number | null;
      strictRight: number;
      fixUnlabelled: number;
      recall?: unknown;
    }
  >;
};

describe('overview with measured precision', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite' });
  });
  afterAll(async () => server?.close());

  it('serves every check with its precision, strict precision and labelled count from the ledger, and its parameters intact', async () => {
    const answer = await call<Overview>(server, 'GET', '/api/overview/', { token: await server.tokenFor(ALICE) });
    expect(answer.status).toBe(200);
    expect(answer.body.data.categories).toEqual(listCategories());
    const checks = answer.body.data.categories.flatMap((c) => c.checks);
    const wordLimits = checks.find((c) => c.url === '/checks/word-limits');
    expect(wordLimits?.parameters.map((p) => p.name)).toEqual(['count_abstract_labels']);
    for (const check of checks) {
      const id = check.url.replace('/checks/', '');
      const figures = file.checks[id];
      if (!figures) expect(check.accuracy).toBeUndefined();
      else
        expect(check.accuracy).toMatchObject({
          precision: figures.precision,
          labelled: figures.labelled,
          strictPrecision: figures.strictPrecision,
          strictRight: figures.strictRight,
          fixUnlabelled: figures.fixUnlabelled,
        });
      // Recall (seeded errors and the editor's mark-up) reaches the panel beside precision.
      if (figures?.recall) expect(check.accuracy?.recall).toEqual(figures.recall);
    }
    expect(checks.some((c) => c.accuracy !== undefined)).toBe(true);
    expect(checks.some((c) => c.accuracy?.recall?.seeded)).toBe(true);
  });
});
