/**
 * `npm run bench:cli`: the command line as a user runs it — a fresh process each time — on a
 * generated 10,000-word manuscript (the engine bench's generator, Word-like markup) and on a real
 * one of the corpus (ms-rodent-trapping-review-with-comment.docx, ≈ 9,800 words: a generated text
 * has no unknown words, so it hides what the spelling check's candidate search costs): `check`
 * with the whole catalogue against the ready-made Lancet format beside `inspect` of the same file.
 * Several runs each; prints the median and worst wall time, the median CPU time of all the
 * process's threads (steadier than wall time on a shared machine) and peak resident memory (GNU
 * time).
 * Targets (issue 17): check ≤ 1 s wall and ≤ 250 MiB peak. The prepared word lists must exist
 * (npm run build:wordlists); the first run would otherwise build them.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateManuscript } from './generate-manuscript.ts';
import { JOURNAL_FORMATS } from '../src/services/journal-formats.ts';
import { preloadWordLists } from '../src/checks/language/dictionaries.ts';

const RUNS = Number(process.env.RUNS ?? 7);
const loadAtStart = loadavg()[0]!;
const dir = mkdtempSync(path.join(tmpdir(), 'bench-cli-'));
const generated = path.join(dir, 'manuscript-10k.docx');
const real = fileURLToPath(
  new URL('../../shared/corpus/manuscripts/ms-rodent-trapping-review-with-comment.docx', import.meta.url),
);
const format = path.join(dir, 'lancet.json');
writeFileSync(generated, generateManuscript(10_000, true));
const lancet = JOURNAL_FORMATS.find((f) => f.name === 'The Lancet');
if (!lancet) throw new Error('The Lancet format is missing');
writeFileSync(format, JSON.stringify(lancet.config));
preloadWordLists();

interface Run {
  seconds: number;
  /** CPU time of all its threads (user + system): what the process costs whatever the load. */
  cpuSeconds: number;
  mib: number;
}

function once(args: string[]): Run {
  const result = spawnSync('/usr/bin/time', ['-f', '%e %U %S %M', process.execPath, 'src/cli/main.ts', ...args], {
    encoding: 'utf8',
    maxBuffer: 256 * 2 ** 20,
  });
  const last = result.stderr.trim().split('\n').pop() ?? '';
  const [seconds, user, system, kib] = last.split(' ').map(Number);
  if (
    result.status !== 0 ||
    seconds === undefined ||
    user === undefined ||
    system === undefined ||
    kib === undefined ||
    Number.isNaN(kib)
  ) {
    throw new Error(`cli ${args.join(' ')} failed: ${result.stderr.slice(-500)}`);
  }
  return { seconds, cpuSeconds: user + system, mib: kib / 1024 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const rows: string[] = [];
for (const [manuscript, docx] of [
  ['generated, 10,000 words', generated],
  ['real: ms-rodent-trapping-review-with-comment.docx', real],
] as const) {
  for (const [name, args] of [
    ['check (whole catalogue, --json)', ['check', docx, '--format', format, '--json']],
    ['inspect', ['inspect', docx]],
  ] as const) {
    const runs = Array.from({ length: RUNS }, () => once([...args]));
    rows.push(
      `| ${manuscript} | ${name} | ${RUNS} | ${median(runs.map((r) => r.seconds)).toFixed(2)} s | ${Math.max(...runs.map((r) => r.seconds)).toFixed(2)} s | ${median(runs.map((r) => r.cpuSeconds)).toFixed(2)} s | ${median(runs.map((r) => r.mib)).toFixed(0)} MiB | ${Math.max(...runs.map((r) => r.mib)).toFixed(0)} MiB |`,
    );
  }
}
rmSync(dir, { recursive: true, force: true });
process.stdout.write(
  `Load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end\n\n| manuscript | command | runs | median wall | worst wall | median CPU (user + system) | median peak RSS | worst peak RSS |\n| --- | --- | --- | --- | --- | --- | --- | --- |\n${rows.join('\n')}\n`,
);
