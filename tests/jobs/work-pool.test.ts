import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TaskTimeoutError } from '../../src/jobs/task-errors.ts';
import { ServerBusyError, WorkPool } from '../../src/jobs/work-pool.ts';
import { JOURNAL_FORMATS } from '../../src/services/journal-formats.ts';
import { CHECK_POOL_TASK_URL, WORK_THREAD_START_URL } from '../../src/services/session-work/check-executor.ts';
import { withDefaults } from '../../src/contract/format-config.ts';
import type { CheckOutcome } from '../../src/checks/index.ts';
import { corpusFiles, corpusAvailable, needsCorpus } from '../support/corpus.ts';

const MARKER = new URL('./fixtures/preload-marker.ts', import.meta.url);
const SLEEP = new URL('./fixtures/sleep-task.ts', import.meta.url);
const SPIN = new URL('./fixtures/spin-task.ts', import.meta.url);
const sleepTask = (label: string, ms: number, tenantId: number, userId: number) => ({
  script: SLEEP,
  message: { ms, label },
  timeoutMs: 20_000,
  owner: { tenantId, userId },
});

let pool: WorkPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('work pool', () => {
  it('loads the preload module in every thread as it starts, before any task (no first run pays for it)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'work-pool-preload-'));
    process.env.MC_TEST_PRELOAD_DIR = dir;
    pool = new WorkPool({ threads: 2, queueLimit: 0, maxHeapMiB: 256, preload: MARKER });
    await vi.waitFor(() => expect(readdirSync(dir).sort()).toHaveLength(2), { timeout: 20_000, interval: 50 });
    // The module is loaded once per thread: a task that runs it loads nothing more.
    const thread = await pool.run<number>({ script: MARKER, message: null, timeoutMs: 20_000 });
    expect(readdirSync(dir)).toContain(`thread-${thread}`);
    expect(readdirSync(dir)).toHaveLength(2);
  });

  it("serves waiting uploads by turns: another organisation's upload is read before the rest of one member's burst", async () => {
    pool = new WorkPool({ threads: 1, queueLimit: 20, maxHeapMiB: 256 });
    const finished: string[] = [];
    const record = (answers: Promise<string>[]) =>
      answers.map((answer) => answer.then((label) => finished.push(label)));
    // One member of organisation 1 sends ten uploads at once; then organisation 2 sends one.
    const burst = record(
      pool.runBounded<string>(Array.from({ length: 10 }, (_, i) => sleepTask(`burst-${i}`, 60, 1, 7))),
    );
    const other = record(pool.runBounded<string>([sleepTask('other-organisation', 60, 2, 9)]));
    await Promise.all([...burst, ...other]);
    // The first of the burst holds the thread; the burst's line had its turn before the other
    // organisation arrived, so the other's read comes right after that one — third, not eleventh.
    expect(finished.indexOf('other-organisation')).toBeLessThanOrEqual(2);
    expect(finished).toHaveLength(11);
  }, 30_000);

  it('tells a refused upload to come back when the queue has drained at the rate it has been draining', async () => {
    pool = new WorkPool({ threads: 2, queueLimit: 4, maxHeapMiB: 256 });
    // Warm up: twelve 100 ms tasks on two threads finish at about 20 per second.
    await Promise.all(Array.from({ length: 12 }, (_, i) => pool!.run<string>(sleepTask(`warm-${i}`, 100, 1, 1))));
    const held = pool.runBounded<string>(Array.from({ length: 6 }, (_, i) => sleepTask(`held-${i}`, 100, 1, 1)));
    let refused: unknown;
    try {
      pool.runBounded<string>([sleepTask('one-too-many', 100, 1, 1)]);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ServerBusyError);
    // Seven tasks ahead at ~20 per second drain in well under 2 s: the answer is 1 s, never the
    // many seconds that task time x queue length gives.
    expect((refused as ServerBusyError).retryAfterSeconds).toBeLessThanOrEqual(2);
    await Promise.all(held);
  }, 30_000);

  it('runs tasks off the event loop: the loop keeps turning while every thread spins', async () => {
    pool = new WorkPool({ threads: 2, queueLimit: 0, maxHeapMiB: 256 });
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 10);
    const answers = await Promise.all(
      [1, 2, 3].map((value) =>
        pool!.run<{ value: number }>({ script: SPIN, message: { spinMs: 200, value }, timeoutMs: 5000 }),
      ),
    );
    clearInterval(ticker);
    expect(answers.map((a) => a.value)).toEqual([2, 4, 6]);
    expect(ticks).toBeGreaterThan(10);
  }, 30_000);

  it('stops a task at its time limit and keeps serving the next one', async () => {
    pool = new WorkPool({ threads: 1, queueLimit: 0, maxHeapMiB: 256 });
    await expect(
      pool.run({ script: SPIN, message: { spinMs: 10_000, value: 1 }, timeoutMs: 300 }),
    ).rejects.toBeInstanceOf(TaskTimeoutError);
    const after = await pool.run<{ value: number }>({
      script: SPIN,
      message: { spinMs: 0, value: 21 },
      timeoutMs: 5000,
    });
    expect(after.value).toBe(42);
    // Both count as finished spin tasks: the pool tells which kinds of work it has done.
    expect(pool.finished('spin')).toBe(2);
  }, 30_000);

  const manuscript = corpusFiles('manuscripts').find((f) => f.name === 'ms-rodent-trapping-review-with-comment');

  it.skipIf(!corpusAvailable)(
    needsCorpus("starts the server's threads with the checks prepared, and they run checks"),
    async () => {
      pool = new WorkPool({ threads: 1, queueLimit: 0, maxHeapMiB: 512, preload: WORK_THREAD_START_URL });
      const lancet = JOURNAL_FORMATS.find((f) => f.name === 'The Lancet')!;
      const outcome = await pool.run<CheckOutcome>({
        script: CHECK_POOL_TASK_URL,
        message: {
          checkId: 'spelling',
          params: {},
          format: withDefaults(lancet.config),
          docx: readFileSync(manuscript!.file),
        },
        timeoutMs: 60_000,
      });
      expect(outcome.status).toBe('completed');
      // The real slip of this manuscript (ledger: right), found by the prepared lists.
      expect(outcome.status === 'completed' && outcome.result.results.map((r) => r.original)).toContain(
        'discrepencies',
      );
    },
    60_000,
  );
});
