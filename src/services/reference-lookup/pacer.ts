/**
 * Requests to one service at the pace it asks for: starts at least `1000 / perSecond` ms apart and
 * at most `concurrency` in flight (Crossref's polite pool: 10 a second, 3 at once; its public pool:
 * 5 and 1; NCBI: 3 a second, 10 with an API key). One pacer per service per process, so every
 * check run in the process shares the allowance.
 */
export class RequestPacer {
  private readonly spacingMs: number;
  private readonly concurrency: number;
  private nextStart = 0;
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** Requests started, for the bench's measured rate. */
  started = 0;

  constructor(perSecond: number, concurrency: number) {
    // 5 % under the published rate: timers fire late, and a late start must not bunch the next ones.
    this.spacingMs = 1050 / perSecond;
    this.concurrency = concurrency;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      const now = Date.now();
      const at = Math.max(now, this.nextStart);
      this.nextStart = at + this.spacingMs;
      if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
      // Spaced from when it really starts: a timer that fired late pushes the next start on.
      this.nextStart = Math.max(this.nextStart, Date.now() + this.spacingMs);
      this.started += 1;
      return await task();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }
}
