import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkPool } from '../../src/jobs/work-pool.ts';

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
});
