/**
 * `npm run bench:first-run`: the first run of every check, each in a fresh process, as a server
 * work thread runs it (issue 18, "no dead waits"): the process loads what a thread loads when it
 * starts (src/services/session-work/work-thread-start.ts: the compile cache, the checks and what
 * they prepare), timed apart as the thread's start; then the check runs once on a real
 * 10,000-word corpus manuscript under the ready-made Lancet format — reading the .docx and the
 * check, as the thread does — and again. Target: every first run answers inside the server's synchronous wait (CHECK_SYNC_WAIT_MS,
 * DEFAULT_CHECK_SYNC_WAIT_MS, 3,000 ms), so no writer waits for the 10 s poll. Prints a Markdown table.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CHECK_SYNC_WAIT_MS } from '../src/config/index.ts';
import { withDefaults } from '../src/contract/format-config.ts';
import { JOURNAL_FORMATS } from '../src/services/journal-formats.ts';

const MANUSCRIPT = fileURLToPath(
  new URL('../../shared/corpus/manuscripts/ms-rodent-trapping-review-with-comment.docx', import.meta.url),
);
const SYNC_WAIT_MS = DEFAULT_CHECK_SYNC_WAIT_MS;

interface Timing {
  check: string;
  startMs: number;
  firstMs: number;
  /** CPU time of the first run (the process's, user + system): what it costs whatever the load. */
  firstCpuMs: number;
  againMs: number;
  status: string;
}

/** In the child: one check, timed as a warmed thread runs it. */
async function one(checkId: string): Promise<Timing> {
  const started = performance.now();
  await import('../src/services/session-work/work-thread-start.ts');
  const startMs = performance.now() - started;
  const { default: check } = await import('../src/services/session-work/check-pool-task.ts');
  const lancet = JOURNAL_FORMATS.find((f) => f.name === 'The Lancet');
  if (!lancet) throw new Error('The Lancet format is missing');
  const task = { checkId, params: {}, format: withDefaults(lancet.config), docx: readFileSync(MANUSCRIPT) };
  let at = performance.now();
  const cpu = process.cpuUsage();
  const outcome = await check(task);
  const firstMs = performance.now() - at;
  const used = process.cpuUsage(cpu);
  const firstCpuMs = (used.user + used.system) / 1000;
  at = performance.now();
  await check(task);
  return { check: checkId, startMs, firstMs, firstCpuMs, againMs: performance.now() - at, status: outcome.status };
}

async function main(): Promise<void> {
  const { CHECKS } = await import('../src/checks/index.ts');
  const timings: Timing[] = [];
  for (const { id } of CHECKS) {
    const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), id], {
      encoding: 'utf8',
      maxBuffer: 16 * 2 ** 20,
    });
    if (child.status !== 0) throw new Error(`${id}: ${child.stderr.slice(-500)}`);
    timings.push(JSON.parse(child.stdout.trim().split('\n').pop() ?? '') as Timing);
  }
  const slowest = timings.reduce((a, b) => (b.firstMs > a.firstMs ? b : a));
  const costliest = timings.reduce((a, b) => (b.firstCpuMs > a.firstCpuMs ? b : a));
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  process.stdout.write(
    `First run of each check in a fresh process, ms-rodent-trapping-review-with-comment.docx (≈ 9,800 words), The Lancet; load average ${loadavg()[0]!.toFixed(1)}\n\n` +
      '| check | thread start (untimed in a run) | first run (read + check) | its CPU time | second run | outcome |\n| --- | --- | --- | --- | --- | --- |\n' +
      timings
        .map(
          (t) =>
            `| ${t.check} | ${ms(t.startMs)} | ${ms(t.firstMs)} | ${ms(t.firstCpuMs)} | ${ms(t.againMs)} | ${t.status} |`,
        )
        .join('\n') +
      `\n\nSlowest first run: ${slowest.check}, ${ms(slowest.firstMs)} (target: inside the synchronous wait, ${SYNC_WAIT_MS} ms: ${slowest.firstMs <= SYNC_WAIT_MS ? 'met' : 'MISSED'}); most CPU: ${costliest.check}, ${ms(costliest.firstCpuMs)}.\n`,
  );
  if (slowest.firstMs > SYNC_WAIT_MS) process.exitCode = 1;
}

const checkId = process.argv[2];
if (checkId) process.stdout.write(`${JSON.stringify(await one(checkId))}\n`);
else await main();
