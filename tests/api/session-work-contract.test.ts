/**
 * The check catalogue's and the check results' types are derived from their schemas
 * (src/contract/api/check-results.ts; src/contract/checks.ts is `Static<>` aliases), so the two
 * cannot differ and the typecheck is their proof. What stays to hold here is what the schemas
 * accept: a result item or check result with a field the schema does not name is kept (a stored
 * result's extra field reaches the web app, not dropped), a malformed one is refused, and the apply
 * schema refuses a body of the wrong shape.
 */
import { TypeCompiler } from '@sinclair/typebox/compiler';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CheckResultSchema, CheckRunAnswerSchema, ResultItemSchema } from '../../src/contract/api/check-results.ts';
import { ApplyBody } from '../../src/contract/api/session-work.ts';
import type { CheckResult, ResultItem } from '../../src/contract/checks.ts';

describe('session-work contract', () => {
  const finding: ResultItem = {
    entry_id: 'e1',
    original: 'colour',
    suggestions: ['color'],
    coordinates: { absolute: { start: 120, end: 126 }, relative: { start: 4, end: 10 } },
    hash: 'h1',
    status: 'failed',
  };

  it('keeps a field of a result item or a check result that the schema does not name', async () => {
    const stored: ResultItem & { ruleSource: string } = { ...finding, ruleSource: 'AMA 11th ed. §8.2' };
    const withExtra: CheckResult & { warnings: string[] } = {
      type: 'type1',
      results: [stored],
      warnings: ['table 2 skipped'],
    };
    expect(TypeCompiler.Compile(CheckRunAnswerSchema).Check({ status: 'completed', result: withExtra })).toBe(true);
    // Fastify serialises a check run's answer by its schema: an unnamed field reaches the web app.
    const app = Fastify();
    app.get('/run', { schema: { response: { 200: CheckRunAnswerSchema } } }, async () => ({
      status: 'completed',
      result: withExtra,
    }));
    try {
      const answer = (await app.inject({ method: 'GET', url: '/run' })).json();
      expect(answer.result.warnings).toEqual(['table 2 skipped']);
      expect(answer.result.results[0].ruleSource).toBe('AMA 11th ed. §8.2');
      expect(answer.result.results[0].coordinates).toEqual(finding.coordinates);
    } finally {
      await app.close();
    }
  });

  it('refuses a result item without its hash, a bad status or bad coordinates, and an unknown result type', () => {
    const item = TypeCompiler.Compile(ResultItemSchema);
    const { hash: _hash, ...unhashed } = finding;
    expect(item.Check(unhashed)).toBe(false);
    expect(item.Check({ ...finding, status: 'maybe' })).toBe(false);
    expect(item.Check({ ...finding, coordinates: { absolute: { start: 1 } } })).toBe(false);
    const result = TypeCompiler.Compile(CheckResultSchema);
    expect(result.Check({ type: 'type5', results: [finding] })).toBe(false);
    const run = TypeCompiler.Compile(CheckRunAnswerSchema);
    expect(run.Check({ status: 'queued', payload: { job_id: 'j1' }, stage: 'running' })).toBe(true);
    expect(run.Check({ status: 'queued', payload: { job_id: 'j1' }, stage: 'done' })).toBe(false);
  });

  it('accepts an apply body as the web app sends it and refuses other shapes', () => {
    const apply = TypeCompiler.Compile(ApplyBody);
    const item = { entry_id: 'e1', hash: 'h1', original: 'colour', correction: 'color', status: 'failed' };
    expect(apply.Check({ session_id: 3, results: [item], comment: 'US spelling' })).toBe(true);
    expect(apply.Check({ session_id: 3, results: [{ ...item, decision: 'rejected' }], comment: 'x' })).toBe(true);
    expect(apply.Check({ session_id: 3, results: 'all', comment: 'x' })).toBe(false);
    expect(apply.Check({ session_id: 3, results: [{ original: 'colour' }], comment: 'x' })).toBe(false);
    expect(apply.Check({ results: [item], comment: 'x' })).toBe(false);
  });
});
