/**
 * The measured precision of a check in the words the checks panel shows (docs/web.md): the
 * percentage and, in words for people, how many of the findings an editor checked were right —
 * "Precision 97 %: right in 139 of 143 findings checked by an editor" — then the strict figure
 * (issue 23: the finding right and its correction right and complete, or none proposed):
 * "Strict 95 %: 136 of 143 also with a right correction or none needed". "(a fixed sample)" when
 * only a sample was labelled; "corrections not yet judged" while the strict figure is unpublished;
 * "Precision not measured yet" when nothing is labelled. Nothing when the catalogue has no figures.
 */
import type { CheckAccuracy } from '../../../src/contract/checks.ts';

/** A share as a whole percent, never rounded up (96.9 % is not 97 %); basis points first keep 0.57 at 57. */
function percent(share: number): number {
  return Math.floor(Math.round(share * 10_000) / 100);
}

export function precisionText(accuracy: CheckAccuracy | undefined): string | null {
  if (!accuracy) return null;
  if (accuracy.precision === null || accuracy.labelled === 0) return 'Precision not measured yet';
  const findings = accuracy.labelled === 1 ? 'finding' : 'findings';
  const sample = accuracy.sampled ? ' (a fixed sample)' : '';
  const precision = `Precision ${percent(accuracy.precision)} %: right in ${accuracy.right} of ${accuracy.labelled} ${findings} checked by an editor${sample}.`;
  const strict =
    accuracy.strictPrecision === null
      ? `Strict precision not published yet: ${accuracy.fixUnlabelled} proposed ${accuracy.fixUnlabelled === 1 ? 'correction' : 'corrections'} still to be judged.`
      : `Strict ${percent(accuracy.strictPrecision)} %: ${accuracy.strictRight} of ${accuracy.labelled} also with a right correction or none needed.`;
  return `${precision} ${strict}`;
}
