/**
 * Removes blobs no row references (issue 15): a crash between writing an upload's blobs and
 * committing its row, or between an apply's new .docx and its version, leaves files nobody will
 * ever read. Only entries older than the grace period are looked at, so a write in progress (its
 * row not committed yet) is never touched; each candidate is checked and removed under the blob
 * lock that writers and deleters share (src/services/blob-refs.ts), so an upload that reuses the
 * same content either commits first (the blob is kept) or writes it again after.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { BlobStore } from '../store/blob/blob-store.ts';
import type { Database } from '../store/schema.ts';
import { blobInUse, lockBlobs } from './blob-refs.ts';

export interface SweepReport {
  /** Entries old enough to be looked at. */
  examined: number;
  /** Unreferenced blobs removed. */
  removedBlobs: number;
  /** Leftover temp files removed (blob writes and uploads that never finished). */
  removedTemp: number;
}

/** Upload files a crashed request left in `uploadDir` (src/store/upload-folder.ts), once older than the grace period. */
export async function sweepLeftoverUploads(uploadDir: string, graceMs: number, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(uploadDir).catch(() => [] as string[])) {
    if (!name.endsWith('.upload')) continue;
    const file = path.join(uploadDir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || info.mtimeMs > now - graceMs) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}

export async function sweepOrphanBlobs(
  db: Kysely<Database>,
  blobs: BlobStore,
  graceMs: number,
  now = Date.now(),
): Promise<SweepReport> {
  const report: SweepReport = { examined: 0, removedBlobs: 0, removedTemp: 0 };
  if (!blobs.list) return report;
  for await (const entry of blobs.list()) {
    if (entry.modifiedAt > now - graceMs) continue;
    report.examined++;
    const { key } = entry;
    if (key === null) {
      await entry.remove();
      report.removedTemp++;
      continue;
    }
    const removed = await db.transaction().execute(async (trx) => {
      await lockBlobs(trx);
      if (await blobInUse(trx, key)) return false;
      await entry.remove();
      return true;
    });
    if (removed) report.removedBlobs++;
  }
  return report;
}

/** Sweeps soon after start and then every `everyMs`, until stopped. */
export function startBlobSweeper(options: {
  db: Kysely<Database>;
  blobs: BlobStore;
  /** Where uploads wait on disk; its leftovers are swept too. */
  uploadDir?: string;
  graceMs: number;
  everyMs: number;
  firstAfterMs: number;
  onSweep?: (report: SweepReport) => void;
  onError?: (error: unknown) => void;
}): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const sweep = (): void => {
    running = sweepOrphanBlobs(options.db, options.blobs, options.graceMs)
      .then(async (report) => {
        if (options.uploadDir) report.removedTemp += await sweepLeftoverUploads(options.uploadDir, options.graceMs);
        options.onSweep?.(report);
      })
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null;
        if (!stopped) schedule(options.everyMs);
      });
  };
  const schedule = (ms: number): void => {
    timer = setTimeout(sweep, ms);
    timer.unref();
  };
  schedule(options.firstAfterMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (running) await running;
    },
  };
}
