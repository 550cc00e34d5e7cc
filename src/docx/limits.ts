/** Limits for reading an untrusted package. All configurable; the defaults are issue 4's. */
export interface ReadLimits {
  /** Most entries the zip's central directory may list. */
  maxEntries: number;
  /** Largest inflated size of one part, in bytes. */
  maxPartBytes: number;
  /** Largest inflated size of all parts read, in bytes. */
  maxTotalBytes: number;
  /** Largest inflated/compressed ratio, checked once `ratioGraceBytes` have been inflated. */
  maxRatio: number;
  ratioGraceBytes: number;
}

const MiB = 1024 * 1024;

export const defaultLimits: ReadLimits = {
  maxEntries: 1000,
  maxPartBytes: 50 * MiB,
  maxTotalBytes: 200 * MiB,
  maxRatio: 100,
  ratioGraceBytes: 100 * 1024,
};

/** Options of the isolated (worker) reader, on top of the package limits. */
export interface IsolationLimits {
  /** Wall-clock limit for one read, in milliseconds. */
  timeoutMs: number;
  /** V8 old-generation heap limit of the worker, in MiB. */
  maxHeapMiB: number;
}

export const defaultIsolationLimits: IsolationLimits = { timeoutMs: 10_000, maxHeapMiB: 512 };
