/**
 * DATA_DIR holds password and token hashes, the sign-in provider's signing key and every
 * manuscript: only the server's own user may read it (issue 15). The folder is made (or set) 0700
 * and the process umask 077, so every file and folder made later (SQLite and its journal, blobs)
 * is 0600 / 0700; files already there are set 0600 on start.
 */
import { chmodSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

export function secureDataDir(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  for (const entry of readdirSync(dataDir, { withFileTypes: true })) {
    const full = path.join(dataDir, entry.name);
    if (entry.isFile()) chmodSync(full, 0o600);
    else if (entry.isDirectory()) chmodSync(full, 0o700);
  }
  const blobs = path.join(dataDir, 'blobs');
  if (existsSync(blobs)) chmodSync(blobs, 0o700);
}
