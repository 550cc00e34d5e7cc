/**
 * A small pool of worker threads that run CPU-bound jobs off the event loop. Each task has a time
 * limit: a worker that overruns it is terminated (the only way to stop synchronous JavaScript) and
 * replaced. Workers are reused between tasks, so module loading is paid once per worker.
 */
import { Worker } from 'node:worker_threads';

export class TaskTimeoutError extends Error {
  constructor(ms: number) {
    super(`Task exceeded its time limit of ${ms} ms`);
    this.name = 'TaskTimeoutError';
  }
}

export class WorkerCrashError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkerCrashError';
  }
}

interface Pending {
  message: unknown;
  transfer: ArrayBuffer[];
  timeoutMs: number;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: boolean;
}

export class WorkerPool {
  readonly size: number;
  private readonly script: URL;
  private readonly slots: Slot[] = [];
  private readonly waiting: Pending[] = [];
  private closed = false;

  constructor(script: URL, size: number) {
    this.script = script;
    this.size = Math.max(1, size);
  }

  /** Runs one task on a free worker (queued while all are busy). */
  run<T>(message: unknown, timeoutMs: number, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.closed) return Promise.reject(new Error('Worker pool is closed'));
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ message, transfer, timeoutMs, resolve: resolve as (v: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** Starts `count` idle workers now, so the first task does not wait for module loading. */
  warm(count = 1): void {
    while (!this.closed && this.slots.length < Math.min(count, this.size)) {
      this.slots.push({ worker: this.spawn(), busy: false });
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.waiting.splice(0)) pending.reject(new Error('Worker pool is closed'));
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      let slot = this.slots.find((s) => !s.busy);
      if (!slot && this.slots.length < this.size) {
        slot = { worker: this.spawn(), busy: false };
        this.slots.push(slot);
      }
      if (!slot) return;
      const task = this.waiting.shift();
      if (!task) return;
      this.execute(slot, task);
    }
  }

  private spawn(): Worker {
    const worker = new Worker(this.script);
    worker.unref();
    return worker;
  }

  private execute(slot: Slot, task: Pending): void {
    slot.busy = true;
    const { worker } = slot;
    let settled = false;
    const finish = (replace: boolean, outcome: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (replace) {
        const index = this.slots.indexOf(slot);
        if (index >= 0) this.slots.splice(index, 1);
        void worker.terminate();
      } else {
        slot.busy = false;
      }
      outcome();
      if (!this.closed) this.dispatch();
    };
    const onMessage = (value: unknown): void => finish(false, () => task.resolve(value));
    const onError = (error: Error): void => finish(true, () => task.reject(new WorkerCrashError(error.message)));
    const onExit = (code: number): void =>
      finish(true, () => task.reject(new WorkerCrashError(`Worker stopped with exit code ${code}`)));
    const timer = setTimeout(
      () => finish(true, () => task.reject(new TaskTimeoutError(task.timeoutMs))),
      task.timeoutMs,
    );
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(task.message, task.transfer);
  }
}
