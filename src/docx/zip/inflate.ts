/**
 * Inflates one zip entry while enforcing the limits, never trusting the declared sizes: the
 * output is capped (by node:zlib's maxOutputLength, so memory is never allocated past the cap)
 * at the smallest of the declared size, the part limit and what is left of the package budget.
 * A stream that would go further is refused: past its declared size it is damaged (a lying
 * header), past a limit it is too large. As the central directory already refused declared
 * sizes over the ratio limit, the cap also bounds the inflate ratio. The CRC-32 is checked at
 * the end. (fflate's streaming inflater did the same but ran ~3× slower on the corpus.)
 */
import { constants, crc32, inflateRawSync } from 'node:zlib';
import { DocxRefusedError } from '../errors.ts';
import type { ReadLimits } from '../limits.ts';
import type { ZipEntry } from './central-directory.ts';

const LOCAL_SIGNATURE = 0x04034b50;
/** Compressed bytes read for a prefix: an XML prologue fits many times over. */
const PREFIX_CHUNK = 2 * 1024;

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

/** Largest single output buffer: a part that inflates further is assembled from chunks this big. */
const MAX_CHUNK = 8 * 1024 * 1024;

function inflateCapped(compressed: Uint8Array, cap: number, partial: boolean): Uint8Array {
  return inflateRawSync(compressed, {
    maxOutputLength: Math.max(1, cap + 1),
    // A whole part is inflated into one buffer of its (capped) declared size, not assembled
    // from 16 KiB chunks: a third faster on a manuscript's document.xml.
    ...(partial ? { finishFlush: constants.Z_SYNC_FLUSH } : { chunkSize: Math.max(64, Math.min(cap + 1, MAX_CHUNK)) }),
  });
}

export function inflateEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  limits: ReadLimits,
  budget: InflateBudget,
): Uint8Array {
  const start = dataStart(bytes, entry);
  const compressed = bytes.subarray(start, start + entry.compressedSize);
  const remaining = limits.maxTotalBytes - budget.total;
  const cap = Math.min(entry.uncompressedSize, limits.maxPartBytes, remaining);
  let result: Uint8Array;
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.uncompressedSize)
      throw new DocxRefusedError('damaged', `${entry.name}: stored sizes differ`);
    if (compressed.length > cap) throw new DocxRefusedError('too-large', `${entry.name} exceeds the size limits`);
    result = compressed;
  } else {
    try {
      result = inflateCapped(compressed, cap, false);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) {
        throw cap === entry.uncompressedSize
          ? new DocxRefusedError('damaged', `${entry.name} inflates past its declared size`)
          : new DocxRefusedError('too-large', `${entry.name} exceeds the size limits`);
      }
      throw new DocxRefusedError('damaged', `${entry.name}: ${(error as Error).message}`);
    }
    if (result.length > cap) {
      throw cap === entry.uncompressedSize
        ? new DocxRefusedError('damaged', `${entry.name} inflates past its declared size`)
        : new DocxRefusedError('too-large', `${entry.name} exceeds the size limits`);
    }
  }
  if (result.length !== entry.uncompressedSize)
    throw new DocxRefusedError('damaged', `${entry.name}: size differs from its header`);
  if (crc32(result) >>> 0 !== entry.crc32) throw new DocxRefusedError('damaged', `${entry.name}: CRC mismatch`);
  budget.total += result.length;
  return result;
}

/**
 * Inflates only the start of an entry (its first compressed chunk, then more while `enough`
 * says the prefix does not yet answer the question, e.g. the XML prologue is not over). Same
 * caps as a full read; no CRC check (a part is checked in full when it is read).
 */
export function inflatePrefix(
  bytes: Uint8Array,
  entry: ZipEntry,
  limits: ReadLimits,
  enough: (prefix: Uint8Array) => boolean,
): Uint8Array {
  const start = dataStart(bytes, entry);
  const compressed = bytes.subarray(start, start + entry.compressedSize);
  const cap = Math.min(entry.uncompressedSize, limits.maxPartBytes);
  if (entry.method === 0) return compressed.subarray(0, cap);
  for (let size = PREFIX_CHUNK; ; size *= 4) {
    const slice = compressed.subarray(0, Math.min(size, compressed.length));
    let prefix: Uint8Array;
    try {
      prefix = inflateCapped(slice, cap, slice.length < compressed.length);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) {
        throw new DocxRefusedError(
          cap === entry.uncompressedSize ? 'damaged' : 'too-large',
          `${entry.name} inflates past its cap`,
        );
      }
      throw new DocxRefusedError('damaged', `${entry.name}: ${(error as Error).message}`);
    }
    if (prefix.length > limits.ratioGraceBytes && prefix.length > limits.maxRatio * slice.length) {
      throw new DocxRefusedError('too-large', `${entry.name} exceeds the inflate ratio`);
    }
    if (slice.length === compressed.length || enough(prefix)) return prefix;
  }
}
