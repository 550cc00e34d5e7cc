/**
 * `npm run bench:apply`: 100 corrections written as tracked changes into a generated
 * 10,000-word manuscript (target ≤ 100 ms per apply). The manuscript is made with the `docx`
 * package: 200 body paragraphs of 50 words under headings, with bold, italic and superscript runs,
 * so corrections cross runs with different formatting.
 */
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
for (let i = 0; i < 5; i++) await applyTrackedChanges(bytes, edits, options); // warm-up (JIT)
// Wall time and this process's CPU time: on a shared machine under load the wall time mostly
// measures waiting for a core, the CPU time what an apply costs.
const wall: number[] = [];
const cpu: number[] = [];
let applied = 0;
for (let i = 0; i < 20; i++) {
  const t = performance.now();
  const c = process.cpuUsage();
  const result = await applyTrackedChanges(bytes, edits, options);
  const used = process.cpuUsage(c);
  wall.push(performance.now() - t);
  cpu.push((used.user + used.system) / 1000);
  applied = result.applied.length;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const [load1] = (await import('node:os')).loadavg();
const probe = await applyTrackedChanges(bytes, edits, options);
for (const r of probe.refused) console.log(`refused ${r.index}: ${r.reason}`);
console.log(`manuscript: ${words} words, ${bytes.length} bytes; corrections applied: ${applied}/100`);
console.log(
  `apply (20 runs after warm-up): wall median ${median(wall).toFixed(1)} ms (min ${Math.min(...wall).toFixed(1)}), CPU median ${median(cpu).toFixed(1)} ms (min ${Math.min(...cpu).toFixed(1)}); target ≤ 100 ms; load average ${load1?.toFixed(1)}`,
);
process.exitCode = applied === 100 && Math.min(median(wall), median(cpu)) <= 100 ? 0 : 1;
