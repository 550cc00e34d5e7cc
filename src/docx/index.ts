/**
 * The document engine's public API. A pure library: bytes in, manuscript model out; no HTTP,
 * SQL or users. The server calls `readManuscriptIsolated` (worker thread, time and memory
 * limits); tests and the command line may call `readManuscript` directly.
 */
import type { Manuscript } from './model.ts';
import { readManuscriptSync, type ReadOptions } from './read-sync.ts';

export type * from './model.ts';
export { DocxRefusedError, refusalMessages, type RefusalReason } from './errors.ts';

export { openPackage, readManuscriptSync, type ReadOptions } from './read-sync.ts';
export { readManuscriptIsolated } from './isolated.ts';

export async function readManuscript(bytes: Uint8Array, options: ReadOptions = {}): Promise<Manuscript> {
  return readManuscriptSync(bytes, options);
}
