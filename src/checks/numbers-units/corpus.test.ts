/**
 * Issue 23 on real corpus text: each pattern as the manuscripts write it, read from the .docx,
 * under the ready-made Lancet format (mid-line point, thin space, "p < 0.001").
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../docx/index.ts';
import type { Manuscript } from '../../docx/model.ts';
import { JOURNAL_FORMATS } from '../../services/journal-formats.ts';
import { corpusFiles, corpusAvailable, needsCorpus } from '../../../tests/support/corpus.ts';
import { run as statistics } from '../statistics/index.ts';
import { run as numbersUnits } from './index.ts';

const manuscripts = corpusFiles('manuscripts');
const lancet = JOURNAL_FORMATS.find((f) => f.name === 'The Lancet')!.config;

async function read(name: string): Promise<Manuscript> {
  const file = manuscripts.find((m) => m.name === name)!.file;
  return readManuscript(new Uint8Array(readFileSync(file)));
}

function pairs(result: ReturnType<typeof numbersUnits>): [string | undefined, string | undefined][] {
  return result.results.map((r) => [r.original, r.correction]);
}

describe.skipIf(!corpusAvailable)(needsCorpus('numbers and P values on the corpus, written whole'), () => {
  it('writes decimal ranges and ranges glued to a unit whole (ms-ckd-mortality-korea, ms-vap-lrti-microbiome)', async () => {
    const ckd = pairs(numbersUnits({ manuscript: await read('ms-ckd-mortality-korea'), format: lancet, params: {} }));
    expect(ckd).toContainEqual(['6.56-7.95', '6·56–7·95']);
    expect(ckd).toContainEqual(['10.3-17.2', '10·3–17·2']);
    const vap = pairs(numbersUnits({ manuscript: await read('ms-vap-lrti-microbiome'), format: lancet, params: {} }));
    expect(vap).toContainEqual(['1-5mL', '1–5 mL']);
    // "0.00083": the decimals of a small number are never grouped.
    expect(vap).toContainEqual(['0.00083', '0·00083']);
    expect(vap.some(([original]) => original === '00083')).toBe(false);
  });

  it('keeps the decimal commas of a German table as decimals (ms-fertility-midlife-health-thesis)', async () => {
    const found = pairs(
      numbersUnits({ manuscript: await read('ms-fertility-midlife-health-thesis'), format: lancet, params: {} }),
    );
    expect(found).toContainEqual(['0,42', '0·42']);
    expect(found).toContainEqual(['2,115', '2115']); // "973 of 2,115 cases" in the text
    expect(found.some(([, correction]) => correction === '2030' || correction === '0116')).toBe(false);
  });

  it('writes "p = <0.001" as the bound it states (ms-screen-time-umbrella), with no second edit on its decimal', async () => {
    const manuscript = await read('ms-screen-time-umbrella');
    const p = statistics({ manuscript, format: lancet, params: { ci_consistency: false } }).results;
    const doubled = p.filter((r) => r.original === 'p = <0.001');
    expect(doubled.length).toBeGreaterThan(0);
    expect(new Set(doubled.map((r) => r.correction))).toEqual(new Set(['p < 0·001']));
    const numbers = pairs(numbersUnits({ manuscript, format: lancet, params: {} }));
    expect(numbers.some(([original]) => original === '0.001')).toBe(false);
  });
});
