/**
 * `npm run bench:apply-api`: the whole apply request over HTTP — read the latest version, locate
 * 100 corrections, write them as tracked changes, store the new version, and commit version +
 * history + decisions + audit in one transaction — on the embedded default (SQLite), for a
 * generated 10,000-word manuscript. `npm run bench:apply` measures the writer alone.
 */
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { CHECKS } from '../src/checks/index.ts';
import { startTestServer } from '../tests/support/server.ts';

const WORDS = 'patients cohort randomised placebo outcome mortality analysis adverse events hazard ratio trial'.split(
  ' ',
);
const ROUNDS = 10;

async function manuscript(): Promise<Uint8Array> {
  const children: Paragraph[] = [];
  for (let p = 0; p < 200; p++) {
    if (p % 20 === 0) children.push(new Paragraph({ text: `Section ${p / 20 + 1}`, heading: HeadingLevel.HEADING_1 }));
    const runs: TextRun[] = [];
    for (let chunk = 0; chunk < 5; chunk++) {
      const words = Array.from({ length: 10 }, (_, w) => WORDS[(p * 7 + chunk * 3 + w) % WORDS.length]).join(' ');
      runs.push(new TextRun({ text: `${words} `, bold: chunk === 1, italics: chunk === 3 }));
    }
    children.push(new Paragraph({ children: runs }));
  }
  return new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children }] })));
}

const server = await startTestServer({ database: 'sqlite' });
try {
  const token = await server.tokenFor('alice@northwind.example');
  const auth = { authorization: `Bearer ${token}` };
  const json = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    // biome-ignore lint/suspicious/noExplicitAny: a bench reads a few known fields of the API's JSON answers
    return { status: response.status, body: (await response.json()) as any };
  };
  const bytes = await manuscript();
  const form = new FormData();
  const blobBytes = bytes as Uint8Array<ArrayBuffer>;
  const type = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  form.append('original_file', new Blob([blobBytes], { type }), 'bench.docx');
  form.append('template_file', new Blob([blobBytes], { type }), 'template.docx');
  const upload = (await (
    await fetch(`${server.url}/api/documents/`, { method: 'POST', headers: auth, body: form })
  ).json()) as { document: { id: number } };
  const formats = await json('GET', '/api/formatting/?page=1&size=100');
  const session = await json('POST', '/api/sessions/', {
    document_id: upload.document.id,
    format_id: formats.body.items[0].id,
  });
  const sessionId = session.body.id as number;
  const checkId = CHECKS.find((c) => c.resultType === 'type1')!.id;

  const timings: number[] = [];
  // Wall time, and this process's CPU time (server and client share it): on a shared machine under
  // load the wall time mostly measures waiting for a core, the CPU time what an apply costs.
  const cpuTimings: number[] = [];
  for (let round = 0; round < ROUNDS + 2; round++) {
    const preview = (await json('GET', `/api/preview/latest_version?session_id=${sessionId}`)).body.text as string;
    const words = preview.split(/\s+/).filter(Boolean).length;
    const matches = [...preview.matchAll(/\b[a-z]{5,}\b/g)];
    const items = Array.from({ length: 100 }, (_, i) => matches[Math.floor((i * matches.length) / 100)]!).map(
      (m, i) => ({
        entry_id: `bench-${round}-${i}`,
        hash: `bench-${round}-${i}`,
        original: m[0],
        correction: m[0].toUpperCase(),
        coordinates: { absolute: { start: m.index!, end: m.index! + m[0].length }, relative: { start: 0, end: 0 } },
      }),
    );
    const started = performance.now();
    const cpu = process.cpuUsage();
    const answer = await json('POST', `/api/checks/${checkId}/apply`, {
      session_id: sessionId,
      results: items,
      comment: `bench round ${round}`,
    });
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    if (answer.status !== 200 || answer.body.applied.length !== 100)
      throw new Error(`apply failed: ${JSON.stringify(answer.body).slice(0, 300)}`);
    if (round >= 2) {
      timings.push(ms); // the first two warm up the writer and the JIT
      cpuTimings.push(cpuMs);
    }
    if (round === 0) process.stdout.write(`manuscript: ${words} words; 100 corrections per apply\n`);
  }
  const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  process.stdout.write(
    `apply over HTTP (SQLite), ${ROUNDS} rounds: wall median ${median(timings).toFixed(0)} ms (max ${Math.max(...timings).toFixed(0)} ms), CPU median ${median(cpuTimings).toFixed(0)} ms\n`,
  );
} finally {
  await server.close();
}
