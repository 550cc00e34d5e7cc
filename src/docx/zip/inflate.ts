/**
 * Inflates one zip entry while enforcing the limits, never trusting the declared sizes: output
 * is counted as it is produced, the stream stops the moment it exceeds the part limit, the
 * running total, the declared size (a liar is a damaged file) or the ratio limit, and the
 * CRC-32 is checked at the end.
 */
import { Inflate } from 'fflate';
import { crc32 } from 'node:zlib';
import { DocxRefusedError } from '../errors.ts';
import type { ReadLimits } from '../limits.ts';
import type { ZipEntry } from './central-directory.ts';

const LOCAL_SIGNATURE = 0x04034b50;
/** Small input chunks bound how much one push can produce (deflate's maximum ratio is ~1032). */
const CHUNK = 16 * 1024;

export interface InflateBudget {
  /** Bytes inflated so far across the package. */
  total: number;
}

function dataStart(bytes: Uint8Array, entry: ZipEntry): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_SIGNATURE) {
    throw new DocxRefusedError('damaged', `local header of ${entry.name} missing`);
  }
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length) throw new DocxRefusedError('damaged', `${entry.name} is cut short`);
  return start;
}

export function inflateEntry(bytes: Uint8Array, entry: ZipEntry, limits: ReadLimits, budget: InflateBudget): Uint8Array {
  const start = dataStart(bytes, entry);
  const compressed = bytes.subarray(start, start + entry.compressedSize);
  const partLimit = Math.min(limits.maxPartBytes, entry.uncompressedSize);
  let result: Uint8Array;
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.uncompressedSize) throw new DocxRefusedError('damaged', `${entry.name}: stored sizes differ`);
    result = compressed;
  } else {
    const chunks: Uint8Array[] = [];
    let produced = 0;
    let consumed = 0;
    let failure: DocxRefusedError | null = null;
    const inflater = new Inflate((chunk) => {
      if (failure) return;
      produced += chunk.length;
      if (produced > partLimit || budget.total + produced > limits.maxTotalBytes) {
        // More than declared means the header lied; more than the limits means a bomb.
        failure = produced > entry.uncompressedSize && entry.uncompressedSize <= limits.maxPartBytes
          ? new DocxRefusedError('damaged', `${entry.name} inflates past its declared size`)
          : new DocxRefusedError('too-large', `${entry.name} exceeds the size limits`);
        return;
      }
      if (produced > limits.ratioGraceBytes && produced > limits.maxRatio * consumed) {
        failure = new DocxRefusedError('too-large', `${entry.name} exceeds the inflate ratio`);
        return;
      }
      chunks.push(chunk);
    });
    try {
      for (let offset = 0; offset < compressed.length && !failure; offset += CHUNK) {
        const end = Math.min(offset + CHUNK, compressed.length);
        consumed = end;
        inflater.push(compressed.subarray(offset, end), end === compressed.length);
      }
      if (compressed.length === 0) inflater.push(new Uint8Array(0), true);
    } catch (error) {
      if (error instanceof DocxRefusedError) throw error;
      throw new DocxRefusedError('damaged', `${entry.name}: ${(error as Error).message}`);
    }
    if (failure) throw failure;
    if (chunks.length === 1 && chunks[0]) {
      result = chunks[0];
    } else {
      result = new Uint8Array(produced);
      let at = 0;
      for (const chunk of chunks) { result.set(chunk, at); at += chunk.length; }
    }
  }
  if (result.length !== entry.uncompressedSize) throw new DocxRefusedError('damaged', `${entry.name}: size differs from its header`);
  if ((crc32(result) >>> 0) !== entry.crc32) throw new DocxRefusedError('damaged', `${entry.name}: CRC mismatch`);
  budget.total += result.length;
  return result;
}
