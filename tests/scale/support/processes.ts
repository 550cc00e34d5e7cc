/**
 * Child processes of the scale tests (API instances, workers), each in its own process group and
 * all remembered, so `stopAll` ends every one of them even when a test fails half-way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface Started {
  child: ChildProcess;
  name: string;
  /** Everything it wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves when a line matching `pattern` appears in its output. */
  waitForLine(pattern: RegExp, timeoutMs: number): Promise<string>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

const running = new Set<Started>();
const nodeBin = path.resolve('node_modules/.bin/node');

/**
 * Process groups to kill if this process ends without its cleanup having run (a test runner
 * killed on timeout, an uncaught error): `exit` handlers may only do synchronous work, and
 * `process.kill` is synchronous.
 */
const groups = new Set<number>();
let exitHookInstalled = false;
export function killOnExit(pid: number | undefined): () => void {
  if (pid === undefined) return () => undefined;
  groups.add(pid);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once('exit', () => {
      for (const group of groups) {
        try {
          process.kill(-group, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    });
  }
  return () => groups.delete(pid);
}

export function startNode(name: string, script: string, env: Record<string, string>): Started {
  const child = spawn(nodeBin, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const forget = killOnExit(child.pid);
  child.once('exit', forget);
  let text = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const started: Started = {
    child,
    name,
    output: () => text,
    waitForLine: (pattern, timeoutMs) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const line = text.split('\n').find((l) => pattern.test(l));
          if (line !== undefined) {
            cleanup();
            resolve(line);
          } else if (child.exitCode !== null) {
            cleanup();
            reject(new Error(`${name} exited (${child.exitCode}) before printing ${pattern}:\n${text.slice(-3000)}`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`${name} did not print ${pattern} within ${timeoutMs} ms:\n${text.slice(-3000)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      }),
    kill: async (signal = 'SIGKILL') => {
      running.delete(started);
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      try {
        process.kill(-child.pid, signal);
      } catch {
        return;
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    },
  };
  running.add(started);
  return started;
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((p) => p.kill('SIGKILL')));
}

/** The worker's log line (src/log.ts: pino writes the event's fields first, `msg` last) for a claimed run. */
export function claimedLine(runId: number | string): RegExp {
  return new RegExp(`"runId":${runId}\\b.*"msg":"run claimed"`);
}
