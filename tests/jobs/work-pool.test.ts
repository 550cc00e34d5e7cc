import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkPool } from '../../src/jobs/work-pool.ts';
import { JOURNAL_FORMATS } from '../../src/services/journal-formats.ts';
import { CHECK_POOL_TASK_URL, WORK_THREAD_START_URL } from '../../src/services/session-work/check-executor.ts';
import { withDefaults } from '../../src/contract/format-config.ts';
import type { CheckOutcome } from '../../src/checks/index.ts';
import { corpusFiles } from '../support/corpus.ts';

const MARKER = new URL('./fixtures/preload-marker.ts', import.meta.url);

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

  const manuscript = corpusFiles('manuscripts').find((f) => f.name === 'ms-rodent-trapping-review-with-comment');

  it.runIf(manuscript)(
    "starts the server's threads with the checks prepared, and they run checks",
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
