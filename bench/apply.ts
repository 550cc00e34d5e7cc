/**
 * `npm run bench:apply`: 100 corrections written as tracked changes into a generated
 * 10,000-word manuscript (target ≤ 100 ms per apply), side by side with the writer of another
 * commit (`BENCH_BASELINE_REF`, default 7cc77fa: the last writer with its own zip reader and XML
 * scan, before it moved onto the reader's package and paragraph ranges), taken from git into a
 * temporary folder and run interleaved with today's writer, so both meet the same load. The manuscript is made with the `docx`
 * package: 200 body paragraphs of 50 words under headings, with bold, italic and superscript runs,
 * so corrections cross runs with different formatting.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { applyTrackedChanges, type Edit } from '../src/docx/write/index.ts';
import { readParagraphTexts } from '../src/docx/write/inspect.ts';

const WORDS = 'patients cohort randomised placebo outcome mortality analysis adverse events hazard ratio trial'.split(
  ' ',
);

function paragraphRuns(p: number): TextRun[] {
  const runs: TextRun[] = [];
  for (let chunk = 0; chunk < 5; chunk++) {
    const words = Array.from({ length: 10 }, (_, w) => WORDS[(p * 7 + chunk * 3 + w) % WORDS.length]).join(' ');
    runs.push(
      new TextRun({
        text: `${words} `,
        bold: chunk === 1,
        italics: chunk === 3,
        superScript: chunk === 4 && p % 2 === 0,
      }),
    );
  }
  return runs;
}

async function manuscript(): Promise<Uint8Array> {
  const children: Paragraph[] = [];
  for (let p = 0; p < 200; p++) {
    if (p % 20 === 0) children.push(new Paragraph({ text: `Section ${p / 20 + 1}`, heading: HeadingLevel.HEADING_1 }));
    children.push(new Paragraph({ children: paragraphRuns(p) }));
  }
  const doc = new Document({ sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

function corrections(bytes: Uint8Array): Edit[] {
  const paragraphs = readParagraphTexts(bytes, ['word/document.xml']).filter((p) => p.accepted.split(' ').length > 40);
  const edits: Edit[] = [];
  for (let i = 0; i < 100; i++) {
    const p = paragraphs[(i * 37) % paragraphs.length]!;
    // Two corrections per paragraph at most, far apart: one near the start, one across runs.
    const start = i % 2 === 0 ? 5 + (i % 7) : 60 + (i % 11);
    const end = start + (i % 3 === 0 ? 0 : 4 + (i % 20));
    const block = { part: p.part, paragraphIndex: p.paragraphIndex };
    // Every fifth correction is a pure deletion (never an empty insertion).
    edits.push({ kind: 'replace', block, start, end, text: i % 5 === 0 && end > start ? '' : `fix${i}` });
  }
  return edits;
}

const bytes = await manuscript();
const words = readParagraphTexts(bytes, ['word/document.xml']).reduce(
  (n, p) => n + p.accepted.split(/\s+/).filter(Boolean).length,
  0,
);
const edits = corrections(bytes);
const options = { author: 'Bench Writer', date: new Date('2026-01-01T00:00:00Z') };
type Writer = typeof applyTrackedChanges;

/** The writer of `ref` with the engine it imports (src/docx), copied into a folder of this repository. */
async function baselineWriter(ref: string): Promise<{ apply: Writer; cleanup: () => void }> {
  const root = path.resolve(import.meta.dirname, '..');
  const dir = mkdtempSync(path.join(root, 'bench', '.baseline-'));
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  try {
    const archive = execFileSync('git', ['archive', ref, 'src/docx'], { cwd: root, maxBuffer: 64 << 20 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    const module = (await import(path.join(dir, 'src/docx/write/index.ts'))) as { applyTrackedChanges: Writer };
    return { apply: module.applyTrackedChanges, cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}

interface Timing {
  wall: number[];
  cpu: number[];
  applied: number;
}

async function timeOnce(apply: Writer, into: Timing): Promise<void> {
  const t = performance.now();
  const c = process.cpuUsage();
  const result = await apply(bytes, edits, options);
  const used = process.cpuUsage(c);
  into.wall.push(performance.now() - t);
  into.cpu.push((used.user + used.system) / 1000);
  into.applied = result.applied.length;
}

const baselineRef = process.env.BENCH_BASELINE_REF ?? '7cc77fa';
const baseline = await baselineWriter(baselineRef);
const today: Timing = { wall: [], cpu: [], applied: 0 };
const before: Timing = { wall: [], cpu: [], applied: 0 };
try {
  for (let i = 0; i < 5; i++) {
    await applyTrackedChanges(bytes, edits, options); // warm-up (JIT)
    await baseline.apply(bytes, edits, options);
  }
  // Wall time and this process's CPU time: on a shared machine under load the wall time mostly
  // measures waiting for a core, the CPU time what an apply costs. Interleaved: same load for both.
  for (let i = 0; i < 20; i++) {
    await timeOnce(applyTrackedChanges, today);
    await timeOnce(baseline.apply, before);
  }
} finally {
  baseline.cleanup();
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const [load1] = (await import('node:os')).loadavg();
const probe = await applyTrackedChanges(bytes, edits, options);
for (const r of probe.refused) console.log(`refused ${r.index}: ${r.reason}`);
console.log(`manuscript: ${words} words, ${bytes.length} bytes; corrections applied: ${today.applied}/100`);
const line = (name: string, t: Timing) =>
  `${name}: wall median ${median(t.wall).toFixed(1)} ms (min ${Math.min(...t.wall).toFixed(1)}), CPU median ${median(t.cpu).toFixed(1)} ms (min ${Math.min(...t.cpu).toFixed(1)}); applied ${t.applied}/100`;
console.log(`apply, 20 runs each after warm-up, interleaved; target ≤ 100 ms; load average ${load1?.toFixed(1)}`);
console.log(line("today's writer", today));
console.log(line(`writer at ${baselineRef}`, before));
process.exitCode = today.applied === 100 && Math.min(median(today.wall), median(today.cpu)) <= 100 ? 0 : 1;
