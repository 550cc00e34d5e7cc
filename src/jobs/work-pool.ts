/**
 * The server's one pool of document-work threads (piscina): upload reads and check runs share it,
 * so the CPU and memory the server spends on documents has one upper bound however many requests
 * arrive. In front of it sits our own bounded queue:
 *
 * - at most `threads` tasks are handed to piscina at once, so a task handed over starts at once,
 *   and its time limit starts then (never while it waits for a core);
 * - `bounded` work (upload reads) waits in a queue of at most `queueLimit` tasks; when that is
 *   full the work is refused with `ServerBusyError` (the route answers 503 with Retry-After);
 * - `unbounded` work (check runs) also waits for a thread but is never refused: its callers bound
 *   it themselves (the job runner holds at most `threads` runs; the rest wait in check_runs).
 *
 * Waiting work is served round-robin across organisations and their members (issue 29: one
 * member's burst of uploads must not queue ahead of everyone else's); work that names no owner
 * takes its turn as one more owner. Retry-After comes from the rate at which the pool has been
 * finishing work lately, not from a guess.
 */
import { Piscina } from 'piscina';
import { FairQueue, type Owner } from './fair-queue.ts';
import { DrainRate } from './drain-rate.ts';
import { TaskTimeoutError, WorkerCrashError } from './task-errors.ts';

const READY_TASK_URL = new URL('./ready-task.ts', import.meta.url);

export class ServerBusyError extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('The server is busy reading other documents.');
    this.name = 'ServerBusyError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface WorkPoolOptions {
  /** Threads that do document work at the same time. */
  threads: number;
  /** Upload reads that may wait for a thread; one more is refused with ServerBusyError. */
  queueLimit: number;
  /** V8 old-generation heap limit of each thread, in MiB (a hostile file dies alone). */
  maxHeapMiB: number;
  /**
   * A task module each thread loads as it starts, before it takes work (the check task: the
   * checks, their word lists and citation engines), so no first task pays for loading it.
   */
  preload?: URL;
}

export interface WorkTask {
  /** The piscina worker module (default export) that performs the task. */
  script: URL;
  message: unknown;
  timeoutMs: number;
  transfer?: ArrayBuffer[];
  /** Whose work it is: waiting work takes turns by organisation, then by member. */
  owner?: Owner;
}

/** The turn of work that names no owner (server-side work such as the CLI's). */
const NO_OWNER: Owner = { tenantId: 0, userId: 0 };

interface Waiting {
  task: WorkTask;
  bounded: boolean;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

export class WorkPool {
  readonly threads: number;
  readonly queueLimit: number;
  private readonly piscina: Piscina;
  private readonly waiting = new FairQueue<Waiting>();
  private running = 0;
  private boundedWaiting = 0;
  /** How fast work has been finishing lately, for Retry-After. */
  private readonly drain = new DrainRate();
  private closed = false;
  /** How many tasks of each kind (task module, e.g. "preview") have finished, for tests and operators. */
  private readonly finishedByKind = new Map<string, number>();
  /**
   * False until every thread has loaded the preload (the checks and word lists take seconds on a
   * busy machine): until then nothing is handed over, so no task's time limit runs while its
   * thread is still starting.
   */
  private warm: boolean;

  constructor(options: WorkPoolOptions) {
    this.threads = Math.max(1, options.threads);
    this.queueLimit = Math.max(0, options.queueLimit);
    this.piscina = new Piscina({
      minThreads: this.threads,
      maxThreads: this.threads,
      idleTimeout: 60_000,
      ...(options.preload ? { filename: options.preload.href } : {}),
      resourceLimits: {
        maxOldGenerationSizeMb: options.maxHeapMiB,
        maxYoungGenerationSizeMb: Math.min(64, Math.max(8, Math.floor(options.maxHeapMiB / 8))),
      },
    });
    this.warm = !options.preload;
    if (options.preload) {
      const threads = Array.from({ length: this.threads }, () =>
        this.piscina.run(null, { filename: READY_TASK_URL.href }),
      );
      void Promise.allSettled(threads).then(() => {
        this.warm = true;
        this.dispatch();
      });
    }
  }

  /**
   * Queues tasks that come as one piece of work (the two files of an upload): all are admitted
   * or none is (ServerBusyError, thrown before anything runs).
   */
  runBounded<T>(tasks: WorkTask[]): Promise<T>[] {
    if (this.closed) throw new Error('The work pool is closed');
    const free = Math.max(0, this.threads - this.running - this.waiting.size);
    if (tasks.length > free + (this.queueLimit - this.boundedWaiting)) {
      throw new ServerBusyError(this.retryAfterSeconds(tasks.length));
    }
    return tasks.map((task) => this.enqueue<T>(task, true));
  }

  /** Runs one task whose caller bounds its own concurrency (check runs): waits, never refused. */
  run<T>(task: WorkTask): Promise<T> {
    if (this.closed) return Promise.reject(new Error('The work pool is closed'));
    return this.enqueue<T>(task, false);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (let waiting = this.waiting.shift(); waiting; waiting = this.waiting.shift()) {
      waiting.reject(new Error('The work pool is closed'));
    }
    await this.piscina.destroy();
  }

  /** How many tasks of `kind` (the task module's name without "-pool-task.ts") have ended, answered or not. */
  finished(kind: string): number {
    return this.finishedByKind.get(kind) ?? 0;
  }

  /** Seconds until the work ahead of a refused request has probably drained (at least 1, at most 30). */
  retryAfterSeconds(extra: number): number {
    return this.drain.secondsToFinish(this.running + this.waiting.size + extra, this.threads);
  }

  private enqueue<T>(task: WorkTask, bounded: boolean): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push(task.owner ?? NO_OWNER, {
        task,
        bounded,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      if (bounded) this.boundedWaiting++;
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.warm && !this.closed && this.running < this.threads && this.waiting.size > 0) {
      const next = this.waiting.shift();
      if (!next) return;
      if (next.bounded) this.boundedWaiting--;
      this.start(next);
    }
  }

  /** Counted before its caller hears the answer, so the count is right when the caller looks. */
  private count(task: WorkTask): void {
    const kind = taskKind(task.script);
    this.finishedByKind.set(kind, (this.finishedByKind.get(kind) ?? 0) + 1);
  }

  private start({ task, resolve, reject }: Waiting): void {
    this.running++;
    const started = performance.now();
    const abort = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      abort.abort();
    }, task.timeoutMs);
    this.piscina
      .run(task.message, {
        filename: task.script.href,
        signal: abort.signal,
        ...(task.transfer ? { transferList: task.transfer } : {}),
      })
      .then(
        (value: unknown) => {
          this.drain.finished(performance.now() - started);
          this.count(task);
          resolve(value);
        },
        (error: unknown) => {
          this.count(task);
          if (timedOut) reject(new TaskTimeoutError(task.timeoutMs));
          else if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') reject(error as Error);
          else reject(new WorkerCrashError(error instanceof Error ? error.message : String(error)));
        },
      )
      .finally(() => {
        clearTimeout(timer);
        this.running--;
        this.dispatch();
      });
  }
}

/** A task's kind is its module's name: ".../preview-pool-task.ts" → "preview", "spin-task.ts" → "spin". */
function taskKind(script: URL): string {
  const name = script.pathname.slice(script.pathname.lastIndexOf('/') + 1);
  return name.replace(/(-pool)?(-task)?\.[cm]?[jt]s$/, '');
}
