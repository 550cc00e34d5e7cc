/**
 * The server process as `npm start` runs it (src/server/main.ts): a bad configuration stops it
 * with the list of every problem; a good one migrates, seeds, serves, and stops cleanly on SIGTERM.
 * Both it and the check worker (`npm run worker`) log through src/log.ts: pino's JSON lines on
 * stderr, nothing on stdout.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/corpus.ts';
import { createTestDatabase, postgresReachable } from '../support/postgres.ts';

function run(
  env: Record<string, string>,
  script = 'src/server/main.ts',
): {
  exit: Promise<number | null>;
  output: () => string;
  stdout: () => string;
  stderr: () => string;
  kill: (signal: NodeJS.Signals) => void;
} {
  const child = spawn(process.execPath, [script], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stderr += chunk.toString();
  });
  return {
    exit: new Promise((resolve) => child.once('exit', resolve)),
    output: () => output,
    stdout: () => stdout,
    stderr: () => stderr,
    kill: (signal) => child.kill(signal),
  };
}

interface LogLine {
  level: number;
  time: number;
  pid: number;
  msg: string;
  reqId?: string;
  name?: string;
}

/** pino's line at LOG_LEVEL=info: a numeric level of info (30) or above, a time, the process id, a message. */
const LOG_LINE_SHAPE = {
  level: expect.any(Number),
  time: expect.any(Number),
  pid: expect.any(Number),
  msg: expect.any(String),
};

function logLines(text: string): LogLine[] {
  return text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as LogLine);
}

describe('server process', () => {
  it('refuses a bad configuration with every problem listed', async () => {
    const server = run({
      PORT: 'eighty',
      MAX_UPLOAD_MB: '-1',
      AUTH_MODE: 'ldap',
      DATA_DIR: path.join(tmpdir(), 'never-created'),
    });
    expect(await server.exit).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration/);
    for (const name of ['PORT', 'MAX_UPLOAD_MB', 'AUTH_MODE']) expect(server.output()).toContain(name);
  });

  it('starts on a fresh data folder, answers, and shuts down gracefully on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'mc-process-'));
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const server = run({
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
      DATABASE_URL: '',
    });
    try {
      let ready: Response | undefined;
      for (let attempt = 0; attempt < 200 && !ready?.ok; attempt++) {
        ready = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => undefined);
        if (!ready?.ok) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(ready?.status).toBe(200);
      const config = await fetch(`http://127.0.0.1:${port}/api/auth/config`);
      expect(config.status).toBe(200);
      server.kill('SIGTERM');
      expect(await server.exit).toBe(0);
      expect(server.stdout()).toBe('');
      const lines = logLines(server.stderr());
      for (const line of lines) expect(line).toMatchObject(LOG_LINE_SHAPE);
      expect(lines.some((l) => l.msg.startsWith('Manuscript Checker is ready'))).toBe(true);
      expect(lines.some((l) => l.msg === 'request completed' && typeof l.reqId === 'string')).toBe(true);
      expect(lines.at(-1)?.msg).toBe('stopped');
    } finally {
      server.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

const withPostgres = await postgresReachable();

describe.skipIf(!withPostgres)('check worker process (needs PostgreSQL on 127.0.0.1:5432)', () => {
  it('logs through the same logger: JSON lines on stderr at LOG_LEVEL, named worker, nothing on stdout', async () => {
    const database = await createTestDatabase('mc_worker_log');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'mc-worker-log-'));
    const worker = run(
      { DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'development' },
      'src/worker/main.ts',
    );
    try {
      for (let attempt = 0; attempt < 600 && !worker.stderr().includes('worker ready'); attempt++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      worker.kill('SIGTERM');
      expect(await worker.exit).toBe(0);
      expect(worker.stdout()).toBe('');
      const lines = logLines(worker.stderr());
      for (const line of lines) expect(line).toMatchObject(LOG_LINE_SHAPE);
      expect(lines.find((l) => l.msg === 'worker ready')).toMatchObject({ level: 30, name: 'worker' });
      expect(lines.some((l) => l.msg === 'worker stopping')).toBe(true);
    } finally {
      worker.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
      await database.drop();
    }
  }, 90_000);
});
