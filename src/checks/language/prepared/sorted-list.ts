/**
 * A word list in its prepared form: UTF-8 lines sorted by their bytes ("key" or "key\tvalue"),
 * and the byte offset of each line in a sidecar Uint32Array. Loading is two file reads, no
 * parsing and no per-word objects; a lookup is a binary search over the bytes (about 20 steps
 * for the largest list, a microsecond).
 */
const encoder = new TextEncoder();

/**
 * Order of the query bytes `query[0, length)` against the key of the line starting at `start`
 * (its bytes up to a tab or `lineEnd`): negative, 0 or positive, as Buffer.compare. Compared in
 * JavaScript: a native compare per step costs more than the few bytes of a word.
 */
function compareKey(query: Uint8Array, length: number, bytes: Uint8Array, start: number, lineEnd: number): number {
  for (let j = 0; ; j += 1) {
    const at = start + j;
    const lineDone = at >= lineEnd || bytes[at] === 9;
    if (j === length) return lineDone ? 0 : -1;
    if (lineDone) return 1;
    const diff = query[j]! - bytes[at]!;
    if (diff !== 0) return diff;
  }
}

export class SortedList {
  readonly size: number;
  private readonly bytes: Buffer;
  /** Offsets of line starts, plus one past the end: line i is [offsets[i], offsets[i + 1] - 1). */
  private readonly offsets: Uint32Array;
  /** Reused for the query's bytes (a word is far shorter; a longer key gets its own buffer). */
  private readonly scratch = new Uint8Array(256);

  constructor(bytes: Buffer, offsets: Uint32Array) {
    this.bytes = bytes;
    this.offsets = offsets;
    this.size = offsets.length - 1;
  }

  /** The line index of `key`, or -1. */
  private find(key: string): number {
    let query = this.scratch;
    let { read, written } = encoder.encodeInto(key, query);
    if (read < key.length) {
      query = encoder.encode(key);
      written = query.length;
    }
    const { bytes, offsets } = this;
    let lo = 0;
    let hi = this.size - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const order = compareKey(query, written, bytes, offsets[mid]!, offsets[mid + 1]! - 1);
      if (order === 0) return mid;
      if (order > 0) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  has(key: string): boolean {
    return this.find(key) !== -1;
  }

  /** The value after the tab of `key`'s line ("" when the line has none), or undefined. */
  get(key: string): string | undefined {
    const index = this.find(key);
    if (index === -1) return undefined;
    const start = this.offsets[index]!;
    const end = this.offsets[index + 1]! - 1;
    let tab = start;
    while (tab < end && this.bytes[tab] !== 9) tab += 1;
    return tab === end ? '' : this.bytes.toString('utf8', tab + 1, end);
  }
}

/** Builds the prepared bytes and offsets from entries (sorted here by key bytes, duplicates merged first-wins). */
export function prepare(entries: Iterable<[string, string | null]>): { bytes: Buffer; offsets: Uint32Array } {
  const byKey = new Map<string, string | null>();
  for (const [key, value] of entries) {
    if (key.includes('\n') || key.includes('\t') || key === '') continue;
    if (!byKey.has(key)) byKey.set(key, value);
  }
  const keys = [...byKey.keys()].map((k) => Buffer.from(k, 'utf8'));
  keys.sort(Buffer.compare);
  const parts: Buffer[] = [];
  const offsets = new Uint32Array(keys.length + 1);
  let at = 0;
  for (const [i, key] of keys.entries()) {
    offsets[i] = at;
    const value = byKey.get(key.toString('utf8'));
    const line = Buffer.from(
      value === null || value === undefined ? `${key.toString('utf8')}\n` : `${key.toString('utf8')}\t${value}\n`,
      'utf8',
    );
    parts.push(line);
    at += line.length;
  }
  offsets[keys.length] = at;
  return { bytes: Buffer.concat(parts), offsets };
}
