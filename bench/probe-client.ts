/**
 * The HTTP steps bench/load.ts and its probe process share: a check run polled to its answer.
 */

/** Runs a check to its answer (polling while queued); returns the statuses and the seconds it took. */
export async function checkToAnswer(
  base: string,
  headers: Record<string, string>,
  sessionId: number,
  checkId: string,
): Promise<{ statuses: number[]; seconds: number }> {
  const started = performance.now();
  const statuses: number[] = [];
  let body: unknown = {};
  for (let attempt = 0; attempt < 1200; attempt++) {
    const response = await fetch(`${base}/api/checks/${checkId}/?session_id=${sessionId}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { status: string; payload?: unknown };
    statuses.push(response.status === 200 && answer.status === 'failed' ? 599 : response.status);
    if (response.status !== 200 || answer.status !== 'queued') break;
    body = answer.payload;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { statuses, seconds: (performance.now() - started) / 1000 };
}
