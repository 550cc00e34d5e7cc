/** reference-verify: the labelled cases, the comparisons it rests on, and its one warning. */
import { describe, expect, it } from 'vitest';
import { scoreCase } from '../framework/index.ts';
import { runDefinition } from '../index.ts';
import { withReferences } from '../references/sample.ts';
import { cases } from './cases.ts';
import { compareFirstAuthors, compareJournals, compareTitles, compareYears } from './compare.ts';
import { referenceVerify } from './index.ts';

describe('reference-verify cases', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const outcome = runDefinition(referenceVerify, {
      manuscript: c.manuscript(),
      format: c.format ?? {},
      params: {},
      ...(c.lookups ? { lookups: c.lookups } : {}),
    });
    if (outcome.status !== 'completed') throw new Error(outcome.error);
    const score = scoreCase(c.expected, outcome.result.results);
    expect({ fp: score.falsePositives.map((f) => f.reasoning ?? f.details), fn: score.falseNegatives }).toEqual({
      fp: [],
      fn: [],
    });
  });

  it('says it did not verify when nobody asked the services, never pass', () => {
    const outcome = runDefinition(referenceVerify, {
      manuscript: withReferences(
        ['Care [1].'],
        ['1. May C. We need minimally disruptive medicine. BMJ. 2009;339:b2803.'],
      ),
      format: {},
      params: {},
    });
    expect(outcome.status === 'completed' && outcome.result.results.map((r) => r.status)).toEqual(['warning']);
  });

  it('marks an unanswered result provisional, so the server asks again later', () => {
    const run = (crossrefReached: boolean) =>
      runDefinition(referenceVerify, {
        manuscript: withReferences(
          ['Care [1].'],
          ['1. May C. We need minimally disruptive medicine. BMJ. 2009;339:b2803.'],
        ),
        format: {},
        params: {},
        lookups: { crossrefReached, entries: [] },
      });
    const down = run(false);
    const up = run(true);
    expect(down.status === 'completed' && referenceVerify.provisional?.(down.result)).toBe(true);
    expect(up.status === 'completed' && referenceVerify.provisional?.(up.result)).toBe(false);
  });
});

describe('comparisons', () => {
  it('titles: case, punctuation, diacritics, mark-up and a left-out subtitle agree; another work differs', () => {
    expect(compareTitles('Effets de la caféine', 'EFFETS DE LA CAFEINE.')).toBe('agree');
    expect(compareTitles('Malaria in <i>Plasmodium</i> &amp; hosts', 'Malaria in Plasmodium & hosts')).toBe('agree');
    expect(
      compareTitles('Treatment burden in heart failure', 'Treatment burden in heart failure: a qualitative study'),
    ).toBe('agree');
    expect(compareTitles('Vitamin D and falls', 'Gut microbiota in ulcerative colitis')).toBe('differ');
  });

  it('first authors, years and journals', () => {
    expect(compareFirstAuthors('Ramalho-de Oliveira', 'Oliveira')).toBe('agree');
    expect(compareFirstAuthors('Müller', 'Muller')).toBe('agree');
    expect(compareFirstAuthors('Smith', 'Chen')).toBe('differ');
    expect(compareYears(2011, 2012)).toBe('agree');
    expect(compareYears(2005, 2009)).toBe('differ');
    expect(compareJournals('J Cardiovasc Nurs', ['Journal of Cardiovascular Nursing'])).toBe('agree');
    expect(compareJournals('N Engl J Med', ['New England Journal of Medicine'])).toBe('agree');
    expect(compareJournals('Lancet', ['The Lancet'])).toBe('agree');
    expect(compareJournals('BMJ', ['Journal of Gastroenterology', 'J Gastroenterol'])).toBe('differ');
  });
});
