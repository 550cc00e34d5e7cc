/**
 * Writes the package back out without touching what the edit does not need. The package is read
 * by the reader's zip layer (src/docx/zip: central directory, limits, inflating); this is only
 * the serialiser: every entry we do not change is copied byte for byte (local header, compressed
 * data, data descriptor, central record), only changed entries are deflated again. Readers
 * therefore see identical bytes in every untouched part, and the original compression choices
 * (STORED images, etc.) survive. Format: APPNOTE.TXT 6.3 §4.3.
 */
import { crc32, deflateRawSync } from 'node:zlib';
import type { CentralDirectory } from '../zip/central-directory.ts';

const LOCAL_SIGNATURE = 0x04034b50;

/**
 * A new package where the entries named in `replacements` (exact zip entry names) get new
 * content and everything else is copied as is. Entries keep their order; the archive comment
 * is kept. Zip64 packages are not written (the caller refuses them).
 */
export function rewritePackage(
  bytes: Uint8Array,
  directory: CentralDirectory,
  replacements: ReadonlyMap<string, Uint8Array>,
  additions: ReadonlyMap<string, Uint8Array> = new Map(),
): Uint8Array {
  const chunks: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  // An entry's local data runs to the next entry's local header (or the central directory).
  const starts = [...new Set(directory.records.map((r) => r.localHeaderOffset))].sort((a, b) => a - b);
  const ends = new Map(starts.map((start, i) => [start, starts[i + 1] ?? directory.start]));
  for (const record of directory.records) {
    const central = bytes.slice(record.offset, record.offset + record.length);
    const centralView = new DataView(central.buffer);
    const replacement = replacements.get(record.name);
    if (replacement) {
      const compressed = deflateRawSync(replacement);
      const crc = crc32(replacement);
      const nameBytes = central.subarray(46, 46 + centralView.getUint16(28, true));
      const flags = centralView.getUint16(8, true) & ~0x0008; // sizes are known now: no data descriptor
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
      const raw = bytes.subarray(record.localHeaderOffset, ends.get(record.localHeaderOffset));
      centralView.setUint32(42, offset, true);
      chunks.push(raw);
      offset += raw.length;
    }
    centrals.push(central);
  }
  for (const [name, content] of additions) {
    const { local, central } = newEntry(name, content, offset);
    chunks.push(local);
    offset += local.length;
    centrals.push(central);
  }
  const centralStart = offset;
  for (const c of centrals) {
    chunks.push(c);
    offset += c.length;
  }
  const eocd = bytes.slice(directory.endRecord);
  const ev = new DataView(eocd.buffer);
  ev.setUint16(8, ev.getUint16(8, true) + additions.size, true); // entries on this disk
  ev.setUint16(10, ev.getUint16(10, true) + additions.size, true); // entries in all
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

/** A new deflated entry (a part the writer adds, e.g. the comments part): local header + data, central record. */
function newEntry(name: string, content: Uint8Array, offset: number): { local: Uint8Array; central: Uint8Array } {
  const nameBytes = new Uint8Array(Buffer.from(name, 'utf8'));
  const compressed = deflateRawSync(content);
  const crc = crc32(content);
  const { time, date } = dosTime(new Date());
  const flags = 0x0800; // names in UTF-8
  const local = new Uint8Array(30 + nameBytes.length + compressed.length);
  const lv = new DataView(local.buffer);
  lv.setUint32(0, LOCAL_SIGNATURE, true);
  lv.setUint16(4, 20, true);
  lv.setUint16(6, flags, true);
  lv.setUint16(8, 8, true);
  lv.setUint16(10, time, true);
  lv.setUint16(12, date, true);
  lv.setUint32(14, crc, true);
  lv.setUint32(18, compressed.length, true);
  lv.setUint32(22, content.length, true);
  lv.setUint16(26, nameBytes.length, true);
  local.set(nameBytes, 30);
  local.set(compressed, 30 + nameBytes.length);
  const central = new Uint8Array(46 + nameBytes.length);
  const cv = new DataView(central.buffer);
  cv.setUint32(0, 0x02014b50, true);
  cv.setUint16(4, 20, true);
  cv.setUint16(6, 20, true);
  cv.setUint16(8, flags, true);
  cv.setUint16(10, 8, true);
  cv.setUint16(12, time, true);
  cv.setUint16(14, date, true);
  cv.setUint32(16, crc, true);
  cv.setUint32(20, compressed.length, true);
  cv.setUint32(24, content.length, true);
  cv.setUint16(28, nameBytes.length, true);
  cv.setUint32(42, offset, true);
  central.set(nameBytes, 46);
  return { local, central };
}

function dosTime(d: Date): { time: number; date: number } {
  return {
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | Math.floor(d.getUTCSeconds() / 2),
    date: ((Math.max(1980, d.getUTCFullYear()) - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
  };
}
