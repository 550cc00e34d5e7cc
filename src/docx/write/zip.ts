/**
 * The package as raw zip entries, rewritten without touching what the edit does not need: every
 * entry we do not change is copied byte for byte (local header, compressed data, data
 * descriptor), only changed entries are deflated again. Readers therefore see identical bytes in
 * every untouched part, and the original compression choices (STORED images, etc.) survive.
 * Format: APPNOTE.TXT 6.3 §4.3 (local headers, central directory, end of central directory).
 */
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
  /** Offset of this entry's central directory record in the input. */
  centralOffset: number;
  centralLength: number;
}

export class ZipError extends Error {}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
/** A single part above this size is not something a manuscript needs; refuse rather than inflate. */
const MAX_PART_BYTES = 256 * 1024 * 1024;

export class ZipPackage {
  readonly bytes: Uint8Array;
  readonly entries: ZipEntry[];
  private readonly view: DataView;
  private readonly centralStart: number;
  private readonly eocdOffset: number;

  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.eocdOffset = this.findEndOfCentralDirectory();
    const count = this.view.getUint16(this.eocdOffset + 10, true);
    const centralSize = this.view.getUint32(this.eocdOffset + 12, true);
    this.centralStart = this.view.getUint32(this.eocdOffset + 16, true);
    if (count === 0xffff || this.centralStart === 0xffffffff) throw new ZipError('Zip64 packages are not supported.');
    if (this.centralStart + centralSize > this.eocdOffset) throw new ZipError('The zip central directory is damaged.');
    this.entries = this.readCentralDirectory(count);
  }

  has(name: string): boolean {
    return this.entries.some((e) => e.name === name);
  }

  entry(name: string): ZipEntry | undefined {
    return this.entries.find((e) => e.name === name);
  }

  /** The inflated bytes of an entry, checked against its CRC-32 and declared size. */
  read(name: string): Uint8Array {
    const entry = this.entry(name);
    if (!entry) throw new ZipError(`The package has no part ${name}.`);
    const dataStart = this.dataStart(entry);
    const raw = this.bytes.subarray(dataStart, dataStart + entry.compressedSize);
    let data: Uint8Array;
    if (entry.method === 0) data = raw;
    else if (entry.method === 8) {
      if (entry.size > MAX_PART_BYTES) throw new ZipError(`The part ${name} is too large.`);
      try {
        // Never inflate past the declared size: a part that does is lying about it (or a bomb).
        data = inflateRawSync(raw, { maxOutputLength: Math.max(entry.size, 1) });
      } catch {
        throw new ZipError(`The part ${name} is damaged (it does not inflate to its declared size).`);
      }
    } else throw new ZipError(`The part ${name} uses an unsupported compression method.`);
    if (data.length !== entry.size || crc32(data) !== entry.crc) {
      throw new ZipError(`The part ${name} is damaged (size or checksum mismatch).`);
    }
    return data;
  }

  /**
   * A new package where the named entries get new content and everything else is copied as is.
   * Entries keep their order; the archive comment is kept.
   */
  rewrite(replacements: Map<string, Uint8Array>): Uint8Array {
    const chunks: Uint8Array[] = [];
    const centrals: Uint8Array[] = [];
    let offset = 0;
    const byOffset = [...this.entries].sort((a, b) => a.localOffset - b.localOffset);
    const localEnd = new Map<ZipEntry, number>();
    byOffset.forEach((e, i) => {
      localEnd.set(e, byOffset[i + 1]?.localOffset ?? this.centralStart);
    });
    for (const entry of this.entries) {
      const replacement = replacements.get(entry.name);
      const central = this.bytes.slice(entry.centralOffset, entry.centralOffset + entry.centralLength);
      const centralView = new DataView(central.buffer);
      if (replacement) {
        const compressed = deflateRawSync(replacement);
        const crc = crc32(replacement);
        const nameBytes = this.bytes.subarray(
          entry.centralOffset + 46,
          entry.centralOffset + 46 + this.nameLength(entry),
        );
        const flags = entry.flags & ~0x0008; // sizes are known now: no data descriptor
        const header = new Uint8Array(30 + nameBytes.length);
        const hv = new DataView(header.buffer);
        hv.setUint32(0, LOCAL_SIGNATURE, true);
        hv.setUint16(4, 20, true);
        hv.setUint16(6, flags, true);
        hv.setUint16(8, 8, true);
        hv.setUint16(10, centralView.getUint16(12, true), true); // time
        hv.setUint16(12, centralView.getUint16(14, true), true); // date
        hv.setUint32(14, crc, true);
        hv.setUint32(18, compressed.length, true);
        hv.setUint32(22, replacement.length, true);
        hv.setUint16(26, nameBytes.length, true);
        hv.setUint16(28, 0, true);
        header.set(nameBytes, 30);
        centralView.setUint16(8, flags, true);
        centralView.setUint16(10, 8, true);
        centralView.setUint32(16, crc, true);
        centralView.setUint32(20, compressed.length, true);
        centralView.setUint32(24, replacement.length, true);
        centralView.setUint32(42, offset, true);
        chunks.push(header, compressed);
        offset += header.length + compressed.length;
      } else {
        const end = localEnd.get(entry) ?? this.centralStart;
        const raw = this.bytes.subarray(entry.localOffset, end);
        centralView.setUint32(42, offset, true);
        chunks.push(raw);
        offset += raw.length;
      }
      centrals.push(central);
    }
    const centralStart = offset;
    for (const c of centrals) {
      chunks.push(c);
      offset += c.length;
    }
    const eocd = this.bytes.slice(this.eocdOffset);
    const ev = new DataView(eocd.buffer);
    ev.setUint32(12, offset - centralStart, true);
    ev.setUint32(16, centralStart, true);
    chunks.push(eocd);
    const out = new Uint8Array(offset + eocd.length);
    let at = 0;
    for (const c of chunks) {
      out.set(c, at);
      at += c.length;
    }
    return out;
  }

  private nameLength(entry: ZipEntry): number {
    return this.view.getUint16(entry.centralOffset + 28, true);
  }

  private dataStart(entry: ZipEntry): number {
    const at = entry.localOffset;
    if (at + 30 > this.bytes.length || this.view.getUint32(at, true) !== LOCAL_SIGNATURE) {
      throw new ZipError(`The local header of ${entry.name} is damaged.`);
    }
    return at + 30 + this.view.getUint16(at + 26, true) + this.view.getUint16(at + 28, true);
  }

  private findEndOfCentralDirectory(): number {
    const min = Math.max(0, this.bytes.length - 22 - 0xffff);
    for (let i = this.bytes.length - 22; i >= min; i--) {
      if (this.view.getUint32(i, true) === EOCD_SIGNATURE) return i;
    }
    throw new ZipError('The file is not a zip package.');
  }

  private readCentralDirectory(count: number): ZipEntry[] {
    const entries: ZipEntry[] = [];
    const decoder = new TextDecoder();
    let at = this.centralStart;
    for (let i = 0; i < count; i++) {
      if (at + 46 > this.eocdOffset || this.view.getUint32(at, true) !== CENTRAL_SIGNATURE) {
        throw new ZipError('The zip central directory is damaged.');
      }
      const nameLength = this.view.getUint16(at + 28, true);
      const extraLength = this.view.getUint16(at + 30, true);
      const commentLength = this.view.getUint16(at + 32, true);
      const entry: ZipEntry = {
        name: decoder.decode(this.bytes.subarray(at + 46, at + 46 + nameLength)),
        flags: this.view.getUint16(at + 8, true),
        method: this.view.getUint16(at + 10, true),
        crc: this.view.getUint32(at + 16, true),
        compressedSize: this.view.getUint32(at + 20, true),
        size: this.view.getUint32(at + 24, true),
        localOffset: this.view.getUint32(at + 42, true),
        centralOffset: at,
        centralLength: 46 + nameLength + extraLength + commentLength,
      };
      if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff || entry.localOffset === 0xffffffff) {
        throw new ZipError('Zip64 packages are not supported.');
      }
      entries.push(entry);
      at += entry.centralLength;
    }
    return entries;
  }
}
