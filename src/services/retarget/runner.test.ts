import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { corpusFiles, corpusAvailable, needsCorpus } from '../../../tests/support/corpus.ts';
import { WorkPool } from '../../jobs/work-pool.ts';
import { AppError } from '../errors.ts';
import { poolRetargetRunner } from './runner.ts';

const manuscript = corpusFiles('manuscripts').find((f) => f.name === 'ms-hellp-systematic-review');
const task = () => ({
  docx: new Uint8Array(readFileSync(manuscript!.file)),
  from: { name: 'JAMA', config: { max_words_abstract: 350 } },
  to: { name: 'The Lancet', config: { max_words_abstract: 300 } },
});

const WRITER = { tenantId: 1, userId: 1 };
let pool: WorkPool | undefined;
afterEach(async () => pool?.close());

describe.skipIf(!corpusAvailable)(needsCorpus('retarget on the work pool'), () => {
  it('builds the report on a thread', async () => {
    pool = new WorkPool({ threads: 1, queueLimit: 1, maxHeapMiB: 512 });
    const outcome = await poolRetargetRunner(pool, 120_000)(task(), WRITER);
    expect(outcome).toMatchObject({ status: 'completed', report: { from: 'JAMA', to: 'The Lancet' } });
    if (outcome.status === 'completed')
      expect(outcome.report.must_change).toContain('Abstract 303 words: JAMA allows 350, The Lancet 300.');
  }, 120_000);

  it('refuses with 503 and Retry-After when the queue is full, before anything runs', async () => {
    pool = new WorkPool({ threads: 1, queueLimit: 0, maxHeapMiB: 512 });
    const run = poolRetargetRunner(pool, 120_000);
    const first = run(task(), WRITER);
    const refused = await run(task(), WRITER).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, headers: { 'retry-after': expect.stringMatching(/^\d+$/) } });
    expect((refused as AppError).detail).toMatch(/^The server is busy with other documents\. Nothing was created;/);
    expect(await first).toMatchObject({ status: 'completed' });
  }, 120_000);

  it('stops a run past its time limit and answers 503 in words', async () => {
    pool = new WorkPool({ threads: 1, queueLimit: 1, maxHeapMiB: 512 });
    const stopped = await poolRetargetRunner(pool, 1)(task(), WRITER).catch((error: unknown) => error);
    expect(stopped).toMatchObject({
      status: 503,
      detail:
        'Comparing the journals took longer than 1 second and was stopped. Nothing was created; please try again.',
    });
  }, 120_000);

  it('turns an unreadable document into a failed outcome with words for the writer', async () => {
    pool = new WorkPool({ threads: 1, queueLimit: 1, maxHeapMiB: 512 });
    const outcome = await poolRetargetRunner(pool, 120_000)(
      { ...task(), docx: new TextEncoder().encode('not a docx') },
      WRITER,
    );
    expect(outcome.status).toBe('failed');
    if (outcome.status === 'failed') expect(outcome.error).toMatch(/^The document could not be read/);
  }, 120_000);
});
