/**
 * How fast the work pool has been finishing work lately, to tell a refused client when to come
 * back (Retry-After). Issue 29: a moving average of task time multiplied by the queue told busy
 * uploads to wait about 16 s when the queue drained in about 2 s, because threads finish work in
 * parallel and short tasks (checks) interleave with long ones. The measured rate — tasks finished
 * per second over the last `windowMs` — already includes both.
 */
export class DrainRate {
  private readonly finishedAt: number[] = [];
  /** Moving average of one task's time: the estimate until enough work has finished to measure a rate. */
  private averageMs = 500;

  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(windowMs = 30_000, now: () => number = () => performance.now()) {
    this.windowMs = windowMs;
    this.now = now;
  }

  /** Records a task that has just finished after running `durationMs`. */
  finished(durationMs: number): void {
    this.averageMs = this.averageMs * 0.8 + durationMs * 0.2;
    const at = this.now();
    this.finishedAt.push(at);
    this.forgetBefore(at - this.windowMs);
  }

  /** Tasks finished per second over the window, or null while fewer than 3 have finished in it. */
  perSecond(): number | null {
    const at = this.now();
    this.forgetBefore(at - this.windowMs);
    const first = this.finishedAt[0];
    if (this.finishedAt.length < 3 || first === undefined) return null;
    // From the first finish in the window to now: a pool that stopped finishing slows the rate down.
    const spanMs = Math.max(1_000, at - first);
    return (this.finishedAt.length - 1) / (spanMs / 1000);
  }

  /** Seconds until `ahead` tasks have finished on `threads` threads: at least 1, at most 30. */
  secondsToFinish(ahead: number, threads: number): number {
    const rate = this.perSecond();
    const seconds = rate === null ? (ahead * this.averageMs) / Math.max(1, threads) / 1000 : ahead / rate;
    return Math.min(30, Math.max(1, Math.ceil(seconds)));
  }

  private forgetBefore(cutoff: number): void {
    let drop = 0;
    while (drop < this.finishedAt.length && (this.finishedAt[drop] as number) < cutoff) drop++;
    if (drop > 0) this.finishedAt.splice(0, drop);
  }
}
