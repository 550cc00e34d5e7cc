import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildPairs, type VariantPair } from './validate.ts';

const shipped = JSON.parse(readFileSync(new URL('./uk-us-pairs.json', import.meta.url), 'utf8')) as VariantPair[];
const byUs = new Map(shipped.map((p) => [p.us, p]));

describe('UK/US pair table', () => {
  it('holds exactly the candidates the dictionaries confirm (no hand edits past validation)', () => {
    expect(shipped).toEqual(buildPairs().kept);
  }, 30_000);

  it('has the medical pairs writers expect, in the right direction', () => {
    expect(byUs.get('edema')).toMatchObject({ uk: 'oedema', toUk: true, toUs: true });
    expect(byUs.get('hemoglobin')).toMatchObject({ uk: 'haemoglobin', toUk: true, toUs: true });
    expect(byUs.get('randomized')).toMatchObject({ uk: 'randomised', kind: 'ize' });
    expect(byUs.get('analyze')).toMatchObject({ uk: 'analyse', kind: 'yse' });
    // A computer program is a program in the UK too; only "programme" → "program" in US text.
    expect(byUs.get('program')).toMatchObject({ uk: 'programme', toUk: false, toUs: true });
  });

  it('avoids the known traps of generic translators', () => {
    const ukForms = new Set(shipped.map((p) => p.uk));
    expect(ukForms.has('edoema')).toBe(false);
    expect(byUs.has('fetus')).toBe(false);
    expect(byUs.has('estradiol')).toBe(false);
    expect(byUs.has('meter')).toBe(false);
    expect(shipped.every((p) => p.us !== p.uk)).toBe(true);
  });
});
