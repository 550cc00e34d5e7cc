/**
 * A check's measured recall in the words the checks panel shows above its parameters
 * (docs/web.md): "Recall 27 % of 62 problems an editor marked · 8 % of 12 planted errors" — the
 * share of known errors it finds, on real manuscripts (tests/accuracy/README.md, "Recall").
 * Nothing when the catalogue has no recall figures for the check.
 */
import type { CheckAccuracy } from '../../../src/contract/checks.ts';

/** Never rounded up: 69.9 % is not 70 %. */
function percent(found: number, of: number): number {
  return Math.floor(Math.round((found / of) * 10_000) / 100);
}

export function recallText(accuracy: CheckAccuracy | undefined): string | null {
  const recall = accuracy?.recall;
  if (!recall) return null;
  const parts: string[] = [];
  const { markup, seeded } = recall;
  if (markup && markup.marked > 0)
    parts.push(
      `${percent(markup.found, markup.marked)} % of ${markup.marked} ${markup.marked === 1 ? 'problem' : 'problems'} an editor marked`,
    );
  if (seeded && seeded.planted > 0)
    parts.push(
      `${percent(seeded.found, seeded.planted)} % of ${seeded.planted} planted ${seeded.planted === 1 ? 'error' : 'errors'}`,
    );
  return parts.length > 0 ? `Recall ${parts.join(' · ')}` : null;
}
