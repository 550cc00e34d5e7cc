/**
 * Reading in the calling thread: open the package safely, build the manuscript model. The
 * worker threads (read-answer.ts) and the public API (index.ts) both read through here.
 */
import { DocxRefusedError } from './errors.ts';
import { defaultLimits, type ReadLimits } from './limits.ts';
import type { Manuscript } from './model.ts';
import { buildManuscript } from './read/manuscript.ts';
import { sniff } from './sniff.ts';
import { OpcPackage } from './zip/package.ts';

export interface ReadOptions {
  /** Package limits; any field left out takes issue 4's default. */
  limits?: Partial<ReadLimits>;
}

/** Opens the package safely (sniffing, central directory, content types, main part). */
export function openPackage(bytes: Uint8Array, options: ReadOptions = {}): OpcPackage {
  const sniffed = sniff(bytes);
  if (sniffed.kind === 'refused') throw new DocxRefusedError(sniffed.reason);
  return new OpcPackage(bytes, { ...defaultLimits, ...options.limits });
}

/**
 * Reads a .docx into the manuscript model, in this thread. Throws `DocxRefusedError` (with a
 * user-facing message) for every file it refuses; any other error is a bug in the engine.
 */
export function readManuscriptSync(bytes: Uint8Array, options: ReadOptions = {}): Manuscript {
  const pkg = openPackage(bytes, options);
  const manuscript = buildManuscript(pkg);
  pkg.refuseDeclarations();
  return manuscript;
}
