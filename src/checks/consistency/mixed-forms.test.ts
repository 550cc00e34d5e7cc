/**
 * Forms an editor marks that the majority count alone missed (issue 24): a compound modifier open
 * before the very noun the document hyphenates it before, "vs" beside "versus", a compound joined by
 * an en dash and by a hyphen, a prefix tie, initials with and without full stops, a name without
 * its accents.
 */
import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import { run } from './index.ts';

const findings = (language: string, ...texts: string[]) =>
  run({
    manuscript: manuscriptFromParagraphs([
      { text: 'Methods', styleName: 'heading 1' },
      ...texts.map((text) => ({ text })),
    ]),
    format: { language },
    params: {},
  }).results;
const corrections = (language: string, ...texts: string[]) =>
  findings(language, ...texts).map((r) => `${r.original} → ${r.correction ?? '(note)'}`);

describe('consistency: an open compound modifier before the noun the document hyphenates it before', () => {
  it('hyphenates a noun + adjective modifier even where the open form is more frequent', () => {
    expect(
      corrections(
        'English (US)',
        'We assessed patient relevant outcomes.',
        'Patient relevant outcomes were prespecified, and patient relevant outcomes were ranked.',
        'The evidence is uncertain for patient-relevant outcomes.',
      ),
    ).toEqual([
      'patient relevant → patient-relevant',
      'Patient relevant → Patient-relevant',
      'patient relevant → patient-relevant',
    ]);
  });

  it('reads a phrase in title case as the same phrase, so sentence-casing a title uncovers nothing new', () => {
    expect(
      corrections(
        'English (UK)',
        'Cause Specific Mortality Fraction Accuracy in Two Trials',
        'The cause-specific mortality fraction was compared.',
      ),
    ).toEqual(['Cause Specific → Cause-Specific']);
  });

  it('hyphenates a preposition + noun modifier, but never the prepositional phrase before another noun', () => {
    expect(
      corrections(
        'English (UK)',
        'The between-study heterogeneity was large; between-study heterogeneity was modelled.',
        'A prior was set on the between study heterogeneity.',
        'Differences between study groups were small.',
      ),
    ).toEqual(['between study → between-study']);
  });

  it('leaves an adverb in -ly and a coordinated pair alone', () => {
    expect(
      corrections(
        'English (UK)',
        'All mechanically-ventilated patients and mechanically ventilated patients were screened.',
        'Higher and lower order domains interact; lower-order domains were tested.',
      ),
    ).toEqual([]);
  });

  it('closes the prefix and hyphenates the modifier in one correction', () => {
    expect(
      corrections(
        'English (UK)',
        'Treatment of multidrug-resistant tuberculosis is long.',
        'Although multi-drug resistant tuberculosis can be cured, multidrug regimens are toxic.',
      ),
    ).toEqual(['multi-drug resistant → multidrug-resistant']);
  });
});

describe('consistency: versus and vs in running text', () => {
  const texts = [
    'We compared corticosteroids vs placebo.',
    'Dexamethasone vs betamethasone was also compared.',
    'Trials of any corticosteroid versus placebo were included.',
    'Subgroups (ante- vs postpartum) were analysed.',
  ];

  it('spells out versus under a US format (AMA), leaving the bracketed aside', () => {
    expect(corrections('English (US)', ...texts)).toEqual(['vs → versus', 'vs → versus']);
  });

  it('follows the majority under other formats', () => {
    expect(corrections('English (UK)', ...texts)).toEqual(['versus → vs']);
  });
});

describe('consistency: a compound joined by an en dash and by a hyphen', () => {
  it('proposes the majority', () => {
    expect(
      corrections(
        'English (UK)',
        'The exposure-response function and the exposure-response curve were fitted.',
        'Such assessments integrate the exposure–response relationship.',
      ),
    ).toEqual(['exposure–response → exposure-response']);
  });

  it('says so without a correction when the counts tie', () => {
    const notes = findings(
      'English (UK)',
      'Power to study dose–response associations.',
      'Dose-response associations were strong.',
    );
    expect(notes.map((r) => [r.original, r.correction])).toEqual([
      ['dose–response', undefined],
      ['Dose-response', undefined],
    ]);
    expect(notes[0]?.reasoning).toContain('the counts do not say which');
  });
});

describe('consistency: a prefix written closed and hyphenated as often', () => {
  it('takes the closed dictionary word under UK English', () => {
    expect(
      corrections(
        'English (UK)',
        'Studies of postnatal exposure were included.',
        'Exposure of the children (post-natal) was recorded.',
      ),
    ).toEqual(['post-natal → postnatal']);
  });
});

describe('consistency: capitals with and without full stops', () => {
  it('drops the stops where the bare initials are the majority', () => {
    expect(
      corrections(
        'English (US)',
        'Disagreements were resolved by a third author (AN).',
        'One author (A.N.) conducted the assessments; AN designed the review.',
      ),
    ).toEqual(['A.N. → AN']);
  });

  it('never adds stops, and leaves U.S. alone', () => {
    expect(
      corrections('English (US)', 'A U.S. study; the US registry; the US cohort.', 'A.B. and C.D. wrote it.'),
    ).toEqual([]);
  });
});

describe('consistency: a word with and without its accents', () => {
  it('gives a name back its accents', () => {
    expect(
      corrections(
        'English (UK)',
        'Sites were in Ghana and Côte d’Ivoire.',
        'Regions of Guinea and Cote d’Ivoire are understudied.',
      ),
    ).toEqual(['Cote → Côte']);
  });

  it('leaves a cited author alone', () => {
    expect(corrections('English (UK)', 'As Müller showed,', 'as shown by Muller et al.')).toEqual([]);
  });
});
