/**
 * The probes of `npm run bench:load` in a process of their own (forked by bench/load.ts), as a
 * user on another machine would be: the load generator's own event loop, busy pushing 2 GB of
 * uploads, would otherwise add its delays to every latency measured.
 *
 * Messages from the parent: `{ kind: 'health' }` asks /api/health every 20 ms; `{ kind: 'tenant',
 * headers, sessionIds }` is another organisation's writer — her document list every 50 ms, and a
 * check run on each session half a second apart; `{ kind: 'stop' }` answers the latencies.
 */
import { checkToAnswer } from './probe-client.ts';

type Start =
  | { kind: 'health'; base: string }
  | { kind: 'tenant'; base: string; headers: Record<string, string>; sessionIds: number[] };
export interface ProbeResult {
  latencies: number[];
  runs: number[];
}

async function loop(every: number, running: () => boolean, ask: () => Promise<Response>): Promise<number[]> {
  const latencies: number[] = [];
  while (running()) {
    const sent = performance.now();
    await (await ask()).arrayBuffer();
    latencies.push(performance.now() - sent);
    await new Promise((resolve) => setTimeout(resolve, every));
  }
  return latencies;
}

let running = true;
let work: Promise<ProbeResult> | undefined;
process.on('message', (message: Start | { kind: 'stop' }) => {
  if (message.kind === 'stop') {
    running = false;
    void work?.then((result) => process.send?.(result, () => process.exit(0)));
    return;
  }
  if (message.kind === 'health') {
    work = loop(
      20,
      () => running,
      () => fetch(`${message.base}/api/health`),
    ).then((latencies) => ({ latencies, runs: [] }));
    return;
  }
  const { base, headers, sessionIds } = message;
  const listing = loop(
    50,
    () => running,
    () => fetch(`${base}/api/documents/?page=1&size=20`, { headers }),
  );
  const runs = (async () => {
    const seconds: number[] = [];
    for (const sessionId of sessionIds) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      seconds.push((await checkToAnswer(base, headers, sessionId, 'word-limits')).seconds);
    }
    process.send?.({ kind: 'runs-done' });
    return seconds;
  })();
  work = Promise.all([listing, runs]).then(([latencies, seconds]) => ({ latencies, runs: seconds }));
});
