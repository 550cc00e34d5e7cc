/**
 * The complete-correction property (scripts/accuracy/complete.ts) can fail: on a real manuscript,
 * through the real writer, reader and checks, a correction that leaves the problem in place is
 * counted incomplete, one that makes a new problem is counted as making another check fire, and
 * the check's own right correction is complete.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKS, runDefinition } from '../../src/checks/index.ts';
import type { ResultItem } from '../../src/contract/checks.ts';
import { readManuscript } from '../../src/docx/index.ts';
import { CompletenessRun } from '../../scripts/accuracy/complete.ts';
import { type LedgerDocument, ledgerFormats } from '../../scripts/accuracy/documents.ts';
import { corpusAvailable, corpusDir, needsCorpus } from '../support/corpus.ts';

describe.skipIf(!corpusAvailable)(needsCorpus('complete-correction property'), () => {
  it('tells a complete correction from an incomplete one and from one that makes another check fire', async () => {
    const file = path.join(corpusDir, 'manuscripts', 'ms-ckd-mortality-korea.docx');
    const bytes = new Uint8Array(readFileSync(file));
    const manuscript = await readManuscript(bytes);
    const doc: LedgerDocument = { name: 'ms-ckd-mortality-korea', group: 'manuscripts', file, formats: ['lancet'] };
    const found = new Map<string, ResultItem[]>();
    for (const check of CHECKS) {
      const outcome = runDefinition(check, {
        manuscript,
        format: ledgerFormats().lancet,
        params: {},
        template: manuscript,
      });
      if (outcome.status === 'failed') throw new Error(outcome.error);
      found.set(check.id, outcome.result.results);
    }
    const amongst = found.get('consistency')?.find((i) => i.original === 'amongst');
    const nonCkd = found.get('consistency')?.filter((i) => i.original === 'non CKD') ?? [];
    expect(amongst?.correction).toBe('among');
    expect(nonCkd.length).toBeGreaterThanOrEqual(2);
    // One right correction as the check proposes it, one that leaves "non CKD" as it is, one that
    // writes a word no dictionary knows.
    const [first, second] = nonCkd as [ResultItem, ResultItem];
    found.set('consistency', [
      amongst as ResultItem,
      { ...first, correction: 'non CKD ' },
      { ...second, correction: 'non-CKD patiennts' },
    ]);
    const run = new CompletenessRun(['consistency']);
    await run.document(doc, bytes, manuscript, new Map([['lancet', found]]));
    const tally = run.tallies.get('consistency');
    expect(tally).toMatchObject({ proposed: 3, complete: 1, incomplete: 1, disturbing: 1, notWritten: 0 });
    expect([...(tally?.examples.keys() ?? [])].sort()).toEqual(['another check fires (spelling)', 'incomplete']);
    expect(run.problems(['consistency'])[0]).toMatch(/^consistency: 2 of 3 corrections are not complete/);
    expect(run.problems([])).toEqual([]);
  });
});
