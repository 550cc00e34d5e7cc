/** Look-alikes of definitions in real manuscripts: citation keys, stray letter matches, plural long forms. */
import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import { definitionsIn, isAbbreviation } from './definitions.ts';
import { run } from './index.ts';

describe('abbreviations in context', () => {
  it('does not take a citation key or a name in capitals for an abbreviation', () => {
    expect(isAbbreviation('ORand')).toBe(false);
    for (const token of ['MeSH', 'qPCR', 'aOR', 'RoB', 'ICU-AW', 'GAD65', 'CNIs'])
      expect(isAbbreviation(token)).toBe(true);
  });

  it('needs a long form that opens with the abbreviation’s first letter and does not hold it', () => {
    expect(definitionsIn('Results were pooled as the effect of treatment on outcome (HR).')).toEqual([]);
    expect(definitionsIn('Some consider PET-PEESE to be worse than homoeopathy as it (PET-PEESE) is biased.')).toEqual(
      [],
    );
    expect(
      definitionsIn('We used precision-effect test and precision-effect estimate with standard errors (PET-PEESE).')[0]
        ?.short,
    ).toBe('PET-PEESE');
  });

  it('reads a plural and a capitalised long form as the same definition', () => {
    const manuscript = manuscriptFromParagraphs([
      { text: 'Methods', styleName: 'heading 1' },
      { text: 'We compared the Cause of Death (COD) assigned by each model.' },
      { text: 'Five models assigned causes of death (CODs) to each record, and each COD was compared.' },
    ]);
    const results = run({ manuscript, format: {}, params: {} }).results;
    expect(results.map((r) => [r.original, r.correction])).toEqual([['causes of death (CODs)', 'CODs']]);
  });

  it('expands a use mid-sentence in lower case when the definition opened a sentence', () => {
    const manuscript = manuscriptFromParagraphs([
      { text: 'Methods', styleName: 'heading 1' },
      { text: 'Guidance did not class new LARC fittings as essential, nor Charlson Comorbidity Index (CCI) scores.' },
      { text: 'Long-acting reversible contraception (LARC) fell. LARC use later rose, and the CCI was stable.' },
      { text: 'Serology covered EBV and CMV.' },
      { text: 'Epstein-Barr virus (EBV) was measured; EBV was negative.' },
    ]);
    const results = run({ manuscript, format: {}, params: {} }).results;
    expect(results.map((r) => r.correction)).toContain('long-acting reversible contraception (LARC)');
    expect(results.map((r) => r.correction)).toContain('Epstein-Barr virus (EBV)');
  });
});

describe('abbreviations used but never defined', () => {
  function undefinedOnes(...texts: string[]) {
    const manuscript = manuscriptFromParagraphs([
      { text: 'Methods', styleName: 'heading 1' },
      ...texts.map((text) => ({ text })),
    ]);
    return run({ manuscript, format: {}, params: {} })
      .results.filter((r) => /never defined/.test(r.reasoning ?? ''))
      .map((r) => r.original);
  }

  it('warns once, at the first use, about an abbreviation used three times and never defined', () => {
    expect(
      undefinedOnes(
        'Risk rose as the GFR fell, and a low GFR predicted death.',
        'Patients with a normal GFR and the SUCRA ranking were compared; the SUCRA and SUCRA values agreed.',
        'This MAM was kept, and the two other MAMs and all MAMs were compared.',
      ),
    ).toEqual(['GFR', 'SUCRA', 'MAM']);
  });

  it('warns about an abbreviation used twice that journals ask to spell out (ICU, GRADE, ANOVA, HR)', () => {
    expect(
      undefinedOnes(
        'Patients in the ICU were mobilised early; ICU stays were shorter.',
        'We rated certainty with GRADE; GRADE ratings were low. A one-way ANOVA and a second ANOVA were run.',
        'The HR for death was 2.1 and the HR for stroke 1.4.',
      ),
    ).toEqual(['ICU', 'GRADE', 'ANOVA', 'HR']);
  });

  it('takes "referred to as X", a bracketed "(OH)" after its words and a citation key "{RKI:2015}" as no undefined use', () => {
    expect(
      undefinedOnes(
        'We used a one-way analysis of variance (forthwith referred to as ANOVA). ANOVA compares means.',
        'Replication starts at an origin of replication (OH); the OH site lies in the D-loop.',
        'People in low positions fare worse {RKI:2015fe p.22}, as shown before {RKI:2015fe p.26}.',
      ),
    ).toEqual([]);
  });

  it('leaves defined, well-known, initials, notation, names and compounds alone', () => {
    expect(
      undefinedOnes(
        'The hazard ratio (HR) was 2; the HR and HR again. DNA, DNA and DNA were sequenced; the CI, CI and CI.',
        'Two authors (AFK, HBA) screened; AFK and HBA agreed, and a third author (AFK) checked.',
        'Contexts CH > TH, CH > TH and CH > TH were frequent; QM(3) = 4, QM(1) = 2, QM(2) = 1.',
        'The German Socio-Economic Panel SOEP; SOEP data; the SOEP sample. BD Multitest, BD Trucount, BD Tubes.',
        'MDR-TB cases; MDR regimens, MDR strains and MDR isolates were counted.',
        'Beck Depression Inventory BDI scores; BDI fell; BDI rose.',
        'Abbreviations: NMES, neuromuscular electrical stimulation. NMES helped, NMES twice, NMES thrice.',
      ),
    ).toEqual([]);
  });
});

describe('a name after capitalised words', () => {
  function undefinedOnes(...texts: string[]) {
    const manuscript = manuscriptFromParagraphs([
      { text: 'Methods', styleName: 'heading 1' },
      ...texts.map((text) => ({ text })),
    ]);
    return run({ manuscript, format: {}, params: {} })
      .results.filter((r) => /never defined/.test(r.reasoning ?? ''))
      .map((r) => r.original);
  }

  it('asks for IRB, API and SC after capitalised words that do not spell them', () => {
    expect(
      undefinedOnes(
        'The protocol was approved by the University of Pennsylvania IRB (protocol #826629).',
        'Data came from the NHS Scotland Open Data API through a query to the repository API.',
        'All methods but the Sayana-Press SC injection need a clinician.',
      ),
    ).toEqual(['IRB', 'API', 'SC']);
  });

  it('asks for a numbered instrument ("SF-36") as a whole, but not a known or defined one', () => {
    expect(
      undefinedOnes(
        'Patients completed the SF-36 and the EQ-5D; SF-36 and EQ-5D scores rose.',
        'COVID-19 spread; human herpes virus 6 (HHV-6) was tested, and HHV-6 titres rose.',
        'The GPT models (GPT-3, GPT-4) differed; GPT was prompted twice.',
      ),
    ).toEqual(['SF-36', 'EQ-5D', 'GPT']);
  });

  it('takes capitalised words that spell it, across a dash or a bracket, as its name', () => {
    expect(
      undefinedOnes(
        'The German Socio–Economic Panel SOEP; SOEP data; the SOEP sample.',
        'Evidence was graded with the GRADE Profiler Guideline Development Tool (GRADEpro GDT); GDT tables.',
      ),
    ).toEqual([]);
  });
});

describe('standard abbreviations', () => {
  it('does not ask for 95% CI, IQ or rRNA to be defined before use or in the abstract', () => {
    const manuscript = manuscriptFromParagraphs([
      { text: 'Abstract', styleName: 'heading 1' },
      { text: 'The HR was 2.1 (95% CI 1.2 to 3.0); children’s IQ fell and 16S rRNA was sequenced.' },
      { text: 'Methods', styleName: 'heading 1' },
      { text: 'We report the 95% CI of each estimate and IQ scores.' },
      {
        text: 'Confidence intervals (CI), intelligence quotient (IQ) and ribosomal RNA (rRNA) were defined late; CI, IQ, rRNA.',
      },
    ]);
    const results = run({ manuscript, format: {}, params: {} }).results;
    expect(results.filter((r) => ['CI', 'IQ', 'rRNA'].includes(r.original ?? ''))).toEqual([]);
  });
});

describe('abbreviations that the manuscript expands two ways', () => {
  const findingsOn = (...texts: string[]) =>
    run({
      manuscript: manuscriptFromParagraphs([
        { text: 'Methods', styleName: 'heading 1' },
        ...texts.map((text) => ({ text })),
      ]),
      format: {},
      params: {},
    }).results.filter((r) => r.status !== 'pass');

  it('warns, with no correction, when a name written out elsewhere is another expansion of a defined abbreviation', () => {
    const items = findingsOn(
      'Approval by the Federal Drug Administration (FDA) was sought; the FDA replied.',
      'Later the US Food and Drug Administration approved the drug.',
    );
    expect(items.map((r) => [r.original, r.reasoning, r.correction])).toEqual([
      [
        'Federal Drug Administration (FDA)',
        '"FDA" is defined as "Federal Drug Administration", but the manuscript also writes "Food and Drug Administration": use the one correct name throughout.',
        undefined,
      ],
    ]);
  });

  it('takes capitals, plurals, hyphens and compounds for the same name', () => {
    expect(
      findingsOn(
        'Large language models (LLM) and Cause-specific mortality fraction (CSMF) were compared; the LLM and CSMF agreed.',
        'Each Large Language Model estimated the Cause Specific Mortality Fraction.',
        'In the Intensive Care Unit (ICU), ICU stays and Intensive Care Unit-Acquired Weakness were recorded.',
      ),
    ).toEqual([]);
  });

  it('names both long forms of an abbreviation defined two ways and proposes neither', () => {
    const items = findingsOn(
      'Peripheral arterial disease (PAD) was common. Later, peripheral arterial occlusive disease (PAD) was graded; PAD rose.',
    );
    expect(items.map((r) => [r.reasoning, r.correction])).toEqual([
      [
        '"PAD" is defined two ways in the main text: "Peripheral arterial disease" and "peripheral arterial occlusive disease". Keep the correct one and use the abbreviation alone after it.',
        undefined,
      ],
    ]);
  });
});
