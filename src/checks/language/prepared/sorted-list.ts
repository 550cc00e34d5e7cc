/**
 * A word list in its prepared form: UTF-8 lines sorted by their bytes ("key" or "key\tvalue"),
 * and the byte offset of each line in a sidecar Uint32Array. Loading is two file reads, no
 * parsing and no per-word objects; a lookup is a binary search with native byte comparisons.
 */
/**
 * Where the key of the line [start, lineEnd) ends: at its tab, or at the line's end. Scans the
 * line only — `bytes.indexOf(9, start)` would scan on to the end of the list when a line has no
 * tab (every line of a word-only list), seconds per manuscript on the 10 MB scientific lists.
 */
function keyEndOf(bytes: Buffer, start: number, lineEnd: number): number {
  for (let i = start; i < lineEnd; i += 1) if (bytes[i] === 9) return i;
  return lineEnd;
}

export class SortedList {
  readonly size: number;
  private readonly bytes: Buffer;
  /** Offsets of line starts, plus one past the end: line i is [offsets[i], offsets[i + 1] - 1). */
  private readonly offsets: Uint32Array;

  constructor(bytes: Buffer, offsets: Uint32Array) {
    this.bytes = bytes;
    this.offsets = offsets;
    this.size = offsets.length - 1;
  }

  /** The line index of `key`, or -1. */
  private find(key: string): number {
    const query = Buffer.from(key, 'utf8');
    const { bytes, offsets } = this;
    let lo = 0;
    let hi = this.size - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const start = offsets[mid]!;
      const lineEnd = offsets[mid + 1]! - 1;
      const order = query.compare(bytes, start, keyEndOf(bytes, start, lineEnd));
      if (order === 0) return mid;
      if (order > 0) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  *entries(): Generator<[string, string]> {
    const text = this.bytes.toString('utf8');
    let start = 0;
    while (start < text.length) {
      let end = text.indexOf('\n', start);
      if (end === -1) end = text.length;
      const tab = text.indexOf('\t', start);
      if (tab !== -1 && tab < end) yield [text.slice(start, tab), text.slice(tab + 1, end)];
      else yield [text.slice(start, end), ''];
      start = end + 1;
    }
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
    const keyEnd = keyEndOf(this.bytes, start, end);
    return keyEnd === end ? '' : this.bytes.toString('utf8', keyEnd + 1, end);
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
