/**
 * Property test (fast-check): 1,000+ mutations of real corpus files per run — one XML part
 * corrupted, the file truncated, the entries reordered, a DOCTYPE injected, raw bytes flipped —
 * are each either read or refused with a DocxRefusedError; never another error, a hang or
 * runaway memory. Small corpus files keep the run well under a minute.
 */
import { readFileSync, statSync } from 'node:fs';
import fc from 'fast-check';
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DocxRefusedError, readManuscriptSync } from '../../src/docx/index.ts';
import { corpusAvailable, corpusFiles } from '../support/corpus.ts';

interface Source {
  name: string;
  bytes: Uint8Array;
  parts: [string, Uint8Array][];
  previewText: string;
}

function sources(): Source[] {
  const files = [...corpusFiles('fixtures'), ...corpusFiles('manuscripts'), ...corpusFiles('articles')].filter(
    (f) => statSync(f.file).size < 60_000,
  );
  return files.map((f) => {
    const bytes = new Uint8Array(readFileSync(f.file));
    return {
      name: f.name,
      bytes,
      parts: Object.entries(unzipSync(bytes)),
      previewText: readManuscriptSync(bytes).previewText,
    };
  });
}

function rezip(parts: [string, Uint8Array][]): Uint8Array {
  const zippable: Zippable = {};
  for (const [name, data] of parts) zippable[name] = [data, { level: 0 }]; // stored: the re-zip is not what is under test, and it keeps the run short
  return zipSync(zippable);
}

type Outcome = { kind: 'read'; previewText: string } | { kind: 'refused'; reason: string };

function readOnce(bytes: Uint8Array): Outcome {
  try {
    const m = readManuscriptSync(bytes);
    return { kind: 'read', previewText: m.previewText };
  } catch (error) {
    if (error instanceof DocxRefusedError) return { kind: 'refused', reason: error.reason };
    throw new Error(`not a clean refusal: ${(error as Error).stack ?? String(error)}`);
  }
}

function attempt(bytes: Uint8Array): Outcome {
  const started = performance.now();
  const outcome = readOnce(bytes);
  const elapsed = performance.now() - started;
  if (elapsed > 2000) throw new Error(`read took ${elapsed.toFixed(0)} ms`);
  return outcome;
}

const isXml = ([name]: [string, Uint8Array]): boolean => /\.(xml|rels)$/i.test(name);

describe.skipIf(!corpusAvailable)('mutated corpus files', () => {
  const all = corpusAvailable ? sources() : [];
  const source = fc.constantFrom(...(all.length > 0 ? all : [null as unknown as Source]));
  let runs = 0;

  const corruptPart = fc
    .record({ s: source, part: fc.nat(), at: fc.nat(), junk: fc.uint8Array({ minLength: 1, maxLength: 8 }) })
    .map(({ s, part, at, junk }) => {
      const xmlParts = s.parts.filter(isXml);
      const [name, data] = xmlParts[part % xmlParts.length] ?? ['', new Uint8Array()];
      const copy = new Uint8Array(data);
      copy.set(
        junk.subarray(0, Math.max(0, copy.length - (at % Math.max(1, copy.length)))),
        at % Math.max(1, copy.length),
      );
      return {
        label: `corrupt ${name} of ${s.name}`,
        bytes: rezip(s.parts.map(([n, d]) => [n, n === name ? copy : d])),
        expect: 'any' as const,
        s,
      };
    });
  const truncate = fc.record({ s: source, keep: fc.double({ min: 0, max: 1, noNaN: true }) }).map(({ s, keep }) => ({
    label: `truncate ${s.name} at ${keep.toFixed(3)}`,
    bytes: s.bytes.subarray(0, Math.floor(s.bytes.length * keep)),
    expect: 'any' as const,
    s,
  }));
  const reorder = fc
    .record({ s: source, seed: fc.array(fc.nat(), { minLength: 1, maxLength: 40 }) })
    .map(({ s, seed }) => {
      const parts = [...s.parts];
      seed.forEach((n, i) => {
        const j = n % parts.length;
        const k = i % parts.length;
        [parts[j], parts[k]] = [parts[k] as [string, Uint8Array], parts[j] as [string, Uint8Array]];
      });
      return { label: `reorder ${s.name}`, bytes: rezip(parts), expect: 'same' as const, s };
    });
  const doctype = fc.record({ s: source, part: fc.nat() }).map(({ s, part }) => {
    const xmlParts = s.parts
      .filter(isXml)
      .filter(([n]) => n === '[Content_Types].xml' || n === '_rels/.rels' || /^word\/(document|styles)/.test(n));
    const [name] = xmlParts[part % xmlParts.length] ?? [''];
    const inject = (data: Uint8Array): Uint8Array => {
      const text = new TextDecoder()
        .decode(data)
        .replace(/^\uFEFF?(<\?xml[^>]*\?>)?/, (m) => `${m}<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>`);
      return strToU8(text);
    };
    return {
      label: `doctype in ${name} of ${s.name}`,
      bytes: rezip(s.parts.map(([n, d]) => [n, n === name ? inject(d) : d])),
      expect: 'doctype' as const,
      s,
    };
  });
  const flip = fc
    .record({
      s: source,
      flips: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 })), { minLength: 1, maxLength: 6 }),
    })
    .map(({ s, flips }) => {
      const copy = new Uint8Array(s.bytes);
      for (const [at, xor] of flips) {
        const i = at % copy.length;
        copy[i] = (copy[i] ?? 0) ^ xor;
      }
      return { label: `flip bytes of ${s.name}`, bytes: copy, expect: 'any' as const, s };
    });

  it('reads or refuses cleanly, 1,000 mutations', { timeout: 120_000 }, () => {
    const heapBefore = process.memoryUsage().heapUsed;
    fc.assert(
      fc.property(fc.oneof(corruptPart, truncate, reorder, doctype, flip), (mutation) => {
        runs++;
        const outcome = attempt(mutation.bytes);
        if (mutation.expect === 'doctype') expect(outcome).toEqual({ kind: 'refused', reason: 'doctype' });
        if (mutation.expect === 'same') expect(outcome).toEqual({ kind: 'read', previewText: mutation.s.previewText });
      }),
      { numRuns: 1000 },
    );
    expect(runs).toBeGreaterThanOrEqual(1000);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(256 * 1024 * 1024);
  });
});
