/**
 * Reads a zip's central directory (APPNOTE.TXT 4.3.12–4.3.16) WITHOUT inflating anything, and
 * refuses what no Word document contains: too many entries, absolute or parent-relative names,
 * names differing only in case, encrypted entries, unknown compression, and declared sizes over
 * the limits. Declared sizes are then enforced again while inflating (see inflate.ts), because
 * they can lie.
 */
import { DocxRefusedError } from '../errors.ts';
import type { ReadLimits } from '../limits.ts';

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/**
 * Where each central directory record stands (folders included), for the tracked-changes writer's
 * serialiser, which copies untouched entries and their records byte for byte (src/docx/write/zip.ts).
 */
export interface CentralDirectory {
  /** Every record in directory order: its offset and length in the file and its entry's local header. */
  records: { name: string; offset: number; length: number; localHeaderOffset: number }[];
  /** Offset of the first record and of the end-of-central-directory record. */
  start: number;
  endRecord: number;
  /** The package uses Zip64 records (sizes, offsets or counts past the 32-bit fields). */
  zip64: boolean;
}

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const CENTRAL_SIGNATURE = 0x02014b50;

function findEndOfCentralDirectory(view: DataView): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes.
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let i = view.byteLength - 22; i >= lowest; i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) return i;
  }
  throw new DocxRefusedError('damaged', 'no end-of-central-directory record');
}

function readU64(view: DataView, at: number): number {
  const value = view.getBigUint64(at, true);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new DocxRefusedError('damaged', 'zip64 value too large');
  return Number(value);
}

const latin1 = new TextDecoder('latin1');
const utf8 = new TextDecoder('utf-8');

function isUnsafeName(name: string): boolean {
  if (name.length === 0 || name.includes('\0')) return true;
  if (name.startsWith('/') || name.startsWith('\\') || /^[a-zA-Z]:/.test(name)) return true;
  return name.split(/[\\/]/).some((segment) => segment === '..');
}

export function readCentralDirectory(bytes: Uint8Array, limits: ReadLimits): ZipEntry[] {
  return readCentralDirectoryLayout(bytes, limits).entries;
}

/** The entries with data (folders left out) and where every record stands. */
export function readCentralDirectoryLayout(
  bytes: Uint8Array,
  limits: ReadLimits,
): { entries: ZipEntry[]; directory: CentralDirectory } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 22) throw new DocxRefusedError('damaged', 'too short for a zip');
  const eocd = findEndOfCentralDirectory(view);
  let count = view.getUint16(eocd + 10, true);
  let size = view.getUint32(eocd + 12, true);
  let offset = view.getUint32(eocd + 16, true);
  let zip64 = false;
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    zip64 = true;
    const locator = eocd - 20;
    if (locator < 0 || view.getUint32(locator, true) !== ZIP64_LOCATOR_SIGNATURE) {
      throw new DocxRefusedError('damaged', 'zip64 locator missing');
    }
    const record = readU64(view, locator + 8);
    if (record + 56 > bytes.length || view.getUint32(record, true) !== ZIP64_EOCD_SIGNATURE) {
      throw new DocxRefusedError('damaged', 'zip64 end record missing');
    }
    count = readU64(view, record + 32);
    size = readU64(view, record + 40);
    offset = readU64(view, record + 48);
  }
  if (count > limits.maxEntries) throw new DocxRefusedError('too-many-parts', `${count} entries`);
  if (offset + size > bytes.length) throw new DocxRefusedError('damaged', 'central directory outside the file');

  const entries: ZipEntry[] = [];
  const records: CentralDirectory['records'] = [];
  const seen = new Set<string>();
  let declaredTotal = 0;
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL_SIGNATURE) {
      throw new DocxRefusedError('damaged', `central directory entry ${i} unreadable`);
    }
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const crc32 = view.getUint32(at + 16, true);
    let compressedSize = view.getUint32(at + 20, true);
    let uncompressedSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    let localHeaderOffset = view.getUint32(at + 42, true);
    const nameEnd = at + 46 + nameLength;
    if (nameEnd + extraLength + commentLength > bytes.length)
      throw new DocxRefusedError('damaged', 'entry name outside the file');
    const rawName = bytes.subarray(at + 46, nameEnd);
    const name = (flags & 0x800 ? utf8 : latin1).decode(rawName);
    // Zip64 extended information (APPNOTE 4.5.3): only the fields whose 32-bit value is saturated.
    let extra = nameEnd;
    const extraEnd = nameEnd + extraLength;
    while (extra + 4 <= extraEnd) {
      const id = view.getUint16(extra, true);
      const length = view.getUint16(extra + 2, true);
      if (id === 0x0001) {
        zip64 = true;
        let field = extra + 4;
        const fieldEnd = Math.min(extra + 4 + length, extraEnd);
        if (uncompressedSize === 0xffffffff && field + 8 <= fieldEnd) {
          uncompressedSize = readU64(view, field);
          field += 8;
        }
        if (compressedSize === 0xffffffff && field + 8 <= fieldEnd) {
          compressedSize = readU64(view, field);
          field += 8;
        }
        if (localHeaderOffset === 0xffffffff && field + 8 <= fieldEnd) {
          localHeaderOffset = readU64(view, field);
        }
      }
      extra += 4 + length;
    }
    records.push({ name, offset: at, length: extraEnd + commentLength - at, localHeaderOffset });
    at = extraEnd + commentLength;

    if (isUnsafeName(name)) throw new DocxRefusedError('unsafe-names', `unsafe entry name ${JSON.stringify(name)}`);
    const folded = name.toLowerCase();
    if (seen.has(folded)) throw new DocxRefusedError('unsafe-names', `duplicate entry name ${JSON.stringify(name)}`);
    seen.add(folded);
    if (flags & 0x1) throw new DocxRefusedError('encrypted', `entry ${name} is encrypted`);
    if (name.endsWith('/')) continue; // folders carry no data
    if (method !== 0 && method !== 8)
      throw new DocxRefusedError('damaged', `entry ${name} uses compression method ${method}`);
    if (uncompressedSize > limits.maxPartBytes)
      throw new DocxRefusedError('too-large', `${name} declares ${uncompressedSize} bytes`);
    if (uncompressedSize > limits.ratioGraceBytes && uncompressedSize > limits.maxRatio * Math.max(compressedSize, 1)) {
      throw new DocxRefusedError('too-large', `${name} declares a ratio over ${limits.maxRatio}`);
    }
    declaredTotal += uncompressedSize;
    if (declaredTotal > limits.maxTotalBytes)
      throw new DocxRefusedError('too-large', `parts declare ${declaredTotal} bytes`);
    if (localHeaderOffset + 30 > bytes.length || localHeaderOffset + compressedSize > bytes.length) {
      throw new DocxRefusedError('damaged', `entry ${name} lies outside the file`);
    }
    entries.push({ name, method, flags, crc32, compressedSize, uncompressedSize, localHeaderOffset });
  }
  return { entries, directory: { records, start: offset, endRecord: eocd, zip64 } };
}
