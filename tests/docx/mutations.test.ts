/**
 * Property test (fast-check): 1,000+ mutations of real corpus files per run — one XML part
 * corrupted, the file truncated, the entries reordered, a DOCTYPE injected, raw bytes flipped,
 * body paragraphs wrapped in constructs (tests/support/mutations.ts, shared with the writer's
 * agreement test) — are each either read or refused with a DocxRefusedError; never another
 * error, a hang or runaway memory; the constructs are read. Small corpus files keep the run well
 * under a minute.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DocxRefusedError, readManuscriptSync } from '../../src/docx/index.ts';
import { corpusAvailable, needsCorpus } from '../support/corpus.ts';
import { mutations, mutationSources } from '../support/mutations.ts';

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

describe.skipIf(!corpusAvailable)(needsCorpus('mutated corpus files'), () => {
  const all = corpusAvailable ? mutationSources() : [];
  let runs = 0;

  it('reads or refuses cleanly, 1,000 mutations', { timeout: 120_000 }, () => {
    const heapBefore = process.memoryUsage().heapUsed;
    fc.assert(
      fc.property(mutations(all), (mutation) => {
        runs++;
        const outcome = attempt(mutation.bytes);
        if (mutation.expect === 'doctype') expect(outcome).toEqual({ kind: 'refused', reason: 'doctype' });
        if (mutation.expect === 'same') expect(outcome).toEqual({ kind: 'read', previewText: mutation.s.previewText });
        if (mutation.expect === 'read') expect(outcome.kind, mutation.label).toBe('read');
      }),
      { numRuns: 1000 },
    );
    expect(runs).toBeGreaterThanOrEqual(1000);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(256 * 1024 * 1024);
  });
});
