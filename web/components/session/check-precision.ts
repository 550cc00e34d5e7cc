/**
 * The measured precision of a check in the words the checks panel shows (docs/web.md):
 * "Precision 97 % on 143 labelled findings", "(a fixed sample)" when only a sample was labelled,
 * "Precision not measured yet" when nothing is labelled. Nothing when the catalogue has no figures.
 */
import type { CheckAccuracy } from '../../../src/contract/checks.ts';

export function precisionText(accuracy: CheckAccuracy | undefined): string | null {
  if (!accuracy) return null;
  if (accuracy.precision === null || accuracy.labelled === 0) return 'Precision not measured yet';
  // Never rounded up (96.9 % is not 97 %); rounding to basis points first keeps 0.57 at 57, not 56.
  const percent = Math.floor(Math.round(accuracy.precision * 10_000) / 100);
  const findings = accuracy.labelled === 1 ? 'labelled finding' : 'labelled findings';
  const sample = accuracy.sampled ? ' (a fixed sample)' : '';
  return `Precision ${percent} % on ${accuracy.labelled} ${findings}${sample}`;
}
