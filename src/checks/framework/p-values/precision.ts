/**
 * AMA's precision for P values (AMA Manual of Style, 11th ed., 19.5, "P values"): two decimal
 * places unless P < .01, then three; three also where two would round a value below .05 up to
 * .05 and hide it (".049", ".045"); nothing below "P < .001" and nothing above "P > .99".
 * Digits are only ever taken away (".8" is never padded to ".80"), and a "<" or ">" bound keeps
 * its digits — rounding a bound can make it false — except that a bound below .001 is
 * "P < .001", which it implies.
 */

export interface Precise {
  sign: string;
  /** The digits after the decimal mark. */
  digits: string;
  /** What changes and why, in the writer's terms. */
  reason: string;
}

/** Digits after the mark rounded half up to `places`, as an integer (".0263", 2 → 3). */
function rounded(digits: string, places: number): number {
  const kept = Number(digits.slice(0, places).padEnd(places, '0'));
  return Number(digits.charAt(places) || '0') >= 5 ? kept + 1 : kept;
}

function fixed(value: number, places: number): string {
  return String(value).padStart(places, '0');
}

const BELOW = (sign: string, digits: string) =>
  `AMA style writes no P value below .001 (further zeros add nothing): ${sign === '=' ? '' : 'below '}.${digits} is reported as "P < .001".`;

/** The AMA form of one P value ("=" or "<" and the digits after the mark), or null when it is already AMA's. */
export function amaPrecision(sign: string, digits: string): Precise | null {
  if (sign === '<' || sign === '≤') {
    return digits.startsWith('000') ? { sign: '<', digits: '001', reason: BELOW(sign, digits) } : null;
  }
  if (sign !== '=') return null;
  if (digits.startsWith('000')) return { sign: '<', digits: '001', reason: BELOW(sign, digits) };
  if (digits.length > 2 && digits.padEnd(3, '0') > '990') {
    return {
      sign: '>',
      digits: '99',
      reason: `AMA style writes no P value above .99: .${digits} is reported as "P > .99".`,
    };
  }
  if (digits.length <= 2) return null;
  if (digits.startsWith('00')) {
    if (digits.length === 3) return null;
    const three = rounded(digits, 3);
    if (three >= 10)
      return { sign: '=', digits: '01', reason: `AMA style rounds .${digits} to two decimal places: .01.` };
    return {
      sign: '=',
      digits: fixed(three, 3),
      reason: `AMA style gives a P value below .01 to three decimal places: .${digits} is .${fixed(three, 3)}.`,
    };
  }
  const two = rounded(digits, 2);
  const significant = Number(`0.${digits}`) < 0.05;
  if (significant && two >= 5) {
    // Two places would print ".05" for a value below .05: AMA keeps three, if three still show it.
    if (digits.length === 3) return null;
    const three = rounded(digits, 3);
    if (three >= 50) return null;
    return {
      sign: '=',
      digits: fixed(three, 3),
      reason: `AMA style gives P values to two decimal places, but .${digits} would read .05 and hide that it is below .05, so it keeps three: .${fixed(three, 3)}.`,
    };
  }
  return {
    sign: '=',
    digits: fixed(two, 2),
    reason: `AMA style gives P values to two decimal places unless P < .01: .${digits} is .${fixed(two, 2)}.`,
  };
}
