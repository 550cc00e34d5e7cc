/**
 * Where uploads wait on disk while they are validated and stored (issue 29): `DATA_DIR/uploads`.
 * Each request removes its own files; a crash's leftovers are removed by the orphan sweeper once
 * older than its grace period (src/services/blob-sweeper.ts).
 */
import path from 'node:path';

export function uploadFolder(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}
