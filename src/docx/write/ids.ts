/**
 * Revision ids (w:id) must be unique across the whole package (ECMA-376 Part 1 §17.13.4: ids of
 * annotations share one space per document, and Word repairs files where they collide). We scan
 * every XML part for numeric id attributes, of any prefix, and hand out numbers above them.
 * A part the package layer cannot read (damaged, over the limits) is skipped: it is copied as it
 * is, and no reader can see ids in it either.
 */
import { DocxRefusedError } from '../errors.ts';
import type { OpcPackage } from '../zip/package.ts';

const ID_ATTRIBUTE = /[\s:]id\s*=\s*["'](\d+)["']/g;
const MAX_DECIMAL_NUMBER = 2147483647;

/** `opened`: parts already read (by zip entry name), not inflated again. */
export function idAllocator(pkg: OpcPackage, opened: ReadonlyMap<string, Uint8Array>): () => number {
  const used = new Set<number>();
  let max = 0;
  for (const entry of pkg.entries) {
    if (!/\.xml$/i.test(entry.name)) continue;
    let bytes = opened.get(entry.name);
    try {
      bytes ??= pkg.read(entry.name) ?? new Uint8Array(0);
    } catch (error) {
      if (error instanceof DocxRefusedError) continue;
      throw error;
    }
    const xml = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    for (const m of xml.matchAll(ID_ATTRIBUTE)) {
      const n = Number(m[1]);
      used.add(n);
      if (n > max) max = n;
    }
  }
  let next = max + 1;
  return () => {
    if (next <= MAX_DECIMAL_NUMBER) return next++;
    // Ids near the schema's limit: fall back to the smallest unused numbers.
    let candidate = 1;
    while (used.has(candidate)) candidate++;
    used.add(candidate);
    return candidate;
  };
}
