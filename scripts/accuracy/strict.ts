/**
 * Strict precision (issue 23): a finding counts as right only when it points at a real problem AND
 * its proposed correction is right and complete, or it proposes none. A check's strict figure is
 * published only when every labelled entry that proposes a correction carries a `fix` label
 * (tests/accuracy/README.md, "The fix label").
 */
import { fixOf, proposesCorrection, type LedgerEntry } from './ledger.ts';

export interface StrictTally {
  /** Labelled entries whose finding is right and whose fix is right or none. */
  strictRight: number;
  /** Labelled entries by fix label (entries without a correction count as `none`). */
  fixes: { right: number; incomplete: number; wrong: number; none: number };
  /** Labelled entries that propose a correction nobody has judged yet. */
  fixUnlabelled: number;
}

export function emptyStrictTally(): StrictTally {
  return { strictRight: 0, fixes: { right: 0, incomplete: 0, wrong: 0, none: 0 }, fixUnlabelled: 0 };
}

/** Counts one labelled entry (verdict right or wrong) into the tally. */
export function tallyFix(tally: StrictTally, entry: LedgerEntry): void {
  const fix = fixOf(entry);
  if (fix === null) {
    tally.fixUnlabelled += 1;
    return;
  }
  tally.fixes[fix] += 1;
  if (entry.verdict === 'right' && (fix === 'right' || fix === 'none')) tally.strictRight += 1;
}

/** Whether an entry still needs its fix judged (it proposes a correction and has no fix label). */
export function needsFixLabel(entry: LedgerEntry): boolean {
  return proposesCorrection(entry) && fixOf(entry) === null;
}

/**
 * Strict precision, 0–1, or null when it is not published: nothing labelled, or some labelled
 * entry with a correction has no fix label.
 */
export function strictPrecisionOf(tally: StrictTally, labelled: number): number | null {
  if (labelled === 0 || tally.fixUnlabelled > 0) return null;
  return tally.strictRight / labelled;
}
