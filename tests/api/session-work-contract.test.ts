/**
 * The session-work schemas describe exactly the check library's result types (src/contract/checks.ts):
 * a field added to one and not the other fails the typecheck here, and Fastify would otherwise
 * drop it from the answer. And the apply schema refuses a body of the wrong shape.
 */
import type { Static } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ApplyBody,
  type CheckResultSchema,
  type CheckRunAnswerSchema,
  type OverviewSchema,
  type ResultItemSchema,
} from '../../src/contract/api/session-work.ts';
import type { CheckResult, CheckRunAnswer, Overview, ResultItem } from '../../src/contract/checks.ts';

describe('session-work contract', () => {
  it('has the same shapes as the check library', () => {
    expectTypeOf<Static<typeof ResultItemSchema>>().toEqualTypeOf<ResultItem>();
    expectTypeOf<Static<typeof CheckResultSchema>>().toEqualTypeOf<CheckResult>();
    expectTypeOf<Static<typeof CheckRunAnswerSchema>>().toEqualTypeOf<CheckRunAnswer>();
    expectTypeOf<Static<typeof OverviewSchema>>().toEqualTypeOf<Overview>();
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
