/**
 * The server process as `npm start` runs it (src/server/main.ts): a bad configuration stops it
 * with the list of every problem; a good one migrates, seeds, serves, and stops cleanly on SIGTERM.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/corpus.ts';

function run(env: Record<string, string>): {
  exit: Promise<number | null>;
  output: () => string;
  kill: (signal: NodeJS.Signals) => void;
} {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    exit: new Promise((resolve) => child.once('exit', resolve)),
    output: () => output,
    kill: (signal) => child.kill(signal),
  };
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
      const lines = server
        .output()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { msg: string; reqId?: string });
      expect(lines.some((l) => l.msg.startsWith('Manuscript Checker is ready'))).toBe(true);
      expect(lines.some((l) => l.msg === 'request completed' && typeof l.reqId === 'string')).toBe(true);
      expect(lines.at(-1)?.msg).toBe('stopped');
    } finally {
      server.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
