/**
 * Interned XML names for the scanner: an open-addressing table keyed by a cheap hash of the
 * name's bytes in the part, so a name seen before is found without decoding it or hashing a new
 * string. Every element and attribute name then reaches the readers as the same string object,
 * which their own maps and switches handle fastest. (The scanner interns short attribute values
 * in a table of its own the same way.)
 */
export interface InternedName {
  /** The name as written ("w:p", "ns0:p"). */
  raw: string;
  /** Its UTF-8 bytes, to compare with the part's. */
  bytes: Uint8Array;
  /** The name with its canonical prefix ("w:p" for both of the above). */
  name: string;
  /** An `xmlns` or `xmlns:…` attribute (a namespace declaration, not data). */
  declaration: boolean;
  /** The canonical name's number (`nameId`), or -1 past the registry's bound. */
  id: number;
}

/** Canonical names seen by any scan in this process, numbered from 0; bounded against hostile parts. */
const registry = new Map<string, number>();
const MAX_REGISTERED = 4096;

/**
 * A small, stable number for a canonical name ("w:p" has the same one in every part and every
 * read), so readers can keep what they know about an element in an array indexed by it instead
 * of looking its name up. -1 once the registry is full (readers then look the name up).
 */
export function nameId(name: string): number {
  let id = registry.get(name);
  if (id === undefined) {
    if (registry.size >= MAX_REGISTERED) return -1;
    id = registry.size;
    registry.set(name, id);
  }
  return id;
}

/**
 * A cheap hash of the name at `bytes[start, end)`: its length and three of its bytes (the
 * third, usually the first after the prefix, and the last two). Names that share it are told
 * apart by comparing their bytes, so it only needs to spread the few names a part uses.
 */
export function nameHash(bytes: Uint8Array, start: number, end: number): number {
  const length = end - start;
  if (length < 3) return (length << 16) ^ (bytes[start] ?? 0) ^ ((bytes[end - 1] ?? 0) << 5);
  return (length << 20) ^ ((bytes[start + 2] ?? 0) << 10) ^ ((bytes[end - 2] ?? 0) << 5) ^ (bytes[end - 1] ?? 0);
}

/** True when `bytes` holds `known` at `start`. */
export function sameBytes(known: Uint8Array, bytes: Uint8Array, start: number): boolean {
  for (let k = 0; k < known.length; k++) if (known[k] !== bytes[start + k]) return false;
  return true;
}

const MAX_ENTRIES = 1 << 14;

export class NameTable {
  private slots: (InternedName | undefined)[] = new Array<InternedName | undefined>(256);
  private hashes = new Int32Array(256);
  private count = 0;

  private readonly resolve: (raw: string) => string;
  private readonly decode: (start: number, end: number) => string;

  /** `decode` turns a range of the part's bytes into text; `resolve` gives a name its canonical form. */
  constructor(decode: (start: number, end: number) => string, resolve: (raw: string) => string) {
    this.decode = decode;
    this.resolve = resolve;
  }

  /** The interned name written at `bytes[start, end)`. */
  get(bytes: Uint8Array, start: number, end: number): InternedName {
    const hash = nameHash(bytes, start, end);
    const length = end - start;
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    for (let entry = this.slots[slot]; entry !== undefined; entry = this.slots[slot]) {
      if (this.hashes[slot] === hash && entry.bytes.length === length && sameBytes(entry.bytes, bytes, start))
        return entry;
      slot = (slot + 1) & mask;
    }
    const raw = this.decode(start, end);
    const name = this.resolve(raw);
    const interned: InternedName = {
      raw,
      bytes: bytes.slice(start, end),
      name,
      declaration: raw.startsWith('xmlns') && (raw.length === 5 || raw.charCodeAt(5) === 58),
      id: nameId(name),
    };
    // A hostile part may use endless distinct names: past a bound they are resolved, not kept.
    if (this.count >= MAX_ENTRIES) return interned;
    this.slots[slot] = interned;
    this.hashes[slot] = hash;
    this.count++;
    if (this.count * 2 > this.slots.length) this.grow();
    return interned;
  }

  /** Forgets every name (a namespace declaration changes what prefixes mean). */
  clear(): void {
    if (this.count === 0) return;
    this.slots.fill(undefined);
    this.count = 0;
  }

  private grow(): void {
    const oldSlots = this.slots;
    const oldHashes = this.hashes;
    this.slots = new Array<InternedName | undefined>(oldSlots.length * 2);
    this.hashes = new Int32Array(oldSlots.length * 2);
    const mask = this.slots.length - 1;
    for (let i = 0; i < oldSlots.length; i++) {
      const entry = oldSlots[i];
      if (entry === undefined) continue;
      const hash = oldHashes[i] ?? 0;
      let slot = hash & mask;
      while (this.slots[slot] !== undefined) slot = (slot + 1) & mask;
      this.slots[slot] = entry;
      this.hashes[slot] = hash;
    }
  }
}
