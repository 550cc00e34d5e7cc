/**
 * The server as its own process for the HTTP benches (bench/api.ts, bench/load.ts): started on a
 * free port over a data folder the bench prepared (SQLite, no demo seeding), probed on /api/ready
 * until it answers, and stopped — SIGTERM, wait for the exit, data folder removed.
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { freePort, waitFor } from '../tests/support/ports.ts';

export interface BenchServer {
  /** http://127.0.0.1:<port> */
  base: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

export async function startBenchServer(options: {
  dataDir: string;
  /** What to run instead of `node src/server/main.ts` (a CPU pin, a profiler flag). */
  command?: { file: string; args: string[] };
  readyWithinMs: number;
}): Promise<BenchServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { file, args } = options.command ?? { file: process.execPath, args: ['src/server/main.ts'] };
  const server = spawn(file, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      DATABASE_URL: '',
      // The benches measure what one token's burst costs the server; the per-person API limit
      // would answer most of it 429 (it has its own test, tests/api/rate-limit.test.ts).
      API_RATE_LIMIT_PER_MINUTE: process.env.API_RATE_LIMIT_PER_MINUTE ?? '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async (): Promise<void> => {
    server.kill('SIGTERM');
    await exited;
    await rm(options.dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor('the server', async () => (await fetch(`${base}/api/ready`)).ok, options.readyWithinMs, 100);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: server.pid, stop };
}
